import { SCRIPT_STANDARD_NAMES } from './js-family.js';
import type { LanguageProfile } from './types.js';

export const svelte: LanguageProfile = {
  extensions: ['.svelte'],
  fence: 'svelte',
  comment: '//',
  privacy: null,
  testFile: null,
  facade: null,
  standardNames: SCRIPT_STANDARD_NAMES,
};
