import type { LanguageProfile, PrivacyRule } from './types.js';

/**
 * A field or top-level item without `pub`. Methods are left public: those of a trait impl
 * carry no `pub` and are callable wherever the type is.
 */
const privacy: PrivacyRule = (def) => def.kind !== 'method' && (def.kind === 'field' || !def.container) && !/^\s*pub\b/.test(def.signature);

export const rust: LanguageProfile = {
  extensions: ['.rs'],
  fence: 'rust',
  comment: '//',
  privacy,
  testFile: /^(?:[^/]*_(?:tests?|spec)\.rs|tests?\.rs)$/,
  facade: /^(?:mod|lib)\.rs$/,
};
