import { printStatsLine, withUpdatedRepository } from '../session.js';
import { COMMON_OPTIONS, onlyRoot, parse, rootArg } from '../args.js';

export const usage = 'repomap index [ROOT] [--db FILE] [--json] [--quiet] [--exclude GLOB]... [--max-file-bytes N] [--include-vendored]';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, { ...COMMON_OPTIONS, json: { type: 'boolean' } });
  onlyRoot(positionals, 'repomap index [ROOT]');
  const root = rootArg(positionals);
  await withUpdatedRepository(root, values, async (repo, stats) => {
    if (values.json) process.stdout.write(`${JSON.stringify({ root: repo.root, db: repo.dbPath, ...stats })}\n`);
    else printStatsLine(stats);
  });
}
