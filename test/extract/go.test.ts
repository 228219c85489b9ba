// Go extraction cases that do not fit the fixture table in languages.test.ts.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { defRows as defs, hasRef } from './support.js';

describe('go extraction: grouped declarations', async () => {
  const source = [
    'package billing', // 1
    '', // 2
    'type (', // 3
    '\tCents int64', // 4
    '\tLedger struct {', // 5
    '\t\tentries []Cents', // 6
    '\t}', // 7
    ')', // 8
    '', // 9
    'var (', // 10
    '\tdefaultLedger Ledger', // 11
    '\tledgers, archives = map[string]Ledger{}, 0', // 12
    ')', // 13
    '', // 14
    'func (l *Ledger) Add(c Cents) { l.entries = append(l.entries, c) }', // 15
    '', // 16
    'func (p Pair[K, V]) Key() K { return p.k }', // 17
  ].join('\n');
  const result = await extractSource('go', source);

  it('defines each spec of a group on its own line', () => {
    expect(defs(result)).toEqual([
      ['type', 'Cents', 4, '\tCents int64'],
      ['struct', 'Ledger', 5, '\tLedger struct'],
      ['field', 'Ledger.entries', 6, '\t\tentries []Cents'],
      ['variable', 'defaultLedger', 11, '\tdefaultLedger Ledger'],
      // a composite literal's elements are its body: the signature stops before them
      ['variable', 'ledgers', 12, '\tledgers, archives = map[string]Ledger'],
      ['variable', 'archives', 12, '\tledgers, archives = map[string]Ledger'],
      ['method', 'Ledger.Add', 15, 'func (l *Ledger) Add(c Cents)'],
      ['method', 'Pair.Key', 17, 'func (p Pair[K, V]) Key() K'],
    ]);
    expect(hasRef(result, 'Ledger', 'new')).toBe(false); // map[string]Ledger{} builds a map
    expect(hasRef(result, 'append', 'call')).toBe(true);
  });
});
