import type { LanguageProfile, PrivacyRule } from './types.js';

/** A top-level function, type or constant without `pub` (a constructor is its type's). */
const privacy: PrivacyRule = (def) => !def.container && !/^\s*pub\s/.test(def.signature);

export const gleam: LanguageProfile = {
  extensions: ['.gleam'],
  fence: 'gleam',
  comment: '//',
  privacy,
  testFile: /^[^/]*_test\.gleam$/,
  facade: null,
};
