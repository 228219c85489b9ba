import type { LanguageProfile } from './types.js';

export const c: LanguageProfile = {
  extensions: ['.c', '.h'],
  fence: 'c',
  comment: '//',
  privacy: null,
  testFile: /^(?:test_[^/]*\.c|[^/]*_(?:tests?|spec)\.c)$/,
  facade: null,
};
