// `repomap bench cochange` on a small git repository made here, with known
// co-changes: which changes become cases, how seeds and targets are split,
// that each case is ranked on its parent's tree, and that the user's work
// tree and .git are left exactly as they were.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cochangeCases } from '../../src/bench/cochange.js';
import { splitSeeds } from '../../src/bench/history.js';
import type { BenchReport } from '../../src/bench/runner.js';
import { cleanupTemporaries, git, runCli, temporaryDir } from '../helpers.js';

let repo: string;
const commits: Record<string, string> = {};

function write(path: string, text: string): void {
  mkdirSync(join(repo, path, '..'), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** A module that defines `name` and calls the functions of `uses`. */
function module(name: string, uses: string[] = [], version = 1): string {
  const imports = uses.map((use) => `from pkg.${use} import ${use}_run\n`).join('');
  const calls = uses.map((use) => `    ${use}_run()\n`).join('');
  return `${imports}\n\ndef ${name}_run():\n    return ${version}\n\n\ndef ${name}_main():\n${calls || '    pass\n'}`;
}

function commit(label: string, message: string, author = 'Dev <dev@example.com>'): void {
  git(repo, 'add', '-A');
  git(repo, '-c', 'commit.gpgsign=false', 'commit', '-q', '--allow-empty', '-m', message, `--author=${author}`);
  commits[label] = git(repo, 'rev-parse', 'HEAD').trim();
}

/** Path, size and mtime of every file under .git: any write shows. */
function gitManifest(): string {
  const lines: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else {
        const stats = statSync(path);
        lines.push(`${relative(repo, path)} ${stats.size} ${stats.mtimeMs}`);
      }
    }
  };
  visit(join(repo, '.git'));
  return lines.sort().join('\n');
}

function workTreeDigest(): string {
  const hash = createHash('sha1');
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name === '.git') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else hash.update(`${relative(repo, path)}\0${readFileSync(path, 'utf8')}\0${statSync(path).mtimeMs}\0`);
    }
  };
  visit(repo);
  return hash.digest('hex');
}

beforeAll(() => {
  repo = temporaryDir('repomap-cochange-');
  git(repo, 'init', '-q', '-b', 'main');
  for (const name of ['alpha', 'beta', 'gamma', 'delta', 'epsilon']) write(`pkg/${name}.py`, module(name, name === 'alpha' ? ['beta'] : []));
  write('pkg/__init__.py', '');
  write('tests/test_alpha.py', 'def test_alpha():\n    pass\n');
  write('docs/conf.py', 'project = "x"\n');
  write('README.md', '# x\n');
  commit('root', 'initial import');
  // 1: alpha + beta, plus a test and a doc: qualifies with alpha, beta
  write('pkg/alpha.py', module('alpha', ['beta'], 2));
  write('pkg/beta.py', module('beta', [], 2));
  write('tests/test_alpha.py', 'def test_alpha():\n    assert True\n');
  write('docs/conf.py', 'project = "y"\n');
  commit('c1', 'Fix alpha and beta');
  // formatting, bot, revert, release: skipped
  write('pkg/alpha.py', module('alpha', ['beta'], 3));
  write('pkg/gamma.py', module('gamma', [], 3));
  commit('fmt', 'Reformat with black');
  write('pkg/beta.py', module('beta', [], 4));
  write('pkg/gamma.py', module('gamma', [], 4));
  commit('bot', 'Update helpers', 'dependabot[bot] <bot@example.com>');
  write('pkg/beta.py', module('beta', [], 5));
  write('pkg/gamma.py', module('gamma', [], 5));
  commit('revert', 'Revert "Update helpers"');
  write('pkg/alpha.py', module('alpha', ['beta'], 6));
  write('pkg/delta.py', module('delta', [], 6));
  commit('release', 'Release 1.2.0');
  // one source file only: skipped
  write('pkg/alpha.py', module('alpha', ['beta'], 7));
  commit('single', 'Tweak alpha');
  // nine source files: skipped
  for (let i = 0; i < 9; i++) write(`pkg/bulk${i}.py`, module(`bulk${i}`));
  commit('bulk-add', 'Add bulk modules');
  for (let i = 0; i < 9; i++) write(`pkg/bulk${i}.py`, module(`bulk${i}`, [], 2));
  commit('bulk', 'Touch every bulk module');
  // 2: gamma + delta modified, zeta added: qualifies with gamma, delta (zeta is not in the parent tree)
  write('pkg/gamma.py', module('gamma', ['delta'], 8));
  write('pkg/delta.py', module('delta', [], 8));
  write('pkg/zeta.py', module('zeta', ['gamma']));
  commit('c2', 'Gamma uses delta; add zeta');
  // 3: a merged branch changing four files: one case for the merge, diffed against its first parent
  git(repo, 'checkout', '-q', '-b', 'feature');
  write('pkg/alpha.py', module('alpha', ['beta', 'epsilon'], 9));
  write('pkg/epsilon.py', module('epsilon', [], 9));
  commit('f1', 'Alpha uses epsilon');
  write('pkg/beta.py', module('beta', [], 10));
  write('pkg/zeta.py', module('zeta', ['gamma'], 10));
  commit('f2', 'Beta and zeta');
  git(repo, 'checkout', '-q', 'main');
  write('pkg/delta.py', module('delta', [], 11));
  write('pkg/gamma.py', module('gamma', ['delta'], 11));
  commit('c3', 'Delta and gamma again');
  git(repo, '-c', 'commit.gpgsign=false', 'merge', '-q', '--no-ff', '-m', 'Merge branch feature\n\nAlpha uses epsilon', 'feature');
  commits.merge = git(repo, 'rev-parse', 'HEAD').trim();
  // uncommitted work the benchmark must neither see nor touch
  write('pkg/alpha.py', module('alpha', ['beta'], 99));
  write('pkg/untracked.py', module('untracked'));
});

afterAll(cleanupTemporaries);

describe('bench cochange: case generation', () => {
  it('makes a case of each qualifying change, oldest first, merges diffed against the first parent', () => {
    const { cases, skipped } = cochangeCases(repo, { cases: 100 });
    expect(cases.map((c) => c.commit)).toEqual([commits.c1, commits.c2, commits.c3, commits.merge]);
    expect(skipped).toMatchObject({ formatting: 1, bot: 1, revert: 1, release: 1, 'too-few-files': 1, 'too-many-files': 2, 'root-commit': 1 });
    const byCommit = new Map(cases.map((c) => [c.commit, c]));
    const files = (commit: string): string[] => {
      const c = byCommit.get(commit)!;
      return [...c.seeds.paths!, ...c.expected].sort();
    };
    expect(files(commits.c1!)).toEqual(['pkg/alpha.py', 'pkg/beta.py']);
    expect(files(commits.c2!)).toEqual(['pkg/delta.py', 'pkg/gamma.py']);
    expect(files(commits.merge!)).toEqual(['pkg/alpha.py', 'pkg/beta.py', 'pkg/epsilon.py', 'pkg/zeta.py']);
    for (const c of cases) {
      // ranked on the parent's tree (the first parent of a merge)
      expect(c.rev).toBe(git(repo, 'rev-parse', `${c.commit}^1`).trim());
      // half the modified files are seeds, chosen by hash, the rest targets; no message
      const split = splitSeeds(c.commit!, files(c.commit!));
      expect(c.seeds.paths).toEqual(split.seeds);
      expect(c.expected).toEqual(split.targets);
      expect(c.seeds.paths!.length).toBe(Math.max(1, Math.floor(files(c.commit!).length / 2)));
      expect(c.seeds.query).toBeUndefined();
    }
  });

  it('limits to the most recent N and to a time range, and gives the message only when asked', () => {
    expect(cochangeCases(repo, { cases: 2 }).cases.map((c) => c.commit)).toEqual([commits.c3, commits.merge]);
    expect(cochangeCases(repo, { until: '2000-01-01' }).cases).toEqual([]);
    expect(cochangeCases(repo, { since: '2000-01-01' }).cases).toHaveLength(4);
    const withMessage = cochangeCases(repo, { withMessage: true }).cases;
    expect(withMessage[0]!.seeds.query).toBe('Fix alpha and beta');
    const textOnly = cochangeCases(repo, { textOnly: true }).cases;
    expect(textOnly[0]!.seeds).toEqual({ paths: [], query: 'Fix alpha and beta' });
    // every modified file is a target: the seeds and targets of the path-seeded case together
    const seeded = cochangeCases(repo).cases[0]!;
    expect(textOnly[0]!.expected).toEqual([...seeded.seeds.paths!, ...seeded.expected].sort());
    const both = runCli(['bench', 'cochange', repo, '--text-only', '--with-message', '--dry-run']);
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('--text-only');
  });
});

describe('bench cochange: running', () => {
  let before: { status: string; head: string; refs: string; manifest: string; tree: string };
  let report: BenchReport;
  let cacheDir: string;
  let casesOut: string;

  beforeAll(() => {
    before = snapshot();
    cacheDir = temporaryDir('repomap-cochange-cache-');
    const out = temporaryDir('repomap-cochange-out-');
    casesOut = out;
    const result = runCli(['bench', 'cochange', repo, '--cache-dir', cacheDir, '--json', join(out, 'r.json'), '--resamples', '100', '--cases-out', join(out, 'cases.jsonl')]);
    expect(result.stderr).toMatch(/4 case\(s\) from 12 change\(s\) considered/);
    expect(result.status).toBe(0);
    report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8')) as BenchReport;
  });

  /** git's view first, then the files: `git status` may refresh the index's stat data. */
  function snapshot(): { status: string; head: string; refs: string; manifest: string; tree: string } {
    const status = git(repo, 'status', '--porcelain');
    const head = readFileSync(join(repo, '.git', 'HEAD'), 'utf8') + git(repo, 'rev-parse', 'HEAD');
    const refs = git(repo, 'show-ref');
    return { status, head, refs, manifest: gitManifest(), tree: workTreeDigest() };
  }

  /** The files first (nothing ran since the benchmark), then git's view. */
  function snapshotAfter(): { status: string; head: string; refs: string; manifest: string; tree: string } {
    const manifest = gitManifest();
    const tree = workTreeDigest();
    const status = git(repo, 'status', '--porcelain');
    const head = readFileSync(join(repo, '.git', 'HEAD'), 'utf8') + git(repo, 'rev-parse', 'HEAD');
    return { status, head, refs: git(repo, 'show-ref'), manifest, tree };
  }

  it("leaves the work tree, the index, HEAD and the refs untouched", () => {
    const after = snapshotAfter();
    expect(after.status).toBe(before.status);
    expect(after.status).toContain(' M pkg/alpha.py');
    expect(after.status).toContain('?? pkg/untracked.py');
    expect(after.head).toBe(before.head);
    expect(after.refs).toBe(before.refs);
    expect(after.tree).toBe(before.tree);
    expect(after.manifest).toBe(before.manifest);
  });

  it("ranks each case on its parent's tree with every ranker", () => {
    expect(report.cases.map((c) => c.commit)).toEqual([commits.c1, commits.c2, commits.c3, commits.merge]);
    const sourceFiles = (rev: string): number =>
      git(repo, 'ls-tree', '-r', '--name-only', rev).split('\n').filter((path) => path.endsWith('.py')).length;
    for (const c of report.cases) {
      expect(c.files).toBe(sourceFiles(c.rev!));
      expect(Object.keys(c.rankers)).toEqual(['repomap', 'repomap-aider', 'repomap-depth', 'random', 'same-directory', 'bm25', 'global-pagerank', 'cochange']);
      for (const ranker of Object.values(c.rankers)) {
        expect(ranker.top).not.toContain('pkg/untracked.py');
        for (const seed of c.seeds) expect(ranker.top).not.toContain(seed);
      }
    }
    // zeta.py was added by c2: not in c2's parent tree, present in the merge's
    const c2 = report.cases[1]!;
    const merge = report.cases[3]!;
    expect(Object.values(c2.rankers).some((r) => r.top.includes('pkg/zeta.py'))).toBe(false);
    expect(merge.files).toBe(c2.files + 1);
    // the index is updated incrementally: after the first case only changed files are parsed
    expect(report.cases[0]!.parsed).toBe(report.cases[0]!.files);
    report.cases.slice(1).forEach((c, i) => {
      const previous = report.cases[i]!.rev!;
      const changed = git(repo, 'diff', '--name-only', '--diff-filter=AM', previous, c.rev!).split('\n').filter((p) => p.endsWith('.py'));
      expect(c.parsed).toBe(changed.length);
    });
  });

  it('counts co-changes from strictly earlier changes only', () => {
    // first-parent history, oldest first: commit → files (merges against their first parent)
    const log = git(repo, 'log', '--first-parent', '--diff-merges=first-parent', '--name-only', '--format=@%H %P', 'main');
    const history: { commit: string; root: boolean; files: string[] }[] = [];
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) {
        const [commit, ...parents] = line.slice(1).split(' ');
        history.unshift({ commit: commit!, root: parents.filter(Boolean).length === 0, files: [] });
      } else if (line) history[0]!.files.push(line);
    }
    for (const c of report.cases) {
      const position = history.findIndex((unit) => unit.commit === c.commit);
      const counts = new Map<string, number>();
      for (const unit of history.slice(0, position)) {
        if (unit.root) continue;
        for (const seed of c.seeds) {
          if (!unit.files.includes(seed)) continue;
          for (const file of unit.files) if (file.endsWith('.py')) counts.set(file, (counts.get(file) ?? 0) + 1);
        }
      }
      for (const seed of c.seeds) counts.delete(seed);
      const top = c.rankers.cochange!.top;
      const withCounts = [...counts.values()].filter((n) => n > 0).length;
      // the files that co-changed come first, by count; the rest follow (random fallback)
      const shown = top.slice(0, Math.min(withCounts, top.length));
      expect(shown.every((path) => (counts.get(path) ?? 0) > 0)).toBe(true);
      for (let i = 1; i < shown.length; i++) expect(counts.get(shown[i]!)!).toBeLessThanOrEqual(counts.get(shown[i - 1]!)!);
      for (const path of top.slice(withCounts)) expect(counts.get(path) ?? 0).toBe(0);
    }
  });

  it('reuses the cached tree and index on a second run, and re-runs from the cases it wrote', () => {
    const out = temporaryDir('repomap-cochange-out2-');
    const again = runCli(['bench', 'cochange', repo, '--cache-dir', cacheDir, '--json', join(out, 'r.json'), '--rankers', 'repomap,cochange', '--resamples', '100']);
    expect(again.status).toBe(0);
    const second = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8')) as BenchReport;
    expect(second.cases[0]!.parsed).toBeLessThan(report.cases[0]!.parsed);
    expect(second.summary.repomap!.metrics.mrr!.mean).toBeCloseTo(report.summary.repomap!.metrics.mrr!.mean, 10);
    expect(second.summary.cochange!.metrics.mrr!.mean).toBeCloseTo(report.summary.cochange!.metrics.mrr!.mean, 10);
    // the cases it wrote (JSON Lines, repo relative to the file) give the same results through `bench run`
    const rerun = runCli(['bench', 'run', join(casesOut, 'cases.jsonl'), '--cache-dir', cacheDir, '--json', join(out, 'run.json'), '--rankers', 'repomap,cochange', '--resamples', '100']);
    expect(rerun.status).toBe(0);
    const third = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as BenchReport;
    expect(third.cases.map((c) => c.commit)).toEqual(report.cases.map((c) => c.commit));
    for (const name of ['repomap', 'cochange']) {
      expect(third.summary[name]!.metrics.mrr!.mean).toBeCloseTo(report.summary[name]!.metrics.mrr!.mean, 10);
    }
  });
});

describe('bench cochange on a bare repository', () => {
  it('generates the same cases and ranks them the same way', () => {
    const bare = join(temporaryDir('repomap-bare-'), 'repo.git');
    git(repo, 'clone', '-q', '--bare', repo, bare);
    const cases = cochangeCases(bare, {}).cases;
    expect(cases.map((c) => c.commit)).toEqual([commits.c1, commits.c2, commits.c3, commits.merge]);
    const out = temporaryDir('repomap-bare-out-');
    const result = runCli(['bench', 'cochange', bare, '--no-cache', '--json', join(out, 'r.json'), '--rankers', 'repomap,bm25', '--resamples', '100']);
    expect(result.status).toBe(0);
    const report = JSON.parse(readFileSync(join(out, 'r.json'), 'utf8')) as BenchReport;
    const sourceFiles = (rev: string): number =>
      git(repo, 'ls-tree', '-r', '--name-only', rev).split('\n').filter((path) => path.endsWith('.py')).length;
    expect(report.cases.map((c) => c.files)).toEqual(cases.map((c) => sourceFiles(c.rev!)));
  });
});
