// `--tokenizer cl100k_base`: the map is fitted to the budget as cl100k_base counts it (not
// o200k_base's count), and the JSON says which tokenizer counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { cleanupTemporaries, copyFixture, runCli } from '../helpers.js';

const PLAIN = { disallowedSpecial: new Set<string>() };
let root: string;

beforeAll(() => {
  root = copyFixture('ts-billing');
  expect(runCli(['index', root, '-q']).status).toBe(0);
});
afterAll(cleanupTemporaries);

describe('repomap map --tokenizer', () => {
  it('fits a cl100k_base map within the budget as cl100k_base counts it, a count that is not o200k_base\'s', () => {
    for (const tokens of [120, 400]) {
      const map = JSON.parse(runCli(['map', root, '--tokens', String(tokens), '--tokenizer', 'cl100k_base', '--json']).stdout);
      expect(map.tokenizer).toBe('cl100k_base');
      expect(map.tokens).toBe(cl100k(map.text, PLAIN));
      expect(map.tokens).toBeLessThanOrEqual(tokens);
      expect(o200k(map.text, PLAIN)).not.toBe(map.tokens);
    }
    const standard = JSON.parse(runCli(['map', root, '--tokens', '400', '--json']).stdout);
    expect(standard.tokenizer).toBe('o200k_base');
    expect(standard.tokens).toBe(o200k(standard.text, PLAIN));
  });

  it('counts pack\'s token budget with it, and the audit line says so', () => {
    const audit = join(root, 'audit.jsonl');
    const result = runCli(['pack', root, '--pr-path', 'src/util/money.ts', '--tokens', '500', '--tokenizer', 'cl100k_base', '--audit', audit]);
    expect(result.status).toBe(0);
    const line = JSON.parse(readFileSync(audit, 'utf8').trim().split('\n').at(-1)!);
    expect(line.tokenizer).toBe('cl100k_base');
    expect(line.used.tokens).toBe(cl100k(result.stdout, PLAIN));
    expect(line.used.tokens).toBeLessThanOrEqual(500);
  });

  it('refuses a tokenizer it does not have', () => {
    const result = runCli(['map', root, '--tokenizer', 'p50k_base']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe("repomap: --tokenizer must be o200k_base or cl100k_base, got 'p50k_base'\n");
  });
});
