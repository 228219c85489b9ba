import { JVM_STANDARD_NAMES } from './jvm-family.js';
import type { LanguageProfile } from './types.js';

export const kotlin: LanguageProfile = {
  extensions: ['.kt', '.kts'],
  fence: 'kotlin',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.kts?$/,
  facade: null,
  standardNames: JVM_STANDARD_NAMES,
  packageScoped: true,
};
