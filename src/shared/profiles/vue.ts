import type { LanguageProfile } from './types.js';

export const vue: LanguageProfile = {
  extensions: ['.vue'],
  fence: 'vue',
  comment: '//',
  privacy: null,
  testFile: null,
  facade: null,
};
