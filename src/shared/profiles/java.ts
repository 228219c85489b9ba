import { JVM_STANDARD_NAMES } from './jvm-family.js';
import type { LanguageProfile, PrivacyRule } from './types.js';

const privacy: PrivacyRule = (def) =>
  /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|final|abstract|synchronized|transient|volatile)\s+)*private\s/.test(def.signature);

export const java: LanguageProfile = {
  extensions: ['.java'],
  fence: 'java',
  comment: '//',
  privacy,
  testFile: /^[^/]*(?:Test|Tests|IT|TestCase)\.java$/,
  facade: null,
  standardNames: JVM_STANDARD_NAMES,
  packageScoped: true,
};
