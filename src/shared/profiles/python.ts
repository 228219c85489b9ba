import type { LanguageProfile, PrivacyRule } from './types.js';

/** `_helper` and `_Class.method` are private; dunder methods (`__init__`) are the class's public protocol. */
const privacy: PrivacyRule = (def) => def.name.startsWith('_') && !/^__\w+__$/.test(def.name);

export const python: LanguageProfile = {
  extensions: ['.py', '.pyi'],
  fence: 'python',
  comment: '#',
  privacy,
  testFile: /^(?:test_[^/]*\.pyi?|[^/]*_(?:tests?|spec)\.py|conftest\.py|tests?\.py)$/,
  facade: /^__init__\.py$/,
};
