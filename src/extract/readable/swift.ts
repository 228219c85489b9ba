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
// - an `unsafe` expression (`unsafe setenv(…)`, Swift 6.2) reads as the expression it marks
//   (the word becomes spaces): the grammar lost the rest of its type at it, members and all.
// Every rewrite keeps every offset, so lines, names and signatures are still
// those of the file itself.

/** The `#` keywords the grammar parses itself: compiler directives and literal expressions. */
const POUND_KEYWORDS = new Set([
  'if', 'elseif', 'else', 'endif', 'available', 'unavailable', 'selector', 'keyPath', 'file', 'fileID', 'filePath',
  'line', 'column', 'function', 'dsohandle', 'sourceLocation', 'warning', 'error', 'colorLiteral', 'imageLiteral',
  'fileLiteral',
]);

const POUND_NAME = /#([A-Za-z_][A-Za-z0-9_]*)/g;
/**
 * `package` as a declaration's modifier: at the start of a line (after attributes and other modifiers).
 * An attribute's arguments stay on its line, ended by any line terminator (as `^` takes it): crossing
 * a lone `\r`, they were read again from each `\r` (quadratic).
 */
const PACKAGE_MODIFIER = /^([ \t]*(?:@[A-Za-z_][A-Za-z0-9_]*(?:\([^)\n\r\u2028\u2029]*\))?[ \t]+|(?:public|final|static|override|nonisolated|convenience|required|mutating|lazy|weak|unowned)[ \t]+)*)package(?=[ \t]+(?:let|var|func|init|struct|class|enum|protocol|actor|typealias|extension|static|final|override|subscript|nonisolated|convenience|required|mutating|lazy|import|deinit)\b)/gm;
/**
 * Each one-line raw string with one `#` (`#"…"#`, not starting a multi-line `#"""`) as `replace`
 * gives it: the matches of `/#"(?!"")([^\n]*?)"#/g`, found in one pass. That regex read the rest
 * of the line again from each `#"` with no `"#` after it on the line (quadratic).
 */
function replaceRawStrings(source: string, replace: (body: string) => string): string {
  let out = '';
  let last = 0;
  // the first `"#` and the first newline at or after where each was last looked for (-1: none)
  let close = 0;
  let newline = 0;
  for (let open = source.indexOf('#"'); open !== -1; ) {
    const from = open + 2;
    if (source.startsWith('""', from)) {
      open = source.indexOf('#"', open + 1);
      continue;
    }
    if (close < from) close = source.indexOf('"#', from);
    if (close === -1) break; // then none closes after a later `#"` either
    if (newline !== -1 && newline < from) newline = source.indexOf('\n', from);
    if (newline !== -1 && newline < close) {
      // nor does one opened before the line's end
      open = source.indexOf('#"', newline + 1);
      continue;
    }
    out += source.slice(last, open) + replace(source.slice(from, close));
    last = close + 2;
    open = source.indexOf('#"', last);
  }
  return last === 0 ? source : out + source.slice(last);
}

/** `unsafe` before an expression: at a statement's start, after `try`, `await`, `return` or `=`. */
const UNSAFE_EXPRESSION = /(^[ \t]*|\b(?:try|await|return)[ \t]+|=[ \t]*)unsafe(?=[ \t]+[A-Za-z_(])/gm;

export function readableSwift(source: string): string {
  let readable = source;
  if (readable.includes('#')) {
    // the string keeps the raw string's whole span, so its node ends where the file's does
    readable = replaceRawStrings(readable, (body) => `"'${body.replace(/["\\]/g, "'")}'"`);
    readable = readable.replace(POUND_NAME, (whole, name: string) => (POUND_KEYWORDS.has(name) ? whole : ` ${name}`));
  }
  if (readable.includes('unsafe ')) readable = readable.replace(UNSAFE_EXPRESSION, (_whole, before: string) => `${before}      `);
  if (readable.includes('package')) readable = readable.replace(PACKAGE_MODIFIER, (_whole, before: string) => `${before}public `);
  return readable;
}
