// Rust extraction cases that do not fit the fixture table in languages.test.ts.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { defRows as defs, refKinds } from './support.js';

describe('rust extraction: unions and generic impls', async () => {
  const source = [
    'union Bits { int: u32, float: f32 }', // 1
    'impl<T: Clone> billing::Ledger<T> {', // 2
    '    fn post<I>(&self, items: I) where I: IntoIterator<Item = T> { todo!() }', // 3
    '}', // 4
  ].join('\n');
  const result = await extractSource('rust', source);

  it('qualifies union fields and methods of a scoped generic type', () => {
    expect(defs(result)).toEqual([
      ['struct', 'Bits', 1, 'union Bits'],
      ['field', 'Bits.int', 1, 'int: u32'],
      ['field', 'Bits.float', 1, 'float: f32'],
      ['method', 'Ledger.post', 3, '    fn post<I>(&self, items: I) where I: IntoIterator<Item = T>'],
    ]);
    expect(refKinds(result, 'IntoIterator')).toEqual(['inheritance']);
    expect(refKinds(result, 'Clone')).toEqual(['inheritance']);
  });
});
