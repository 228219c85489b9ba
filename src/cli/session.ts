import { progressReporter } from './progress.js';
import { scanOptions } from './args.js';
import { UsageError } from './errors.js';
import { resolve } from 'node:path';
import { type IndexStats, RepoError, Repository } from '../core.js';

/** Open the index for a command; corrupt-index notices go to stderr in one line. */
export function openRepository(root: string, values: Record<string, unknown>): Repository {
  try {
    return Repository.open(root, {
      db: typeof values.db === 'string' ? resolve(values.db) : undefined,
      onNotice: (message) => process.stderr.write(`${message}\n`),
    });
  } catch (error) {
    if (error instanceof RepoError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * What every indexing command does: open the index, bring it up to date (with a progress
 * line on a terminal), answer with `work`, close it whatever happens.
 */
export async function withUpdatedRepository<T>(
  root: string,
  values: Record<string, unknown>,
  work: (repo: Repository, stats: IndexStats) => T | Promise<T>,
): Promise<T> {
  const repo = openRepository(root, values);
  try {
    const stats = await updateWithProgress(repo, scanOptions(values), values.quiet === true);
    return await work(repo, stats);
  } finally {
    repo.close();
  }
}

/** Bring the index up to date, with a progress line on a terminal. */
export async function updateWithProgress(
  repo: Repository,
  options: Parameters<Repository['update']>[0],
  quiet: boolean,
): Promise<IndexStats> {
  const progress = progressReporter('repomap: indexing', quiet);
  try {
    return await repo.update({ ...options, onProgress: (done, total) => progress.update(done, total) });
  } finally {
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
