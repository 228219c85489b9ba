// findReferences / findCallers / findCallees on the real index of fixtures/refs: every stored
// occurrence line, told certain (the file defines the name or imports a file that does) or
// probable (the same name only), with the line's text read from disk.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { extractSource, findCallees, findCallers, findReferences, MAX_REFERENCE_LINES, RepoError, Repository } from '../../src/index.js';
import { SCHEMA_VERSION } from '../../src/store/db.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

async function indexed(root: string = copyFixture('refs'), notices: string[] = []): Promise<Repository> {
  const repo = Repository.open(root, { onNotice: (message) => notices.push(message) });
  await repo.update({ threads: 1 });
  return repo;
}

const at = (use: { path: string; line: number }) => `${use.path}:${use.line}`;
const defAt = (def: { path: string; startLine: number }) => `${def.path}:${def.startLine}`;

describe('findReferences', () => {
  it('finds every use, the defining file first, then certain (imports it), then probable (same name only)', async () => {
    const repo = await indexed();
    const report = findReferences(repo, 'applyTax');
    expect(report.definitions.map(defAt)).toEqual(['src/tax.ts:1']);
    expect(report.uses.map((use) => [at(use), use.kind, use.certainty, use.definition])).toEqual([
      ['src/tax.ts:11', 'call', 'certain', 'src/tax.ts'],
      ['src/invoice.ts:1', 'import', 'certain', 'src/tax.ts'],
      ['src/invoice.ts:7', 'call', 'certain', 'src/tax.ts'],
      ['src/invoice.ts:11', 'call', 'certain', 'src/tax.ts'],
      ['src/invoice.ts:12', 'call', 'certain', 'src/tax.ts'],
      ['src/legacy.ts:3', 'call', 'probable', null],
    ]);
    expect(report.uses.find((use) => use.line === 12)!.text).toBe('const second = applyTax(first, rate);');
    expect(report.total).toBe(6);
    repo.close();
  });

  it('keeps every occurrence line in the index, next to the first line and the count', async () => {
    const root = copyFixture('refs');
    (await indexed(root)).close();
    const db = new Database(join(root, '.repomap', 'index.db'), { readonly: true });
    const row = db
      .prepare("SELECT r.line, r.count, r.lines FROM refs r JOIN files f ON f.id = r.file_id WHERE f.path = 'src/invoice.ts' AND r.name = 'applyTax' AND r.kind = 'call'")
      .get();
    db.close();
    expect(row).toEqual({ line: 7, count: 3, lines: '7,11,12' });
  });

  it('keeps the first MAX_REFERENCE_LINES lines of a name used more often, and counts them all', async () => {
    const calls = Array.from({ length: MAX_REFERENCE_LINES + 200 }, (_, i) => `f(${i});`).join('\n');
    const result = await extractSource('typescript', `${calls}\nf(1); f(2);\n`);
    const f = result.references.find((r) => r.name === 'f' && r.kind === 'call')!;
    expect(f.count).toBe(MAX_REFERENCE_LINES + 202);
    expect(f.lines).toHaveLength(MAX_REFERENCE_LINES);
    expect(f.lines.slice(0, 3)).toEqual([1, 2, 3]);
    expect(f.lines.at(-1)).toBe(MAX_REFERENCE_LINES);
  });

  it('groups the uses of a name defined twice by the definition they resolve to; path or a qualified name selects one', async () => {
    const repo = await indexed();
    const both = findReferences(repo, 'roundCents');
    expect(both.definitions.map(defAt)).toEqual(['src/shipping.ts:1', 'src/tax.ts:5']);
    expect(both.uses.map((use) => [at(use), use.definition])).toEqual([
      ['src/shipping.ts:6', 'src/shipping.ts'],
      ['src/tax.ts:2', 'src/tax.ts'],
      ['src/tax.ts:12', 'src/tax.ts'],
    ]);
    const shipping = findReferences(repo, 'roundCents', { path: 'src/shipping.ts' });
    expect(shipping.definitions.map(defAt)).toEqual(['src/shipping.ts:1']);
    expect(shipping.uses.map((use) => [at(use), use.certainty])).toEqual([
      ['src/shipping.ts:6', 'certain'],
      ['src/tax.ts:2', 'probable'],
      ['src/tax.ts:12', 'probable'],
    ]);
    const method = findReferences(repo, 'Invoice.total');
    expect(method.definitions.map((def) => def.qualifiedName)).toEqual(['Invoice.total']);
    expect(method.uses.map((use) => [at(use), use.certainty])).toEqual([['src/report.ts:4', 'certain']]);
    // A selection that designates nothing has no uses, even where the bare name is used.
    expect(findReferences(repo, 'Invoice.applyTax')).toMatchObject({ definitions: [], uses: [], total: 0 });
    expect(findReferences(repo, 'applyTax', { path: 'src/invoice.ts' }).uses).toEqual([]);
    repo.close();
  });

  it('follows re-exports: a barrel importing the name, or a whole module, passes it on', async () => {
    const root = copyFixture('refs');
    const write = (file: string, lines: string[]) => writeFileSync(join(root, 'src', file), `${lines.join('\n')}\n`);
    write('barrel.ts', ["export { applyTax } from './tax';"]);
    write('star.ts', ["export * from './barrel';"]);
    write('checkout.ts', ["import { applyTax } from './star';", 'export const paid = applyTax(10, 0.1);']);
    write('whole.ts', ["import * as billing from './barrel';", 'export const whole = billing.applyTax(1, 1);']);
    write('unrelated.ts', ["import * as star from './star';", 'export const other = star.applyTax(2, 2);']);
    const repo = await indexed(root);
    const uses = findReferences(repo, 'applyTax').uses.filter((use) => ['barrel', 'checkout', 'whole', 'unrelated'].some((name) => use.path === `src/${name}.ts`));
    expect(uses.map((use) => [at(use), use.certainty, use.definition])).toEqual([
      ['src/barrel.ts:1', 'certain', 'src/tax.ts'],
      // by name from a file passing on the whole module of a file that imports it by name
      ['src/checkout.ts:1', 'certain', 'src/tax.ts'],
      ['src/checkout.ts:2', 'certain', 'src/tax.ts'],
      // the whole module of a file importing it by name
      ['src/whole.ts:2', 'certain', 'src/tax.ts'],
      // a whole module of a whole module: nothing names it on the way
      ['src/unrelated.ts:2', 'probable', null],
    ]);
    const callees = findCallees(repo, 'paid').of[0]!.callees;
    expect(callees.map((callee) => [callee.name, callee.certainty, callee.definitions.map(defAt)])).toEqual([['applyTax', 'certain', ['src/tax.ts:1']]]);
    repo.close();
  });

  it('filters by kind and limits the uses, still counting them all', async () => {
    const repo = await indexed();
    expect(findReferences(repo, 'Invoice', { kind: 'new' }).uses.map(at)).toEqual(['src/report.ts:8', 'src/report.ts:12']);
    expect(findReferences(repo, 'Invoice', { kind: 'type' }).uses.map(at)).toEqual(['src/report.ts:3', 'src/report.ts:7', 'src/report.ts:12']);
    // One use per line, with every kind of reference on it, the most specific first.
    expect(findReferences(repo, 'Invoice').uses.map((use) => [at(use), use.kind, use.kinds])).toEqual([
      ['src/report.ts:1', 'import', ['import']],
      ['src/report.ts:3', 'type', ['type']],
      ['src/report.ts:7', 'type', ['type']],
      ['src/report.ts:8', 'new', ['new']],
      ['src/report.ts:12', 'new', ['new', 'type']],
    ]);
    const limited = findReferences(repo, 'applyTax', { limit: 2 });
    expect(limited.uses.map(at)).toEqual(['src/tax.ts:11', 'src/invoice.ts:1']);
    expect(limited.total).toBe(6);
    repo.close();
  });

  it('gives a name nothing defines as probable uses, an unknown name as nothing', async () => {
    const repo = await indexed();
    const round = findReferences(repo, 'round');
    expect(round.definitions).toEqual([]);
    expect(round.uses.map((use) => [at(use), use.certainty, use.definition])).toEqual([['src/tax.ts:6', 'probable', null]]);
    expect(findReferences(repo, 'noSuchName')).toEqual({ name: 'noSuchName', definitions: [], uses: [], total: 0 });
    expect(() => findReferences(repo, '  ')).toThrow(RepoError);
    expect(() => findReferences(repo, 'applyTax', { path: '../outside.ts' })).toThrow(RepoError);
    repo.close();
  });

  it('follows edits: a new use appears on the next update, with its text as it is on disk', async () => {
    const root = copyFixture('refs');
    const repo = await indexed(root);
    writeFileSync(join(root, 'src', 'legacy.ts'), "import { applyTax } from './tax';\n\nexport const TAXED = applyTax(1, 0.5);\n");
    await repo.update({ threads: 1 });
    const uses = findReferences(repo, 'applyTax').uses.filter((use) => use.path === 'src/legacy.ts');
    expect(uses.map((use) => [use.line, use.certainty, use.text])).toEqual([
      [1, 'certain', "import { applyTax } from './tax';"],
      [3, 'certain', 'export const TAXED = applyTax(1, 0.5);'],
    ]);
    repo.close();
  });

  it('never shows a file the secrets filter hides', async () => {
    const root = copyFixture('refs');
    const repo = await indexed(root);
    expect(findReferences(repo, 'applyTax').uses.some((use) => use.path === 'src/legacy.ts')).toBe(true);
    writeFileSync(join(root, '.repomap.json'), JSON.stringify({ secrets: ['src/legacy.ts'] }));
    await repo.update({ threads: 1 });
    expect(findReferences(repo, 'applyTax').uses.map((use) => use.path)).not.toContain('src/legacy.ts');
    expect(findCallers(repo, 'applyTax').callers.map((caller) => caller.path)).not.toContain('src/legacy.ts');
    expect(findReferences(repo, 'legacyTotal')).toMatchObject({ definitions: [], uses: [] });
    repo.close();
  });

  it('rebuilds an index of the previous schema, which had no occurrence lines', async () => {
    const root = copyFixture('refs');
    (await indexed(root)).close();
    const db = new Database(join(root, '.repomap', 'index.db'));
    db.prepare("UPDATE meta SET value = ? WHERE key = 'schema_version'").run(String(SCHEMA_VERSION - 1));
    db.close();
    const notices: string[] = [];
    const repo = await indexed(root, notices);
    expect(notices).toEqual([expect.stringMatching(new RegExp(`schema version ${SCHEMA_VERSION - 1}, expected ${SCHEMA_VERSION} .*; rebuilding it$`))]);
    expect(findReferences(repo, 'applyTax').total).toBe(6);
    repo.close();
  });
});

describe('findCallers', () => {
  it('gives each calling function or method once, with its call lines; module-level calls have no caller', async () => {
    const repo = await indexed();
    const report = findCallers(repo, 'applyTax');
    expect(report.callers.map((caller) => [caller.path, caller.caller?.qualifiedName ?? null, caller.calls.map((call) => call.line), caller.certainty])).toEqual([
      ['src/tax.ts', 'totalWithTax', [11], 'certain'],
      ['src/invoice.ts', 'Invoice.total', [7], 'certain'],
      ['src/invoice.ts', 'Invoice.totalTwice', [11, 12], 'certain'],
      ['src/legacy.ts', 'legacyTotal', [3], 'probable'],
    ]);
    expect(report.callers[2]!.calls[1]!.text).toBe('const second = applyTax(first, rate);');
    const report2 = findCallers(repo, 'report');
    expect(report2.callers.map((caller) => [caller.path, caller.caller, caller.calls.map((call) => call.line)])).toEqual([['src/report.ts', null, [11]]]);
    // A construction is a call of the class.
    expect(findCallers(repo, 'Invoice').callers.map((caller) => [caller.caller?.qualifiedName ?? null, caller.calls.map((call) => call.line)])).toEqual([
      ['build', [8]],
      [null, [12]],
    ]);
    expect(findCallers(repo, 'applyTax', { limit: 1 })).toMatchObject({ total: 4, callers: [{ path: 'src/tax.ts' }] });
    repo.close();
  });
});

describe('findCallees', () => {
  it('resolves what a function calls: certain in its file or a file it imports, probable elsewhere, unresolved outside the index', async () => {
    const repo = await indexed();
    const total = findCallees(repo, 'totalWithTax');
    expect(total.of).toHaveLength(1);
    expect(total.of[0]!.callees.map((callee) => [callee.name, callee.certainty, callee.definitions.map(defAt), callee.calls.map((call) => call.line)])).toEqual([
      ['applyTax', 'certain', ['src/tax.ts:1'], [11]],
      ['roundCents', 'certain', ['src/tax.ts:5'], [12]],
    ]);
    const twice = findCallees(repo, 'Invoice.totalTwice').of[0]!;
    expect(twice.callees.map((callee) => [callee.name, callee.certainty, callee.calls.map((call) => call.line)])).toEqual([['applyTax', 'certain', [11, 12]]]);
    const legacy = findCallees(repo, 'legacyTotal').of[0]!;
    expect(legacy.callees.map((callee) => [callee.name, callee.certainty, callee.definitions.map(defAt)])).toEqual([['applyTax', 'probable', ['src/tax.ts:1']]]);
    // Two definitions: one entry each; Math.round and Math.floor are defined nowhere in the index.
    const round = findCallees(repo, 'roundCents');
    expect(round.of.map((entry) => [defAt(entry.definition), entry.callees.length, entry.unresolved])).toEqual([
      ['src/shipping.ts:1', 0, ['floor']],
      ['src/tax.ts:5', 0, ['round']],
    ]);
    expect(findCallees(repo, 'build').of[0]!.callees.map((callee) => [callee.name, callee.kind, callee.certainty])).toEqual([['Invoice', 'new', 'certain']]);
    repo.close();
  });
});
