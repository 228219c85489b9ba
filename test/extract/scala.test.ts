// Scala members are shown under the block that holds them: the class of a `class X private (…)`
// whose parameters run over several lines, Scala 3's indented bodies, givens and extensions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { ExtractResult } from '../../src/types.js';
import { headersOf } from './block-headers.js';

const DIR = join(import.meta.dirname, '../../fixtures/extract/scala/src/main/scala/com/acme/billing');

async function extract(file: string): Promise<ExtractResult> {
  return extractSource('scala', readFileSync(join(DIR, file), 'utf8'));
}

const docOf = (result: ExtractResult, qualifiedName: string) => result.definitions.find((d) => d.qualifiedName === qualifiedName)?.doc;

describe('Scala blocks', () => {
  it('a class X private (…) over several lines holds its members', async () => {
    const result = await extract('gateway/PaymentGateway.scala');
    for (const member of ['PaymentGateway.sendRegular', 'PaymentGateway.charge', 'PaymentGateway.connectionSettings', 'PaymentGateway.Result', 'PaymentGateway.timeoutMillis']) {
      expect(headersOf(result, member), member).toEqual(['8: class PaymentGateway private (']);
    }
    expect(headersOf(result, 'PaymentGateway.apply')).toEqual(['33: object PaymentGateway {']);
    expect(docOf(result, 'PaymentGateway')).toBe('Sends payments to the bank.');
  });

  it('Scala 3: indented bodies, nested objects, givens, extensions, enums; each block ends at its last token', async () => {
    const result = await extract('ledger/Ledger.scala');
    expect(headersOf(result, 'InMemoryLedger.post')).toEqual(['31: class InMemoryLedger private[ledger] (']);
    expect(headersOf(result, 'InMemoryLedger.Stats.count')).toEqual(['43: object Stats:', '31: class InMemoryLedger private[ledger] (']);
    expect(headersOf(result, 'entryOrdering.compare')).toEqual(['49: given entryOrdering: Ordering[Entry] with']);
    expect(headersOf(result, 'Entry.isCredit')).toEqual(['52: extension (entry: Entry)']);
    expect(headersOf(result, 'Source.label')).toEqual(['8: enum Source:']);
    expect(headersOf(result, 'Ledger.apply')).toEqual(['24: object Ledger:']);
    const ledger = result.blocks!.find((block) => block.header === 'object Ledger:');
    expect(ledger && [ledger.startLine, ledger.endLine]).toEqual([24, 29]);
  });

  it('Scala 3: a doc comment after an indented body documents the member below it', async () => {
    const result = await extract('ledger/Ledger.scala');
    expect(docOf(result, 'InMemoryLedger.balance')).toBe('The sum of every entry.');
    expect(docOf(result, 'InMemoryLedger.post')).toBeNull();
    expect(docOf(result, 'Source')).toBe('Where an entry of the ledger comes from.');
  });

  it('a package object holds its members', async () => {
    const result = await extract('gateway/package.scala');
    expect(headersOf(result, 'gateway.retrying')).toEqual(['3: package object gateway {']);
  });
});
