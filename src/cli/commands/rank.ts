import { COMMON_OPTIONS, SEED_OPTIONS, onlyRoot, parse, positiveInt, rootArg, scanOptions, seedRequest } from '../args.js';
import { quotePath, quoteReason } from '../../render/quote.js';
import { openRepository, updateWithProgress } from '../session.js';

export const usage = 'repomap rank [ROOT] (seed flags as for map) [--top K] [--json] [--db FILE]';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, {
    ...COMMON_OPTIONS,
    ...SEED_OPTIONS,
    top: { type: 'string' },
    json: { type: 'boolean' },
  });
  onlyRoot(positionals, 'repomap rank [ROOT]');
  const root = rootArg(positionals);
  const top = positiveInt(values.top, '--top');
  const request = seedRequest(root, values);
  const repo = openRepository(root, values);
  try {
    await updateWithProgress(repo, scanOptions(values), values.quiet === true);
    const ranked = repo.rank(request, { aider: values.aider === true });
    const shown = top === undefined ? ranked : ranked.slice(0, top);
    if (values.json) {
      process.stdout.write(`${JSON.stringify({ files: shown.map(({ path, score, reason }) => ({ path, score, reason })) })}\n`);
    } else {
      const paths = shown.map((file) => quotePath(file.path));
      const width = Math.max(0, ...paths.map((path) => path.length));
      shown.forEach((file, i) => {
        process.stdout.write(`${file.score.toExponential(3)}  ${paths[i]!.padEnd(width)}  ${quoteReason(file.reason)}\n`);
      });
    }
  } finally {
    repo.close();
  }
}
