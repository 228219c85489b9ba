import { JVM_STANDARD_NAMES } from './jvm-family.js';
import type { LanguageProfile } from './types.js';

export const scala: LanguageProfile = {
  extensions: ['.scala', '.sc'],
  fence: 'scala',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.scala$/,
  facade: null,
  standardNames: JVM_STANDARD_NAMES,
  packageScoped: true,
};
