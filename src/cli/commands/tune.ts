import { COMMON_OPTIONS, onlyRoot, parse, positiveInt, rootArg } from '../args.js';
import { UsageError } from '../errors.js';
import { withUpdatedRepository } from '../session.js';
import type { Tuning } from '../../index.js';

export const usage = 'repomap tune [ROOT] [--changes N=100] [--show | --reset] [--json] [--db FILE]';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, {
    ...COMMON_OPTIONS,
    changes: { type: 'string' },
    show: { type: 'boolean' },
    reset: { type: 'boolean' },
    json: { type: 'boolean' },
  });
  onlyRoot(positionals, 'repomap tune [ROOT]');
  if (values.show && values.reset) throw new UsageError('give --show or --reset, not both');
  const changes = positiveInt(values.changes, '--changes');
  if (changes !== undefined && (values.show || values.reset)) throw new UsageError('--changes is for tuning, not with --show or --reset');
  const root = rootArg(positionals);
  await withUpdatedRepository(root, values, async (repo) => {
    if (values.reset) {
      repo.untune();
      process.stdout.write(values.json ? `${JSON.stringify({ tuning: null })}\n` : 'repomap: tuning removed; rankings use the shipped defaults\n');
      return;
    }
    const tuning = values.show ? repo.tuning() : repo.tune({ changes });
    if (values.json) process.stdout.write(`${JSON.stringify({ tuning })}\n`);
    else process.stdout.write(tuning ? describe(tuning) : 'repomap: not tuned; rankings use the shipped defaults\n');
  });
}

function describe(tuning: Tuning): string {
  const { weights, k, supportingFactor } = tuning.params;
  return [
    `tuned on ${tuning.tasks} recent change(s) up to ${tuning.newest.slice(0, 12)}: (MRR + R@10) / 2 ${tuning.before.toFixed(3)} → ${tuning.after.toFixed(3)} on them`,
    `fusion: graph ${weights.graph}, lexical ${weights.lexical}, cochange ${weights.cochange}, facades ${weights.facades}, siblings ${weights.siblings}, messages ${weights.messages ?? 'default'}; k ${k}; supporting files × ${supportingFactor}`,
    ...(tuning.moves.length ? tuning.moves.map((move) => `  ${move}`) : ['  (the shipped defaults did best: nothing moved)']),
    '',
  ].join('\n');
}
