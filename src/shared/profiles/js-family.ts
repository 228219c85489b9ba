// What TypeScript, TSX and JavaScript share: their files name tests and packages alike and
// mark members private alike.
import type { PrivacyRule } from './types.js';

/** `private` and `#` members. A top-level declaration without `export` may still be exported by a later `export { … }`. */
export const scriptPrivacy: PrivacyRule = (def) =>
  def.name.startsWith('#') || /^\s*(?:(?:static|readonly|override|declare|abstract|async)\s+)*private\s/.test(def.signature);

/** `x.test.ts`, `x.spec.jsx`, `x.bench.mts`, `x.e2e.js`, `test.ts`, `tests.js`. */
export const SCRIPT_TEST_FILE = /^(?:[^/]*\.(?:test|spec|bench|e2e)\.[cm]?[jt]sx?|tests?\.[cm]?[jt]sx?)$/;

export const SCRIPT_FACADE = /^index\.[cm]?[jt]sx?$/;

/** ECMAScript's, the web platform's and TypeScript's global names (not `fetch`: an app's own method too). */
export const SCRIPT_STANDARD_NAMES = `
  Object Array String Number Boolean Symbol BigInt Function Promise Map Set WeakMap WeakSet WeakRef Error TypeError
  RangeError SyntaxError ReferenceError EvalError URIError AggregateError Date RegExp JSON Math Reflect Proxy Intl
  URL URLSearchParams Request Response Headers FormData Blob File ReadableStream WritableStream TransformStream
  TextEncoder TextDecoder AbortController AbortSignal Event EventTarget CustomEvent console setTimeout clearTimeout
  setInterval clearInterval queueMicrotask structuredClone Uint8Array Int8Array Uint16Array Int16Array
  Uint32Array Int32Array Float32Array Float64Array BigInt64Array BigUint64Array ArrayBuffer SharedArrayBuffer
  DataView WebSocket Record Partial Readonly Pick Omit Exclude Extract ReturnType Parameters Awaited
  NonNullable Required InstanceType PromiseLike Iterable Iterator IterableIterator AsyncIterable AsyncIterator
  AsyncGenerator Generator ArrayLike ReadonlyArray ReadonlyMap ReadonlySet PropertyKey globalThis
`;
