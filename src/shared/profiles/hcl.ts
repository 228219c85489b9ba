import type { LanguageProfile } from './types.js';

export const hcl: LanguageProfile = {
  extensions: ['.tf', '.tfvars', '.hcl'],
  fence: 'hcl',
  comment: '#',
  privacy: null,
  // `terraform test` files.
  testFile: /^[^/]*\.tftest\.hcl$/,
  facade: null,
};
