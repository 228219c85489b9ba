import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { wasmBaselineOnly } from '../../src/extract/wasm-tiering.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

// Its own file, so its own process: the setting starts unset.
describe('wasm tiering of a small run', () => {
  it('keeps a small index run on the baseline compiler, and still extracts', async () => {
    expect(wasmBaselineOnly()).toBe(false);
    const repo = Repository.open(copyFixture('extract/python'));
    await repo.update({ threads: 1 });
    expect(wasmBaselineOnly()).toBe(true);
    expect(repo.findSymbol('Document').length).toBeGreaterThan(0);
    repo.close();
  });
});
