import type { LanguageProfile } from './types.js';

export const dart: LanguageProfile = {
  extensions: ['.dart'],
  fence: 'dart',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*_(?:tests?|spec)\.dart$/,
  facade: null,
};
