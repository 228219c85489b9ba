// The fixtures' seeded and general maps: the top files show more than one signature, a general
// map's private definitions after public ones, never over the budget.
import { join } from 'node:path';
import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { linkContainers } from '../../src/render/outline.js';
import { isPrivate } from '../../src/render/visibility.js';
import type { RankedDefinition } from '../../src/types.js';
import { cleanupTemporaries, PROJECT_ROOT, temporaryDir } from '../helpers.js';

const FIXTURES: [string, string][] = [
  ['rank-java', 'src/main/java/com/acme/booking/web/BookingController.java'],
  ['ts-billing', 'src/reports/monthly.ts'],
  ['rank-go', 'internal/shortener/service.go'],
];
const repos = new Map<string, Repository>();

beforeAll(async () => {
  for (const [fixture] of FIXTURES) {
    const repo = Repository.open(join(PROJECT_ROOT, 'fixtures', fixture), { db: join(temporaryDir(), 'index.db') });
    await repo.update();
    repos.set(fixture, repo);
  }
});

afterAll(() => {
  for (const repo of repos.values()) repo.close();
  cleanupTemporaries();
});

/** A file's definitions, one per qualified name, split by visibility. */
function surfaceOf(repo: Repository, path: string): { public: Set<string>; private: Set<string> } {
  const definitions: RankedDefinition[] = repo.symbols([path]).map((def) => ({ ...def, score: 0 }));
  linkContainers(definitions);
  const out = { public: new Set<string>(), private: new Set<string>() };
  for (const def of definitions) (isPrivate(def) ? out.private : out.public).add(def.qualifiedName);
  for (const name of out.public) out.private.delete(name);
  return out;
}

describe.each(FIXTURES)('the value layout on %s', (fixture, seed) => {
  it('shows more than one signature for each of the top non-seed files when the budget allows', () => {
    const repo = repos.get(fixture)!;
    const map = repo.map({ paths: [seed] }, { tokens: 2048 });
    const top = map.files.filter((file) => file.reason !== 'seed' && repo.symbols([file.path]).length > 1).slice(0, 3);
    expect(top.length).toBeGreaterThan(0);
    for (const file of top) expect(file.symbols.filter((symbol) => symbol.role !== 'context').length, file.path).toBeGreaterThan(1);
  });

  it('shows a top file\'s private definitions only after all its public ones in a general map', () => {
    const repo = repos.get(fixture)!;
    for (const tokens of [256, 512, 1024, 2048]) {
      const map = repo.map({}, { tokens });
      for (const file of map.files.filter((entry) => entry.reason !== 'seed').slice(0, 5)) {
        const surface = surfaceOf(repo, file.path);
        const shown = new Set(file.symbols.filter((symbol) => symbol.role !== 'context').map((symbol) => symbol.qualifiedName));
        if ([...surface.private].some((name) => shown.has(name))) {
          expect([...surface.public].filter((name) => !shown.has(name)), `${file.path} at ${tokens}`).toEqual([]);
        }
      }
    }
  });

  it('never exceeds the budget, seeded or not', () => {
    const repo = repos.get(fixture)!;
    for (const tokens of [64, 128, 256, 512, 1024, 2048, 4096]) {
      for (const request of [{ paths: [seed] }, {}]) {
        const map = repo.map(request, { tokens });
        expect(map.tokens).toBeLessThanOrEqual(tokens);
        expect(referenceCount(map.text)).toBe(map.tokens);
      }
    }
  });

  it('shows the top files\' public API in a general map', () => {
    const repo = repos.get(fixture)!;
    const map = repo.map({}, { tokens: 2048 });
    const top = map.files.filter((file) => surfaceOf(repo, file.path).public.size > 1).slice(0, 2);
    expect(top.length).toBeGreaterThan(0);
    for (const file of top) expect(file.symbols.filter((symbol) => symbol.role !== 'context').length, file.path).toBeGreaterThan(1);
  });
});
