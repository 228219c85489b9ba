// What a process watches, as the kernel sees it: the inotify watches listed in /proc/<pid>/fdinfo
// (Linux), by device and inode, so a test can tell which directories a child process watches.
import { mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { temporaryDir, until } from './helpers.js';

/** `device:inode` of every inotify watch the process holds. */
export function inotifyWatches(pid: number): Set<string> {
  const watches = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target: string;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue;
    }
    if (target !== 'anon_inode:inotify') continue;
    for (const match of readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8').matchAll(/^inotify wd:\S+ ino:([0-9a-f]+) sdev:([0-9a-f]+)/gm)) {
      watches.add(`${parseInt(match[2]!, 16)}:${parseInt(match[1]!, 16)}`);
    }
  }
  return watches;
}

/** The key `inotifyWatches` lists a directory under (the kernel's device number, not stat's). */
export function watchKey(path: string): string {
  const { dev, ino } = statSync(path);
  const major = Math.floor(dev / 256) & 0xfff;
  const minor = (dev & 0xff) | (Math.floor(dev / 4096) & 0xfff00);
  return `${major * 2 ** 20 + minor}:${ino}`;
}

/** Every directory under `dir` (itself included), not through links. */
export function directoriesUnder(dir: string): string[] {
  const out = [dir];
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) out.push(...directoriesUnder(join(dir, entry.name)));
  return out;
}

/**
 * The quick swap a checkout makes, under a watching process: `root/src/lib` goes, a link to
 * `outside` comes. Then a directory made after the swap is watched (the watcher has seen
 * the swap), nothing of the outside tree is, and the directory moved away is dropped.
 */
export async function swapDirectoryForLinkOut(root: string, outside: string, watches: () => Set<string>): Promise<void> {
  const moved = join(temporaryDir(), 'moved');
  renameSync(join(root, 'src', 'lib'), moved);
  symlinkSync(outside, join(root, 'src', 'lib'));
  mkdirSync(join(root, 'src', 'after'));
  await until(() => watches().has(watchKey(join(root, 'src', 'after'))), 20_000, 'the directory made after the swap watched');
  for (const dir of directoriesUnder(outside)) expect(watches().has(watchKey(dir)), dir).toBe(false);
  await until(() => !watches().has(watchKey(moved)), 20_000, 'the directory moved away dropped');
}
