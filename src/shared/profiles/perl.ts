import type { LanguageProfile, PrivacyRule } from './types.js';

/** `_helper` is private by convention. */
const privacy: PrivacyRule = (def) => def.name.startsWith('_');

export const perl: LanguageProfile = {
  extensions: ['.pl', '.pm'],
  fence: 'perl',
  comment: '#',
  privacy,
  // Perl's tests are `t/*.t` scripts (a `.t` file is not read: Cram tests share the extension);
  // what `t/` holds besides is a test directory's.
  testFile: null,
  facade: null,
};
