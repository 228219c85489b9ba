import type { LanguageProfile, PrivacyRule } from './types.js';

/**
 * A field or top-level item without `pub`. Methods are left public: those of a trait impl
 * carry no `pub` and are callable wherever the type is.
 */
const privacy: PrivacyRule = (def) => def.kind !== 'method' && (def.kind === 'field' || !def.container) && !/^\s*pub\b/.test(def.signature);

/** Rust's prelude. */
const standardNames = `
  Option Some None Result Ok Err Vec String Box ToString ToOwned Clone Copy Default Debug Iterator IntoIterator
  DoubleEndedIterator ExactSizeIterator Extend From Into TryFrom TryInto Drop Fn FnMut FnOnce Send Sync Sized
  Unpin PartialEq Eq PartialOrd Ord Hash AsRef AsMut
`;

export const rust: LanguageProfile = {
  extensions: ['.rs'],
  fence: 'rust',
  comment: '//',
  privacy,
  testFile: /^(?:[^/]*_(?:tests?|spec)\.rs|tests?\.rs)$/,
  facade: /^(?:mod|lib)\.rs$/,
  standardNames,
};
