// Swift 5.9's freestanding macros (`#expect(…)`, `#require(…)`, `#Preview { … }`)
// postdate the Swift grammar tree-sitter-wasms ships: each one is a syntax error
// whose recovery costs the parser up to seconds per test file and loses what
// follows. Read as the grammar knows them, they are plain calls: the `#` of a
// name that is not one of the language's own `#` keywords becomes a space, so
// every offset and line stays where it was in the file.

/** The `#` keywords the grammar parses itself: compiler directives and literal expressions. */
const POUND_KEYWORDS = new Set([
  'if', 'elseif', 'else', 'endif', 'available', 'unavailable', 'selector', 'keyPath', 'file', 'fileID', 'filePath',
  'line', 'column', 'function', 'dsohandle', 'sourceLocation', 'warning', 'error', 'colorLiteral', 'imageLiteral',
  'fileLiteral',
]);

const POUND_NAME = /#([A-Za-z_][A-Za-z0-9_]*)/g;

export function readableSwift(source: string): string {
  if (!source.includes('#')) return source;
  return source.replace(POUND_NAME, (whole, name: string) => (POUND_KEYWORDS.has(name) ? whole : ` ${name}`));
}
