import type { LanguageProfile } from './types.js';

export const php: LanguageProfile = {
  extensions: ['.php'],
  fence: 'php',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.php$/,
  facade: null,
};
