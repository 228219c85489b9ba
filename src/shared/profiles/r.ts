import type { LanguageProfile, PrivacyRule } from './types.js';

/** `.helper` is hidden from `ls()` and, by convention, internal. */
const privacy: PrivacyRule = (def) => def.name.startsWith('.');

export const r: LanguageProfile = {
  extensions: ['.r'],
  fence: 'r',
  comment: '#',
  privacy,
  // testthat's `tests/testthat/test-mutate.R` (and `test_mutate.R`); R files are `.R` or `.r`.
  testFile: /^test[-_][^/]*\.[Rr]$/,
  facade: null,
};
