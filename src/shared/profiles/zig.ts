import type { LanguageProfile } from './types.js';

export const zig: LanguageProfile = {
  extensions: ['.zig'],
  fence: 'zig',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*_(?:tests?|spec)\.zig$/,
  facade: null,
};
