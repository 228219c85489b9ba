import type { LanguageProfile } from './types.js';

export const rescript: LanguageProfile = {
  extensions: ['.res'],
  fence: 'rescript',
  comment: '//',
  privacy: null,
  testFile: null,
  facade: null,
};
