// `repomap graph`: bad input is exit 2 with one line on stderr before any work; the page is
// written atomically where --html says, never through a link and never inside .git.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, copyFixture, git, runCli, temporaryDir } from '../helpers.js';

let root: string;
let out: string;

beforeAll(() => {
  root = copyFixture('rank-ts');
  git(root, 'init', '-q');
  out = temporaryDir('repomap-graph-out-');
});
afterAll(cleanupTemporaries);

function expectRejected(args: string[], message: string | RegExp): void {
  const result = runCli(['graph', root, ...args], { input: '' });
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  if (typeof message === 'string') expect(result.stderr).toBe(`repomap: ${message}\n`);
  else expect(result.stderr).toMatch(message);
  expect(existsSync(join(root, '.repomap')), 'an index was made before the input was checked').toBe(false);
}

describe('repomap graph: bad input', () => {
  it('requires --html FILE', () => {
    expectRejected(['--seed', 'src/main.ts'], '--html FILE is required (repomap graph [ROOT] --html FILE)');
    expectRejected(['--html', ''], '--html: empty path');
  });

  it('rejects a bad --top, a bad seed, a stray positional and an unknown flag', () => {
    const html = join(out, 'bad.html');
    expectRejected(['--top', '0', '--html', html], "--top must be a positive integer, got '0'");
    expectRejected(['--top', 'ten', '--html', html], "--top must be a positive integer, got 'ten'");
    expectRejected(['--seed', 'src/missing.ts', '--html', html], '--seed: no such file or directory: src/missing.ts');
    expectRejected(['extra', '--html', html], 'too many arguments (repomap graph [ROOT])');
    expectRejected(['--tokens', '5', '--html', html], /^repomap: Unknown option '--tokens'\.[^\n]*\n$/);
    expect(existsSync(html)).toBe(false);
  });

  it('never writes through a link, into a directory or where no directory is', () => {
    const target = join(out, 'target.html');
    writeFileSync(target, 'keep');
    const link = join(out, 'link.html');
    symlinkSync(target, link);
    const dangling = join(out, 'dangling.html');
    symlinkSync(join(out, 'nowhere.html'), dangling);
    expectRejected(['--html', link], `--html is a symbolic link (refusing to write through it): ${link}`);
    expectRejected(['--html', dangling], `--html is a symbolic link (refusing to write through it): ${dangling}`);
    expectRejected(['--html', out], `--html is a directory: ${out}`);
    expectRejected(['--html', join(out, 'no', 'page.html')], `--html: no such directory: ${join(out, 'no')}`);
    expect(readFileSync(target, 'utf8')).toBe('keep');
    expect(readlinkSync(link)).toBe(target);
    expect(existsSync(join(out, 'nowhere.html'))).toBe(false);
  });

  it("refuses to write inside the repository's .git, also through a symlinked directory", () => {
    symlinkSync(join(root, '.git', 'hooks'), join(out, 'hooks'));
    expectRejected(['--html', join(root, '.git', 'graph.html')], `--html: refusing to write inside the repository's .git: ${join(root, '.git', 'graph.html')}`);
    expectRejected(['--html', join(root, '.git')], `--html: refusing to write inside the repository's .git: ${join(root, '.git')}`);
    expectRejected(['--html', join(out, 'hooks', 'post-checkout')], `--html: refusing to write inside the repository's .git: ${join(out, 'hooks', 'post-checkout')}`);
    expect(existsSync(join(root, '.git', 'graph.html'))).toBe(false);
    expect(existsSync(join(root, '.git', 'hooks', 'post-checkout'))).toBe(false);
  });
});

describe('repomap graph: the page', () => {
  it('writes one HTML page, replacing a file atomically, relative to the current directory', () => {
    const page = join(out, 'page.html');
    writeFileSync(page, 'old');
    const result = runCli(['graph', '.', '--seed', 'src/main.ts', '--top', '7', '--html', page, '--quiet'], { cwd: root });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    const html = readFileSync(page, 'utf8');
    expect(html.startsWith('<!DOCTYPE html>\n')).toBe(true);
    expect(lstatSync(page).isFile()).toBe(true);
    expect(readdirSync(out).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const relative = runCli(['graph', '--seed', 'src/main.ts', '--top', '7', '--html', 'graph.html', '--quiet'], { cwd: root });
    expect(relative.status).toBe(0);
    expect(readFileSync(join(root, 'graph.html'), 'utf8')).toBe(html);
  });

  it('appears in the help', () => {
    expect(runCli(['--help']).stdout).toContain('  graph      write an HTML page');
    expect(runCli(['help', 'graph']).stdout).toContain('  repomap graph [ROOT] --html FILE [flags]');
  });
});
