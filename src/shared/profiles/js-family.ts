// What TypeScript, TSX and JavaScript share: their files name tests and packages alike and
// mark members private alike.
import type { PrivacyRule } from './types.js';

/** `private` and `#` members. A top-level declaration without `export` may still be exported by a later `export { … }`. */
export const scriptPrivacy: PrivacyRule = (def) =>
  def.name.startsWith('#') || /^\s*(?:(?:static|readonly|override|declare|abstract|async)\s+)*private\s/.test(def.signature);

/** `x.test.ts`, `x.spec.jsx`, `x.bench.mts`, `x.e2e.js`, `test.ts`, `tests.js`. */
export const SCRIPT_TEST_FILE = /^(?:[^/]*\.(?:test|spec|bench|e2e)\.[cm]?[jt]sx?|tests?\.[cm]?[jt]sx?)$/;

export const SCRIPT_FACADE = /^index\.[cm]?[jt]sx?$/;
