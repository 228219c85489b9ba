import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { BASELINE_BELOW_BYTES, prepareWasmTiering, wasmBaselineOnly } from '../../src/extract/wasm-tiering.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

// vitest runs each test file in its own process (pool: forks), so the process-wide V8
// setting starts unset here and what one test sets is seen by the next, in order.
describe('wasm tiering', () => {
  it('leaves the optimizing compiler on for a run with many bytes to parse and no marked grammar', () => {
    prepareWasmTiering([
      { language: 'python', size: BASELINE_BELOW_BYTES / 2 },
      { language: 'go', size: BASELINE_BELOW_BYTES / 2 },
    ]);
    expect(wasmBaselineOnly()).toBe(false);
    prepareWasmTiering([]);
    expect(wasmBaselineOnly()).toBe(false);
  });

  it('keeps wasm on the baseline compiler for a run that parses Swift, however big', () => {
    prepareWasmTiering([
      { language: 'python', size: BASELINE_BELOW_BYTES * 4 },
      { language: 'swift', size: 100 },
    ]);
    expect(wasmBaselineOnly()).toBe(true);
  });

  it('extracts as before on the baseline compiler (a small run: every fixture)', async () => {
    const repo = Repository.open(copyFixture('extract/swift'));
    await repo.update({ threads: 1 });
    expect(repo.findSymbol('Cart').map((def) => def.path)).toContain('Sources/Shop/Cart.swift');
    repo.close();
    expect(wasmBaselineOnly()).toBe(true);
  });
});
