// `repomap symbols FILE`: a file as the first argument is the file to list, the current
// directory its repository (as ctags reads it); a file outside the current directory is one
// line saying what to type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';

let root: string;

beforeAll(() => {
  root = copyFixture('ts-billing');
});
afterAll(cleanupTemporaries);

describe('repomap symbols FILE', () => {
  it('lists the symbols of a file named first, in the repository of the current directory', () => {
    const byFile = runCli(['symbols', 'src/tax/calculator.ts', 'src/util/money.ts', '--json', '-q'], { cwd: root });
    expect(byFile.status).toBe(0);
    const explicit = runCli(['symbols', root, 'src/tax/calculator.ts', 'src/util/money.ts', '--json', '-q']);
    expect(byFile.stdout).toBe(explicit.stdout);
    const paths = new Set(JSON.parse(byFile.stdout).symbols.map((symbol: { path: string }) => symbol.path));
    expect([...paths].sort()).toEqual(['src/tax/calculator.ts', 'src/util/money.ts']);
  });

  it('still reads a directory first as ROOT', () => {
    const result = runCli(['symbols', root, '--json', '-q'], { cwd: temporaryDir() });
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).symbols.length).toBeGreaterThan(4);
  });

  it('says what to type for a file outside the current directory', () => {
    const result = runCli(['symbols', join(root, 'src/tax/calculator.ts')], { cwd: temporaryDir() });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(`repomap: ${join(root, 'src/tax/calculator.ts')} is a file outside the current directory: give its repository first (repomap symbols ROOT PATH)\n`);
  });
});
