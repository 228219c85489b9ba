// Where the browser tests find a Chromium: REPOMAP_CHROMIUM, else a Chromium or Chrome on PATH,
// else the usual install locations (Debian's and Ubuntu's packages, snap, Google's .deb, macOS,
// Playwright's own download).
import { accessSync, constants, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

const NAMES_ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const USUAL_LOCATIONS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export type ChromiumSearch = { path: string } | { path: null; why: string };

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Playwright's downloads: ~/.cache/ms-playwright/chromium-<build>/chrome-linux*\/chrome. */
function playwrightDownloads(): string[] {
  const cache = join(homedir(), '.cache', 'ms-playwright');
  try {
    return readdirSync(cache)
      .filter((name) => name.startsWith('chromium-'))
      .sort()
      .reverse()
      .flatMap((name) => ['chrome-linux', 'chrome-linux64'].map((folder) => join(cache, name, folder, 'chrome')));
  } catch {
    return [];
  }
}

/** The Chromium to run, or why there is none. A REPOMAP_CHROMIUM that is not an executable file is an error, not a skip. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumSearch {
  const chosen = env.REPOMAP_CHROMIUM;
  if (chosen) {
    if (isExecutableFile(chosen)) return { path: chosen };
    throw new Error(`REPOMAP_CHROMIUM is not an executable file: ${chosen}`);
  }
  const onPath = (env.PATH ?? '').split(delimiter).filter(Boolean).flatMap((dir) => NAMES_ON_PATH.map((name) => join(dir, name)));
  const found = [...onPath, ...USUAL_LOCATIONS, ...playwrightDownloads()].find(isExecutableFile);
  if (found) return { path: found };
  return { path: null, why: `no Chromium found (set REPOMAP_CHROMIUM, or put ${NAMES_ON_PATH.join(', ')} on PATH)` };
}
