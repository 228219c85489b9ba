import type { LanguageProfile } from './types.js';

export const nix: LanguageProfile = {
  extensions: ['.nix'],
  fence: 'nix',
  comment: '#',
  privacy: null,
  testFile: null,
  // A directory imported by its path (`callPackage ./pkg`, `imports = [ ./module ]`) is its default.nix.
  facade: /^default\.nix$/,
};
