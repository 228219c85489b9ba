// The scaling benchmark's synthetic repository: the same seed writes the same
// tree (and the same commit), and repomap indexes it cleanly with the imports
// between its files resolved, in every language it holds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findReferences, Repository, type IndexStats } from '../../src/index.js';
// @ts-expect-error: a plain .mjs bench script, without type declarations
import { NAMING, writeSyntheticTree } from '../../bench/synthetic-tree.mjs';
import { cleanupTemporaries, git, PROJECT_ROOT, temporaryDir } from '../helpers.js';

interface PlannedFile {
  path: string;
  functions: string[][];
  imports: { file: PlannedFile; samePackage: boolean }[];
}
interface PlannedPackage {
  language: string;
  files: PlannedFile[];
}
interface Tree {
  dir: string;
  files: number;
  bytes: number;
  languages: Record<string, number>;
  plan: { packages: PlannedPackage[] };
}

const FILES = 50;
const SMALL_PACKAGES = { min: 4, max: 5 };
const write = (seed: number): Tree => writeSyntheticTree(join(temporaryDir('repomap-synthetic-'), 'repo'), { files: FILES, seed, packageSize: SMALL_PACKAGES });
const listing = (tree: Tree) => git(tree.dir, 'ls-files').trim().split('\n');

let tree: Tree;
let repo: Repository;
let stats: IndexStats;

beforeAll(async () => {
  tree = write(7);
  repo = Repository.open(tree.dir, { db: join(temporaryDir('repomap-synthetic-db-'), 'index.db') });
  stats = await repo.update();
});

afterAll(() => {
  repo?.close();
  cleanupTemporaries();
});

describe('the synthetic tree', () => {
  it('is the same, file for file and commit for commit, for the same seed', () => {
    const again = write(7);
    expect(listing(again)).toEqual(listing(tree));
    for (const path of listing(tree)) expect(readFileSync(join(again.dir, path), 'utf8')).toBe(readFileSync(join(tree.dir, path), 'utf8'));
    expect(git(again.dir, 'rev-parse', 'HEAD')).toBe(git(tree.dir, 'rev-parse', 'HEAD'));
  });

  it('differs for another seed', () => {
    const other = write(8);
    expect(git(other.dir, 'rev-parse', 'HEAD')).not.toBe(git(tree.dir, 'rev-parse', 'HEAD'));
  });

  it('holds the five languages in files of 50–400 lines', () => {
    expect(Object.keys(tree.languages).sort()).toEqual(['go', 'java', 'python', 'rust', 'typescript']);
    const sources = listing(tree).filter((path) => !path.endsWith('go.mod'));
    expect(sources).toHaveLength(FILES);
    for (const path of sources) {
      const lines = readFileSync(join(tree.dir, path), 'utf8').split('\n').length - 1;
      expect(lines, path).toBeGreaterThanOrEqual(45);
      expect(lines, path).toBeLessThanOrEqual(420);
    }
  });

  it('indexes with repomap: every source file parsed, none partial or failed', () => {
    expect(stats.parsed).toBe(FILES);
    expect(stats.errors).toBe(0);
    expect(stats.partial).toBe(0);
    expect(repo.symbols().length).toBeGreaterThan(FILES * 8);
  });

  // Go and Java name no file of their own package in an import: those calls are only probable.
  it("resolves each imported function's call to its definition, in every language", () => {
    const resolved = new Map<string, { certain: number; imports: number }>();
    for (const pkg of tree.plan.packages) {
      const naming = NAMING[pkg.language as keyof typeof NAMING] as { fn: (words: string[]) => string };
      const tally = resolved.get(pkg.language) ?? { certain: 0, imports: 0 };
      for (const file of pkg.files) {
        for (const imported of file.imports) {
          if (imported.samePackage && (pkg.language === 'go' || pkg.language === 'java')) continue;
          const name = naming.fn(imported.file.functions[0]!);
          const uses = findReferences(repo, name, { path: imported.file.path }).uses;
          tally.imports++;
          if (uses.some((use) => use.path === file.path && use.certainty === 'certain')) tally.certain++;
        }
      }
      resolved.set(pkg.language, tally);
    }
    for (const [language, tally] of resolved) {
      expect(tally.imports, language).toBeGreaterThan(5);
      expect(tally.certain / tally.imports, language).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('ranks the files a seed imports next to it', () => {
    const seed = tree.plan.packages[0]!.files[0]!;
    const top = repo.rank({ paths: [seed.path] }).slice(0, 12).map((file) => file.path);
    const imported = seed.imports.map((imp) => imp.file.path);
    expect(imported.filter((path) => top.includes(path)).length).toBeGreaterThanOrEqual(Math.min(2, imported.length));
  });
});

describe('the bench scripts on bad arguments', () => {
  const run = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [join(PROJECT_ROOT, 'bench', script), ...args], { encoding: 'utf8', timeout: 30_000 });

  it.each([
    ['synthetic-tree.mjs', [join(temporaryDir(), 'tree'), '--files', '0']],
    ['synthetic-tree.mjs', ['--files', '10']],
    ['scaling.mjs', ['--sizes', '1000,ten']],
    ['scaling.mjs', ['--frobnicate']],
  ])('%s %j: one line on stderr, exit code 2', (script, args) => {
    const result = run(script, ...args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
