import type { LanguageProfile } from './types.js';

export const lua: LanguageProfile = {
  extensions: ['.lua'],
  fence: 'lua',
  comment: '--',
  privacy: null,
  testFile: /^(?:test_[^/]*\.lua|[^/]*_(?:tests?|spec)\.lua)$/,
  facade: null,
};
