import type { LanguageProfile } from './types.js';

export const svelte: LanguageProfile = {
  extensions: ['.svelte'],
  fence: 'svelte',
  comment: '//',
  privacy: null,
  testFile: null,
  facade: null,
};
