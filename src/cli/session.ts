import { progressLine } from './progress.js';
import { scanOptions } from './args.js';
import { UsageError } from './errors.js';
import { resolve } from 'node:path';
import { type IndexStats, RepoError, Repository } from '../core.js';
import { tuneLaterIfDue } from './tune-later.js';
import { noteFiles, noteWork } from './short-run.js';

/**
 * Where withUpdatedRepository gets its Repository: by default opened for the command and closed
 * after it; the long-lived helper keeps them open between commands (helper/keeper.ts), so the
 * caches an index generation fills are read once.
 */
export interface RepositorySource {
  open(root: string, db: string | undefined, onNotice: (message: string) => void): Repository;
  release(repo: Repository): void;
}

const freshEachTime: RepositorySource = {
  open: (root, db, onNotice) => Repository.open(root, { db, onNotice }),
  release: (repo) => repo.close(),
};
let source = freshEachTime;

/** Get withUpdatedRepository's repositories from `next` from now on (the helper's keeper). */
export function setRepositorySource(next: RepositorySource): void {
  source = next;
}

/** Open the index for a command; corrupt-index notices go to stderr in one line. */
export function openRepository(root: string, values: Record<string, unknown>, from: RepositorySource = freshEachTime): Repository {
  try {
    return from.open(root, typeof values.db === 'string' ? resolve(values.db) : undefined, (message) => process.stderr.write(`${message}\n`));
  } catch (error) {
    if (error instanceof RepoError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * What every indexing command does: open the index, bring it up to date, answer with `work`,
 * close it whatever happens. On a terminal a progress line says what is being done until
 * `work` has its answer: the update, and a graph built or a tuning fitted for the answer.
 * `tuneLater`: an answer the tuning cannot change does not wait for it; once it is out, a
 * detached process tunes (tune-later.ts).
 */
export async function withUpdatedRepository<T>(
  root: string,
  values: Record<string, unknown>,
  work: (repo: Repository, stats: IndexStats) => T | Promise<T>,
  options: { tuneLater?: boolean } = {},
): Promise<T> {
  const from = source;
  const repo = openRepository(root, values, from);
  const progress = progressLine(values.quiet === true);
  const stopWatching = repo.watchProgress((now) => {
    noteWork(now);
    progress.show(now);
  });
  try {
    const stats = await repo.update({ ...scanOptions(values, root), autoTune: !options.tuneLater });
    noteFiles(stats.files);
    const answer = await work(repo, stats);
    if (options.tuneLater) tuneLaterIfDue(repo, values);
    return answer;
  } finally {
    stopWatching();
    progress.end();
    from.release(repo);
  }
}

/** Bring the index up to date, with a progress line on a terminal. */
export async function updateWithProgress(
  repo: Repository,
  options: Parameters<Repository['update']>[0],
  quiet: boolean,
): Promise<IndexStats> {
  const progress = progressLine(quiet);
  const stopWatching = repo.watchProgress((now) => progress.show(now));
  try {
    return await repo.update(options);
  } finally {
    stopWatching();
    progress.end();
  }
}

export function printStatsLine(stats: IndexStats): void {
  const skipped = Object.entries(stats.skipped)
    .map(([reason, count]) => `${count} ${reason}`)
    .join(', ');
  process.stdout.write(
    `indexed ${stats.files} files in ${stats.durationMs} ms: ${stats.parsed} parsed, ${stats.unchanged} unchanged, ` +
      `${stats.removed} removed${stats.errors ? `, ${stats.errors} failed` : ''}${stats.partial ? `, ${stats.partial} partial` : ''}` +
      `${skipped ? `; skipped ${skipped}` : ''}\n`,
  );
}
