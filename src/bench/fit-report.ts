// `bench fit`: the fusion fitted on the training repositories' recorded signals and checked
// on the validation ones, or (`--by-time`) each repository fitted on its older cases and
// checked on its newer ones, as `repomap tune` would fit it on its own history.
import { caseObjective, defaultFusionParams, fitFusion, FusionTrials, SELF_TUNING, selfTune, type CaseQuality, type FitObjective, type FusionParams } from '../rank/fit.js';
import { bootstrapMean, type Interval } from './metrics.js';
import type { SignalRecord } from './signals.js';
import { describeWeights } from '../rank/signals.js';

export interface FitRow {
  repo: string;
  /** 'held out': a training repository scored by the fit on all the others (with --cross-validate). */
  set: 'training' | 'held out' | 'validation' | 'newer half';
  cases: number;
  mrr: { before: number; after: number };
  recall10: { before: number; after: number };
  hit1: { before: number; after: number };
  hit5: { before: number; after: number };
  /** Paired difference of the task objective (caseObjective), after − before. */
  gain: Interval;
}

export interface FitReportResult {
  text: string;
  json: unknown;
}

function byRepo(records: readonly SignalRecord[]): Map<string, SignalRecord[]> {
  const groups = new Map<string, SignalRecord[]>();
  for (const record of records) {
    const group = groups.get(record.repo);
    if (group) group.push(record);
    else groups.set(record.repo, [record]);
  }
  return new Map([...groups].sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

function row(repo: string, set: FitRow['set'], before: readonly CaseQuality[], after: readonly CaseQuality[], goal: FitObjective = 'paths'): FitRow {
  const mean = (values: readonly CaseQuality[], key: keyof CaseQuality) => values.reduce((sum, q) => sum + q[key], 0) / Math.max(1, values.length);
  const both = (key: keyof CaseQuality) => ({ before: mean(before, key), after: mean(after, key) });
  return {
    repo,
    set,
    cases: before.length,
    mrr: both('mrr'),
    recall10: both('recall10'),
    hit1: both('hit1'),
    hit5: both('hit5'),
    gain: bootstrapMean(after.map((q, i) => caseObjective(q, goal) - caseObjective(before[i]!, goal))),
  };
}

function evaluate(records: readonly SignalRecord[], before: FusionParams, after: FusionParams): { before: CaseQuality[]; after: CaseQuality[] } {
  const trials = new FusionTrials([records]);
  return { before: trials.qualities(before)[0]!, after: trials.qualities(after)[0]! };
}

/** The report's table: MRR and R@10, or for texts (`goal` 'text') MRR, Hit@1 and Hit@5. */
function table(rows: readonly FitRow[], before: string, after: string, goal: FitObjective = 'paths'): string {
  const f = (value: number) => value.toFixed(3);
  const shown: (keyof Pick<FitRow, 'mrr' | 'recall10' | 'hit1' | 'hit5'>)[] = goal === 'text' ? ['mrr', 'hit1', 'hit5'] : ['mrr', 'recall10'];
  const label = { mrr: 'MRR', recall10: 'R@10', hit1: 'Hit@1', hit5: 'Hit@5' };
  const lines = [
    `repository           set          cases  ${shown.map((key) => `${label[key]} ${before}→${after}`).join('   ')}   gain (95% interval)`,
    ...rows.map(
      (r) =>
        `${r.repo.padEnd(20)} ${r.set.padEnd(12)} ${String(r.cases).padStart(5)}  ${shown.map((key) => `${f(r[key].before)} → ${f(r[key].after)}`).join('   ')}   ` +
        `${r.gain.mean >= 0 ? '+' : ''}${f(r.gain.mean)} (${f(r.gain.low)} … ${f(r.gain.high)})`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

function describe(params: FusionParams): string {
  return `weights ${describeWeights(params.weights)}; k ${params.k}; supportingFactor ${params.supportingFactor}`;
}

/**
 * Minimum gains a cross-validated fit chooses from: from any gain at all to self-tuning's own,
 * and 1, which no move can gain (the objective is at most 1): the shipped defaults as they are.
 */
export const CROSS_VALIDATED_GAINS = [1e-4, 0.001, 0.002, 0.005, 0.01, 0.02, 1] as const;

export interface MinGainChoice {
  minGain: number;
  /** Per candidate: the mean over held-out training repositories of the objective's gain over the defaults. */
  heldOut: { minGain: number; gain: number; worse: number }[];
}

/**
 * The minimum gain by leave-one-repository-out over the training set: each candidate fits on all
 * training repositories but one and is scored on that one. The goal is per repository (every one
 * at least the baselines), so the candidate that leaves the fewest held-out repositories worse
 * than the defaults wins; then the higher mean held-out gain; then the larger minimum gain, which
 * moves less.
 */
export function chooseMinGain(train: readonly SignalRecord[], candidates: readonly number[] = CROSS_VALIDATED_GAINS, goal: FitObjective = 'paths'): MinGainChoice {
  const defaults = defaultFusionParams(goal === 'text');
  const groups = [...byRepo(train).values()];
  const heldOut = candidates.map((minGain) => ({ minGain, gain: 0, worse: 0 }));
  // Each split's tasks are prepared once, and every candidate is fitted on them.
  groups.forEach((held, index) => {
    const rest = new FusionTrials(groups.filter((_, other) => other !== index), goal);
    const trials = new FusionTrials([held], goal);
    const before = trials.objective(defaults);
    for (const entry of heldOut) {
      const difference = trials.objective(fitFusion(rest, defaults, { minGain: entry.minGain }).params) - before;
      entry.gain += difference / groups.length;
      if (difference < 0) entry.worse++;
    }
  });
  let best = heldOut[0]!;
  for (const entry of heldOut) {
    const sameGain = Math.abs(entry.gain - best.gain) <= 1e-12;
    if (entry.worse < best.worse || (entry.worse === best.worse && (entry.gain > best.gain + 1e-12 || (sameGain && entry.minGain > best.minGain)))) best = entry;
  }
  return { minGain: best.minGain, heldOut };
}

/**
 * The fusion fitted on `train` (all its repositories alike) and scored on both sets; with
 * `crossValidate`, its minimum gain is first chosen by leave-one-repository-out on `train`, and
 * each training repository is also scored by the fit on the others ('held out' rows). With
 * `text`, the tasks are texts alone: the fit starts from a text's defaults and maximises
 * (MRR + Hit@5) / 2.
 */
export function fitReport(
  train: readonly SignalRecord[],
  validate: readonly SignalRecord[],
  options: { crossValidate?: boolean; text?: boolean } = {},
): FitReportResult {
  const goal: FitObjective = options.text ? 'text' : 'paths';
  const defaults = defaultFusionParams(options.text);
  const trainGroups = byRepo(train);
  const choice = options.crossValidate ? chooseMinGain(train, CROSS_VALIDATED_GAINS, goal) : null;
  const fitOptions = choice ? { minGain: choice.minGain } : {};
  const fit = fitFusion(new FusionTrials([...trainGroups.values()], goal), defaults, fitOptions);
  const rows: FitRow[] = [];
  for (const [repo, records] of trainGroups) {
    const q = evaluate(records, defaults, fit.params);
    rows.push(row(repo, 'training', q.before, q.after, goal));
  }
  if (choice) {
    for (const [repo, records] of trainGroups) {
      const others = [...trainGroups].filter(([other]) => other !== repo).map(([, group]) => group);
      const q = evaluate(records, defaults, fitFusion(new FusionTrials(others, goal), defaults, fitOptions).params);
      rows.push(row(repo, 'held out', q.before, q.after, goal));
    }
  }
  for (const [repo, records] of byRepo(validate)) {
    const q = evaluate(records, defaults, fit.params);
    rows.push(row(repo, 'validation', q.before, q.after, goal));
  }
  const chosen = choice
    ? [
        'minimum gain by leave-one-repository-out on the training set (held-out gain over the defaults, repositories worse):',
        ...choice.heldOut.map((entry) => `  ${entry.minGain}: ${entry.gain >= 0 ? '+' : ''}${entry.gain.toFixed(4)}, ${entry.worse} worse${entry.minGain === choice.minGain ? '  (chosen)' : ''}`),
      ]
    : [];
  const text = [
    ...chosen,
    `defaults: ${describe(defaults)}`,
    `fitted:   ${describe(fit.params)}`,
    `training objective (mean over repositories of (MRR + ${options.text ? 'Hit@5' : 'R@10'}) / 2): ${fit.before.toFixed(4)} → ${fit.after.toFixed(4)}`,
    ...fit.moves.map((move) => `  ${move}`),
    '',
    table(rows, 'default', 'fitted', goal),
  ].join('\n');
  return { text, json: { defaults, fitted: fit.params, before: fit.before, after: fit.after, moves: fit.moves, rows, ...(choice ? { minGain: choice } : {}) } };
}

/**
 * Self-tuning, measured: each repository's cases by commit time; the fusion is fitted on the
 * older half (as `repomap tune` fits it: SELF_TUNING, and with `checked` the check that the
 * older part's fit beats the defaults on the newest third, selfTune) and scored on the newer
 * half against the shipped defaults.
 */
export function selfTuningReport(records: readonly SignalRecord[], minGain = SELF_TUNING.minGain, checked = true): FitReportResult {
  const defaults = defaultFusionParams();
  const tuning = { ...SELF_TUNING, minGain };
  const rows: FitRow[] = [];
  const fitted: Record<string, FusionParams> = {};
  for (const [repo, group] of byRepo(records)) {
    const ordered = [...group].sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : 1));
    const half = Math.floor(ordered.length / 2);
    if (half < 1) continue;
    const older = ordered.slice(0, half);
    const newer = ordered.slice(half);
    const fit = checked ? selfTune(older, tuning) : fitFusion(new FusionTrials([older]), defaults, tuning);
    fitted[repo] = fit.params;
    const q = evaluate(newer, defaults, fit.params);
    rows.push(row(repo, 'newer half', q.before, q.after));
  }
  const text = [
    `each repository fitted on its older half of cases (minimum gain ${tuning.minGain}, ${tuning.rounds} passes${checked ? ', checked on its newest third' : ', unchecked'}), scored on the newer half`,
    ...Object.entries(fitted).map(([repo, params]) => `  ${repo}: ${describe(params)}`),
    '',
    table(rows, 'default', 'tuned'),
  ].join('\n');
  return { text, json: { defaults, fitted, rows } };
}
