// The blocks recorded around a definition, as a map shows their headers (shared by the tests of
// blocks: every language's, and Scala's own).
import { expect } from 'vitest';
import type { ExtractResult } from '../../src/types.js';

/** The headers of the blocks around `qualifiedName`, innermost first, as `line: text`. */
export function headersOf(result: ExtractResult, qualifiedName: string): string[] {
  const found = result.definitions.filter((d) => d.qualifiedName === qualifiedName);
  expect(found, qualifiedName).toHaveLength(1);
  const out: string[] = [];
  for (let block = found[0]!.block ?? null; block !== null; block = result.blocks![block]!.parent) {
    const { line, header } = result.blocks![block]!;
    out.push(`${line}: ${header.trim()}`);
  }
  return out;
}
