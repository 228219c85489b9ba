// Swift syntax newer than the Swift grammar tree-sitter-wasms ships, read as
// syntax it knows. Each is a syntax error to that grammar whose recovery costs
// the parser up to seconds per file and loses what follows:
// - freestanding macros (`#expect(…)`, `#require(…)`, `#Preview { … }`, Swift
//   5.9): the `#` of a name that is not one of the language's own `#` keywords
//   becomes a space, so the macro reads as a call;
// - the `package` access modifier (Swift 5.9) reads as `public ` (same length);
// - a raw string on one line (`#"Bearer realm="x""#`), whose inner quotes the
//   grammar ends the string at, reads as a plain string over the same span:
//   `#"` and `"#` become `"'` and `'"`, inner quotes and backslashes `'`.
// Every rewrite keeps every offset, so lines, names and signatures are still
// those of the file itself.

/** The `#` keywords the grammar parses itself: compiler directives and literal expressions. */
const POUND_KEYWORDS = new Set([
  'if', 'elseif', 'else', 'endif', 'available', 'unavailable', 'selector', 'keyPath', 'file', 'fileID', 'filePath',
  'line', 'column', 'function', 'dsohandle', 'sourceLocation', 'warning', 'error', 'colorLiteral', 'imageLiteral',
  'fileLiteral',
]);

const POUND_NAME = /#([A-Za-z_][A-Za-z0-9_]*)/g;
/** `package` as a declaration's modifier: at the start of a line (after attributes and other modifiers). */
const PACKAGE_MODIFIER = /^([ \t]*(?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)\n]*\))?[ \t]+|(?:public|final|static|override|nonisolated|convenience|required|mutating|lazy|weak|unowned)[ \t]+)*)package(?=[ \t]+(?:let|var|func|init|struct|class|enum|protocol|actor|typealias|extension|static|final|override|subscript|nonisolated|convenience|required|mutating|lazy|import|deinit)\b)/gm;
/** A one-line raw string with one `#`: `#"…"#`, not starting a multi-line `#"""`. */
const RAW_STRING = /#"(?!"")([^\n]*?)"#/g;

export function readableSwift(source: string): string {
  let readable = source;
  if (readable.includes('#')) {
    // the string keeps the raw string's whole span, so its node ends where the file's does
    readable = readable.replace(RAW_STRING, (_whole, body: string) => `"'${body.replace(/["\\]/g, "'")}'"`);
    readable = readable.replace(POUND_NAME, (whole, name: string) => (POUND_KEYWORDS.has(name) ? whole : ` ${name}`));
  }
  if (readable.includes('package')) readable = readable.replace(PACKAGE_MODIFIER, (_whole, before: string) => `${before}public `);
  return readable;
}
