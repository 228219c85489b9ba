// String literals of a file, for finding the code an issue quotes: an error message, an
// option's name (`--setup-show`, `autodoc_typehints`), a message id (`unused-import`).
import type { Language, Node } from 'web-tree-sitter';
import type { Literal } from '../types.js';

/** The node types grammars give a whole string literal (the outermost; their parts are other types). */
const LITERAL_TYPES = [
  'string', 'template_string', 'string_literal', 'raw_string_literal', 'interpreted_string_literal',
  'verbatim_string_literal', 'interpolated_string_expression', 'encapsed_string', 'line_string_literal',
  'multi_line_string_literal', 'quoted_string', 'raw_string', 'unicode_string_literal',
  'string_single_quoted', 'string_double_quoted',
];

/** A literal longer than this is prose or data (a docstring, a template), not a message. */
export const MAX_LITERAL_CHARS = 200;
/** Literals kept per file: a data file of strings says nothing more after the first thousands. */
export const MAX_LITERALS_PER_FILE = 4000;

/** The capture of the literal pattern appended to a language's query (no query file uses it). */
export const LITERAL_CAPTURE = 'literal';

/**
 * The pattern capturing a grammar's string literals, appended to its query so that one walk
 * of the tree finds definitions, references and literals alike (a query of its own walked
 * every tree a second time); '' when the grammar names none of them.
 */
export function literalPattern(language: Language): string {
  const types = LITERAL_TYPES.filter((type) => language.idForNodeType(type, true));
  return types.length ? `\n[${types.map((type) => `(${type})`).join(' ')}] @${LITERAL_CAPTURE}\n` : '';
}

/** `"…"`, `'…'`, `r"…"`, `r#"…"#`, `@"…"`, `$"…"`, `f'…'`, `` `…` ``: the text between the quotes. */
function unquoted(text: string): string {
  let start = 0;
  while (start < text.length && start < 3 && /[A-Za-z@$]/.test(text[start]!)) start++;
  let end = text.length;
  while (start < end && text[start] === '#') start++;
  while (end > start && text[end - 1] === '#') end--;
  while (start < end && /["'`]/.test(text[start]!)) start++;
  while (end > start && /["'`]/.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/**
 * The file's one-line string literals of 2 to MAX_LITERAL_CHARS characters, in source order,
 * each with its line, from the literal pattern's captures (in the walk's order: source order,
 * an outer literal before one inside it). Multi-line strings (docstrings, templates) are left out.
 */
export function collectLiterals(nodes: readonly Node[], source: string): Literal[] {
  const out: Literal[] = [];
  for (const node of nodes) {
    if (node.startPosition.row !== node.endPosition.row) continue;
    if (node.endIndex - node.startIndex > MAX_LITERAL_CHARS + 8) continue;
    const text = unquoted(source.slice(node.startIndex, node.endIndex)).trim();
    if (text.length < 2 || text.length > MAX_LITERAL_CHARS) continue;
    out.push({ text, line: node.startPosition.row + 1 });
    if (out.length >= MAX_LITERALS_PER_FILE) break;
  }
  return out;
}
