import type { LanguageProfile } from './types.js';

export const elixir: LanguageProfile = {
  extensions: ['.ex', '.exs'],
  fence: 'elixir',
  comment: '#',
  privacy: null,
  testFile: /^[^/]*_(?:tests?|spec)\.exs?$/,
  facade: null,
};
