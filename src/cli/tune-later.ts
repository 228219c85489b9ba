// Automatic tuning after the map is out: `repomap map` updates the index without tuning, prints
// its map, and when the tuning has work waiting (HEAD moved) leaves it to a detached process of
// its own (`Repository.tuneInBackground`), so neither the map nor the terminal waits for it. The
// process inherits no descriptor (a pipe reading the map sees its end at once) and leads a
// session of its own (no terminal signal reaches it). It tunes only while HEAD is the one the
// map saw, under the index's writers' lock taken without waiting: a second process is either
// the writer it yields to or waits for it as for any writer, and a tuner killed (kill -9 too)
// leaves the index as it was, the lock free and the work to the next run.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { Repository } from '../core.js';

/** The command word of the tuner process; not a user's command (no help lists it). */
export const TUNE_LATER_COMMAND = '--tune-later';

/** Leave the tuning `repo` has waiting, if any, to a detached process. Call before closing it. */
export function tuneLaterIfDue(repo: Repository, values: Record<string, unknown>): void {
  const head = repo.head();
  if (!head || !repo.tuningDue) return;
  const script = process.argv[1];
  if (!script) return;
  const db = typeof values.db === 'string' ? ['--db', values.db] : [];
  try {
    const child = spawn(process.execPath, [script, TUNE_LATER_COMMAND, repo.root, '--head', head, ...db], {
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
    });
    // A tuner that cannot start only leaves the tuning to the next run.
    child.on('error', () => {});
    child.unref();
  } catch {
    // The same: no process to spare now.
  }
}

/** The tuner process: `repomap --tune-later ROOT --head SHA [--db FILE]`. */
export async function runTuneLater(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { head: { type: 'string' }, db: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1 || !values.head) return;
  const repo = Repository.open(positionals[0]!, { db: values.db === undefined ? undefined : resolve(values.db) });
  try {
    repo.tuneInBackground(values.head);
  } finally {
    repo.close();
  }
}
