// A repository handed over as a tarball carries its own `.git`: its config and hooks name
// programs that git runs on ordinary reads. Every repomap command runs git as a reader only:
// each program below writes a marker when run, and no command may leave one.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, cleanupTemporaries, copyFixture, git, runCli, temporaryDir, until } from '../helpers.js';

/** Hooks git may run on a read that refreshes or rewrites the index or a ref. */
const HOOKS = ['post-index-change', 'reference-transaction', 'post-checkout', 'pre-commit', 'post-commit', 'pre-auto-gc', 'fsmonitor-watchman'];

interface Armed {
  root: string;
  markers: string;
  /** The marker each program writes, by the key or hook that names it. */
  marker(name: string): string;
}

/**
 * A fixture whose git config names a marker-writing program for every key git can execute on
 * a read, hooks in both hook directories, a filter and diff driver for every file, an
 * included config with a driver of its own, and a signed commit (so `log.showSignature`
 * verifies with `gpg.program`).
 */
function armedRepository(): Armed {
  const root = copyFixture('ts-billing');
  const markers = temporaryDir('repomap-markers-');
  const marker = (name: string) => join(markers, name.replace(/[^A-Za-z0-9.-]/g, '_'));
  const program = (name: string) => `touch '${marker(name)}'; cat`;
  git(root, 'init', '-q');
  git(root, 'add', '.');
  git(root, 'commit', '-qm', 'fixture');
  writeFileSync(join(root, '.gitattributes'), '* diff=evil\n*.md filter=evil\n*.json filter=proc\n*.ts filter=included\n');
  // A signed commit that changes a file, so that `log -- .` shows it and verifies it.
  writeFileSync(join(root, 'src', 'signed.ts'), 'export const signed = 1;\n');
  git(root, 'add', '.');
  const tree = git(root, 'write-tree').trim();
  const parent = git(root, 'rev-parse', 'HEAD').trim();
  const commit = `tree ${tree}\nparent ${parent}\nauthor t <t@t> 1700000000 +0000\ncommitter t <t@t> 1700000000 +0000\n` +
    'gpgsig -----BEGIN PGP SIGNATURE-----\n \n iQEzBAABCAAdFiEE\n -----END PGP SIGNATURE-----\n\nsigned\n';
  const signed = spawnSync('git', ['hash-object', '-t', 'commit', '-w', '--stdin'], { cwd: root, input: commit, encoding: 'utf8' }).stdout.trim();
  git(root, 'update-ref', 'HEAD', signed);

  const hooks = join(markers, 'hooks-dir');
  mkdirSync(hooks);
  for (const hook of HOOKS) {
    for (const [dir, name] of [[hooks, `hooksPath-${hook}`], [join(root, '.git', 'hooks'), `default-hook-${hook}`]] as const) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, hook), `#!/bin/sh\ntouch '${marker(name)}'\n`);
      chmodSync(join(dir, hook), 0o755);
    }
  }
  const included = join(root, '.git', 'included.config');
  writeFileSync(included, `[filter "included"]\n\tclean = ${JSON.stringify(program('include-filter-clean'))}\n\trequired = true\n`);
  const config: [string, string][] = [
    ['core.fsmonitor', `touch '${marker('core.fsmonitor')}'; false`],
    ['core.hooksPath', hooks],
    ['filter.evil.clean', program('filter.clean')],
    ['filter.evil.smudge', program('filter.smudge')],
    ['filter.evil.required', 'true'],
    ['filter.proc.process', `touch '${marker('filter.process')}'; false`],
    ['diff.evil.textconv', program('diff.textconv')],
    ['diff.evil.command', `touch '${marker('diff.command')}'`],
    ['diff.external', `touch '${marker('diff.external')}'`],
    ['core.pager', program('core.pager')],
    ['pager.log', program('pager.log')],
    ['pager.diff', program('pager.diff')],
    ['log.showSignature', 'true'],
    ['gpg.program', `${marker('gpg.program')}.sh`],
    ['core.sshCommand', `touch '${marker('core.sshCommand')}'; false`],
    ['core.editor', `touch '${marker('core.editor')}'; true`],
    ['credential.helper', `!touch '${marker('credential.helper')}'; true`],
    ['include.path', included],
  ];
  for (const [key, value] of config) git(root, 'config', key, value);
  writeFileSync(`${marker('gpg.program')}.sh`, `#!/bin/sh\ntouch '${marker('gpg.program')}'\n`);
  chmodSync(`${marker('gpg.program')}.sh`, 0o755);
  // Work-tree files newer than the index, one with new content: a diff must look at content.
  // Each filter needs a file of its own here: an entry whose stat still matches is hashed
  // only on some timings.
  writeFileSync(join(root, 'src', 'signed.ts'), 'export const signed = 2;\n');
  const later = new Date(Date.now() + 5_000);
  for (const file of ['package.json', 'README.md', join('src', 'index.ts')]) utimesSync(join(root, file), later, later);
  return { root, markers, marker };
}

const writtenMarkers = (armed: Armed) => readdirSync(armed.markers).filter((name) => !name.endsWith('.sh') && name !== 'hooks-dir').sort();

function clearMarkers(armed: Armed): void {
  for (const name of writtenMarkers(armed)) rmSync(join(armed.markers, name));
}

/** Plain git, as repomap ran it before: the fixture really is armed. */
function plainGit(root: string, ...args: string[]): void {
  spawnSync('git', args, { cwd: root, stdio: 'ignore', env: { ...process.env, GIT_PAGER: '' } });
}

let armed: Armed;

beforeAll(() => {
  armed = armedRepository();
});

afterAll(() => cleanupTemporaries());

describe('the armed fixture', () => {
  it('runs its programs under plain git (what repomap used to run)', () => {
    plainGit(armed.root, 'ls-files', '-co', '--exclude-standard', '-z', '.');
    // Plain git dies at the first file whose process filter fails, and which file it reaches
    // first is its own affair: each filter's file gets a diff of its own, the fatal one last.
    for (const file of ['README.md', 'src/index.ts', 'package.json']) plainGit(armed.root, 'diff', '--name-only', '-z', 'HEAD~1', '--', file);
    plainGit(armed.root, 'diff', '--name-only', '-z', 'HEAD~1', '--');
    plainGit(armed.root, 'log', '--no-merges', '--name-status', '-n5', 'HEAD', '--', '.');
    const written = writtenMarkers(armed);
    clearMarkers(armed);
    for (const name of ['core.fsmonitor', 'filter.clean', 'filter.process', 'include-filter-clean', 'gpg.program']) expect(written).toContain(name);
  });
});

describe('every command runs git as a reader only', () => {
  const oneShot: [string, string[]][] = [
    ['index', ['index']],
    ['map', ['map', '-q']],
    ['map --diff', ['map', '-q', '--diff', 'HEAD~1']],
    ['rank', ['rank', '--query', 'invoice tax']],
    ['symbols', ['symbols']],
    ['search', ['search', '-q', 'Invoice']],
    ['tune', ['tune']],
    ['pack', ['pack', '-q', '--pr-path', 'src/signed.ts']],
    ['refs', ['refs', '-q', 'Invoice']],
    ['show', ['show', '-q', 'src/signed.ts:1']],
    ['graph', ['graph', '-q', '--html', 'GRAPH']],
    ['bench cochange', ['bench', 'cochange', 'ROOT', '--cases', '3', '--dry-run', '--quiet']],
  ];
  for (const [name, args] of oneShot) {
    it(`${name} writes no marker`, () => {
      clearMarkers(armed);
      const graphPage = join(armed.markers, 'graph.html');
      const argv = args[0] === 'bench' ? args.map((arg) => (arg === 'ROOT' ? armed.root : arg)) : [args[0]!, armed.root, ...args.slice(1)];
      const result = runCli(argv.map((arg) => (arg === 'GRAPH' ? graphPage : arg)));
      expect(result.signal, result.stderr).toBeNull();
      expect(writtenMarkers(armed).filter((file) => file !== 'graph.html')).toEqual([]);
      rmSync(graphPage, { force: true });
    });
  }

  it('mcp (stdio) answers a map and writes no marker', async () => {
    clearMarkers(armed);
    const child = spawn(process.execPath, [CLI, 'mcp', armed.root], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const send = (message: object) => child.stdin.write(`${JSON.stringify(message)}\n`);
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'repo_map', arguments: { query: 'invoice' } } });
    await until(() => stdout.includes('"id":2'), 60_000, 'the map');
    child.kill('SIGKILL');
    expect(stdout).toContain('src/billing');
    expect(writtenMarkers(armed)).toEqual([]);
  });

  it('watch indexes, follows a change and writes no marker', async () => {
    clearMarkers(armed);
    const child = spawn(process.execPath, [CLI, 'watch', armed.root], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await until(() => stderr.includes('watching'), 60_000, 'the watcher to start');
    writeFileSync(join(armed.root, 'src', 'watched.ts'), 'export const watched = 1;\n');
    const started = stderr.length;
    await until(() => /[1-9]\d* parsed/.test(stderr.slice(started)), 30_000, 'the change to be indexed');
    child.kill('SIGKILL');
    expect(writtenMarkers(armed)).toEqual([]);
  });
});

describe('git that gives no answer', () => {
  it('a FIFO planted as .gitignore is a one-line error in bounded time, not a hang', () => {
    const root = copyFixture('ts-billing');
    git(root, 'init', '-q');
    spawnSync('mkfifo', [join(root, 'src', '.gitignore')]);
    const result = runCli(['map', root], { env: { REPOMAP_GIT_TIMEOUT_MS: '2000' } });
    expect(result.signal).toBeNull();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^repomap: git ls-files gave no answer within 2 s/);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

