import type { LanguageProfile } from './types.js';

export const haskell: LanguageProfile = {
  extensions: ['.hs'],
  fence: 'haskell',
  comment: '--',
  // What a module exports is its export list's to say, not a name's.
  privacy: null,
  // hspec's `ParserSpec.hs`, tasty's and HUnit's `ParserTest.hs`, `ParserTests.hs`.
  testFile: /^[^/]*(?:Spec|Tests?)\.hs$/,
  facade: null,
};
