// A map kept in a prompt cache must not change with the index's history: the same tree and
// request give the same ranking and the same bytes from an index brought up to date through
// many earlier trees as from a fresh one.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Repository, searchSymbols } from '../../src/index.js';
import type { SeedRequest } from '../../src/rank/seeds.js';
import { patchedGraph } from '../../src/graph/incremental.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';
import { seededRandom } from '../../src/bench/metrics.js';

afterAll(cleanupTemporaries);

const VERBS = ['compute', 'parse', 'render', 'load', 'build', 'merge', 'apply', 'format', 'resolve', 'fetch'];
const NOUNS = ['Invoice', 'Order', 'Widget', 'Cart', 'User', 'Tax', 'Price', 'Token', 'Session', 'Report'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'te', 'zo', 'vi', 'na'];
/** Words only a few files use: what BM25 and the lexical prior can tell files apart by. */
const RARE = SYLLABLES.flatMap((first) => SYLLABLES.map((second) => `${first}${second}x`));
/** Shared names: many files define and use the same ones, so scores tie and sums are long. */
const NAMES = [
  ...VERBS.flatMap((verb) => NOUNS.map((noun) => verb + noun)),
  ...RARE.map((word, i) => `${VERBS[i % VERBS.length]}${word[0]!.toUpperCase()}${word.slice(1)}`),
];
const ROUNDS = 20;
const EDIT_ROUNDS = 4;
const FILES = 220;

type Tree = Map<string, string>;

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function tsFile(next: () => number, others: readonly string[]): string {
  const lines: string[] = [];
  const target = others.length ? pick(next, others) : null;
  if (target) lines.push(`import { ${pick(next, NAMES)} } from '../${target.slice(4, -3)}';`);
  for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) {
    const calls = [pick(next, NAMES), pick(next, NAMES)];
    lines.push(`export function ${pick(next, NAMES)}(value: number): number {`, `  return ${calls[0]}(value) + ${calls[1]}(value);`, '}');
  }
  if (next() < 0.4) lines.push(`export class ${pick(next, NOUNS)}Store {`, `  ${pick(next, NAMES)}(): void {`, `    ${pick(next, NAMES)}(1);`, '  }', '}');
  return `${lines.join('\n')}\n`;
}

function pyFile(next: () => number): string {
  const lines: string[] = [];
  for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) {
    const name = pick(next, NAMES);
    lines.push(`def ${name}(value):`, `    return ${pick(next, NAMES)}(value) + ${pick(next, NAMES)}(value)`, '');
  }
  if (next() < 0.4) lines.push(`class ${pick(next, NOUNS)}Model:`, `    def ${pick(next, NAMES)}(self):`, `        return ${pick(next, NAMES)}(self)`, '');
  return `${lines.join('\n')}\n`;
}

function newFile(next: () => number, tree: Tree, path: string): string {
  const others = [...tree.keys()].filter((other) => other.endsWith('.ts') && other !== path);
  return path.endsWith('.ts') ? tsFile(next, others) : pyFile(next);
}

function freshPath(next: () => number, tree: Tree, serial: number): string {
  // Paths come back after being deleted: their file ids change, their FTS rows are deleted and re-inserted.
  const n = next() < 0.5 ? Math.floor(next() * FILES) : FILES + serial;
  const dir = `d${n % 9}`;
  const path = next() < 0.6 ? `src/${dir}/m${n}.ts` : `pkg/${dir}/m${n}.py`;
  return tree.has(path) ? `${path.slice(0, -3)}x${serial}${path.slice(-3)}` : path;
}

/** The trees of a history: adds, deletes, renames and edits, with many deletions and re-additions; then edits alone. */
function history(): Tree[] {
  const next = seededRandom(7);
  const tree: Tree = new Map();
  let serial = 0;
  while (tree.size < FILES) {
    const path = freshPath(next, tree, serial++);
    tree.set(path, newFile(next, tree, path));
  }
  const trees: Tree[] = [new Map(tree)];
  for (let round = 1; round < ROUNDS; round++) {
    for (const path of [...tree.keys()]) {
      const roll = next();
      if (roll < 0.15) tree.delete(path);
      else if (roll < 0.22) {
        const content = tree.get(path)!;
        tree.delete(path);
        tree.set(freshPath(next, tree, serial++), content);
      } else if (roll < 0.35) tree.set(path, newFile(next, tree, path));
    }
    for (let i = 0, n = Math.floor(next() * 50); i < n; i++) {
      const path = freshPath(next, tree, serial++);
      tree.set(path, newFile(next, tree, path));
    }
    trees.push(new Map(tree));
  }
  // Then rounds that only edit a few files: the file set stays, so the graph is patched.
  for (let round = 0; round < EDIT_ROUNDS; round++) {
    for (const path of [...tree.keys()]) if (next() < 0.01) tree.set(path, newFile(next, tree, path));
    trees.push(new Map(tree));
  }
  return trees;
}

/** Write a tree over the previous one in the same directory and commit it. */
function materialize(root: string, previous: Tree, tree: Tree, round: number): void {
  for (const path of previous.keys()) if (!tree.has(path)) rmSync(join(root, path));
  // Every written file gets the round's own mtime: an edit is never hidden by an unchanged size and mtime.
  const time = new Date(Date.UTC(2020, 0, 1) + round * 60_000);
  for (const [path, content] of tree) {
    if (previous.get(path) === content) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
    utimesSync(join(root, path), time, time);
  }
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '--allow-empty', '-m', `tree ${round}`);
}

/** Symbol searches: bm25 over the full-text index, whose rows the incremental index deleted and re-added. */
const SEARCHES = ['computeInvoice', 'parse kalox', 'tax', 'Store', 'render widget miru', 'value'];

interface Outputs {
  [what: string]: string;
}

function outputsOf(repo: Repository, requests: [string, SeedRequest][]): Outputs {
  const outputs: Outputs = {};
  for (const [name, request] of requests) {
    outputs[`rank ${name}`] = JSON.stringify(repo.rank(request));
    for (const tokens of [1024, 4096]) outputs[`map ${name} ${tokens}`] = repo.map(request, { tokens }).text;
    outputs[`map ${name} markdown`] = repo.map(request, { tokens: 2048, format: 'markdown' }).text;
    // What the JSON map is made of: every file and definition shown, with its score.
    outputs[`map ${name} files`] = JSON.stringify(repo.map(request, { tokens: 2048 }).files);
  }
  for (const query of SEARCHES) outputs[`search ${query}`] = JSON.stringify(searchSymbols(repo, query, { limit: 50 }));
  return outputs;
}

/** Where two outputs part, with a little context: '' when they are the same. */
function firstDifference(got: string, want: string): string {
  if (got === want) return '';
  let at = 0;
  while (got[at] === want[at]) at++;
  return `at ${at}: got …${got.slice(Math.max(0, at - 80), at + 80)}… want …${want.slice(Math.max(0, at - 80), at + 80)}…`;
}

const TABLES: Record<string, string> = {
  refs: 'SELECT f.path, r.name, r.kind, r.line, r.count FROM refs r JOIN files f ON f.id = r.file_id ORDER BY 1, 2, 3, 4, 5',
  imports: 'SELECT f.path, t.path, e.names FROM import_edges e JOIN files f ON f.id = e.file_id JOIN files t ON t.id = e.target_id ORDER BY 1, 2, 3',
  definers: 'SELECT name, files FROM name_definers ORDER BY 1',
};

describe('an index brought up to date through many trees', () => {
  it('ranks and maps the last tree byte for byte as a fresh index does', async () => {
    const root = temporaryDir('repomap-history-');
    const indexes = temporaryDir('repomap-history-db-');
    git(root, 'init', '-q');
    const trees = history();
    const incremental = Repository.open(root, { db: join(indexes, 'incremental.db') });
    let previous: Tree = new Map();
    let patchedRounds = 0;
    for (const [round, tree] of trees.entries()) {
      materialize(root, previous, tree, round);
      await incremental.update({ threads: 2 });
      // Searching fills the full-text index, so later rounds delete and re-add its rows.
      searchSymbols(incremental, 'compute');
      // Ranking keeps the graph, so later rounds patch it (graph/incremental.ts) or build it whole.
      if (patchedGraph(incremental.database, 'repomap', {})) patchedRounds++;
      incremental.rank({}, {});
      previous = tree;
    }
    // The edit rounds did exercise the patch (a history where none can be patched tests nothing of it).
    expect(patchedRounds).toBeGreaterThan(0);
    const fresh = Repository.open(root, { db: join(indexes, 'fresh.db') });
    await fresh.update({ threads: 2 });

    const last = [...trees.at(-1)!.keys()].sort();
    const requests: [string, SeedRequest][] = [
      ['general', {}],
      ['seed', { paths: [last.find((path) => path.endsWith('.ts'))!] }],
      ['seeds', { paths: [last.find((path) => path.endsWith('.py'))!, last[Math.floor(last.length / 2)]!] }],
      ['query', { query: 'computeInvoice breaks when parseKalox gets an empty mirux token from the tezox report' }],
      ['rare seed', { paths: [last.find((path) => /Kalo|Miru/.test(trees.at(-1)!.get(path)!))!] }],
      ['mention', { mentions: ['applyTax', 'renderWidget'] }],
    ];
    // The precondition: both indexes hold the same rows.
    expect(incremental.symbols()).toEqual(fresh.symbols());
    for (const [table, sql] of Object.entries(TABLES)) {
      expect(incremental.database.prepare(sql).raw().all(), table).toEqual(fresh.database.prepare(sql).raw().all());
    }
    const want = outputsOf(fresh, requests);
    const got = outputsOf(incremental, requests);
    for (const key of Object.keys(want)) expect(firstDifference(got[key]!, want[key]!), key).toBe('');
    incremental.close();
    fresh.close();
  }, 240_000);
});
