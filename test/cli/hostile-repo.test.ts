// A hostile repository and hostile flags, end to end through the CLI: repomap never writes,
// serves or destroys anything outside what it owns. Each test reproduces one way it used to.
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, fixtureWithOutside, git, runCli } from '../helpers.js';
import { armFifoTrap, disposeTraps, readTrap, startSwapper } from '../traps.js';

afterEach(() => {
  disposeTraps();
  cleanupTemporaries();
});

function expectBadInput(result: ReturnType<typeof runCli>, message: RegExp): void {
  expect(result.signal).toBeNull();
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(message);
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
}

const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('-o never leaves the root through a link of the repository, never writes through a link', () => {
  it('refuses a path through a symlinked directory, nested folders included (1)', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    mkdirSync(join(base, 'elsewhere'));
    symlinkSync('../elsewhere', join(root, 'out'));
    expectBadInput(runCli(['map', root, '-o', join(root, 'out/x.md')]), /-o: path resolves outside the repository root through a symlink/);
    expectBadInput(runCli(['map', root, '-o', join(root, 'out/a/b/x.md')]), /-o: path resolves outside the repository root through a symlink/);
    expect(readdirSync(join(base, 'elsewhere'))).toEqual([]);
    // Missing folders inside the root are made.
    const made = runCli(['map', root, '-q', '-o', join(root, 'docs/maps/MAP.md')]);
    expect(made.status).toBe(0);
    expect(readFileSync(join(root, 'docs/maps/MAP.md'), 'utf8')).toContain('src/');
  });

  it('never writes through planted temporaries, and refuses an output that is a link (2)', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const victims = join(base, 'victims');
    mkdirSync(victims);
    // The old temporary name was `<output>.<pid>.tmp`: plant it for every pid a child may get.
    const maxPid = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
    const current = process.pid;
    for (let pid = current; pid < Math.min(current + 400, maxPid); pid++) symlinkSync(join(victims, `v${pid}`), join(root, `map.md.${pid}.tmp`));
    const result = runCli(['map', root, '-q', '-o', join(root, 'map.md')]);
    expect(result.status).toBe(0);
    expect(lstatSync(join(root, 'map.md')).isFile()).toBe(true);
    expect(readdirSync(victims)).toEqual([]);

    const target = join(base, 'precious.md');
    writeFileSync(target, 'precious');
    symlinkSync(target, join(root, 'linked.md'));
    expectBadInput(runCli(['map', root, '-o', join(root, 'linked.md')]), /-o is a symbolic link \(refusing to write through it\)/);
    symlinkSync('map.md', join(root, 'inside-link.md'));
    expectBadInput(runCli(['map', root, '-o', join(root, 'inside-link.md')]), /-o is a symbolic link \(refusing to write through it\)/);
    expect(readFileSync(target, 'utf8')).toBe('precious');
  });

  it("never writes into a .git, at any depth or through a link (round 2: 9)", () => {
    const { root } = fixtureWithOutside('ts-billing');
    git(root, 'init', '-q');
    mkdirSync(join(root, 'vendor-repo', '.git'), { recursive: true });
    symlinkSync('.git', join(root, 'gitlink'));
    const before = ['HEAD', 'config'].map((name) => sha(join(root, '.git', name)));
    for (const target of ['.git/HEAD', '.git/config', '.git/hooks/pre-commit', 'vendor-repo/.git/config', 'gitlink/config', 'gitlink/hooks/post-checkout']) {
      expectBadInput(runCli(['map', root, '-q', '-o', join(root, target)]), /-o: refusing to write inside the repository's \.git/);
    }
    expect(['HEAD', 'config'].map((name) => sha(join(root, '.git', name)))).toEqual(before);
    expect(existsSync(join(root, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(existsSync(join(root, '.git', 'hooks', 'post-checkout'))).toBe(false);
    expect(existsSync(join(root, 'vendor-repo', '.git', 'config'))).toBe(false);
  });

  it('reports a file name too long to create before any work (11)', () => {
    const { root } = fixtureWithOutside('ts-billing');
    expectBadInput(runCli(['map', root, '-o', join(root, `${'m'.repeat(300)}.md`)]), /-o: file name too long/);
    expect(existsSync(join(root, '.repomap'))).toBe(false);
  });
});

describe('the index and the audit file go only where repomap owns', () => {
  it('refuses a committed .repomap symlink for map and pack, and writes nothing where it points (3)', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const victim = join(base, 'victim');
    mkdirSync(victim);
    symlinkSync('../victim', join(root, '.repomap'));
    expectBadInput(runCli(['map', root]), /refusing to use .*\.repomap: it is a symbolic link/);
    expectBadInput(runCli(['pack', root, '--pr-path', 'src/util/money.ts']), /refusing to use .*\.repomap: it is a symbolic link/);
    expect(readdirSync(victim)).toEqual([]);
    const elsewhere = runCli(['map', root, '-q', '--db', join(base, 'index.db')]);
    expect(elsewhere.status).toBe(0);
    expect(readdirSync(victim)).toEqual([]);
  });

  it('leaves a --db that is not its index untouched: a text file, a device, a directory, an empty name (4)', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const notes = join(base, 'notes.txt');
    writeFileSync(notes, 'my notes\n');
    expectBadInput(runCli(['map', root, '--db', notes]), /is not a repomap index .*refusing to replace it/);
    expect(readFileSync(notes, 'utf8')).toBe('my notes\n');
    expectBadInput(runCli(['map', root, '--db', '/dev/null']), /--db is not a regular file/);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
    expectBadInput(runCli(['map', root, '--db', base]), /--db is a directory/);
    expectBadInput(runCli(['map', root, '--db', '']), /--db is a directory/);
    expect(readdirSync(base).sort()).toEqual(['notes.txt', 'repo']);
  });

  it('repairs a damaged schema instead of failing on every run (5)', () => {
    const { root } = fixtureWithOutside('ts-billing');
    expect(runCli(['index', root, '-q']).status).toBe(0);
    const db = new Database(join(root, '.repomap', 'index.db'));
    db.exec('DROP TABLE refs');
    db.close();
    const index = runCli(['index', root, '-q']);
    expect(index.status).toBe(0);
    expect(index.stderr).toMatch(/^repomap: index has a damaged schema \(missing table refs.*rebuilding it\n$/);
    for (const args of [['map', root, '-q'], ['symbols', root], ['search', root, 'tax']]) {
      const result = runCli(args);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toBe('');
    }
  });

  it('takes over a lock with no live owner at once: empty, garbage, a dead pid, a pid of another program (6)', () => {
    const { root } = fixtureWithOutside('ts-billing');
    expect(runCli(['index', root, '-q']).status).toBe(0);
    const lock = join(root, '.repomap', 'index.db.lock');
    const stranger = spawn('sleep', ['300']);
    try {
      for (const content of ['', 'garbage\n', '999999999', String(stranger.pid)]) {
        writeFileSync(lock, content);
        writeFileSync(join(root, 'src/util/money.ts'), `${readFileSync(join(root, 'src/util/money.ts'), 'utf8')}\n`);
        // The old lock waited two minutes here; a 30 s bound fails that instead of hanging.
        const result = runCli(['map', root, '-q', '--tokens', '200'], { timeout: 30_000 });
        expect(result.signal, content).toBeNull();
        expect(result.status, result.stderr).toBe(0);
      }
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('refuses a planted audit link, and packs with --audit elsewhere', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const victim = join(base, 'victim.jsonl');
    writeFileSync(victim, '');
    mkdirSync(join(root, '.repomap'));
    symlinkSync(victim, join(root, '.repomap', 'audit.jsonl'));
    const result = runCli(['pack', root, '-q', '--pr-path', 'src/util/money.ts']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/audit file is a symbolic link/);
    expect(readFileSync(victim, 'utf8')).toBe('');
    expectBadInput(runCli(['pack', root, '--audit', victim.replace('victim.jsonl', 'x/../victim.jsonl'), '--audit', join(root, '.repomap', 'audit.jsonl')]), /--audit is a symbolic link/);
  });
});

describe('secrets are never indexed or served, tracked or not', () => {
  it('through an in-root symlink, to a file outside or to .git, and untracked .env files (7)', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'fixture');
    const outsideEnv = readTrap(join(base, '.env'), 'OUTSIDE_SECRET=1\n');
    const gitFile = readTrap(join(root, '.git', 'description'), 'GIT_SECRET=1\n');
    const env = readTrap(join(root, '.env'), 'ENV_SECRET=1\n');
    const envLocal = readTrap(join(root, '.env.local'), 'ENV_LOCAL_SECRET=1\n');
    const key = readTrap(join(root, 'src', 'server.key'), 'KEY_SECRET=1\n');
    symlinkSync('../../.env', join(root, 'src', 'e.ts'));
    symlinkSync('../.git/description', join(root, 'src', 'g.ts'));
    symlinkSync('../.env', join(root, 'src', 'h.ts'));
    const traps = [outsideEnv, gitFile, env, envLocal, key];

    const index = runCli(['index', root, '--json']);
    expect(index.status).toBe(0);
    const stats = JSON.parse(index.stdout);
    expect(stats.skipped.secret).toBe(5); // .env, .env.local, src/server.key, src/g.ts, src/h.ts
    expect(stats.skipped['symlink-outside-root']).toBe(1); // src/e.ts
    for (const path of ['src/e.ts', 'src/g.ts', 'src/h.ts', '.env', '.env.local', 'src/server.key']) {
      const packed = runCli(['pack', root, '-q', '--pr-path', path]);
      expect(packed.status, path).toBe(2);
      expect(packed.stdout).toBe('');
      const shown = runCli(['show', root, `${path}:1`]);
      expect(shown.status, path).toBe(2);
      expect(shown.stdout).toBe('');
    }
    for (const trap of traps) expect(trap.wasRead(), trap.path).toBe(false);
    // And the same in a directory that is not a git work tree.
    rmSync(join(root, '.git'), { recursive: true, force: true });
    const walked = JSON.parse(runCli(['index', root, '--json']).stdout);
    expect(walked.skipped.secret).toBe(4);
    for (const trap of [outsideEnv, env, envLocal, key]) expect(trap.wasRead(), trap.path).toBe(false);
  });

  it('adds the secret patterns of .repomap.json to the built-in ones', () => {
    const { root } = fixtureWithOutside('ts-billing');
    writeFileSync(join(root, '.repomap.json'), JSON.stringify({ secrets: ['src/customers/'] }));
    const symbols = runCli(['symbols', root, '--json']);
    expect(symbols.status).toBe(0);
    expect(JSON.parse(symbols.stdout).symbols.some((s: { path: string }) => s.path.startsWith('src/customers/'))).toBe(false);
    expectBadInput(runCli(['show', root, 'src/customers/customer.ts:1']), /refusing to read a secret file/);
  });
});

describe('the repository cannot un-deny a secret, nor make pattern matching hang (round 2: 3, 4)', () => {
  it('refuses "!" patterns in .repomap.json secrets with one line, so show and pack serve nothing', () => {
    const { root } = fixtureWithOutside('ts-billing');
    git(root, 'init', '-q');
    writeFileSync(join(root, '.env'), 'API_TOKEN=1\n');
    writeFileSync(join(root, 'server.pem'), '-----BEGIN PRIVATE KEY-----\n');
    writeFileSync(join(root, '.npmrc'), '//registry/:_authToken=1\n');
    git(root, 'config', 'remote.origin.url', 'https://user:token@example.com/x.git');
    writeFileSync(join(root, '.repomap.json'), JSON.stringify({ secrets: ['!.env*', '!*.pem', '!.npmrc', '!.git'] }));
    for (const path of ['.env', 'server.pem', '.npmrc', '.git/config']) {
      expectBadInput(runCli(['show', root, `${path}:1`]), /\.repomap\.json: secrets can only add patterns; "!\.env\*" starts with "!"/);
      expectBadInput(runCli(['pack', root, '-q', '--pr-path', path]), /secrets can only add patterns/);
    }
  });

  it('indexes promptly past an ignore line of ten "**" and a 60-level path, and skips deeper paths', () => {
    const { root } = fixtureWithOutside('ts-billing');
    const hostile = 'a/**/a/**/a/**/a/**/a/**/a/**/a/**/a/**/a/**/a/**/b';
    const deep = join(root, ...Array.from({ length: 60 }, () => 'a'));
    mkdirSync(deep, { recursive: true });
    writeFileSync(join(deep, 'deep.ts'), 'export function deepDown(): number {\n  return 1;\n}\n');
    const deeper = join(root, ...Array.from({ length: 70 }, () => 'a'));
    mkdirSync(deeper, { recursive: true });
    writeFileSync(join(deeper, 'deeper.ts'), 'export function deeperStill(): number {\n  return 1;\n}\n');
    writeFileSync(join(root, '.repomapignore'), `${hostile}\n`);
    // Outside git the same line in a .gitignore is read by the walk.
    writeFileSync(join(root, '.gitignore'), `${hostile}\n`);
    const walked = runCli(['index', root, '--json'], { timeout: 30_000 });
    expect(walked.signal).toBeNull();
    expect(walked.status).toBe(0);
    // Through git, the .repomapignore line alone (git's own matching of such a .gitignore is
    // bounded by the git timeout, test/cli/hostile-git.test.ts).
    rmSync(join(root, '.gitignore'));
    git(root, 'init', '-q');
    const listed = runCli(['index', root, '--json'], { timeout: 30_000 });
    expect(listed.signal).toBeNull();
    expect(JSON.parse(listed.stdout).skipped['too-deep']).toBe(1);
    const symbols = runCli(['symbols', root, '--json']);
    const names = JSON.parse(symbols.stdout).symbols.map((s: { name: string }) => s.name);
    expect(names).toContain('deepDown');
    expect(names).not.toContain('deeperStill');
    // In .repomap.json secrets the same line is refused, not matched.
    writeFileSync(join(root, '.repomap.json'), JSON.stringify({ secrets: [hostile] }));
    expectBadInput(runCli(['index', root], { timeout: 30_000 }), /secret pattern "a\/\*\*\/a.*" is more than 2 "\*\*"/);
  });
});

describe('only regular files are opened, and only the one that was checked', () => {
  it('show and pack refuse a FIFO in the root without opening it (10)', async () => {
    const { root } = fixtureWithOutside('ts-billing');
    const trap = await armFifoTrap(join(root, 'src', 'pipe.ts'));
    expectBadInput(runCli(['show', root, 'src/pipe.ts:1'], { timeout: 30_000 }), /not a regular file: src\/pipe\.ts/);
    const packed = runCli(['pack', root, '-q', '--pr-path', 'src/pipe.ts'], { timeout: 30_000 });
    expect(packed.status).toBe(2);
    expect(runCli(['index', root, '-q'], { timeout: 30_000 }).status).toBe(0);
    expect(await trap.opened()).toBe(false);
  });

  it('show never prints outside content while a file is swapped for a link out (8)', async () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    writeFileSync(join(base, 'outside.ts'), 'OUTSIDE CONTENT\n');
    writeFileSync(join(root, 'src', 'race.ts'), 'inside content\n');
    const swapper = await startSwapper(join(root, 'src'), join(base, 'outside.ts'));
    try {
      const outcomes = new Map<string, number>();
      for (let i = 0; i < 40; i++) {
        const result = runCli(['show', root, 'src/race.ts:1']);
        expect(result.stdout).not.toContain('OUTSIDE');
        const key = result.status === 0 ? 'shown' : result.stderr.trim();
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
      expect([...outcomes.keys()].every((key) => key === 'shown' || /resolves outside the repository root|changed while|no such file/.test(key)), JSON.stringify([...outcomes])).toBe(true);
    } finally {
      swapper.kill('SIGKILL');
    }
  });
});

describe('a read-only root', () => {
  it('works with --db elsewhere, and a map on an up-to-date index writes nothing', () => {
    const { base, root } = fixtureWithOutside('ts-billing');
    const mount = join(base, 'ro');
    mkdirSync(mount);
    const bind = spawnSync('mount', ['--bind', root, mount]);
    expect(bind.status, `mount --bind needs root: ${bind.stderr}`).toBe(0);
    try {
      expect(spawnSync('mount', ['-o', 'remount,bind,ro', mount]).status).toBe(0);
      expect(() => writeFileSync(join(mount, 'probe'), 'x')).toThrow(/EROFS/);
      expectBadInput(runCli(['map', mount]), /cannot create .*\.repomap \(EROFS\); keep the index elsewhere with --db FILE/);
      const db = join(base, 'elsewhere', 'index.db');
      const first = runCli(['map', mount, '-q', '--db', db]);
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toContain('src/');
      const before = { sha: sha(db), mtime: statSync(db).mtimeMs, files: readdirSync(join(base, 'elsewhere')).sort() };
      const second = runCli(['map', mount, '-q', '--db', db]);
      expect(second.status, second.stderr).toBe(0);
      expect(second.stdout).toBe(first.stdout);
      expect({ sha: sha(db), mtime: statSync(db).mtimeMs, files: readdirSync(join(base, 'elsewhere')).sort() }).toEqual(before);
    } finally {
      spawnSync('umount', [mount]);
    }
  });
});

