import { onlyRoot, parse, positiveInt, rootArg } from '../args.js';
import { UsageError } from '../errors.js';
import { withUpdatedRepository } from '../session.js';
import type { Tuning } from '../../index.js';
import { describeWeights, MIN_TUNING_TASKS } from '../../core.js';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'tune');
  onlyRoot(positionals, 'repomap tune [ROOT]');
  const modes = (['show', 'reset', 'auto'] as const).filter((mode) => values[mode]);
  if (modes.length > 1) throw new UsageError(`give one of --show, --reset and --auto, not ${modes.map((mode) => `--${mode}`).join(' and ')}`);
  const changes = positiveInt(values.changes, '--changes');
  if (changes !== undefined && modes.length) throw new UsageError(`--changes is for tuning now, not with --${modes[0]}`);
  const root = rootArg(positionals);
  await withUpdatedRepository(root, values, async (repo) => {
    if (values.reset) {
      repo.untune();
      process.stdout.write(
        values.json ? `${JSON.stringify({ tuning: null, automatic: false })}\n` : 'repomap: tuning removed, automatic tuning off; rankings use the shipped defaults\n',
      );
      return;
    }
    const tuning = values.show ? repo.tuning() : values.auto ? repo.tuneAutomatically({ enable: true }) : repo.tune({ changes });
    if (values.json) process.stdout.write(`${JSON.stringify({ tuning, automatic: repo.autoTuning })}\n`);
    else process.stdout.write(tuning ? describe(tuning) : untuned(repo.autoTuning));
  });
}

function untuned(automatic: boolean): string {
  const why = automatic ? `automatic tuning is on and waits for ${MIN_TUNING_TASKS} changes of 2 to 8 source files before a tuning point` : 'automatic tuning is off';
  return `repomap: not tuned (${why}); rankings use the shipped defaults\n`;
}

function describe(tuning: Tuning): string {
  const { weights, k, supportingFactor } = tuning.params;
  const how = tuning.automatic ? 'tuned automatically' : 'tuned';
  return [
    `${how} on ${tuning.tasks} recent change(s) up to ${tuning.newest.slice(0, 12)}: (MRR + R@10) / 2 ${tuning.before.toFixed(3)} → ${tuning.after.toFixed(3)} on them`,
    `fusion: ${describeWeights(weights)}; k ${k}; supporting files × ${supportingFactor}`,
    ...(tuning.moves.length ? tuning.moves.map((move) => `  ${move}`) : [notMoved(tuning)]),
    '',
  ].join('\n');
}

function notMoved(tuning: Tuning): string {
  if (!tuning.rejected?.length || !tuning.check) return '  (the shipped defaults did best: nothing moved)';
  const { before, after } = tuning.check;
  return `  (the defaults stay: fitted on the older two thirds, the fit scored ${after.toFixed(3)} against their ${before.toFixed(3)} on the newest third, not clearly better; it would have moved ${tuning.rejected.join('; ')})`;
}
