import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository } from '../../src/index.js';
import { encodeForward, fullGraph, patchedGraph } from '../../src/graph/incremental.js';
import { encodeSnapshot } from '../../src/graph/snapshot.js';
import { readGraphDelta } from '../../src/store/graph-delta.js';
import { cleanupTemporaries, copyFixture, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

/** The patched graph exists and is, byte for byte, the graph a full build makes now. */
function expectPatchedEqualsFull(repo: Repository, variant: 'repomap' | 'aider'): void {
  const options = { aider: variant === 'aider' };
  const patched = patchedGraph(repo.database, variant, options);
  expect(patched).not.toBeNull();
  const full = fullGraph(repo.database, options);
  expect(Buffer.compare(encodeSnapshot(patched!.snapshot), encodeSnapshot(full.snapshot))).toBe(0);
  expect(Buffer.compare(encodeForward(full.snapshot.paths, patched!.forward), encodeForward(full.snapshot.paths, full.forward))).toBe(0);
}

/** A map of the same tree from an index that never saw its history. */
async function freshMap(root: string, seed: string): Promise<string> {
  const dir = temporaryDir('repomap-fresh-');
  const repo = Repository.open(root, { db: join(dir, 'index.db') });
  await repo.update({ threads: 1 });
  const text = repo.map({ paths: [seed] }, { tokens: 1024 }).text;
  repo.close();
  return text;
}

describe('the graph after a change to a few files', () => {
  it('remakes only their edges, and gives the graph and the map a full build gives', async () => {
    const root = copyFixture('ts-billing');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    repo.rank({ paths: ['src/billing/invoice.ts'] }, {});
    repo.rank({ paths: ['src/billing/invoice.ts'] }, { aider: true });

    // More references to a name: the edited file's own edges change.
    appendFileSync(join(root, 'src/tax/calculator.ts'), '\nexport function doubleRound(x: number): number {\n  return roundCents(roundCents(x));\n}\n');
    await repo.update({ threads: 1 });
    expectPatchedEqualsFull(repo, 'repomap');
    expectPatchedEqualsFull(repo, 'aider');
    repo.rank({ paths: ['src/billing/invoice.ts'] }, {});
    repo.rank({ paths: ['src/billing/invoice.ts'] }, { aider: true });

    // A second file defines a name others reference: the edges of every file referencing it change.
    const customer = join(root, 'src/customers/customer.ts');
    const original = readFileSync(customer, 'utf8');
    appendFileSync(customer, '\nexport function roundCents(value: number): number {\n  return Math.floor(value);\n}\n');
    await repo.update({ threads: 1 });
    const delta = readGraphDelta(repo.database)!;
    expect(delta.complete).toBe(true);
    expect(delta.paths).toEqual(['src/customers/customer.ts']);
    expect(delta.names).toEqual(['roundCents']);
    expectPatchedEqualsFull(repo, 'repomap');
    expect(repo.map({ paths: ['src/tax/calculator.ts'] }, { tokens: 1024 }).text).toBe(await freshMap(root, 'src/tax/calculator.ts'));

    // Two index runs before the next map: both changes are made again.
    writeFileSync(customer, original);
    await repo.update({ threads: 1 });
    appendFileSync(join(root, 'src/util/money.ts'), '\nexport const HALF = roundCents(0.5);\n');
    await repo.update({ threads: 1 });
    expectPatchedEqualsFull(repo, 'repomap');
    expect(repo.map({ paths: ['src/util/money.ts'] }, { tokens: 1024 }).text).toBe(await freshMap(root, 'src/util/money.ts'));
    repo.close();
  });

  it('builds the graph whole when a file was added, or the log does not reach back to the cached graph', async () => {
    const root = copyFixture('py-shop');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    repo.rank({}, {});
    writeFileSync(join(root, 'shop/extra.py'), 'def extra():\n    return 1\n');
    await repo.update({ threads: 1 });
    expect(readGraphDelta(repo.database)!.complete).toBe(false);
    expect(patchedGraph(repo.database, 'repomap', {})).toBeNull();
    repo.rank({}, {});
    appendFileSync(join(root, 'shop/extra.py'), '\ndef more():\n    return extra()\n');
    await repo.update({ threads: 1 });
    expectPatchedEqualsFull(repo, 'repomap');
    // A log that starts after the cached graph cannot lead to the graph of now.
    repo.database.prepare("UPDATE meta SET value = json_set(value, '$.since', 999) WHERE key = 'graph_delta'").run();
    expect(patchedGraph(repo.database, 'repomap', {})).toBeNull();
    // A damaged cache entry is not read: the graph is built whole.
    repo.database.prepare("UPDATE graph_cache SET data = x'00' WHERE variant = 'repomap:forward'").run();
    expect(patchedGraph(repo.database, 'repomap', {})).toBeNull();
    repo.close();
  });

  it('gives the same graph on a real repository after edits to several files', async () => {
    const root = copyFixture('ts-billing');
    const copy = temporaryDir('repomap-edits-');
    cpSync(root, copy, { recursive: true });
    const repo = Repository.open(copy);
    await repo.update({ threads: 1 });
    repo.rank({}, {});
    const files = ['src/index.ts', 'src/reports/monthly.ts', 'src/util/retry.ts', 'src/billing/invoice.ts'];
    for (const [i, file] of files.entries()) {
      appendFileSync(join(copy, file), `\nexport function added${i}(): void {\n  formatMoney(${i});\n  withRetry(() => ${i});\n}\n`);
      await repo.update({ threads: 1 });
      expectPatchedEqualsFull(repo, 'repomap');
      if (i % 2 === 0) repo.rank({}, {});
    }
    repo.close();
  });
});
