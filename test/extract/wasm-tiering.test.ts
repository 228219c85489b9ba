import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { BASELINE_BELOW_BYTES, prepareWasmTiering, tieredGrammarCount, tieredLanguages, wasmBaselineOnly } from '../../src/extract/wasm-tiering.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

const MIB = 1024 * 1024;

describe('which grammars keep the optimizing compiler', () => {
  it('none on a run of few bytes', () => {
    expect(tieredLanguages([{ language: 'python', size: BASELINE_BELOW_BYTES - 1 }])).toEqual([]);
    expect(tieredLanguages([])).toEqual([]);
  });

  it("a large run's main language only: a minor language's few bytes stay on the baseline", () => {
    // spring-framework's shape: 50 MiB of Java, 1.2 MiB of Kotlin, a little Bash and Groovy.
    const jobs = [
      { language: 'java' as const, size: 50 * MIB },
      { language: 'kotlin' as const, size: 1.2 * MIB },
      { language: 'bash' as const, size: 9000 },
      { language: 'groovy' as const, size: 80_000 },
    ];
    expect(tieredLanguages(jobs)).toEqual(['java']);
  });

  it('counts a language over all its files, and names several in order', () => {
    const files = (language: 'rust' | 'go', count: number) => Array.from({ length: count }, () => ({ language, size: MIB / 4 }));
    expect(tieredLanguages([...files('rust', 40), ...files('go', 32)])).toEqual(['go', 'rust']);
    // A run past the threshold whose languages each parse less: every grammar on the baseline.
    expect(tieredLanguages([...files('rust', 31), ...files('go', 31)])).toEqual([]);
  });

  it('none on a run that parses Swift, however big', () => {
    expect(tieredLanguages([{ language: 'python', size: 4 * BASELINE_BELOW_BYTES }, { language: 'swift', size: 100 }])).toEqual([]);
  });
});

// vitest runs each test file in its own process (pool: forks), so the process-wide V8
// setting starts unset here and what one test sets is seen by the next, in order.
describe('wasm tiering', () => {
  it('compiles a large run’s main grammar first, then holds the rest to the baseline compiler', () => {
    expect(wasmBaselineOnly()).toBe(false);
    prepareWasmTiering([]);
    expect(wasmBaselineOnly()).toBe(false);
    prepareWasmTiering([
      { language: 'python', size: BASELINE_BELOW_BYTES },
      { language: 'go', size: BASELINE_BELOW_BYTES / 2 },
    ]);
    expect(tieredGrammarCount()).toBe(1);
    expect(wasmBaselineOnly()).toBe(true);
  });

  it('extracts as before once the setting is made (every fixture of a language)', async () => {
    const repo = Repository.open(copyFixture('extract/swift'));
    await repo.update({ threads: 1 });
    expect(repo.findSymbol('Cart').map((def) => def.path)).toContain('Sources/Shop/Cart.swift');
    repo.close();
  });
});
