import { SCRIPT_STANDARD_NAMES } from './js-family.js';
import type { LanguageProfile } from './types.js';

export const vue: LanguageProfile = {
  extensions: ['.vue'],
  fence: 'vue',
  comment: '//',
  privacy: null,
  testFile: null,
  facade: null,
  standardNames: SCRIPT_STANDARD_NAMES,
};
