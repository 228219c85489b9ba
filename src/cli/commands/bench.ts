import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parse, positiveInt } from '../args.js';
import { UsageError } from '../errors.js';
import { echoPath, echoText } from '../../core.js';
import { BenchError, type BenchReport, CaseError, cochangeCases, type CoChangeIndex, compareReports, DEFAULT_BUDGETS, fitReport, readSignalRecords, selfTuningReport, signalRecord, DEFAULT_CACHE_DIR, jsonReport, loadCases, loadReport, markdownReport, RANKERS, type ResolvedCase, runBench, selectRankers, terminalTable } from '../../bench/index.js';

export async function run(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv;
  try {
    if (sub === 'run') return await runCommand(rest);
    if (sub === 'cochange') return await cochangeCommand(rest);
    if (sub === 'fit') return fitCommand(rest);
    if (sub === 'rankers') {
      for (const ranker of RANKERS) process.stdout.write(`${ranker.name.padEnd(16)} ${ranker.description}\n`);
      return;
    }
  } catch (error) {
    if (error instanceof BenchError || error instanceof CaseError) throw new UsageError(error.message);
    throw error;
  }
  throw new UsageError(sub ? `bench: unknown subcommand '${echoText(sub)}' (try: run, cochange, fit, rankers)` : 'bench: give a subcommand: run, cochange, fit, rankers');
}

async function runCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'bench run');
  if (positionals.length !== 1) throw new UsageError('bench run: give one cases file');
  const settings = runSettings(values);
  const cases = loadCases(positionals[0]!);
  if (!cases.length) throw new UsageError(`bench run: no cases in ${echoPath(positionals[0]!)}`);
  const report = await execute(cases, settings, { cases: relative(process.cwd(), resolve(positionals[0]!)) || positionals[0]! });
  await output(report, settings);
}

async function cochangeCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'bench cochange');
  if (positionals.length !== 1) throw new UsageError('bench cochange: give one repository');
  const settings = runSettings(values);
  const count = positiveInt(values.cases, '--cases') ?? 100;
  const textOnly = values['text-only'] === true;
  if (textOnly && values['with-message']) throw new UsageError('bench cochange: --text-only already gives the message (and only it)');
  const generated = cochangeCases(positionals[0]!, {
    cases: count,
    since: values.since as string | undefined,
    until: values.until as string | undefined,
    withMessage: values['with-message'] === true,
    textOnly,
    rev: values.rev as string | undefined,
  });
  const skipped = Object.entries(generated.skipped).map(([why, n]) => `${n} ${why}`).join(', ');
  if (!values.quiet) {
    process.stderr.write(
      `repomap bench: ${generated.cases.length} case(s) from ${generated.considered} change(s) considered` +
        `${skipped ? ` (skipped: ${skipped})` : ''}\n`,
    );
  }
  if (typeof values['cases-out'] === 'string') {
    const file = resolve(values['cases-out']);
    const base = dirname(file);
    const lines = generated.cases.map(({ root, ...c }) => JSON.stringify({ ...c, repo: relative(base, root) || '.' }));
    writeAtomically(file, lines.length ? `${lines.join('\n')}\n` : '');
  }
  if (values['dry-run']) {
    for (const c of generated.cases) {
      process.stdout.write(`${c.commit}  seeds: ${textOnly ? JSON.stringify(c.seeds.query) : c.seeds.paths!.join(' ')}  expected: ${c.expected.join(' ')}\n`);
    }
    return;
  }
  if (!generated.cases.length) throw new UsageError(`bench cochange: no qualifying change in ${echoPath(positionals[0]!)}`);
  const histories = new Map<string, CoChangeIndex>([[generated.git.gitDir, generated.history]]);
  const report = await execute(generated.cases, settings, {
    repository: positionals[0]!,
    head: generated.head,
    generator: 'cochange',
    casesRequested: count,
    since: values.since,
    until: values.until,
    withMessage: values['with-message'] === true,
    ...(textOnly ? { textOnly } : {}),
    changesConsidered: generated.considered,
    changesSkipped: generated.skipped,
  }, histories);
  await output(report, settings);
}

interface Settings {
  rankers: ReturnType<typeof selectRankers>;
  budgets: number[];
  resamples: number;
  cacheDir: string | null;
  json: string | null;
  markdown: string | null;
  compare: { file: string; report: BenchReport } | null;
  useHistory: boolean;
  quiet: boolean;
  signals: string | null;
}

function runSettings(values: Record<string, unknown>): Settings {
  let rankers;
  try {
    rankers = selectRankers(typeof values.rankers === 'string' ? values.rankers.split(',').map((s) => s.trim()).filter(Boolean) : undefined);
  } catch (error) {
    throw new UsageError(`--rankers: ${(error as Error).message}`);
  }
  let budgets = [...DEFAULT_BUDGETS] as number[];
  if (values.budgets === 'none') budgets = [];
  else if (typeof values.budgets === 'string') {
    budgets = values.budgets.split(',').map((part) => positiveInt(part.trim(), '--budgets')!);
  }
  if (values['no-cache'] && values['cache-dir'] !== undefined) throw new UsageError('give --cache-dir or --no-cache, not both');
  return {
    rankers,
    budgets,
    resamples: positiveInt(values.resamples, '--resamples') ?? 1000,
    cacheDir: values['no-cache'] ? null : resolve((values['cache-dir'] as string | undefined) ?? DEFAULT_CACHE_DIR),
    json: typeof values.json === 'string' ? resolve(values.json) : null,
    markdown: typeof values.markdown === 'string' ? resolve(values.markdown) : null,
    compare: typeof values.compare === 'string' ? { file: values.compare, report: earlierReport(values.compare) } : null,
    useHistory: values['no-history'] !== true,
    quiet: values.quiet === true,
    signals: typeof values.signals === 'string' ? resolve(values.signals) : null,
  };
}

async function execute(
  cases: ResolvedCase[],
  settings: Settings,
  source: Record<string, unknown>,
  histories?: Map<string, CoChangeIndex>,
): Promise<BenchReport> {
  const bar = progressBar(settings.quiet);
  const signals: string[] = [];
  try {
    const report = await runBench(cases, {
      rankers: settings.rankers,
      budgets: settings.budgets,
      resamples: settings.resamples,
      cacheDir: settings.cacheDir,
      histories,
      useHistory: settings.useHistory,
      onProgress: (done, total, label) => bar.update(done, total, label),
      onNotice: (message) => {
        bar.clear();
        process.stderr.write(`${message}\n`);
      },
      onSignals: settings.signals ? (c, recorded) => signals.push(JSON.stringify(signalRecord(c, recorded))) : undefined,
    });
    if (settings.signals) writeAtomically(settings.signals, signals.length ? `${signals.join('\n')}\n` : '');
    report.source = { ...Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined)), command: `repomap bench ${process.argv.slice(3).join(' ')}` };
    return report;
  } finally {
    bar.clear();
  }
}

function earlierReport(file: string): BenchReport {
  try {
    return loadReport(file);
  } catch (error) {
    throw new UsageError(`--compare: ${(error as Error).message.split('\n')[0]}`);
  }
}

function fitCommand(argv: string[]): void {
  const { values, positionals } = parse(argv, 'bench fit');
  if (positionals.length !== 1) throw new UsageError('bench fit: give the training signals file(s), comma-separated');
  const files = (list: string) => list.split(',').map((part) => part.trim()).filter(Boolean);
  const train = files(positionals[0]!).flatMap(readSignalRecords);
  const validate = typeof values.validate === 'string' ? files(values.validate).flatMap(readSignalRecords) : [];
  if (!train.length) throw new UsageError('bench fit: the training files hold no case');
  const minGain = values['min-gain'] === undefined ? undefined : Number(values['min-gain']);
  if (minGain !== undefined && !(minGain >= 0)) throw new UsageError(`--min-gain must be a number ≥ 0, got '${echoText(String(values['min-gain']))}'`);
  if (minGain !== undefined && !values['by-time']) throw new UsageError('--min-gain is for --by-time');
  if (values.unchecked && !values['by-time']) throw new UsageError('--unchecked is for --by-time');
  if (values['text-only'] && values['by-time']) throw new UsageError('bench fit: --text-only is for the fit across repositories, not --by-time');
  if (values['cross-validate'] && values['by-time']) throw new UsageError('bench fit: --cross-validate is for the fit across repositories, not --by-time');
  const report = values['by-time'] ? selfTuningReport([...train, ...validate], minGain, values.unchecked !== true) : fitReport(train, validate, { crossValidate: values['cross-validate'] === true, text: values['text-only'] === true });
  process.stdout.write(report.text);
  if (typeof values.json === 'string') writeAtomically(resolve(values.json), `${JSON.stringify(report.json, null, 2)}\n`);
}

async function output(report: BenchReport, settings: Settings): Promise<void> {
  if (settings.compare) report.comparison = compareReports(report, settings.compare.report, settings.compare.file);
  process.stdout.write(terminalTable(report));
  if (settings.json) writeAtomically(settings.json, jsonReport(report));
  if (settings.markdown) writeAtomically(settings.markdown, markdownReport(report));
}

function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** `[#####.....] 37/100 flask` on a terminal's stderr; nothing otherwise. */
function progressBar(quiet: boolean): { update(done: number, total: number, label: string): void; clear(): void } {
  const stream = process.stderr;
  if (quiet || !stream.isTTY) return { update() {}, clear() {} };
  let shown = false;
  const started = Date.now();
  return {
    update(done, total, label) {
      const width = 30;
      const filled = total ? Math.round((done / total) * width) : 0;
      const elapsed = (Date.now() - started) / 1000;
      const eta = done ? ((elapsed / done) * (total - done)).toFixed(0) : '?';
      stream.write(`\r\x1b[K[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label} (${elapsed.toFixed(0)} s, eta ${eta} s)`);
      shown = true;
    },
    clear() {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
    },
  };
}
