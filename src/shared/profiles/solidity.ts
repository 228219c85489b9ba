import type { LanguageProfile } from './types.js';

export const solidity: LanguageProfile = {
  extensions: ['.sol'],
  fence: 'solidity',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*\.t\.sol$/,
  facade: null,
};
