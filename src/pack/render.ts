import { numberedLines } from '../render/format.js';
import { quotePath, quoteReason } from '../shared/quote.js';
import type { StoredDefinition } from '../types.js';

/*
 * The packed text: one section per file, then the repo map, separated by blank lines.
 *
 *   ==> AGENTS.md (required) <==
 *   <the file>
 *
 *   ==> src/billing/invoice.ts (pr-path) <==
 *   <the file>
 *
 *   ==> src/tax/calculator.ts (dependency-of:src/billing/invoice.ts, signatures) <==
 *     7│ export class TaxCalculator
 *
 *   ==> repo map <==
 *   <the map, text format>
 *
 * Every section ends with a newline; so does the whole text (unless it is empty).
 */

/**
 * A file's header line. Paths holding control characters are quoted (see render/quote.ts), the
 * file's and the one in a `dependency-of:FILE` label, so a file name cannot forge a header.
 */
export function fileHeader(path: string, label: string): string {
  return `==> ${quotePath(path)} (${quoteLabel(label)}) <==`;
}

const SIGNATURES_SUFFIX = ', signatures';

/** A role (`required`), or `dependency-of:FILE` with an optional `, signatures`, path quoted. */
function quoteLabel(label: string): string {
  const suffix = label.endsWith(SIGNATURES_SUFFIX) ? SIGNATURES_SUFFIX : '';
  return quoteReason(label.slice(0, label.length - suffix.length)) + suffix;
}

export const MAP_HEADER = '==> repo map <==';

/** A section: its header line, then the body, newline-terminated. */
export function section(header: string, body: string): string {
  if (body === '') return `${header}\n`;
  return `${header}\n${body.endsWith('\n') ? body : `${body}\n`}`;
}

/** The exact output for a list of sections. */
export function assemble(sections: readonly string[]): string {
  return sections.join('\n');
}

/** A file shown as its stored signatures (numbered, elided like the map); empty when it has none. */
export function signatureBody(definitions: readonly StoredDefinition[]): string {
  const lines = numberedLines(definitions.map((def) => ({ ...def, doc: null, score: 0 })));
  return lines.length ? `${lines.join('\n')}\n` : '';
}
