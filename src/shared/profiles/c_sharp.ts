import type { LanguageProfile } from './types.js';

export const cSharp: LanguageProfile = {
  extensions: ['.cs'],
  fence: 'csharp',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.cs$/,
  facade: null,
};
