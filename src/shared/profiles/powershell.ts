import type { LanguageProfile } from './types.js';

export const powershell: LanguageProfile = {
  extensions: ['.ps1', '.psm1', '.psd1'],
  fence: 'powershell',
  comment: '#',
  privacy: null,
  // Pester's tests.
  testFile: /^[^/]*\.Tests\.ps1$/,
  facade: null,
};
