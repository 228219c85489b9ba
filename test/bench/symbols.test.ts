// The symbol-level measure: which definitions a change touches (on the parent
// tree), read from git's hunk headers and repomap's index of that tree, and
// how much of them a map shows (Sym@budget), file by file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseError, validateCase, type ResolvedCase } from '../../src/bench/cases.js';
import { parseHunkHeaders } from '../../src/bench/changed-lines.js';
import { definitionsTouched } from '../../src/bench/changed-symbols.js';
import { cochangeCases } from '../../src/bench/cochange.js';
import { mapFromRanking } from '../../src/bench/map.js';
import { symbolRecall } from '../../src/bench/metrics.js';
import type { Ranker } from '../../src/bench/rankers/index.js';
import { runBench, type BenchReport } from '../../src/bench/runner.js';
import { markdownReport, terminalTable } from '../../src/bench/report.js';
import type { RepoMap } from '../../src/repository.js';
import { cleanupTemporaries, git, runCli, temporaryDir } from '../helpers.js';

afterAll(cleanupTemporaries);

describe('changed lines from hunk headers', () => {
  it('reads the parent-side ranges, a missing count as one line, and a zero count as an insertion after the line', () => {
    const diff = [
      'diff --git a/x.py b/x.py',
      '--- a/x.py',
      '+++ b/x.py',
      '@@ -3,2 +3,4 @@ def f():',
      '-    a = 1',
      '-@@ -90,9 +90,9 @@ (a deleted line that looks like a header)',
      '+    a = 2',
      '@@ -7 +9 @@',
      '@@ -10,0 +12,2 @@ class C:',
      '+    x = 1',
      '@@ -0,0 +1 @@',
    ].join('\n');
    expect(parseHunkHeaders(diff)).toEqual({ changed: [[3, 4], [7, 7]], insertedAfter: [10, 0] });
  });
});

describe('definitions a change touches', () => {
  // class Shop 1–20 { open 2–5, close 7–10, field 12 }, function helper 22–25
  const defs = [
    { name: 'Shop', startLine: 1, endLine: 20 },
    { name: 'Shop.open', startLine: 2, endLine: 5 },
    { name: 'Shop.close', startLine: 7, endLine: 10 },
    { name: 'Shop.size', startLine: 12, endLine: 12 },
    { name: 'helper', startLine: 22, endLine: 25 },
  ];
  const touched = (changed: [number, number][], insertedAfter: number[] = []): string[] =>
    definitionsTouched(defs, { changed, insertedAfter }).map((def) => def.name);

  it('counts a changed line for the innermost definition that holds it', () => {
    expect(touched([[3, 3]])).toEqual(['Shop.open']);
    expect(touched([[6, 6]])).toEqual(['Shop']);
    expect(touched([[12, 12]])).toEqual(['Shop.size']);
    expect(touched([[24, 24]])).toEqual(['helper']);
    expect(touched([[21, 21]])).toEqual([]);
  });

  it('counts a range for every innermost definition it crosses', () => {
    expect(touched([[4, 8]])).toEqual(['Shop', 'Shop.open', 'Shop.close']);
    expect(touched([[8, 9]])).toEqual(['Shop.close']);
    expect(touched([[19, 23]])).toEqual(['Shop', 'helper']);
  });

  it('counts a pure insertion for the innermost definition enclosing the point', () => {
    expect(touched([], [3])).toEqual(['Shop.open']);
    // after a method's last line: inside the class, not the method
    expect(touched([], [5])).toEqual(['Shop']);
    // after the class's last line, or before the file: nothing encloses it
    expect(touched([], [20])).toEqual([]);
    expect(touched([], [0])).toEqual([]);
  });
});

describe('symbol recall of a map', () => {
  const map = [
    { path: 'a.py', symbols: [{ name: 'open', qualifiedName: 'Shop.open' }] },
    { path: 'b.py', symbols: [{ name: 'helper', qualifiedName: 'helper' }] },
  ];

  it('counts a path#name only in that file\'s block, and a bare name in any block', () => {
    expect(symbolRecall(map, ['a.py#Shop.open', 'b.py#helper'])).toBe(1);
    expect(symbolRecall(map, ['b.py#Shop.open', 'a.py#helper'])).toBe(0);
    expect(symbolRecall(map, ['a.py#Shop.open', 'a.py#Shop.close'])).toBe(0.5);
    expect(symbolRecall(map, ['open', 'helper', 'missing'])).toBeCloseTo(2 / 3, 10);
  });
});

describe('cases: changed lines', () => {
  const base = { repo: '.', seeds: { paths: ['a.py'] }, expected: ['b.py'] };

  it('keeps valid line changes and rejects malformed ones', () => {
    const ok = validateCase({ ...base, changedLines: { './b.py': { changed: [[3, 4]], insertedAfter: [0] } } }, 'c', '/tmp', 0);
    expect(ok.changedLines).toEqual({ 'b.py': { changed: [[3, 4]], insertedAfter: [0] } });
    expect(() => validateCase({ ...base, changedLines: { 'b.py': { changed: [[4, 3]] } } }, 'c', '/tmp', 0)).toThrow(CaseError);
    expect(() => validateCase({ ...base, changedLines: { 'b.py': { insertedAfter: ['x'] } } }, 'c', '/tmp', 0)).toThrow(CaseError);
    expect(() => validateCase({ ...base, changedLines: [] }, 'c', '/tmp', 0)).toThrow(CaseError);
  });
});

/** Two identical modules: whichever is the target, the other (the seed) defines the same names. */
function shop(version: 1 | 2): string {
  const add = version === 1 ? '        return len(self.items)\n' : '        return list(self.items)\n';
  const peek = version === 1 ? '' : '    def peek(self):\n        return None\n\n';
  const doubling = version === 1 ? '    total = total * 2\n' : '';
  return (
    'import os\n\n\n' +
    'class Cart:\n' +
    '    def __init__(self):\n        self.items = []\n\n' +
    '    def add(self, item):\n        self.items.append(item)\n' +
    add +
    '\n\nclass Box:\n' +
    '    def open(self):\n        return True\n\n' +
    peek +
    '    def close(self):\n        return False\n' +
    '\n\ndef helper(a, b):\n    total = a + b\n' +
    doubling +
    '    return total\n' +
    '\n\ndef untouched():\n    return 0\n'
  );
}

describe('bench cochange: expected symbols from the change', () => {
  let repo: string;
  let generated: ResolvedCase;
  let seed: string;
  let target: string;

  beforeAll(() => {
    repo = temporaryDir('repomap-symbols-');
    const write = (path: string, text: string): void => {
      mkdirSync(join(repo, path, '..'), { recursive: true });
      writeFileSync(join(repo, path), text);
    };
    git(repo, 'init', '-q', '-b', 'main');
    write('pkg/one.py', shop(1));
    write('pkg/two.py', shop(1));
    git(repo, 'add', '-A');
    git(repo, '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'initial import');
    // modifies Cart.add's body, deletes a line of helper, inserts a method into Box
    write('pkg/one.py', shop(2));
    write('pkg/two.py', shop(2));
    git(repo, 'add', '-A');
    git(repo, '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'Carts return their items; boxes can be peeked into');
    const cases = cochangeCases(repo, {}).cases;
    expect(cases).toHaveLength(1);
    generated = cases[0]!;
    seed = generated.seeds.paths![0]!;
    target = generated.expected[0]!;
  });

  it('records how the change edits each target, in the parent tree\'s lines', () => {
    expect(Object.keys(generated.changedLines!)).toEqual([target]);
    const changes = generated.changedLines![target]!;
    const parentLines = shop(1).split('\n');
    const lineOf = (text: string): number => parentLines.indexOf(text) + 1;
    expect(changes.changed).toEqual([
      [lineOf('        return len(self.items)'), lineOf('        return len(self.items)')],
      [lineOf('    total = total * 2'), lineOf('    total = total * 2')],
    ]);
    expect(changes.insertedAfter).toHaveLength(1);
    expect(changes.insertedAfter[0]).toBeGreaterThanOrEqual(lineOf('        return True'));
    expect(changes.insertedAfter[0]).toBeLessThan(lineOf('    def close(self):'));
  });

  /** A ranker whose maps are made by `map` (the ranking itself does not matter here). */
  function mapping(name: string, map: (context: Parameters<Ranker['rank']>[0], tokens: number) => RepoMap): Ranker {
    return { name, description: name, rank: () => [target], maps: (context, budgets) => budgets.map((tokens) => map(context, tokens)) };
  }

  async function run(cases: ResolvedCase[], rankers: Ranker[]): Promise<BenchReport> {
    return runBench(cases, { rankers, budgets: [1024, 8192], cacheDir: null, resamples: 50 });
  }

  it("expects exactly the definitions it touches, and scores a map that shows them 1, others less", async () => {
    const onlyAdd = (context: Parameters<Ranker['rank']>[0], tokens: number): RepoMap => {
      const map = mapFromRanking(context.repo, [target], { tokens });
      return { ...map, files: map.files.map((file) => ({ ...file, symbols: file.symbols.filter((s) => s.qualifiedName === 'Cart.add') })) };
    };
    const report = await run(
      [generated],
      [
        mapping('target', (context, tokens) => mapFromRanking(context.repo, [target], { tokens })),
        mapping('seed-only', (context, tokens) => mapFromRanking(context.repo, [seed], { tokens })),
        mapping('only-add', onlyAdd),
      ],
    );
    const result = report.cases[0]!;
    expect([...result.expectedSymbols].sort()).toEqual([`${target}#Box`, `${target}#Cart.add`, `${target}#helper`]);
    expect(report.symbolCases).toBe(1);
    expect(report.metrics).toEqual(expect.arrayContaining(['symbols@1k', 'symbols@8k']));
    expect(result.rankers.target!.metrics['symbols@8k']).toBe(1);
    // the same names in another file's block do not count
    expect(result.rankers['seed-only']!.metrics['symbols@8k']).toBe(0);
    expect(result.rankers['only-add']!.metrics['symbols@8k']).toBeCloseTo(1 / 3, 10);
    expect(report.summary.target!.metrics['symbols@8k']).toMatchObject({ mean: 1, n: 1 });
  });

  it('leaves a case without expected symbols out of the Sym means, and says how many count', async () => {
    const outside: ResolvedCase = { ...generated, id: 'imports-only', changedLines: { [target]: { changed: [[1, 1]], insertedAfter: [] } } };
    const report = await run([generated, outside], [mapping('target', (context, tokens) => mapFromRanking(context.repo, [target], { tokens }))]);
    expect(report.cases.map((c) => c.expectedSymbols.length)).toEqual([3, 0]);
    expect(report.cases[1]!.rankers.target!.metrics['symbols@8k']).toBeUndefined();
    expect(report.symbolCases).toBe(1);
    expect(report.summary.target!.metrics['symbols@8k']).toMatchObject({ mean: 1, n: 1 });
    expect(report.summary.target!.metrics.mrr!.n).toBe(2);
    expect(terminalTable(report)).toContain('Sym@budget: over the 1 of 2 cases with expected symbols');
    expect(markdownReport(report)).toMatch(/\| Sym@1k \| Sym@8k \|/);
    expect(markdownReport(report)).toContain('Sym@budget: over the 1 of 2 cases with expected symbols');
  });

  it('hand-written expected symbols win over the change\'s', async () => {
    const handWritten: ResolvedCase = { ...generated, expectedSymbols: ['untouched', `${seed}#Cart.add`] };
    const report = await run([handWritten], [mapping('target', (context, tokens) => mapFromRanking(context.repo, [target], { tokens }))]);
    expect(report.cases[0]!.expectedSymbols).toEqual(['untouched', `${seed}#Cart.add`]);
    expect(report.cases[0]!.rankers.target!.metrics['symbols@8k']).toBe(0.5);
  });

  it('writes the line changes with --cases-out, and `bench run` makes the same expected symbols from them', () => {
    const out = temporaryDir('repomap-symbols-out-');
    const casesFile = join(out, 'cases.jsonl');
    const first = runCli(['bench', 'cochange', repo, '--no-cache', '--rankers', 'repomap,bm25', '--resamples', '50', '--cases-out', casesFile, '--json', join(out, 'a.json')]);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/Sym@1k/);
    const written = JSON.parse(readFileSync(casesFile, 'utf8').trim()) as ResolvedCase;
    expect(written.changedLines).toEqual(generated.changedLines);
    const second = runCli(['bench', 'run', casesFile, '--no-cache', '--rankers', 'repomap,bm25', '--resamples', '50', '--json', join(out, 'b.json')]);
    expect(second.status).toBe(0);
    const [a, b] = ['a.json', 'b.json'].map((name) => JSON.parse(readFileSync(join(out, name), 'utf8')) as BenchReport);
    expect([...a!.cases[0]!.expectedSymbols].sort()).toEqual([`${target}#Box`, `${target}#Cart.add`, `${target}#helper`]);
    expect(b!.cases[0]!.expectedSymbols).toEqual(a!.cases[0]!.expectedSymbols);
    for (const ranker of ['repomap', 'bm25']) {
      expect(b!.cases[0]!.rankers[ranker]!.metrics['symbols@4k']).toBe(a!.cases[0]!.rankers[ranker]!.metrics['symbols@4k']);
    }
  });
});
