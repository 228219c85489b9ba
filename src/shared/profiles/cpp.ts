import type { LanguageProfile } from './types.js';

export const cpp: LanguageProfile = {
  extensions: ['.cc', '.cpp', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.tpp'],
  fence: 'cpp',
  comment: '//',
  privacy: null,
  testFile: /^(?:test_[^/]*\.(?:cc|cpp)|[^/]*_(?:tests?|spec)\.(?:cc|cpp|cxx))$/,
  facade: null,
};
