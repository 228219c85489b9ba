import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { mapFromRanking } from '../../src/bench/index.js';
import { repomap, repomapDepth } from '../../src/bench/rankers/repomap.js';
import { cleanupTemporaries, PROJECT_ROOT, temporaryDir } from '../helpers.js';

let repo: Repository;

beforeAll(async () => {
  repo = Repository.open(join(PROJECT_ROOT, 'fixtures', 'rank-ts'), { db: join(temporaryDir(), 'index.db') });
  await repo.update();
});

afterAll(() => {
  repo.close();
  cleanupTemporaries();
});

describe('mapFromRanking', () => {
  it('renders files in the given order under the budget', () => {
    const order = repo.rank().map((file) => file.path).reverse();
    const map = mapFromRanking(repo, order, { tokens: 400 });
    expect(map.tokens).toBeLessThanOrEqual(400);
    expect(map.budget).toEqual({ tokens: 400, bytes: null });
    const shown = map.files.map((file) => file.path);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.length).toBeLessThan(order.length);
    expect(shown[0]).toBe(order[0]);
    const positions = shown.map((path) => order.indexOf(path));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // the top of the order is shown first, as a prefix (up to the greedy fill at the end)
    expect(positions.slice(0, 2)).toEqual([0, 1]);
    expect(map.text).toContain(order[0]);
  });

  it('shows every file of a small repository at a large budget, with signatures', () => {
    const order = repo.rank().map((file) => file.path);
    const map = mapFromRanking(repo, order, { tokens: 8192 });
    expect(map.files.map((file) => file.path).sort()).toEqual([...order].sort());
    expect(map.text).toContain('class OrderService');
    expect(map.text).not.toContain('this.customers.findCustomer(order.customerId)');
  });

  it('keeps reasons of ranked files and ignores repeated paths', () => {
    const map = mapFromRanking(repo, [{ path: 'src/services/pricing.ts', score: 1, reason: 'seed' }, 'src/services/pricing.ts'], { tokens: 1024 });
    expect(map.files).toHaveLength(1);
    expect(map.files[0]!.reason).toBe('seed');
    expect(map.files[0]!.symbols.map((s) => s.name)).toContain('applyDiscount');
  });
});

describe('repomap-depth', () => {
  it("ranks as repomap and leaves its maps to the baselines' rendering (mapFromRanking)", () => {
    expect(repomapDepth.rank).toBe(repomap.rank);
    expect(repomapDepth.maps).toBeUndefined();
    expect(repomap.maps).toBeDefined();
  });
});
