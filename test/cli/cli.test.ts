import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { countTokens } from '../../src/render/tokens.js';
import { CLI, cleanupTemporaries, copyFixture, git, runCli, temporaryDir } from '../helpers.js';
import { armFifoTrap, disposeTraps, holdIndexLock, type FifoTrap } from '../traps.js';

let root: string;

beforeAll(() => {
  root = copyFixture('ts-billing');
  const first = runCli(['index', root, '--quiet']);
  expect(first.status).toBe(0);
});
afterAll(cleanupTemporaries);

describe('repomap index', () => {
  it('reports what it did in one line, and as JSON', () => {
    const result = runCli(['index', root]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^indexed 8 files in \d+ ms: 0 parsed, 8 unchanged, 0 removed; skipped 2 unknown-language\n$/);
    const json = JSON.parse(runCli(['index', root, '--json']).stdout);
    expect(json).toMatchObject({ files: 8, parsed: 0, unchanged: 8, removed: 0, skipped: { 'unknown-language': 2 } });
    expect(result.stderr).toBe(''); // no progress line when stderr is not a terminal
  });
});

describe('repomap map', () => {
  it('prints a text map within the default budget, seed first, with reasons and no bodies', () => {
    const result = runCli(['map', root, '--seed', 'src/billing/invoice.ts']);
    expect(result.status).toBe(0);
    const text = result.stdout;
    expect(text.startsWith('src/billing/invoice.ts (seed)\n')).toBe(true);
    expect(text).toContain('src/tax/calculator.ts (imported-by:src/billing/invoice.ts)');
    expect(text).toMatch(/28│ {3}applyTax\(rules: TaxRule\[\]\): number/);
    expect(text).not.toContain('return roundCents');
    expect(countTokens(text.trimEnd())).toBeLessThanOrEqual(2048);
  });

  it('keeps every budget, from tiny to large, in tokens and bytes', () => {
    for (const tokens of [16, 64, 200, 1000]) {
      const json = JSON.parse(runCli(['map', root, '--tokens', String(tokens), '--format', 'json']).stdout);
      expect(json.tokens).toBeLessThanOrEqual(tokens);
      expect(countTokens(json.text)).toBe(json.tokens);
      expect(json.budget).toEqual({ tokens, bytes: null });
    }
    const capped = JSON.parse(runCli(['map', root, '--tokens', '4000', '--bytes', '300', '--format', 'json']).stdout);
    expect(capped.bytes).toBeLessThanOrEqual(300);
    expect(Buffer.byteLength(capped.text)).toBe(capped.bytes);
  });

  it('prints JSON with files in map order, each with reason and symbols', () => {
    const json = JSON.parse(runCli(['map', root, '--seed', 'src/reports/monthly.ts', '--format', 'json']).stdout);
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['files', 'text', 'tokens', 'bytes', 'budget']));
    const headers = json.text.split('\n').filter((line: string) => /^\S/.test(line)).map((line: string) => line.split(' ')[0]);
    expect(json.files.map((file: { path: string }) => file.path)).toEqual(headers);
    expect(json.files[0]).toMatchObject({ path: 'src/reports/monthly.ts', reason: 'seed' });
    expect(json.files[0].symbols[0]).toMatchObject({ name: 'monthlyReport', kind: 'function', line: 5 });
  });

  it('takes --json as --format json, and refuses it beside another format', () => {
    const json = runCli(['map', root, '--seed', 'src/reports/monthly.ts', '--json']);
    expect(json.status).toBe(0);
    expect(json.stdout).toBe(runCli(['map', root, '--seed', 'src/reports/monthly.ts', '--format', 'json']).stdout);
    const both = runCli(['map', root, '--json', '--format', 'markdown']);
    expect(both.status).toBe(2);
    expect(both.stderr.trim()).toBe('repomap: --json and --format markdown cannot both be given');
  });

  it('prints markdown with a fenced block per file', () => {
    const text = runCli(['map', root, '--format', 'markdown', '--tokens', '400']).stdout;
    expect(text).toMatch(/^### \S+/m);
    expect(text).toContain('```ts');
  });

  it('writes the map to -o inside the root and nothing to stdout', () => {
    const result = runCli(['map', root, '-o', join(root, 'MAP.md'), '--tokens', '300']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(readFileSync(join(root, 'MAP.md'), 'utf8')).toContain('src/');
  });

  it('takes seeds from a query file and from mentions', () => {
    const issue = join(root, 'issue.txt');
    writeFileSync(issue, 'The monthly report shows the wrong name: customerDisplayName drops the email.');
    const ranked = JSON.parse(runCli(['rank', root, '--query-file', issue, '--json']).stdout);
    // the identifier's definer leads: `customerDisplayName` is written whole, so its definition
    // counts all three parts of its name, above `monthlyReport`'s two prose words (rank/written-names.ts)
    expect(ranked.files.slice(0, 2).map((file: { path: string; reason: string }) => `${file.path} ${file.reason}`)).toEqual([
      'src/customers/customer.ts mentioned',
      'src/reports/monthly.ts mentioned',
    ]);
    const mentioned = JSON.parse(runCli(['rank', root, '--mention', 'TaxCalculator', '--json']).stdout);
    expect(mentioned.files[0]).toMatchObject({ path: 'src/tax/calculator.ts', reason: 'mentioned' });
  });
});

describe('repomap rank and symbols', () => {
  it('rank --json lists every indexed file, best first', () => {
    const json = JSON.parse(runCli(['rank', root, '--seed', 'src/util/money.ts', '--json']).stdout);
    expect(json.files).toHaveLength(8);
    expect(json.files[0]).toEqual({ path: 'src/util/money.ts', score: expect.any(Number), reason: 'seed' });
    const scores = json.files.slice(1).map((file: { score: number }) => file.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const top = JSON.parse(runCli(['rank', root, '--top', '3', '--json']).stdout);
    expect(top.files).toHaveLength(3);
  });

  it('symbols --json lists definitions ctags-like', () => {
    const json = JSON.parse(runCli(['symbols', root, 'src/tax/calculator.ts', '--json']).stdout);
    expect(json.symbols).toEqual([
      { path: 'src/tax/calculator.ts', name: 'TaxRule', qualifiedName: 'TaxRule', kind: 'type', line: 3, endLine: 3, signature: 'export type TaxRule = { name: string; rate: number };', doc: null },
      // a type's members are definitions of their own (issue 28: a map shows a type's fields by their worth)
      { path: 'src/tax/calculator.ts', name: 'name', qualifiedName: 'TaxRule.name', kind: 'field', line: 3, endLine: 3, signature: 'name: string', doc: null },
      { path: 'src/tax/calculator.ts', name: 'rate', qualifiedName: 'TaxRule.rate', kind: 'field', line: 3, endLine: 3, signature: 'rate: number', doc: null },
      { path: 'src/tax/calculator.ts', name: 'DEFAULT_TAX_RATE', qualifiedName: 'DEFAULT_TAX_RATE', kind: 'constant', line: 5, endLine: 5, signature: 'export const DEFAULT_TAX_RATE = 0.2;', doc: null },
      { path: 'src/tax/calculator.ts', name: 'TaxCalculator', qualifiedName: 'TaxCalculator', kind: 'class', line: 7, endLine: 12, signature: 'export class TaxCalculator', doc: null },
      { path: 'src/tax/calculator.ts', name: 'computeTax', qualifiedName: 'TaxCalculator.computeTax', kind: 'method', line: 8, endLine: 11, signature: '  computeTax(amount: number, rules: TaxRule[]): number', doc: null },
    ]);
    const all = JSON.parse(runCli(['symbols', root, '--json']).stdout);
    expect(new Set(all.symbols.map((symbol: { path: string }) => symbol.path)).size).toBe(7); // src/index.ts only re-exports
  });
});

describe('--diff seeds from git', () => {
  it('seeds what changed since a revision, uncommitted and untracked work included', () => {
    const repo = copyFixture('ts-billing');
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'base');
    writeFileSync(join(repo, 'src/util/retry.ts'), `${readFileSync(join(repo, 'src/util/retry.ts'), 'utf8')}\nexport const MAX_ATTEMPTS = 5;\n`);
    writeFileSync(join(repo, 'src/util/new.ts'), 'export function fresh(): number { return 1; }\n');
    const json = JSON.parse(runCli(['rank', repo, '--diff', 'HEAD', '--json']).stdout);
    const seeds = json.files.filter((file: { reason: string }) => file.reason === 'seed').map((file: { path: string }) => file.path);
    expect(seeds.sort()).toEqual(['src/util/new.ts', 'src/util/retry.ts']);
    const bad = runCli(['rank', repo, '--diff', 'no-such-rev']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^repomap: --diff: unknown revision/);
  });
});

describe('bad input: exit 2, one line on stderr, nothing read outside the root', () => {
  // A FIFO trap outside the root: it reports whether anything opened it, blocking or not.
  let trap: FifoTrap | null = null;
  const outside = async (): Promise<string> => {
    const dir = temporaryDir('repomap-outside-');
    trap = await armFifoTrap(join(dir, 'secret.ts'));
    return dir;
  };
  afterEach(async () => {
    if (trap) expect(await trap.opened()).toBe(false);
    trap = null;
    disposeTraps();
  });

  const expectBadInput = (args: string[], message: RegExp): void => {
    const result = runCli(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  };

  it('rejects a missing root and a root that is a file', () => {
    expectBadInput(['map', join(root, 'nope')], /^repomap: root does not exist/);
    expectBadInput(['map', join(root, 'package.json')], /^repomap: root is not a directory/);
  });

  it('rejects seeds outside the root: ../x, an absolute path elsewhere, a symlink out', async () => {
    const dir = await outside();
    expectBadInput(['map', root, '--seed', '../outside.ts'], /^repomap: --seed: path is outside the repository root/);
    expectBadInput(['map', root, '--seed', join(dir, 'secret.ts')], /outside the repository root/);
    symlinkSync(join(dir, 'secret.ts'), join(root, 'link.ts'));
    expectBadInput(['map', root, '--seed', 'link.ts'], /through a symlink/);
    expectBadInput(['symbols', root, 'link.ts'], /through a symlink/);
  });

  it('rejects a missing seed and bad flag values', () => {
    expectBadInput(['map', root, '--seed', 'src/missing.ts'], /no such file/);
    for (const value of ['0', '-5', 'abc', '1.5']) {
      expectBadInput(['map', root, `--tokens=${value}`], /--tokens must be a positive integer/);
    }
    expectBadInput(['map', root, '--bytes', '0'], /--bytes must be a positive integer/);
    expectBadInput(['map', root, '--format', 'xml'], /--format must be/);
    expectBadInput(['map', root, '--no-such-flag'], /Unknown option/);
    expectBadInput(['frobnicate'], /unknown command/);
    expectBadInput(['map', root, '--query', 'x', '--query-file', 'y'], /not both/);
  });

  it('skips a symlink that points outside the root while indexing, and indexes the rest', async () => {
    const repo = copyFixture('ts-billing');
    const dir = await outside();
    symlinkSync(join(dir, 'secret.ts'), join(repo, 'src/escape.ts'));
    const result = runCli(['index', repo, '--json']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).skipped['symlink-outside-root']).toBe(1);
  });

  it('rebuilds a corrupt index with a one-line notice and still answers', () => {
    const repo = copyFixture('ts-billing');
    mkdirSync(join(repo, '.repomap'));
    writeFileSync(join(repo, '.repomap', 'index.db'), 'garbage'.repeat(1000));
    const result = runCli(['map', repo, '--tokens', '200']);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/^repomap: index file is corrupt .*rebuilding it\n$/);
    expect(result.stdout).toContain('src/');
  });
});

describe('index integrity under interruption and concurrency', () => {
  const makeRepo = (files: number): string => {
    const repo = temporaryDir('repomap-many-');
    for (let i = 0; i < files; i++) {
      const dir = join(repo, `pkg${i % 20}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, `m${i}.ts`),
        `import { f${(i + 1) % files} } from '../pkg${((i + 1) % files) % 20}/m${(i + 1) % files}.js';\n` +
          `export function f${i}(value: number): number {\n  return f${(i + 1) % files}(value) + ${i};\n}\n` +
          `export class C${i} {\n  run(a: string, b: number): string { return a + b; }\n}\n`,
      );
    }
    return repo;
  };

  const count = (dbPath: string): { files: number; defs: number; integrity: string; orphans: number } => {
    const db = new Database(dbPath, { readonly: true });
    const files = (db.prepare("SELECT COUNT(*) AS n FROM files WHERE status = 'ok'").get() as { n: number }).n;
    const defs = (db.prepare('SELECT COUNT(*) AS n FROM defs').get() as { n: number }).n;
    const integrity = (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
    const orphans = (db.prepare("SELECT COUNT(*) AS n FROM files f WHERE f.status = 'ok' AND NOT EXISTS (SELECT 1 FROM defs d WHERE d.file_id = f.id)").get() as { n: number }).n;
    db.close();
    return { files, defs, integrity, orphans };
  };

  it('a run killed midway leaves a readable, consistent index that the next run completes', async () => {
    const total = 2600;
    const repo = makeRepo(total);
    const dbPath = join(repo, '.repomap', 'index.db');
    const child = spawn(process.execPath, [CLI, 'index', repo, '--quiet'], { stdio: 'ignore', timeout: 120_000 });
    let committed = 0;
    for (let attempt = 0; attempt < 600 && committed === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (!existsSync(dbPath)) continue;
      try {
        committed = count(dbPath).files;
      } catch {
        committed = 0; // schema not created yet
      }
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const after = count(dbPath);
    expect(after.integrity).toBe('ok');
    expect(after.files).toBeGreaterThan(0);
    expect(after.files).toBeLessThan(total);
    expect(after.orphans).toBe(0); // every committed file has all its rows
    expect(after.defs).toBe(after.files * 3);

    const resumed = runCli(['index', repo, '--json']);
    expect(resumed.status).toBe(0);
    const stats = JSON.parse(resumed.stdout);
    expect(stats.parsed).toBe(total - after.files);
    const done = count(dbPath);
    expect(done).toMatchObject({ files: total, defs: total * 3, integrity: 'ok', orphans: 0 });
  });

  const indexRun = (repo: string, started: (child: ChildProcess) => void = () => {}): Promise<{ code: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, 'index', repo, '--json'], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
      let stdout = '';
      let stderr = '';
      started(child);
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });

  it('index runs at once all succeed, parse each file once between them, and leave one consistent index', async () => {
    const total = 300;
    const repo = makeRepo(total);
    const run = () => indexRun(repo);
    // Four at once on a fresh repository: they also race to create the index file's schema.
    const runs = await Promise.all([run(), run(), run(), run()]);
    for (const { code } of runs) expect(code).toBe(0);
    expect(runs.reduce((sum, { stdout }) => sum + JSON.parse(stdout).parsed, 0)).toBe(total);
    expect(count(join(repo, '.repomap', 'index.db'))).toMatchObject({ files: total, defs: total * 3, integrity: 'ok' });
  });

  it('runs at once on a corrupt index rebuild it once, and none loses the others\' work', async () => {
    const total = 200;
    const repo = makeRepo(total);
    mkdirSync(join(repo, '.repomap'));
    writeFileSync(join(repo, '.repomap', 'index.db'), 'garbage'.repeat(1000));
    // Hold the writers' lock (from another process) until all three have found the file corrupt
    // and wait for the lock to rebuild it: each then holds the lock file open. Then let go.
    const lockPath = join(repo, '.repomap', 'index.db.lock');
    const holder = await holdIndexLock(lockPath);
    const children: ChildProcess[] = [];
    const pending = Promise.all([0, 1, 2].map(() => indexRun(repo, (child) => children.push(child))));
    await waitUntil(() => children.length === 3 && children.every((child) => holdsOpen(child.pid!, lockPath)));
    holder.kill('SIGKILL');
    const runs = await pending;
    for (const { code } of runs) expect(code).toBe(0);
    const rebuilds = runs.filter(({ stderr }) => /index file is corrupt .*rebuilding it/.test(stderr));
    expect(rebuilds).toHaveLength(1);
    expect(runs.reduce((sum, { stdout }) => sum + JSON.parse(stdout).parsed, 0)).toBe(total);
    expect(count(join(repo, '.repomap', 'index.db'))).toMatchObject({ files: total, defs: total * 3, integrity: 'ok', orphans: 0 });
  });
});

/** Whether process `pid` has `path` open (Linux: its descriptors in /proc). */
function holdsOpen(pid: number, path: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === path;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 6000 && !condition(); attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
