// A Repository keeps what it read from the index (the graph, the top files' definitions)
// in memory between maps; another process that changes the index must not leave it stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../src/index.js';
import { cleanupTemporaries, copyFixture } from './helpers.js';

afterEach(() => cleanupTemporaries());

describe('Repository caches', () => {
  it('follow the index: a map after another instance re-indexed a change shows it, without an update of its own', async () => {
    const root = copyFixture('ts-billing');
    const reader = Repository.open(root);
    const writer = Repository.open(root);
    try {
      await reader.update();
      const seed = { paths: ['src/billing/invoice.ts'] };
      const before = reader.map(seed, { tokens: 2048 });
      expect(before.text).toContain('roundCents');
      // The same request again is served from memory, byte for byte.
      expect(reader.map(seed, { tokens: 2048 }).text).toBe(before.text);

      writeFileSync(join(root, 'src', 'util', 'money.ts'), 'export function roundToCents(value: number): number {\n  return Math.round(value * 100) / 100;\n}\n');
      expect((await writer.update()).parsed).toBe(1);

      const after = reader.map(seed, { tokens: 2048 });
      expect(after.text).toContain('roundToCents');
      expect(after.text).not.toContain('roundCents(');
      expect(after.files.find((file) => file.path === 'src/util/money.ts')?.symbols.map((symbol) => symbol.name)).toEqual(['roundToCents']);
    } finally {
      reader.close();
      writer.close();
    }
  });
});

describe('a closed Repository', () => {
  it('answers a map or a ranking with one clear error', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update();
    repo.close();
    expect(() => repo.map({}, { tokens: 512 })).toThrow('the repository is closed');
    expect(() => repo.rank({ paths: ['src/billing/invoice.ts'] })).toThrow('the repository is closed');
  });
});
