// The benchmark loop: for each case, bring the tree and the one incremental
// index up to date, let every ranker rank (seeds removed before scoring),
// render each ranker's maps at the token budgets, and score; then aggregate
// with bootstrap confidence intervals.
import { existsSync, statSync } from 'node:fs';
import { DEFAULT_SYMBOL_FILES, Repository, type RepoMap } from '../repository.js';
import type { IndexStats } from '../store/indexer.js';
import type { Ranking, RankSignals } from '../rank/rank.js';
import type { SeedRequest } from '../rank/seeds.js';
import type { GraphData } from '../store/read.js';
import type { ResolvedCase } from './cases.js';
import { locateGit, resolveCommit, treeOf, type GitLocation } from './git.js';
import { HistoryProvider } from './case-history.js';
import { CoChangeIndex } from './history.js';
import { symbolsTouched } from './changed-symbols.js';
import { entriesFromFileOrder } from './map.js';
import { renderRepoMap } from '../render/map.js';
import {
  aggregate,
  budgetLabel,
  bootstrapMean,
  DEFAULT_BUDGETS,
  hashString,
  metricNames,
  rankMetrics,
  recallInSet,
  seededRandom,
  symbolRankMetrics,
  symbolRecall,
  withoutSeeds,
  type RankedName,
  type CaseMetrics,
  type Interval,
} from './metrics.js';
import type { RankContext, Ranker } from './rankers/index.js';
import { Workspace, repoLabel } from './workspace.js';

export class BenchError extends Error {}

export interface RunOptions {
  rankers: readonly Ranker[];
  /** Token budgets of the map-recall metrics. */
  budgets?: readonly number[];
  /** Keep materialized trees and indexes here between runs; null: temporary, removed at the end. */
  cacheDir: string | null;
  /** Bootstrap resamples (default 1000) and generator seed (default 1). */
  resamples?: number;
  bootstrapSeed?: number;
  /** Called after each case. */
  onProgress?: (done: number, total: number, label: string) => void;
  onNotice?: (message: string) => void;
  /** Histories already read (git directory → first-parent history of HEAD, oldest first). */
  histories?: Map<string, CoChangeIndex>;
  /**
   * Give rankers the repository's git history (default true). Off for
   * hand-written cases on a directory whose history says nothing about them
   * (fixtures inside another project): `cochange` then has no signal and
   * repomap gets no co-change prior.
   */
  useHistory?: boolean;
  /**
   * Called with each case's fusion inputs under repomap's default ranking (what `bench fit`
   * fits the fusion on); the ranking is run once more for it.
   */
  onSignals?: (c: SignalCaseInfo, signals: RankSignals) => void;
}

/** What a case's signals are recorded with. */
export interface SignalCaseInfo {
  repo: string;
  id: string;
  time: number;
  seeds: string[];
  expected: string[];
}

export interface RankerCaseResult {
  metrics: CaseMetrics;
  /** Rank of the first expected file after removing seeds (1-based), null when none. */
  firstHit: number | null;
  /** Ranks (1-based, seeds removed) of each expected file. */
  expectedRanks: Record<string, number | null>;
  /** The first ten files (seeds removed). */
  top: string[];
  rankMs: number;
  mapMs: number;
}

export interface CaseResult {
  id: string;
  repo: string;
  rev?: string;
  commit?: string;
  time?: number;
  seeds: string[];
  query?: string;
  mentions?: string[];
  expected: string[];
  /** Expected files the index does not have (left out of scoring). */
  missingExpected: string[];
  /**
   * The symbols the maps are scored on (Sym@budget): the case's own list, or
   * the definitions its change touches in the expected files; empty when
   * none (the case is left out of the Sym means).
   */
  expectedSymbols: string[];
  files: number;
  updateMs: number;
  checkoutMs: number;
  parsed: number;
  /** Files extracted again after a failed extraction (see retryFailedExtractions). */
  retried: number;
  caseMs: number;
  rankers: Record<string, RankerCaseResult>;
}

export interface RankerSummary {
  metrics: Record<string, Interval>;
  rankMs: Interval;
  mapMs: Interval;
}

/** Paired differences with an earlier report (`--compare`), made by compare.ts. */
export interface Comparison {
  /** The earlier report's file. */
  against: string;
  /** Cases in both runs. */
  cases: number;
  metrics: string[];
  /** ranker → metric → interval of (this run − earlier run). */
  rankers: Record<string, Record<string, Interval>>;
}

export interface BenchReport {
  version: 1;
  createdAt: string;
  rankers: { name: string; description: string }[];
  budgets: number[];
  metrics: string[];
  /** Cases with expected symbols: the ones the Sym@budget means are over. */
  symbolCases: number;
  resamples: number;
  repos: string[];
  cases: CaseResult[];
  skipped: { id: string; repo: string; reason: string }[];
  summary: Record<string, RankerSummary>;
  /** Per repository, when the cases span several. */
  byRepo?: Record<string, Record<string, RankerSummary>>;
  timing: {
    cases: number;
    totalMs: number;
    /** Mean per case: tree checkout, index update, whole case (all rankers and maps). */
    checkoutMs: number;
    updateMs: number;
    caseMs: number;
    /** The first case's index update (cold when the cache was empty). */
    firstUpdateMs: number;
  };
  /** Free-form description of where the cases came from (set by the caller). */
  source?: Record<string, unknown>;
  /** Paired differences against an earlier report (set by the caller). */
  comparison?: Comparison;
}

interface Group {
  key: string;
  root: string;
  git: GitLocation | null;
  materialize: boolean;
  cases: ResolvedCase[];
}

export async function runBench(cases: readonly ResolvedCase[], options: RunOptions): Promise<BenchReport> {
  const started = performance.now();
  const budgets = [...(options.budgets ?? DEFAULT_BUDGETS)];
  const groups = groupCases(cases);
  const results: CaseResult[] = [];
  const skipped: BenchReport['skipped'] = [];
  let done = 0;
  for (const group of groups) {
    options.onProgress?.(done, cases.length, repoLabel(group.root));
    await runGroup(group, options, budgets, results, skipped, () => {
      done++;
      options.onProgress?.(done, cases.length, repoLabel(group.root));
    });
  }

  const symbolCases = results.filter((c) => c.expectedSymbols.length > 0).length;
  const names = metricNames(budgets, symbolCases > 0);
  const resamples = options.resamples ?? 1000;
  const seed = options.bootstrapSeed ?? 1;
  const summarize = (subset: CaseResult[]): Record<string, RankerSummary> => {
    const out: Record<string, RankerSummary> = {};
    for (const ranker of options.rankers) {
      const per = subset.map((c) => c.rankers[ranker.name]!).filter(Boolean);
      out[ranker.name] = {
        metrics: aggregate(per.map((r) => r.metrics), names, { resamples, seed }),
        rankMs: bootstrapMean(per.map((r) => r.rankMs), { resamples, seed }),
        mapMs: bootstrapMean(per.map((r) => r.mapMs), { resamples, seed }),
      };
    }
    return out;
  };
  const repos = [...new Set(results.map((c) => c.repo))];
  const mean = (values: number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const report: BenchReport = {
    version: 1,
    createdAt: new Date().toISOString(),
    rankers: options.rankers.map(({ name, description }) => ({ name, description })),
    budgets,
    metrics: names,
    symbolCases,
    resamples,
    repos,
    cases: results,
    skipped,
    summary: summarize(results),
    timing: {
      cases: results.length,
      totalMs: performance.now() - started,
      checkoutMs: mean(results.map((c) => c.checkoutMs)),
      updateMs: mean(results.map((c) => c.updateMs)),
      caseMs: mean(results.map((c) => c.caseMs)),
      firstUpdateMs: results[0]?.updateMs ?? 0,
    },
  };
  if (repos.length > 1) {
    report.byRepo = Object.fromEntries(repos.map((repo) => [repo, summarize(results.filter((c) => c.repo === repo))]));
  }
  return report;
}

/** Cases by where they are ranked: a git repository's trees (materialized), or a directory as it is. */
function groupCases(cases: readonly ResolvedCase[]): Group[] {
  const groups = new Map<string, Group>();
  const locations = new Map<string, GitLocation | null>();
  for (const c of cases) {
    if (!existsSync(c.root) || !statSync(c.root).isDirectory()) throw new BenchError(`case ${c.id}: no such repository directory: ${c.root}`);
    let git = locations.get(c.root);
    if (git === undefined) {
      git = locateGit(c.root);
      locations.set(c.root, git);
    }
    const materialize = c.rev !== undefined || (git?.bare ?? false);
    if (materialize && !git) throw new BenchError(`case ${c.id}: "rev" needs a git repository: ${c.root}`);
    const key = materialize ? `git:${git!.gitDir}:${git!.prefix}` : `dir:${c.root}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, root: c.root, git, materialize, cases: [] }));
    group.cases.push(c);
  }
  return [...groups.values()];
}

async function runGroup(
  group: Group,
  options: RunOptions,
  budgets: number[],
  results: CaseResult[],
  skipped: BenchReport['skipped'],
  tick: () => void,
): Promise<void> {
  const label = repoLabel(group.root);
  const workspace = Workspace.open({ cacheDir: options.cacheDir, label, key: group.key }, options.onNotice);
  const histories = new HistoryProvider(options.useHistory === false ? null : group.git, options.histories);
  let repo: Repository | null = null;
  try {
    for (const c of group.cases) {
      const caseStarted = performance.now();
      let checkoutMs = 0;
      if (group.materialize) {
        const commit = resolveCommit(group.git!.gitDir, c.rev ?? 'HEAD');
        if (!commit) {
          skipped.push({ id: c.id, repo: label, reason: `unknown revision ${c.rev}` });
          tick();
          continue;
        }
        checkoutMs = workspace.checkout(group.git!.gitDir, treeOf(group.git!.gitDir, commit, group.git!.prefix)).ms;
      }
      repo ??= Repository.open(group.materialize ? workspace.treeDir : group.root, { db: workspace.dbPath, onNotice: options.onNotice });
      const updateStarted = performance.now();
      const stats = await repo.update();
      const retried = await retryFailedExtractions(repo, stats, options.onNotice);
      const updateMs = performance.now() - updateStarted;
      const data = repo.store.graphData();
      const result = runCase(c, repo, data, group, histories, options.rankers, budgets, label);
      if (typeof result === 'string') {
        skipped.push({ id: c.id, repo: label, reason: result });
      } else {
        result.updateMs = updateMs;
        result.checkoutMs = checkoutMs;
        result.parsed = stats.parsed;
        result.retried = retried;
        result.caseMs = performance.now() - caseStarted;
        results.push(result);
        if (options.onSignals) recordSignals(c, result, repo, histories.forCase(c), options.onSignals);
      }
      tick();
    }
  } finally {
    repo?.close();
    workspace.release();
  }
}

function runCase(
  c: ResolvedCase,
  repo: Repository,
  data: GraphData,
  group: Group,
  histories: HistoryProvider,
  rankers: readonly Ranker[],
  budgets: readonly number[],
  label: string,
): CaseResult | string {
  const indexed = new Set(data.paths);
  const seeds: string[] = [];
  for (const seed of c.seeds.paths ?? []) {
    if (indexed.has(seed)) seeds.push(seed);
    else seeds.push(...data.paths.filter((path) => path.startsWith(`${seed}/`)));
  }
  if (!seeds.length && !c.seeds.mentions?.length && !c.seeds.query) return 'no seed file is in the index';
  const seedSet = new Set(seeds);
  const expected = c.expected.filter((path) => indexed.has(path) && !seedSet.has(path));
  const missingExpected = c.expected.filter((path) => !indexed.has(path));
  if (!expected.length) return 'no expected file is in the index';
  const expectedSymbols = expectedSymbolsOf(c, repo, expected);

  const request: SeedRequest = { paths: c.seeds.paths ?? [], mentions: c.seeds.mentions ?? [], query: c.seeds.query };
  const { index: history, before } = histories.forCase(c);
  let global: Ranking | null = null;
  const results: Record<string, RankerCaseResult> = {};
  for (const ranker of rankers) {
    const random = seededRandom(hashString(`${c.id}\0${ranker.name}`));
    const context: RankContext = {
      repo,
      data,
      case: c,
      request,
      seeds,
      random,
      history,
      historyBefore: before,
      globalRanking: () => (global ??= repo.ranking({})),
    };
    const rankStarted = performance.now();
    const order = completeOrder(ranker.rank(context), data.paths, random);
    const rankMs = performance.now() - rankStarted;
    const ranked = withoutSeeds(order, seeds);
    const metrics = rankMetrics(ranked, expected);

    const mapStarted = performance.now();
    const maps: RepoMap[] = !budgets.length ? [] : ranker.maps ? ranker.maps(context, budgets) : defaultMaps(context, seeds, ranked, budgets);
    const mapMs = performance.now() - mapStarted;
    maps.forEach((map, i) => {
      const label = budgetLabel(budgets[i]!);
      metrics[`recall@${label}`] = recallInSet(
        map.files.map((file) => file.path),
        expected,
      );
      if (expectedSymbols.length) metrics[`symbols@${label}`] = symbolRecall(map.files, expectedSymbols);
    });
    if (expectedSymbols.length) Object.assign(metrics, symbolRankMetrics(definitionRanking(context, ranker, ranked, seeds), expectedSymbols));
    const position = new Map(ranked.map((path, index) => [path, index + 1]));
    const expectedRanks = Object.fromEntries(expected.map((path) => [path, position.get(path) ?? null]));
    const hits = Object.values(expectedRanks).filter((rank): rank is number => rank !== null);
    results[ranker.name] = {
      metrics,
      firstHit: hits.length ? Math.min(...hits) : null,
      expectedRanks,
      top: ranked.slice(0, 10),
      rankMs,
      mapMs,
    };
  }
  return {
    id: c.id,
    repo: label,
    rev: c.rev,
    commit: c.commit,
    time: c.time,
    seeds,
    query: c.seeds.query,
    mentions: c.seeds.mentions,
    expected,
    missingExpected,
    expectedSymbols,
    files: data.paths.length,
    updateMs: 0,
    checkoutMs: 0,
    parsed: 0,
    retried: 0,
    caseMs: 0,
    rankers: results,
  };
}

/** The case's fusion inputs under repomap's default ranking, with the history cut before it. */
function recordSignals(
  c: ResolvedCase,
  result: CaseResult,
  repo: Repository,
  history: { index: CoChangeIndex | null; before: number },
  onSignals: NonNullable<RunOptions['onSignals']>,
): void {
  const request: SeedRequest = { paths: c.seeds.paths ?? [], mentions: c.seeds.mentions ?? [], query: c.seeds.query };
  const ranking = repo.ranking(request, { history: history.index?.upTo(history.before) ?? null });
  if (!ranking.signals) return;
  onSignals({ repo: result.repo, id: result.id, time: result.time ?? 0, seeds: result.seeds, expected: result.expected }, ranking.signals);
}

/**
 * The symbols a case's maps are scored on: its own list when it has one, else
 * the definitions its change touches in the expected files, read from the
 * index of the tree being ranked (the parent's, for a generated case).
 */
function expectedSymbolsOf(c: ResolvedCase, repo: Repository, expected: readonly string[]): string[] {
  if (c.expectedSymbols) return c.expectedSymbols;
  if (!c.changedLines) return [];
  return symbolsTouched(c.changedLines, expected, (paths) => repo.symbols(paths));
}

/**
 * One transient extraction failure would change every later case. The
 * indexer retries a failed file on its next update, so update again (twice at
 * most) while files failed, and report what still fails once.
 */
async function retryFailedExtractions(repo: Repository, stats: IndexStats, onNotice?: (message: string) => void): Promise<number> {
  let retried = 0;
  for (let attempt = 0; attempt < 2; attempt++) {
    const failed = repo.files().filter((file) => file.status === 'error');
    if (!failed.length) return retried;
    if (attempt === 1) {
      onNotice?.(`repomap bench: ${failed.length} file(s) failed to extract twice (e.g. ${failed[0]!.path}: ${failed[0]!.error}); retrying once more`);
    }
    stats.parsed += (await repo.update()).parsed;
    retried += failed.length;
  }
  return retried;
}

/** The ranker's order, then every file it left out in a seeded random order; unknown paths dropped. */
export function completeOrder(order: readonly string[], paths: readonly string[], random: () => number): string[] {
  const known = new Set(paths);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const path of order) {
    if (!known.has(path) || seen.has(path)) continue;
    seen.add(path);
    out.push(path);
  }
  const rest = paths.filter((path) => !seen.has(path));
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return out.concat(rest);
}

/** Files whose definitions a baseline's definition ranking lists: as many as repomap's lists by default. */
const BASELINE_SYMBOL_FILES = DEFAULT_SYMBOL_FILES;

/**
 * The definition ranking a case is scored on, seeds' definitions left out: the ranker's own,
 * or its file order (seeds removed) with each file's definitions in source order.
 */
function definitionRanking(context: RankContext, ranker: Ranker, ranked: readonly string[], seeds: readonly string[]): RankedName[] {
  if (ranker.rankSymbols) {
    const seedSet = new Set(seeds);
    return ranker.rankSymbols(context).filter((symbol) => !seedSet.has(symbol.path));
  }
  const paths = ranked.slice(0, BASELINE_SYMBOL_FILES);
  return paths.length ? context.repo.symbols(paths) : [];
}

/** A baseline's maps: the seeds first (as repomap's maps show them), then its ranking. */
function defaultMaps(context: RankContext, seeds: readonly string[], ranked: readonly string[], budgets: readonly number[]): RepoMap[] {
  const files = [...seeds.map((path) => ({ path, score: 1, reason: 'seed' })), ...ranked.map((path) => ({ path, score: 0, reason: 'ranked' }))];
  const entries = entriesFromFileOrder(context.repo, files, { scoreDefinitions: (defs) => context.globalRanking().scoreDefinitions(defs) });
  return budgets.map((tokens) => renderRepoMap(entries, { tokens }));
}
