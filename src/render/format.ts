import type { Block, RankedDefinition, RankedFile } from '../types.js';
import { profileForPath } from '../shared/languages.js';
import { escapeControls, quotePath, quoteReason } from '../shared/quote.js';

const GUTTER = '│';
const ELISION = '⋮';

/**
 * `path (reason)`, the line that opens a file in the text format. Paths (also those in the
 * reason) are quoted when they hold control characters (see quote.ts), so a file name cannot
 * break the line or forge another entry.
 */
export function fileHeader(file: RankedFile): string {
  const path = quotePath(file.path);
  return file.reason ? `${path} (${quoteReason(file.reason)})` : path;
}

/** What a file's lines show besides signatures: block headers, and whether members follow the last line. */
export interface Outline {
  /** The headers shown, in source order. */
  headers?: readonly Block[];
  /** A shown block goes on with members left out after the last line. */
  continues?: boolean;
  /** The file's blocks, by index (RankedDefinition.block). */
  blocks?: readonly Block[];
}

/** Definitions sorted by position: start line, then the enclosing (longer) one first. */
export function inSourceOrder(definitions: readonly RankedDefinition[]): RankedDefinition[] {
  return [...definitions].sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
}

/**
 * The signature lines of a file's definitions, each prefixed with its line number, with an
 * elision line wherever the next shown line does not follow the previous one.
 * Line i of a signature is source line startLine + i. Control characters other than TAB in
 * a line (a lone \r, an ANSI escape) are shown escaped.
 *
 * A definition's doc sentence (`doc`, when set) follows its signature as a comment in the
 * file's language (`// …`, `# …`) with no line number: it is not a source line (the
 * sentence is cut from a longer comment, which may sit above the definition or, as a
 * docstring, below it), so it takes no number and leaves the numbering and the elision
 * lines as they are without it.
 *
 * `headers` (in source order) are the one-line headers of the blocks that enclose the shown
 * definitions, each shown on its line unless a shown signature holds that line; `continues`
 * ends the lines with an elision line (a shown block goes on with members left out).
 */
export function numberedLines(definitions: readonly RankedDefinition[], path = '', outline: Outline = {}): string[] {
  const { headers = [], continues = false, blocks = [] } = outline;
  const sourceLines: Array<[number | null, string]> = [];
  let lastShown = 0;
  let width = 1;
  let nextHeader = 0;
  const showHeader = (header: Block) => {
    if (header.line <= lastShown) return;
    sourceLines.push([header.line, escapeControls(header.header)]);
    lastShown = header.line;
    width = String(header.line).length;
  };
  for (const def of inSourceOrder(definitions)) {
    // A block's header goes above its members (also above one on its own line, `type T = { a: X }`);
    // a definition whose header line is its own first line shows that line itself.
    const around = enclosingBlocks(def, blocks);
    while (nextHeader < headers.length && (headers[nextHeader]!.line < def.startLine || (headers[nextHeader]!.line === def.startLine && around.has(headers[nextHeader]!)))) {
      showHeader(headers[nextHeader++]!);
    }
    let shown = false;
    let indent = '';
    signatureLines(def.signature).forEach((line, i) => {
      const lineNumber = def.startLine + i;
      // One name defined again and again in a file is shown once, with the count of the rest.
      const text = i === 0 && def.repeats ? `${line}  (+${def.repeats} more)` : line;
      if (i === 0) indent = /^[ \t]*/.exec(line)![0];
      // A nested definition whose lines were already shown by its container adds nothing.
      if (lineNumber <= lastShown) return;
      sourceLines.push([lineNumber, escapeControls(text)]);
      lastShown = lineNumber;
      width = String(lineNumber).length;
      shown = true;
    });
    if (shown && def.doc) sourceLines.push([null, `${indent}${docComment(def.doc, path)}`]);
  }
  while (nextHeader < headers.length) showHeader(headers[nextHeader++]!);
  if (sourceLines.length === 0) return [];

  const elision = elisionLine(width);
  const blank = ' '.repeat(width);
  const out: string[] = [];
  let previous: number | null = null;
  for (const [lineNumber, text] of sourceLines) {
    if (lineNumber === null) {
      out.push(`  ${blank}${GUTTER} ${text}`);
      continue;
    }
    if (previous !== null && lineNumber !== previous + 1) out.push(elision);
    out.push(`  ${String(lineNumber).padStart(width)}${GUTTER} ${text}`);
    previous = lineNumber;
  }
  if (continues) out.push(elision);
  return out;
}

/** The blocks around a definition: its own, that one's, and so on. */
function enclosingBlocks(def: RankedDefinition, blocks: readonly Block[]): Set<Block> {
  const around = new Set<Block>();
  for (let block = def.block != null ? blocks[def.block] : undefined; block && !around.has(block); block = block.parent != null ? blocks[block.parent] : undefined) around.add(block);
  return around;
}

/** A doc sentence as a one-line comment of the file's language (`//` where none is known). */
export function docComment(doc: string, path: string): string {
  const text = escapeControls(doc);
  switch (profileForPath(path)?.comment ?? '//') {
    case '#':
      return `# ${text}`;
    case '--':
      return `-- ${text}`;
    case ';;':
      return `;; ${text}`;
    case '(*':
      return `(* ${text.replace(/\*\)/g, '* )')} *)`;
    case '//':
      return `// ${text}`;
  }
}

/** The marker for skipped lines, aligned under the last digit of the line numbers. */
export function elisionLine(width: number): string {
  return '  ' + ELISION.padStart(width);
}

function signatureLines(signature: string): string[] {
  const lines = signature.split(/\r?\n/).map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
