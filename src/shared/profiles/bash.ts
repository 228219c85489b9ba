import type { LanguageProfile } from './types.js';

export const bash: LanguageProfile = {
  extensions: ['.sh', '.bash'],
  fence: 'bash',
  comment: '#',
  privacy: null,
  testFile: /^test_[^/]*\.sh$/,
  facade: null,
};
