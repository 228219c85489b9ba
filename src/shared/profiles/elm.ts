import type { LanguageProfile } from './types.js';

export const elm: LanguageProfile = {
  extensions: ['.elm'],
  fence: 'elm',
  comment: '--',
  // What a module does not expose is private, but that is in its header, not in a definition.
  privacy: null,
  testFile: null,
  facade: null,
};
