import type { LanguageProfile } from './types.js';

export const swift: LanguageProfile = {
  extensions: ['.swift'],
  fence: 'swift',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.swift$/,
  facade: null,
  packageScoped: true,
};
