import type { LanguageProfile } from './types.js';

export const elisp: LanguageProfile = {
  extensions: ['.el'],
  fence: 'elisp',
  comment: ';;',
  privacy: null,
  testFile: null,
  facade: null,
};
