import type { Node } from 'web-tree-sitter';
import type { DefinitionKind } from '../types.js';
import { isSpace } from '../shared/chars.js';

/** Nodes never searched for a body: a body found inside them belongs to a value, not to the declaration. */
const OPAQUE = new Set([
  'arguments', 'argument_list', 'call_expression', 'call', 'parenthesized_expression', 'object',
  'array', 'template_string', 'binary_expression', 'dictionary', 'list', 'new_expression',
  'object_creation_expression', 'string', 'macro_invocation', 'decorator', 'annotation',
  'formal_parameters', 'parameters', 'type_parameters', 'type_annotation',
]);

const BODY_SEARCH_DEPTH = 4;
/** Longest signature kept whole when a declaration has no body (type aliases, fields). */
const MAX_BODYLESS_LINES = 6;
/** Longest bodyless function or method declaration kept whole. */
const MAX_DECLARATION_LINES = 30;

/**
 * The declaration up to its body: `function f(a, b): T`, `class A extends B`,
 * `def f(x) -> int:`. A multi-line parameter list is kept whole. The first line
 * keeps the source's indentation so members render nested under their class. `membersFrom`:
 * where the line of its first member (or of that member's block header) begins, if later.
 */
export function signatureOf(node: Node, explicitBody: Node | null, kind: DefinitionKind, source: string, membersFrom: number | null = null, docstring: Node | null = null): string {
  const start = node.startIndex;
  const body = explicitBody ?? findBody(node);
  const cut = docstring ? withoutDocstring(docstring, start, source) : (text: string) => text;
  let text: string;
  if (body && body.startIndex > start) {
    text = withoutTrailingComments(cut(source.slice(start, body.startIndex)));
  } else {
    // Without a body, the declaration ends where its members begin (`type Options = {`
    // before its fields, which are definitions of their own).
    text = cut(source.slice(start, membersFrom !== null && membersFrom > start ? membersFrom : node.endIndex));
    text = limitBodyless(text, kind);
  }
  // (trimEnd drops what `\s` matches; an anchored `/\s+$/` took quadratic time on a long run of it)
  text = clipLongLines(text.replace(/\r/g, '').trimEnd());
  // Python's `def f():` keeps its colon; brace languages drop a dangling `{` or `=`.
  if (text.endsWith('{') || text.endsWith('=')) text = text.slice(0, -1).trimEnd();
  return indentationBefore(source, start) + text;
}

/** Cuts a docstring, with the white space after it, out of a declaration's text that starts at `start`. */
function withoutDocstring(docstring: Node, start: number, source: string): (text: string) => string {
  let after = docstring.endIndex;
  while (after < source.length && isSpace(source[after])) after++;
  const from = docstring.startIndex - start;
  return (text) => (from >= 0 && from < text.length ? text.slice(0, from) + text.slice(Math.min(after - start, text.length)) : text);
}

/** A comment-only line: `# …`, `// …`, `/* …`, ` * …`, `-- …`, `;; …`. */
const COMMENT_LINE = /^\s*(?:#(?![[!])|\/\/|\/\*|\*(?!\w)|--|;;)/u;

/**
 * Where a body starts at its first statement (Ruby's `module X`), the comments
 * above that statement fall between the header and the body: they are not the
 * declaration's.
 */
function withoutTrailingComments(text: string): string {
  const lines = text.trimEnd().split('\n');
  while (lines.length > 1 && COMMENT_LINE.test(lines[lines.length - 1]!)) lines.pop();
  return lines.join('\n');
}

function findBody(node: Node): Node | null {
  let frontier: Node[] = [node];
  for (let depth = 0; depth < BODY_SEARCH_DEPTH && frontier.length; depth++) {
    const next: Node[] = [];
    for (const current of frontier) {
      const body = current.childForFieldName('body');
      if (body) return body;
      for (const child of current.namedChildren) {
        if (child && !OPAQUE.has(child.type)) next.push(child);
      }
    }
    frontier = next;
  }
  return null;
}

/** Longest signature line kept: a one-line minified value is not a signature. */
const MAX_LINE_CHARS = 240;

export function clipLongLines(text: string): string {
  if (text.length <= MAX_LINE_CHARS) return text;
  return text
    .split('\n')
    .map((line) => (line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)} …` : line))
    .join('\n');
}

function limitBodyless(text: string, kind: DefinitionKind): string {
  const lines = text.split('\n');
  let keep = kind === 'type' || kind === 'field' || kind === 'macro' ? MAX_BODYLESS_LINES : 1;
  // A bodyless function or method without braces is a pure declaration (an
  // interface or trait method, an abstract method): keep its parameter list whole.
  if ((kind === 'function' || kind === 'method') && !text.includes('{')) keep = MAX_DECLARATION_LINES;
  if (lines.length <= keep) return text;
  return `${lines.slice(0, keep).join('\n')} …`;
}

function indentationBefore(source: string, index: number): string {
  let i = index - 1;
  while (i >= 0 && (source[i] === ' ' || source[i] === '\t')) i--;
  if (i >= 0 && source[i] !== '\n') return '';
  return source.slice(i + 1, index);
}
