// How the browser tests find Chromium: REPOMAP_CHROMIUM first (an error when it is not an
// executable file), then the names on PATH, then the usual locations; else why there is none.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';
import { findChromium } from './chromium.js';

afterEach(() => cleanupTemporaries());

function executable(dir: string, name: string): string {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

describe('findChromium', () => {
  it('takes REPOMAP_CHROMIUM before anything on PATH', () => {
    const dir = temporaryDir('repomap-chromium-');
    const chosen = executable(dir, 'my-chrome');
    executable(dir, 'chromium');
    expect(findChromium({ REPOMAP_CHROMIUM: chosen, PATH: dir })).toEqual({ path: chosen });
  });

  it('refuses a REPOMAP_CHROMIUM that is missing or not executable, rather than skip the browser test', () => {
    const dir = temporaryDir('repomap-chromium-');
    writeFileSync(join(dir, 'chrome'), '');
    expect(() => findChromium({ REPOMAP_CHROMIUM: join(dir, 'chrome') })).toThrow(/REPOMAP_CHROMIUM is not an executable file/);
    expect(() => findChromium({ REPOMAP_CHROMIUM: join(dir, 'nothing') })).toThrow(/REPOMAP_CHROMIUM/);
  });

  it('finds chromium, chromium-browser or google-chrome on PATH, in PATH order, skipping what is not executable', () => {
    const first = temporaryDir('repomap-chromium-');
    const second = temporaryDir('repomap-chromium-');
    writeFileSync(join(first, 'chromium'), ''); // not executable
    const chrome = executable(second, 'google-chrome');
    expect(findChromium({ PATH: `${first}:${second}` })).toEqual({ path: chrome });
    const browser = executable(first, 'chromium-browser');
    expect(findChromium({ PATH: `${first}:${second}` })).toEqual({ path: browser });
  });
});
