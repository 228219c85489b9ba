// The Repository: an open index and what it answers (update, rank, map, symbols). It wires
// the stages: the index file (repository/index-file.ts), the history at HEAD (history.ts),
// what is kept between rankings (caches.ts), self-tuning (tuning.ts), ranking (rank/) and
// the map's layout (render/map-layout.ts). Kept apart from the library barrel (index.ts) so
// the CLI loads only what a map needs.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from './store/db.js';
import type { IndexOptions, IndexStats } from './store/indexer.js';
import type { IndexReader } from './store/reader.js';
import { RepoError } from './shared/errors.js';
import { checkedSeedPaths } from './scan/paths.js';
import { FileGuard } from './shared/safe-fs.js';
import { SecretRules } from './shared/secrets.js';
import { readConfigJson, secretPatternsOf } from './shared/config.js';
import { blocksOfPaths, definitionsNamed, definitionsOfPaths, fileStatuses, type FileStatus } from './store/read.js';
import { isSourceCode } from './shared/roles.js';
import type { Tuning } from './rank/tune.js';
import { IndexCaches, type GraphVariant } from './repository/caches.js';
import { RepositoryHistory } from './repository/history.js';
import { IndexFile } from './repository/index-file.js';
import { RepositoryTuning, tuningShapes } from './repository/tuning.js';
import { edgesAmong } from './graph/edges.js';
import { rankFiles, type RankOptions, type RankedSymbol, type Ranking } from './rank/rank.js';
import type { SeedRequest } from './rank/seeds.js';
import { layMap, mapCandidates, mapEntries, type MapOptions } from './render/map-layout.js';
import type { RepoMap } from './render/types.js';
import type { GraphNeighbourhood } from './render/graph-page.js';
import type { RankedFile, StoredDefinition } from './types.js';
import { WorkReporter, type ProgressListener, type WorkPhase } from './shared/progress.js';
import { collectGarbage } from './shared/heap.js';

export interface OpenOptions {
  /** Index file; default `<root>/.repomap/index.db`. */
  db?: string;
  /** Called with a one-line notice when a corrupt index is thrown away and rebuilt. */
  onNotice?: (message: string) => void;
}


export type { MapFileEntry, RepoMap } from './render/types.js';
export { DEFAULT_MAP_TOKENS, type MapOptions } from './render/map-layout.js';

export { RepoError };

export interface UpdateOptions extends IndexOptions {
  /**
   * Fit the ranking's fusion to the repository's own history when that history has reached a
   * new tuning point (rank/tune.ts: every TUNING_SPACING changes, at least MIN_TUNING_TASKS
   * tasks). Default true; `untune()` turns it off for the index.
   */
  autoTune?: boolean;
}
/** Files whose definitions a definition ranking lists by default: the best-ranked ones. */
export const DEFAULT_SYMBOL_FILES = 200;

/** Which definitions a definition ranking lists. */
export interface SymbolRankOptions {
  /** The definitions of this many best-ranked files (seeds among them). Default 200. */
  files?: number;
  /** Keep only the first `top`. */
  top?: number;
}
/**
 * An update that parsed this many files collects its garbage before it returns: under 1% of
 * such a run's time, and what keeps indexing and mapping in one process within its memory bound
 * (src/shared/heap.ts).
 */
const COLLECT_AFTER_PARSED = 10_000;

/** An open repository index. Close it when done. */
export class Repository {
  private readonly work = new WorkReporter();
  private readonly history: RepositoryHistory;
  private readonly caches: IndexCaches;
  private readonly tuner: RepositoryTuning;

  private constructor(
    readonly root: string,
    private readonly index: IndexFile,
    private fileGuard: FileGuard,
  ) {
    const during = <T>(phase: WorkPhase, work: () => T): T => this.work.during(phase, work);
    this.history = new RepositoryHistory(root, () => this.index.db);
    this.caches = new IndexCaches(() => this.index.db, during);
    this.tuner = new RepositoryTuning({
      root,
      db: () => this.index.db,
      head: () => this.history.head(),
      changes: () => this.history.changeLog()?.changes ?? null,
      isTaskFile: () => this.taskFileTest(),
      signals: (seeds, history) => this.ranking({ paths: seeds }, { history, tuned: false, signalsOnly: true }).signals,
      during,
      withLock: (write, timeoutMs) => this.index.withLock(write, timeoutMs),
      noteHead: () => this.history.noteHead(),
      alone: (work) => this.index.tuneAlone(work),
    });
  }

  /** Open the index of the repository at `root` (created if missing; rebuilt if corrupt). */
  static open(root: string, options: OpenOptions = {}): Repository {
    const absolute = resolve(root);
    if (!existsSync(absolute)) throw new RepoError(`root does not exist: ${root}`);
    if (!statSync(absolute).isDirectory()) throw new RepoError(`root is not a directory: ${root}`);
    const guard = guardFor(absolute);
    return new Repository(absolute, IndexFile.open(absolute, options.db, options.onNotice ?? (() => {})), guard);
  }

  /** The index file. */
  get dbPath(): string {
    return this.index.path;
  }

  /** Reads files of this repository safely: never a secret, a link out, a FIFO or a device. */
  get guard(): FileGuard {
    return this.fileGuard;
  }

  /** The store's readers over this index (what pack, bench and the library's look-ups read). */
  get store(): IndexReader {
    return this.index.reader();
  }

  /**
   * The raw SQLite handle, for tests that put an index into a given state. Not for the stages:
   * they read through `store`, and only `src/store/` writes SQL.
   * @internal
   */
  get database(): Db {
    return this.index.db;
  }

  /**
   * Bring the index up to date incrementally; only new and changed files are parsed. An
   * index that is already up to date is only read: no lock is taken and nothing is written,
   * unless HEAD moved since the last update (then automatic tuning notes the new HEAD, and
   * fits the fusion again at a new tuning point: `tuneAutomatically`).
   */
  async update(options: UpdateOptions = {}): Promise<IndexStats> {
    try {
      const stats = await this.indexNow({
        ...options,
        onProgress: (done, total) => {
          options.onProgress?.(done, total);
          this.work.report({ phase: 'parse', done, total });
        },
        onPhase: (progress) => {
          options.onPhase?.(progress);
          this.work.report(progress);
        },
      });
      this.history.noteHead();
      // A large extraction's garbage would stack under the graph build of a map in this process.
      if (stats.parsed >= COLLECT_AFTER_PARSED) collectGarbage();
      if (options.autoTune !== false) this.tuneAutomatically();
      return stats;
    } finally {
      this.work.report(null);
    }
  }

  /**
   * Listen to what the repository is busy with: updating the index (scan, parse, store),
   * tuning, ranking, building the ranking's graph; null once it is done. Returns a function
   * that stops listening.
   */
  watchProgress(listener: ProgressListener): () => void {
    return this.work.listen(listener);
  }

  private async indexNow(options: IndexOptions): Promise<IndexStats> {
    this.fileGuard = guardFor(this.root); // `.repomap.json` may have gained secret patterns
    // The in-memory caches follow the index generation, which any process that changes the index bumps.
    this.tuner.forget();
    return this.index.update(this.root, { ...options, guard: this.fileGuard }, () => this.caches.drop());
  }

  /** Rank every indexed file for a task (no seeds: global PageRank). */
  rank(request: SeedRequest = {}, options: RankOptions = {}): RankedFile[] {
    return this.ranking(request, options).files;
  }

  /**
   * Rank the definitions of the best-ranked files for a task, best first: by the rank that
   * flows into each along the references to its name, plus a share of its file's rank (the
   * scores a map chooses signatures by). Seeds' definitions are listed too, marked `seed`.
   */
  rankSymbols(request: SeedRequest = {}, options: SymbolRankOptions = {}, rankOptions: RankOptions = {}): RankedSymbol[] {
    return this.symbolsOf(this.ranking(request, rankOptions), options);
  }

  /** The definitions of a ranking's best files, ranked as `rankSymbols` does. */
  symbolsOf(ranking: Ranking, options: SymbolRankOptions = {}): RankedSymbol[] {
    const paths = ranking.files.slice(0, options.files ?? DEFAULT_SYMBOL_FILES).map((file) => file.path);
    const symbols = ranking.rankSymbols(this.caches.definitionsOf(paths));
    return options.top === undefined ? symbols : symbols.slice(0, options.top);
  }

  /** The ranking behind `rank`; a task reads git history at HEAD as the last `update` found it. */
  ranking(request: SeedRequest = {}, options: RankOptions = {}): Ranking {
    return this.work.during('rank', () => this.rankingNow(request, options));
  }

  private rankingNow(request: SeedRequest, options: RankOptions): Ranking {
    // Every task reads history: seed paths for co-change, a text or mentions for the files that
    // changed with their best file and for past changes like them. A general map does not.
    const task = (request.paths?.length ?? 0) > 0 || (request.mentions?.length ?? 0) > 0 || Boolean(request.query?.trim());
    const withHistory = options.history === undefined && task ? { ...options, history: this.history.changeHistory() } : options;
    const tuned = tuningShapes(request) ? this.tuner.optionsFor(withHistory) : withHistory;
    return rankFiles(this.caches.inputsFor(variantOf(options)), request, tuned);
  }

  /**
   * Fit the ranking's fusion to this repository's own recent changes (see rank/tune.ts) and
   * keep it in the index, where every later ranking uses it (unless `tuned: false`). A tuning
   * asked for this way is kept as it is until `untune` or `tuneAutomatically({ enable: true })`.
   * Throws a RepoError when the history holds too few changes to learn from.
   */
  tune(options: { changes?: number } = {}): Tuning {
    return this.tuner.tune(options.changes);
  }

  /**
   * What `update` does after indexing: when HEAD's history has reached a tuning point the
   * stored automatic tuning was not fitted at, fit the fusion to the changes up to that point
   * (rank/tune.ts: tuningAnchor) and keep it; with too few of them, go back to the shipped
   * defaults. Since the point depends on HEAD's history alone, an index at the same commit
   * tunes on the same changes however it got there. Does nothing while an explicit tuning is
   * kept or automatic tuning is off, unless `enable` (which turns it on and drops an explicit
   * tuning; a RepoError outside git). Returns the tuning in force afterwards.
   */
  tuneAutomatically(options: { enable?: boolean } = {}): Tuning | null {
    return this.tuner.tuneAutomatically(options.enable);
  }

  /** HEAD as the last update found it (git is asked before any update); null outside git. */
  head(): string | null {
    return this.history.head();
  }

  /** Whether automatic tuning has work waiting (HEAD moved since it looked): for `tuneInBackground` after an `autoTune: false` update. */
  get tuningDue(): boolean {
    return this.tuner.due();
  }

  /**
   * The tuning an update left for later (`autoTune: false`, then `tuningDue`), done in another
   * process while HEAD is still `head`, by one such process at a time, under the writers' lock;
   * whether it tuned (RepositoryTuning.inBackground says more).
   */
  tuneInBackground(head: string): boolean {
    return this.tuner.inBackground(head);
  }

  /** The fusion this repository fitted to itself, or null; read again after each update. */
  tuning(): Tuning | null {
    return this.tuner.current();
  }

  /** Forget the fitted fusion and stop tuning automatically: rankings use the shipped defaults. */
  untune(): void {
    this.tuner.untune();
  }

  /** Whether this index tunes itself as its history grows. */
  get autoTuning(): boolean {
    return this.tuner.automatic;
  }

  /** Indexed source files: what a tuning task may seed with and ask for. */
  private taskFileTest(): (path: string) => boolean {
    const indexed = new Set(this.files().filter((file) => file.status !== 'error').map((file) => file.path));
    return (path) => indexed.has(path) && isSourceCode(path);
  }

  /** A signature-only map of the most relevant code, never over the budget. */
  map(request: SeedRequest = {}, options: MapOptions = {}, rankOptions: RankOptions = {}): RepoMap {
    return this.work.during('rank', () => this.mapNow(request, options, rankOptions));
  }

  private mapNow(request: SeedRequest, options: MapOptions, rankOptions: RankOptions): RepoMap {
    const ranking = this.ranking(request, rankOptions);
    const candidates = mapCandidates(ranking.files, options);
    const paths = candidates.map((file) => file.path);
    const definitions = ranking.scoreDefinitions(this.caches.definitionsOf(paths));
    const entries = mapEntries(candidates, definitions, blocksOfPaths(this.index.db, paths), options);
    return { ...layMap(entries, options, ranking.seeded), unmatched: ranking.unmatched, seeded: ranking.seeded };
  }

  /**
   * The ranked neighbourhood of a task, for a picture of it: the `top` best files, their
   * stored definitions scored by the same ranking, and the graph's edges among them.
   */
  neighbourhood(request: SeedRequest = {}, top: number, rankOptions: RankOptions = {}): GraphNeighbourhood {
    const ranking = this.ranking(request, rankOptions);
    const files = ranking.files.slice(0, top);
    const paths = files.map((file) => file.path);
    const snapshot = this.caches.inputsFor(variantOf(rankOptions)).snapshot;
    return {
      files,
      definitions: ranking.scoreDefinitions(this.caches.definitionsOf(paths)),
      edges: edgesAmong(snapshot, paths),
      seeded: ranking.seeded,
      unmatched: ranking.unmatched,
    };
  }

  /** Every definition of the given files (all files when none are given), in source order. */
  symbols(paths?: readonly string[]): StoredDefinition[] {
    const wanted = paths?.length ? paths : this.files().filter((file) => file.status !== 'skipped').map((file) => file.path);
    return definitionsOfPaths(this.index.db, wanted);
  }

  /** Definitions whose name or qualified name is `name`. */
  findSymbol(name: string): StoredDefinition[] {
    return definitionsNamed(this.index.db, name);
  }

  /** Every file the index knows, with its status (ok, partial, error, skipped) and reason. */
  files(): FileStatus[] {
    return fileStatuses(this.index.db);
  }

  close(): void {
    this.index.close();
  }
}

function variantOf(options: RankOptions): GraphVariant {
  return options.aider ? 'aider' : 'repomap';
}

/** A task as a user gave it, its seed paths checked to lie inside the root and to exist (else a RepoError). */
export function checkSeedRequest(root: string, request: SeedRequest): SeedRequest {
  return { ...request, paths: checkedSeedPaths(root, request.paths ?? []) };
}

/** The root's file guard, with the secret patterns of its `.repomap.json` added to the built-in ones. */
export function guardFor(root: string): FileGuard {
  const plain = new FileGuard(root);
  const extra = secretPatternsOf(readConfigJson(plain));
  return extra.length ? new FileGuard(root, new SecretRules(extra)) : plain;
}

/** Open, update and map in one call. */
export async function mapRepository(
  root: string,
  request: SeedRequest = {},
  options: MapOptions & OpenOptions = {},
  rankOptions: RankOptions = {},
): Promise<RepoMap> {
  const repo = Repository.open(root, options);
  try {
    await repo.update();
    return repo.map(request, options, rankOptions);
  } finally {
    repo.close();
  }
}
