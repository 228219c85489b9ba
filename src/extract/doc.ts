// The first sentence of a definition's doc comment or docstring, for the map to
// show with its signature. Generic over languages: the comment nodes (any node
// type containing `comment`) directly above the definition, with no blank line
// between (one, for a `/**` doc block: express writes its JSDoc so), or a
// Python-style docstring (the body's first statement is a string).
import type { Node } from 'web-tree-sitter';
import { isSpace, isWordCode } from '../shared/chars.js';
import { NodeMemo } from './node-memo.js';

/** A doc sentence is cut to this many characters (with an ellipsis). */
export const DOC_MAX_CHARS = 120;

/** Parents that wrap a definition without being a body: the comment sits above them. */
const BODY_LIKE = /(body|block|list|program|source_file|module|declarations|translation_unit|compilation_unit|source|chunk|document|fragment)$/;
/** Siblings allowed between a doc comment and its definition (`#[derive]`, `@decorator`). */
const ATTRIBUTES = /^(attribute_item|attribute|attribute_list|decorator|annotation|marker_annotation)$/;
/** Tool directives and markers, not documentation. */
const DIRECTIVE = /^(!|eslint|@ts-|ts-|go:|nolint|noqa|type:|pragma|prettier-ignore|istanbul|c8 |jshint|tslint|#?region|#?endregion|rubocop|frozen_string_literal|encoding[:=]|-\*-|SPDX-|shellcheck|swiftlint|clang-format|NOLINT)/i;
const LICENSE = /copyright|licen[cs]e|spdx-/i;

/** The doc sentence of a definition node, or null (`nodes`: its tree's parents and types, asked once). */
export function docOf(node: Node, source: string, nodes: NodeMemo = new NodeMemo(), indentedBodies = false): string | null {
  const docstring = docstringOf(node, nodes);
  if (docstring !== null) {
    const sentence = firstSentence(docstring);
    if (sentence) return sentence;
  }
  const comments = precedingComments(node, source, nodes, indentedBodies);
  return comments ? firstSentence(comments) : null;
}

/** The doc sentence of a docstring node's text (a quoted string literal). */
export function docOfString(literal: string): string | null {
  return firstSentence(stripQuotes(literal));
}

/** Python (and Python-like) docstrings: the first statement of the body is a string literal. */
function docstringOf(node: Node, nodes: NodeMemo): string | null {
  const definition = nodes.type(node) === 'decorated_definition' ? node.childForFieldName('definition') ?? node : node;
  const body = definition.childForFieldName('body');
  const first = body?.firstNamedChild;
  if (!first || first.type !== 'expression_statement') return null;
  const literal = first.firstNamedChild;
  if (!literal || literal.type !== 'string' || first.namedChildCount !== 1) return null;
  return stripQuotes(literal.text);
}

function stripQuotes(text: string): string {
  const match = /^[rRuUbBfF]{0,2}("""|'''|"|')([\s\S]*?)\1$/.exec(text);
  return match ? match[2]! : text;
}

/**
 * The text of the run of comment nodes right above the definition (climbing out of
 * wrappers it starts: `export`, a declaration list of one spec, a decorated definition),
 * each on lines of its own, the last one on the line just above the definition or its
 * attributes. A comment block at the top of the file naming a copyright or license is a
 * header, not the first definition's doc.
 */
function precedingComments(node: Node, source: string, nodes: NodeMemo, indentedBodies: boolean): string | null {
  let anchor = node;
  for (let parent = nodes.parent(anchor); parent && nodes.parent(parent) && !BODY_LIKE.test(nodes.type(parent)); parent = nodes.parent(parent)) {
    const first = parent.firstNamedChild;
    const type = nodes.type(parent);
    const wraps = type === 'decorated_definition' || type === 'export_statement' || (first !== null && first.startIndex === anchor.startIndex && first.endIndex === anchor.endIndex);
    if (!wraps) break;
    anchor = parent;
  }
  const comments: Node[] = [];
  let nextRow = anchor.startPosition.row;
  // (tree-sitter-haskell leaves the comment above a module's first declaration in its imports)
  let above = anchor.previousSibling ?? nodes.parent(anchor)?.previousSibling?.lastChild ?? null;
  // An indented body runs to the next token (LanguageSpec.indentedBodies): the comment above a
  // member that follows one is that body's last child.
  if (indentedBodies && above) above = trailingComment(above) ?? above;
  for (let sibling = above; sibling; sibling = sibling.previousSibling) {
    // A parse error right above may hold the doc comment: tree-sitter-scala wraps a stray `}`
    // and the `/** … */` after it in one ERROR node (sttp's `case class Request`).
    while (sibling.type === 'ERROR' && sibling.lastChild) sibling = sibling.lastChild;
    // Adjacent: ends on the line above (or the same line, for `/** x */ def`); a `/**` doc
    // block right above may leave one blank line.
    if (sibling.endPosition.row < nextRow - 1 && !(comments.length === 0 && sibling.endPosition.row === nextRow - 2 && isDocBlock(sibling))) break;
    if (ATTRIBUTES.test(sibling.type)) {
      nextRow = sibling.startPosition.row;
      continue;
    }
    const attribute = elixirAttribute(sibling);
    if (attribute !== undefined) {
      if (attribute === PASSED_OVER) {
        nextRow = sibling.startPosition.row;
        continue;
      }
      return comments.length === 0 ? attribute : null;
    }
    if (comments.length === 0 && isDocstringAbove(sibling, nextRow)) return docstringText(sibling.text);
    if (!sibling.type.includes('comment') && sibling.type !== 'haddock' && sibling.type !== 'xml_doc') break;
    if (!ownsItsLines(sibling, source)) break;
    comments.unshift(sibling);
    nextRow = sibling.startPosition.row;
  }
  // Only comments above attributes? Fine; none at all: no doc.
  if (!comments.length) return null;
  const text = comments.map((comment) => comment.text).join('\n');
  if (comments[0]!.startPosition.row === 0 && LICENSE.test(text)) return null;
  // `//!` and `/*!` document the enclosing module (Rust), as `////` does (Gleam), not the next item.
  const lines = comments.filter((comment) => !/^\s*(\/\/!|\/\*!|\/\/\/\/)/.test(comment.text)).map((comment) => stripCommentMarkers(comment.text));
  return lines.length ? xmlDocText(lines.join('\n')) : null;
}

/** The comment that ends `node` as its last descendant (an extra after its last token), or null. */
function trailingComment(node: Node): Node | null {
  let last = node;
  // (tree-sitter-scala's block_comment has its `/*` and `*/` as children)
  while (!last.type.includes('comment')) {
    let child = last.lastChild;
    // (a zero-width token, an indented body's end, comes after the comment)
    while (child && child.startIndex === child.endIndex) child = child.previousSibling;
    if (!child) break;
    last = child;
  }
  return last !== node && last.isExtra && last.type.includes('comment') ? last : null;
}

/**
 * A C#, F# or VB XML doc comment (`/// <summary>…</summary>`) as its summary's plain text: a
 * `<see cref="X"/>` or `<paramref name="x"/>` as its name, other tags dropped, the five XML
 * entities decoded; null for `<inheritdoc/>` or `<include …/>`, which hold no text. Any other
 * text is returned as it is.
 */
export function xmlDocText(text: string): string | null {
  const start = text.trimStart();
  if (/^<(inheritdoc|include)\b/.test(start)) return null;
  if (!start.startsWith('<summary>')) return text;
  const end = start.indexOf('</summary>');
  const body = start.slice('<summary>'.length, end === -1 ? start.length : end);
  let out = '';
  let at = 0;
  for (let open = body.indexOf('<'); open !== -1; open = body.indexOf('<', at)) {
    const close = body.indexOf('>', open);
    if (close === -1) break;
    out += body.slice(at, open) + tagText(body.slice(open + 1, close));
    at = close + 1;
  }
  out += body.slice(at);
  return out.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** What an XML doc tag reads as: an empty reference tag (`<see cref="X"/>`, `paramref`…) its target's name, a paragraph a space, else nothing. */
function tagText(tag: string): string {
  const name = /^\/?([A-Za-z]+)/.exec(tag)?.[1] ?? '';
  if (name === 'para' || name === 'br') return ' ';
  // `<see cref="X">text</see>` reads as its text, which follows.
  if (!/^(see|seealso|paramref|typeparamref)$/.test(name) || !tag.endsWith('/')) return '';
  const quote = tag.indexOf('"');
  const closing = quote === -1 ? -1 : tag.indexOf('"', quote + 1);
  const value = closing === -1 ? '' : tag.slice(quote + 1, closing);
  // A cref may carry its member kind (`T:AutoMapper.IMapper`).
  return /^[A-Z]:/.test(value) ? value.slice(2) : value;
}

/** An Elixir module attribute above a definition that is not its doc (`@spec`, `@impl`): passed over. */
const PASSED_OVER = Symbol('passed over');

/**
 * Elixir documents a function with a module attribute above it, `@doc "…"` or a `@doc` heredoc
 * (`~S` sigils too): its text, or null for `@doc false`; PASSED_OVER for another attribute;
 * undefined for a node that is no `@name value` attribute.
 */
function elixirAttribute(node: Node): string | null | typeof PASSED_OVER | undefined {
  if (node.type !== 'unary_operator' || node.firstChild?.type !== '@') return undefined;
  const call = node.childForFieldName('operand');
  const name = call?.type === 'call' ? call.childForFieldName('target') : null;
  if (!call || name?.type !== 'identifier') return undefined;
  if (name.text !== 'doc') return PASSED_OVER;
  const value = call.namedChildren.find((child) => child?.type === 'arguments')?.firstNamedChild;
  if (!value || (value.type !== 'string' && value.type !== 'sigil')) return null;
  const text = value.namedChildren.filter((part) => part?.type === 'quoted_content').map((part) => part!.text).join('');
  return text || null;
}

/** Julia's docstring: a string literal of its own in a file or module, on the lines right above. */
function isDocstringAbove(sibling: Node, nextRow: number): boolean {
  const parent = sibling.parent?.type;
  return sibling.type === 'string_literal' && sibling.endPosition.row < nextRow && sibling.text.startsWith('"') && (parent === 'source_file' || parent === 'module_definition');
}

/** A docstring's text without its quotes and the indented call forms it opens with (`    foo(x)`). */
function docstringText(literal: string): string {
  const quotes = literal.startsWith('"""') ? 3 : 1;
  const lines = literal.slice(quotes, literal.length - quotes).split('\n');
  let first = 0;
  while (first < lines.length && (lines[first]!.trim() === '' || lines[first]!.startsWith('    '))) first++;
  return lines.slice(first).join('\n');
}

/** A `/**` doc block (JSDoc, Javadoc, KDoc), not a `/*` or `/**\/` one. */
function isDocBlock(comment: Node): boolean {
  const text = comment.text;
  return text.startsWith('/**') && text.length > 4 && text[3] !== '/' && text.endsWith('*/');
}

/** Nothing but whitespace before the comment on its first line. */
function ownsItsLines(comment: Node, source: string): boolean {
  const lineStart = source.lastIndexOf('\n', comment.startIndex - 1) + 1;
  return source.slice(lineStart, comment.startIndex).trim() === '';
}

function stripCommentMarkers(text: string): string {
  const trimmed = text.trim();
  const block =
    starredBlockBody(trimmed, '/', '/', true) ??
    starredBlockBody(trimmed, '(', ')', false) ??
    /^--\[\[([\s\S]*?)\]\]$/.exec(trimmed)?.[1] ??
    /^\{-\|?([\s\S]*?)-\}$/.exec(trimmed)?.[1] ??
    /^<!--([\s\S]*?)-->$/.exec(trimmed)?.[1];
  const lines = block !== undefined ? block.split(/\r?\n/).map((line) => line.replace(/^\s*\*(?!\*)/, '')) : trimmed.split(/\r?\n/);
  return lines
    .map((line) => line.replace(/^\s*(\/\/[/!]?|#+'?|--+(?: ?\|)?|;+|%+|"(?=\s))/, '').trim())
    .join('\n');
}

/**
 * The text between `open` and `close` with runs of `*` inside them (`/** … *\/`, `(* … *)`), and
 * when `bang` without a `!` after the opening stars (`/*! … *\/`); undefined when `text` is no
 * such block. What `^\/\*+!?([\s\S]*?)\*+\/$` matched, in one pass: that regex took cubic
 * time on a long run of stars (issue 26).
 */
function starredBlockBody(text: string, open: string, close: string, bang: boolean): string | undefined {
  const last = text.length - 1;
  if (text.length < 2 || text[0] !== open || text[last] !== close) return undefined;
  let start = 1;
  while (start < last && text[start] === '*') start++;
  if (start === 1) return undefined;
  // Nothing but stars between: the closing run takes at least one of them (`/**/`, not `/*/`).
  if (start === last) return start > 2 ? '' : undefined;
  if (bang && text[start] === '!') start++;
  let end = last;
  while (end > start && text[end - 1] === '*') end--;
  return end === last ? undefined : text.slice(start, end);
}

/** `{@link Foo bar}` → `Foo bar`: each `{@tag text}` as its text, as `replace(/\{@\w+\s+([^}]*)\}/g, '$1')` but in one pass. */
function withoutInlineTags(text: string): string {
  let out = '';
  let last = 0;
  for (let at = text.indexOf('{@'); at !== -1; ) {
    let p = at + 2;
    while (isWordCode(text.charCodeAt(p))) p++;
    const tagEnd = p;
    while (isSpace(text[p])) p++;
    if (tagEnd === at + 2 || p === tagEnd) {
      at = text.indexOf('{@', at + 1);
      continue;
    }
    const closing = text.indexOf('}', p);
    if (closing === -1) break; // then no later tag closes either
    out += text.slice(last, at) + text.slice(p, closing);
    last = closing + 1;
    at = text.indexOf('{@', last);
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * The first sentence of a comment's text: its first paragraph up to its first tag line
 * (`@param`, `:param`), up to the first `.`, `!` or `?` followed by a space or the end;
 * whitespace collapsed; cut to DOC_MAX_CHARS.
 */
export function firstSentence(text: string): string | null {
  const kept: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      if (kept.length) break; // a blank line ends the first paragraph
      continue;
    }
    if (/^[@:]\w/.test(line) || /^\\(param|return|brief)\b/.test(line)) {
      if (kept.length) break;
      continue;
    }
    if (DIRECTIVE.test(line) || /^[-=*_#~+]{3,}$/.test(line)) {
      if (kept.length) break;
      continue;
    }
    kept.push(line.replace(/^\\brief\s+/, ''));
  }
  let paragraph = withoutInlineTags(kept.join(' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (!paragraph) return null;
  const end = /[.!?](?=\s|$)/.exec(paragraph);
  if (end) paragraph = paragraph.slice(0, end.index + 1);
  paragraph = withoutControls(paragraph);
  // No longer in code points than in code units: most sentences are not split into characters.
  if (paragraph.length <= DOC_MAX_CHARS) return paragraph;
  const chars = [...paragraph];
  return chars.length > DOC_MAX_CHARS ? chars.slice(0, DOC_MAX_CHARS - 1).join('').trimEnd() + '…' : paragraph;
}

/** Control characters (below a space, and DEL) as spaces. */
function withoutControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ');
}
