import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stdioLaunch } from '../../../src/cli/mcp-config/launch.js';
import { cleanupTemporaries, temporaryDir } from '../../helpers.js';

afterEach(cleanupTemporaries);

/** A package laid out as npm installs it: `<dir>/package.json` and `<dir>/dist/cli/main.js`. */
function fakePackage(dir: string, name = 'repomap'): string {
  mkdirSync(join(dir, 'dist', 'cli'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name }));
  const script = join(dir, 'dist', 'cli', 'main.js');
  writeFileSync(script, '');
  return realpathSync(script);
}

describe('stdioLaunch', () => {
  it('runs `repomap` when the repomap on PATH links to this script (npm install -g, npm link)', () => {
    const base = temporaryDir();
    const script = fakePackage(join(base, 'lib', 'node_modules', 'repomap'));
    mkdirSync(join(base, 'bin'));
    symlinkSync(script, join(base, 'bin', 'repomap'));
    expect(stdioLaunch('/repo', script, `${join(base, 'empty')}:${join(base, 'bin')}`)).toEqual({ transport: 'stdio', command: 'repomap', args: ['mcp', '/repo'] });
  });

  it("runs `npx -y NAME` from npx's cache, which leaves PATH when npx exits", () => {
    const base = temporaryDir();
    const script = fakePackage(join(base, '.npm', '_npx', '4f2a', 'node_modules', 'repomap'), 'repomap');
    mkdirSync(join(base, 'bin'));
    symlinkSync(script, join(base, 'bin', 'repomap'));
    expect(stdioLaunch('/repo', script, join(base, 'bin'))).toEqual({ transport: 'stdio', command: 'npx', args: ['-y', 'repomap', 'mcp', '/repo'] });
  });

  it('runs `node SCRIPT` from a clone, or when PATH has another repomap', () => {
    const base = temporaryDir();
    const script = fakePackage(join(base, 'clone'));
    const other = fakePackage(join(base, 'other'));
    mkdirSync(join(base, 'bin'));
    symlinkSync(other, join(base, 'bin', 'repomap'));
    expect(stdioLaunch('/repo', script, join(base, 'bin'))).toEqual({ transport: 'stdio', command: 'node', args: [script, 'mcp', '/repo'] });
    expect(stdioLaunch('/repo', script, undefined)).toEqual({ transport: 'stdio', command: 'node', args: [script, 'mcp', '/repo'] });
  });
});
