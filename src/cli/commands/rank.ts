import { COMMON_OPTIONS, SEED_OPTIONS, onlyRoot, parse, positiveInt, rootArg, seedRequest } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { quotePath, quoteReason } from '../../index.js';

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
  await withUpdatedRepository(root, values, async (repo) => {
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
  });
}
