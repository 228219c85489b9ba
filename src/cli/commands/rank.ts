import { COMMON_OPTIONS, SEED_OPTIONS, parse, positiveInt, rootArg, scanOptions, seedRequest } from '../args.js';
import { openRepository, updateWithProgress } from '../session.js';

export const usage = 'repomap rank [ROOT] (seed flags as for map) [--top K] [--json] [--db FILE]';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, {
    ...COMMON_OPTIONS,
    ...SEED_OPTIONS,
    top: { type: 'string' },
    json: { type: 'boolean' },
  });
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
      const width = Math.max(0, ...shown.map((file) => file.path.length));
      for (const file of shown) {
        process.stdout.write(`${file.score.toExponential(3)}  ${file.path.padEnd(width)}  ${file.reason}\n`);
      }
    }
  } finally {
    repo.close();
  }
}
