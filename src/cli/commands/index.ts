import { printStatsLine, withUpdatedRepository } from '../session.js';
import { onlyRoot, parse, rootArg } from '../args.js';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'index');
  onlyRoot(positionals, 'repomap index [ROOT]');
  const root = rootArg(positionals);
  await withUpdatedRepository(root, values, async (repo, stats) => {
    if (values.json) process.stdout.write(`${JSON.stringify({ root: repo.root, db: repo.dbPath, ...stats })}\n`);
    else printStatsLine(stats);
  });
}
