import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { wasmBaselineOnly } from '../../src/extract/wasm-tiering.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

// vitest runs each test file in its own process (pool: forks), so the process-wide V8
// setting starts unset here and what one test sets is seen by the next, in order.
describe('wasm tiering', () => {
  it('leaves the optimizing compiler on for a repository without Swift', async () => {
    const repo = Repository.open(copyFixture('extract/python'));
    await repo.update({ threads: 1 });
    expect(repo.findSymbol('Document').length).toBeGreaterThan(0);
    expect(wasmBaselineOnly()).toBe(false);
    repo.close();
  });

  it('keeps wasm on the baseline compiler once Swift is parsed, and Swift still extracts', async () => {
    const repo = Repository.open(copyFixture('extract/swift'));
    await repo.update({ threads: 1 });
    expect(wasmBaselineOnly()).toBe(true);
    expect(repo.findSymbol('Cart').map((def) => def.path)).toContain('Sources/Shop/Cart.swift');
    repo.close();
  });
});
