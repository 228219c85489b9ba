// The block that encloses a line of a source file, found from the text alone (indentation and
// brackets), not from what repomap recorded: bench/map-audit.mjs checks a map against it.
//
// From an indented line, the nearest less-indented line above (past blank and comment lines)
// belongs to the statement that encloses it; that statement's first line is found by balancing
// brackets back (`) : Base(…) {` to `open class Query(`) or, for a brace alone on its line
// (Allman style), by the line above it. The statement's words say what kind of block it is:
//   - control flow (`if …:`, `} else {`, `#if`, `try {`): transparent, the search goes on outwards;
//   - a function body (`def`, `fun`, `fn`, `func`, `function`, `=>`, a method's `(…) {`, a
//     trailing closure `transaction {`, Ruby's and Elixir's `do`): what it holds are locals;
//   - anything else (a class, an impl, a namespace, an object literal, a constructor's
//     parameter list `class Foo(`): a container, whose header a map must show above a member.

const CONTROL = new Set(['if', 'else', 'elif', 'elsif', 'unless', 'for', 'foreach', 'while', 'until', 'do', 'try', 'catch', 'except', 'finally', 'with', 'switch', 'case', 'when', 'match', 'begin', 'loop', 'rescue', 'ensure', 'select', 'defer', 'guard', 'synchronized', 'using', 'lock']);
const FUNCTION = new Set(['def', 'defp', 'defmacro', 'defmacrop', 'fn', 'func', 'function', 'fun', 'sub', 'init', 'deinit', 'constructor', 'get', 'set', 'lambda', 'subscript', 'test', 'describe', 'it', 'setup', 'quote', 'proc', 'macro_rules!']);
const CONTAINER = new Set(['class', 'interface', 'enum', 'struct', 'record', 'namespace', 'union', 'trait', 'impl', 'mod', 'object', 'extension', 'protocol', 'module', 'defmodule', 'defprotocol', 'defimpl', 'actor', 'companion', 'typedef', 'type', 'extern', 'declare', 'return', 'new']);
const MODIFIERS = new Set(['public', 'private', 'protected', 'internal', 'open', 'abstract', 'sealed', 'data', 'inline', 'static', 'final', 'export', 'default', 'async', 'override', 'pub', 'unsafe', 'const', 'virtual', 'partial', 'readonly', 'inner', 'annotation', 'value', 'suspend', 'operator', 'infix', 'tailrec', 'external', 'fileprivate', 'expect', 'actual', 'case', 'indirect', 'mutating', 'nonmutating', 'convenience', 'required', 'dynamic', 'lazy', 'implicit', 'crate', 'ref', 'strictfp', 'transient', 'volatile', 'native', 'extern', 'declare']);

const isComment = (trimmed) =>
  trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*') || trimmed.startsWith('#') || trimmed.startsWith('--') || trimmed.startsWith(';') || trimmed.startsWith('"""') || trimmed.startsWith("'''");

const indentOf = (line) => {
  let i = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++;
  return line.slice(0, i).replace(/\t/gu, '    ').length;
};

/** Closers minus openers of a line (strings and comments not told apart; `<>` too when `angles`). */
function balance(line, angles) {
  let net = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === ')' || c === ']' || c === '}') net++;
    else if (c === '(' || c === '[' || c === '{') net--;
    else if (angles && c === '>' && line[i - 1] !== '=' && line[i - 1] !== '-') net++;
    else if (angles && c === '<') net--;
  }
  return net;
}

/** A C label (`retlow1:`) or a lone `default:`: no statement of its own. */
const isLabel = (trimmed) => /^[A-Za-z_]\w*:$/u.test(trimmed) && !['else:', 'try:', 'finally:'].includes(trimmed);

/** A line that ends a statement (`struct lexer_param;`, `};`, `}`): it opens no block. */
function endsStatement(line) {
  const trimmed = line.trim();
  if (trimmed.endsWith(';')) return true;
  return trimmed.endsWith('}') && balance(trimmed, false) >= 0;
}

/** The line of a statement that ends on `row` (0-based): brackets balanced back. */
function statementStart(lines, row) {
  const angles = lines[row].trim().startsWith('>');
  // The closers of this line left unmatched by its openers (`> extends Base<E> {`: one).
  let net = 0;
  let running = 0;
  for (const c of lines[row]) {
    running += balance(c, angles);
    net = Math.max(net, running);
  }
  let at = row;
  while (net > 0 && at > 0) {
    at--;
    net += balance(lines[at], angles);
  }
  return at;
}

/** Strings cut out of a header (`describe "class Foo" do` holds no class). */
function withoutStrings(text) {
  let out = '';
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c;
      out += '""';
    } else out += c;
  }
  return out;
}

/** The first word of a header past annotations, attributes and modifiers. */
function leadingWord(header) {
  let rest = header.trim();
  for (;;) {
    if (rest.startsWith('@') || rest.startsWith('#[') || rest.startsWith('[')) {
      // An annotation or attribute: up to its end (its argument list balanced).
      let depth = 0;
      let i = 0;
      for (; i < rest.length; i++) {
        const c = rest[i];
        if (c === '(' || c === '[') depth++;
        else if (c === ')' || c === ']') {
          depth--;
          if (depth <= 0 && c === ']') {
            i++;
            break;
          }
        } else if (depth === 0 && (c === ' ' || c === '\t')) break;
      }
      rest = rest.slice(i).trim();
      continue;
    }
    const word = /^[A-Za-z_$][\w$]*!?/u.exec(rest)?.[0];
    if (!word) return { word: '', rest };
    const after = rest.slice(word.length);
    // A modifier before more words (`pub(crate) struct`, `case class`), not a name being used (`default:`).
    const modifier = word === 'case' ? /^\s+(?:class|object)\b/u.test(after) : MODIFIERS.has(word) && (/^\s+[A-Za-z_@]/u.test(after) || (word === 'pub' && after.startsWith('(')));
    if (modifier) {
      rest = after.startsWith('(') ? after.slice(after.indexOf(')') + 1).trim() : after.trim();
      continue;
    }
    return { word, rest };
  }
}

/**
 * The kind of block a header opens: 'control', 'function' or 'container'.
 * `header` is the statement's text from its first line to the less-indented line.
 */
export function blockKind(header) {
  const text = withoutStrings(header).replace(/\s+/gu, ' ').trim();
  const first = text.startsWith('}') || text.startsWith(')') ? text.replace(/^[)}\]\s]+/u, '') : text;
  const { word, rest } = leadingWord(first);
  if (word === 'fun' && /^fun\s+interface\b/u.test(rest)) return 'container';
  if (CONTROL.has(word) || text.startsWith('#')) return 'control';
  if (CONTAINER.has(word)) {
    // `type Foo = (…) => {` or `return () => {` is a function's.
    if ((word === 'return' || word === 'type' || word === 'new') && / =>/u.test(text) && !/\{$/u.test(text.replace(/ =>.*\{$/u, ''))) return 'function';
    return 'container';
  }
  if (FUNCTION.has(word)) return 'function';
  if (/=>|\bfunction\b|\bfunc\b|\bfn\b|\bdef\b|\bfun\b|->$|\bin$|\bdo$|\bdo \|[^|]*\|$|\{ ?\|[^|]*\|$/u.test(text)) return 'function';
  // `module.exports = {`, `const rulesSchema = {`, `foo: {`, `({`: an object literal.
  if (/[=:,(] ?\{$/u.test(text) || /^(?:const|let|var|val|export const)\b[^(]*$/u.test(text)) return 'container';
  // `new Foo() {`: an anonymous class.
  if (/\bnew [\w.<>, ?]+\(.*\) ?\{$/u.test(text) || /\bobject ?:/u.test(text)) return 'container';
  // `public void run() {`, `describe("x") {`, `transaction {`: a method's body or a closure.
  if (text.includes('(') || /^[\w.]+ ?\{$/u.test(first)) return 'function';
  return 'container';
}

/**
 * Which lines (0-based) begin inside a multi-line string or comment (`"""`, Rust's `r#"…"#`,
 * a template literal, `/* … *\/`): their indentation says nothing of the code's.
 */
export function insideText(lines, path) {
  const backticks = /\.(?:[cm]?[jt]sx?|go)$/u.test(path);
  const script = /\.[cm]?[jt]sx?$/u.test(path);
  // `/*` opens no comment in Python, Ruby or Elixir (`'*/*'`); `'` opens no string in Rust (`'a`).
  const blockComments = !/\.(?:py|rb|exs?)$/u.test(path);
  const singleQuotes = !path.endsWith('.rs');
  const inside = new Array(lines.length).fill(false);
  let close = null; // what ends the string or comment the scan is in
  for (let row = 0; row < lines.length; row++) {
    inside[row] = close !== null;
    const line = lines[row];
    let quote = null; // a one-line string
    for (let i = 0; i < line.length; i++) {
      if (close !== null) {
        if (line.startsWith(close, i)) {
          i += close.length - 1;
          close = null;
        }
        continue;
      }
      const c = line[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
        continue;
      }
      if (c === '/' && line[i + 1] === '/' && blockComments) break;
      if (script && c === '/' && line[i + 1] !== '*' && /(?:^|[=(,:;!&|?{}[])\s*$/u.test(line.slice(0, i))) {
        // a regex literal (`/^[!#$%&'*+\-.0-9A-Z^_`a-z|~]+$/`): to its closing slash
        let inClass = false;
        for (i++; i < line.length; i++) {
          if (line[i] === '\\') i++;
          else if (line[i] === '[') inClass = true;
          else if (line[i] === ']') inClass = false;
          else if (line[i] === '/' && !inClass) break;
        }
        continue;
      }
      if (c === '/' && line[i + 1] === '*' && blockComments) close = '*/';
      else if (line.startsWith('"""', i) || line.startsWith("'''", i)) close = line.slice(i, i + 3);
      else if (c === 'r' && (line[i + 1] === '#' || line[i + 1] === '"') && !/\w/u.test(line[i - 1] ?? '')) {
        let hashes = 0;
        while (line[i + 1 + hashes] === '#') hashes++;
        if (line[i + 1 + hashes] !== '"') continue;
        close = '"' + '#'.repeat(hashes);
        i += 1 + hashes;
      } else if (c === '`' && backticks) close = '`';
      else if (c === "'" && line[i + 2] === "'") i += 2; // a character literal: '"'
      else if (c === '"' || (c === "'" && singleQuotes)) quote = c;
      if (close !== null) i += close === '*/' ? 1 : 0;
    }
  }
  return inside;
}

/**
 * The innermost block around 1-based line `line` that is not control flow:
 * `{ kind, start, end }` (the header's first and last line, 1-based) or null at top level.
 */
export function enclosingBlock(lines, line, inside = []) {
  let row = line - 1;
  let indent = indentOf(lines[row] ?? '');
  if (indent <= 0) return null;
  for (;;) {
    let at = row - 1;
    for (; at >= 0; at--) {
      const text = lines[at];
      const trimmed = text.trim();
      if (!trimmed || inside[at] || isComment(trimmed) || isLabel(trimmed)) continue;
      if (indentOf(text) < indent) break;
    }
    if (at < 0) return null;
    if (endsStatement(lines[at])) {
      // A sibling less indented (`#if`-nested C, jq's ` struct` before `Bigint {`): look further out.
      indent = indentOf(lines[at]);
      row = at;
      if (indent <= 0) return null;
      continue;
    }
    let end = at;
    let start = at;
    const trimmed = lines[at].trim();
    if (trimmed.startsWith('{')) {
      // Allman: the header is the statement above the brace (past its continuation lines).
      const braceIndent = indentOf(lines[at]);
      let up = at - 1;
      while (up > 0 && (!lines[up].trim() || isComment(lines[up].trim()) || indentOf(lines[up]) > braceIndent)) up--;
      start = up;
    }
    start = statementStart(lines, start);
    // A continuation line (`?: object : Factory {`, `.map {`, `|| {`, Rust's `where`) belongs to the statement above it.
    while (start > 0 && /^(?:\?:|\?\.|\.|\|\||&&|\+|=|:|where\b)/u.test(lines[start].trim())) {
      let up = start - 1;
      while (up > 0 && !lines[up].trim()) up--;
      start = statementStart(lines, up);
    }
    const header = lines.slice(start, end + 1).join(' ');
    const kind = blockKind(header);
    if (kind !== 'control') return { kind, start: start + 1, end: end + 1, header: lines[start].trim() };
    row = start;
    indent = indentOf(lines[start]);
    if (indent <= 0) return null;
  }
}
