import { SCRIPT_FACADE, SCRIPT_STANDARD_NAMES, SCRIPT_TEST_FILE, scriptPrivacy } from './js-family.js';
import type { LanguageProfile } from './types.js';

export const typescript: LanguageProfile = {
  extensions: ['.ts', '.mts', '.cts'],
  fence: 'ts',
  comment: '//',
  privacy: scriptPrivacy,
  testFile: SCRIPT_TEST_FILE,
  facade: SCRIPT_FACADE,
  standardNames: SCRIPT_STANDARD_NAMES,
};
