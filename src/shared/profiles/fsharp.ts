import type { LanguageProfile, PrivacyRule } from './types.js';

/** `let private x`, `member private this.M`, `type private T`, `module private M`. */
const privacy: PrivacyRule = (def) => /^\s*(?:static\s+)?(?:let|member|type|module)\s+(?:(?:rec|inline|mutable)\s+)*private\s/.test(def.signature);

export const fsharp: LanguageProfile = {
  extensions: ['.fs', '.fsi', '.fsx'],
  fence: 'fsharp',
  comment: '//',
  privacy,
  testFile: /^[^/]*(?:Test|Tests|Spec)\.fsx?$/,
  facade: null,
};
