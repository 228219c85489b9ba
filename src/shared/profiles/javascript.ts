import { SCRIPT_FACADE, SCRIPT_STANDARD_NAMES, SCRIPT_TEST_FILE, scriptPrivacy } from './js-family.js';
import type { LanguageProfile } from './types.js';

export const javascript: LanguageProfile = {
  extensions: ['.js', '.jsx', '.mjs', '.cjs'],
  fence: 'js',
  fences: { '.jsx': 'jsx' },
  comment: '//',
  privacy: scriptPrivacy,
  testFile: SCRIPT_TEST_FILE,
  facade: SCRIPT_FACADE,
  standardNames: SCRIPT_STANDARD_NAMES,
};
