import type { LanguageProfile } from './types.js';

export const objc: LanguageProfile = {
  extensions: ['.m', '.mm'],
  fence: 'objectivec',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.mm?$/,
  facade: null,
};
