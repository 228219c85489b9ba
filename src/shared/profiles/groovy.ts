import type { LanguageProfile, PrivacyRule } from './types.js';

const privacy: PrivacyRule = (def) =>
  /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:static|final|abstract|synchronized|transient|volatile)\s+)*private\s/.test(def.signature);

export const groovy: LanguageProfile = {
  extensions: ['.groovy', '.gradle'],
  fence: 'groovy',
  comment: '//',
  privacy,
  // Spock specifications and JUnit tests.
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.groovy$/,
  facade: null,
};
