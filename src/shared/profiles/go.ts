import type { LanguageProfile, PrivacyRule } from './types.js';

/** An identifier starting with a lowercase letter (or `_`) is not exported. */
const privacy: PrivacyRule = (def) => /^[\p{Ll}_]/u.test(def.name);

export const go: LanguageProfile = {
  extensions: ['.go'],
  fence: 'go',
  comment: '//',
  privacy,
  testFile: /^(?:[^/]*_(?:tests?|spec)\.go|tests?\.go)$/,
  facade: null,
};
