import { afterEach, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfigFile, writeConfigFile } from '../../../src/cli/mcp-config/config-file.js';
import { cleanupTemporaries, temporaryDir } from '../../helpers.js';

afterEach(cleanupTemporaries);

describe('readConfigFile and writeConfigFile', () => {
  it('refuses a file that is not UTF-8, rather than writing it back with replacement characters', () => {
    const file = join(temporaryDir(), 'mcp.json');
    writeFileSync(file, Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]));
    expect(() => readConfigFile(file)).toThrow('is not UTF-8 text');
  });

  it('refuses a directory where the file should be', () => {
    const dir = temporaryDir();
    mkdirSync(join(dir, 'config.toml'));
    expect(() => readConfigFile(join(dir, 'config.toml'))).toThrow('not a regular file');
  });

  it('keeps the mode on the file and its backup, and leaves no temporary behind', () => {
    const dir = temporaryDir();
    const file = join(dir, 'config.toml');
    writeFileSync(file, 'a = 1\n');
    chmodSync(file, 0o640);
    const existing = readConfigFile(file)!;
    expect(writeConfigFile(file, 'a = 2\n', existing, 0o600)).toBe(`${file}.bak`);
    expect(readFileSync(file, 'utf8')).toBe('a = 2\n');
    expect(readFileSync(`${file}.bak`, 'utf8')).toBe('a = 1\n');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    expect(statSync(`${file}.bak`).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).sort()).toEqual(['config.toml', 'config.toml.bak']);
  });
});
