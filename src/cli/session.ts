import { Repository, RepoError } from '../repository.js';
import type { IndexStats } from '../store/indexer.js';
import { progressReporter } from './progress.js';
import { UsageError } from './errors.js';
import { resolve } from 'node:path';

export interface CliRepository extends Repository {
  updateWithProgress(options: Parameters<Repository['update']>[0], quiet: boolean): Promise<IndexStats>;
}

/** Open the index for a command; corrupt-index notices go to stderr in one line. */
export function openRepository(root: string, values: Record<string, unknown>): CliRepository {
  let repo: Repository;
  try {
    repo = Repository.open(root, {
      db: typeof values.db === 'string' ? resolve(values.db) : undefined,
      onNotice: (message) => process.stderr.write(`${message}\n`),
    });
  } catch (error) {
    if (error instanceof RepoError) throw new UsageError(error.message);
    throw error;
  }
  return Object.assign(repo, {
    async updateWithProgress(options: Parameters<Repository['update']>[0], quiet: boolean): Promise<IndexStats> {
      const progress = progressReporter('repomap: indexing', quiet);
      try {
        return await repo.update({ ...options, onProgress: (done, total) => progress.update(done, total) });
      } finally {
        progress.end();
      }
    },
  }) as CliRepository;
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
