import type { LanguageProfile, PrivacyRule } from './types.js';

/** `_helper` is internal by convention. */
const privacy: PrivacyRule = (def) => def.name.startsWith('_');

export const julia: LanguageProfile = {
  extensions: ['.jl'],
  fence: 'julia',
  comment: '#',
  privacy,
  // A package's `test/runtests.jl` (its directory is a test directory anyway), `test_parse.jl`, `parse_tests.jl`.
  testFile: /^(?:runtests\.jl|test_[^/]*\.jl|[^/]*_tests?\.jl)$/,
  facade: null,
};
