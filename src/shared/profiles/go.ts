import type { LanguageProfile, PrivacyRule } from './types.js';

/** An identifier starting with a lowercase letter (or `_`) is not exported. */
const privacy: PrivacyRule = (def) => /^[\p{Ll}_]/u.test(def.name);

/** Go's predeclared identifiers. */
const standardNames = `
  error string int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr float32 float64 complex64
  complex128 bool byte rune any comparable len cap make new append copy delete panic recover print println close
  complex real imag min max clear
`;

export const go: LanguageProfile = {
  extensions: ['.go'],
  fence: 'go',
  comment: '//',
  privacy,
  testFile: /^(?:[^/]*_(?:tests?|spec)\.go|tests?\.go)$/,
  facade: null,
  standardNames,
  packageScoped: true,
};
