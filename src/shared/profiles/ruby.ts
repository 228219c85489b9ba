import type { LanguageProfile } from './types.js';

export const ruby: LanguageProfile = {
  extensions: ['.rb', '.rake', '.gemspec', '.ru'],
  fence: 'ruby',
  comment: '#',
  privacy: null,
  testFile: /^(?:test_[^/]*\.rb|[^/]*_(?:tests?|spec)\.rb)$/,
  facade: null,
};
