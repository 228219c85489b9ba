import type { LanguageProfile } from './types.js';

export const ocaml: LanguageProfile = {
  extensions: ['.ml'],
  fence: 'ocaml',
  comment: '(*',
  privacy: null,
  testFile: /^[^/]*_(?:tests?|spec)\.ml$/,
  facade: null,
};
