// The Repository: an open index and what it answers (update, rank, map,
// symbols). Kept apart from the library barrel (index.ts) so the CLI loads
// only what a map needs.
import { literalSource } from './store/literals.js';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { openIndexDb, isCorruptionError, removeDbFiles, type Db } from './store/db.js';
import { indexRepository, type IndexOptions, type IndexStats } from './store/indexer.js';
import { IndexLock } from './store/lock.js';
import { checkIndexLocation, prepareIndexLocation, type IndexLocation } from './store/location.js';
import { RepoError } from './shared/errors.js';
import { checkedSeedPaths } from './scan/paths.js';
import { FileGuard } from './shared/safe-fs.js';
import { SecretRules } from './shared/secrets.js';
import { readConfigJson, secretPatternsOf } from './shared/config.js';
import {
  definerLookup,
  definitionsNamed,
  blocksOfPaths,
  definitionsOfPaths,
  fileStatuses,
  referenceSource,
  lexicalSource,
  type FileStatus,
} from './store/read.js';
import { loadCachedGraph, saveCachedGraph } from './graph/cache.js';
import { fullGraph, patchedGraph, saveForward, type BuiltGraph } from './graph/incremental.js';
import type { GraphSnapshot } from './graph/snapshot.js';
import { changeLogOf, historyOf, readChangeLog, readHead, type ChangeHistory, type ChangeLog } from './shared/history.js';
import { loadCachedLog, saveCachedLog } from './store/history-cache.js';
import { isSourceCode } from './shared/roles.js';
import type { Tuning } from './rank/tune.js';
import { RepositoryTuning } from './repository/tuning.js';
import { edgesAmong } from './graph/edges.js';
import { transitionMatrix } from './rank/pagerank.js';
import { rankFiles, type RankInputs, type RankOptions, type RankedSymbol, type Ranking } from './rank/rank.js';
import { isTextTask, type SeedRequest } from './rank/seeds.js';
import { layMap, mapCandidates, mapEntries, type MapOptions } from './render/map-layout.js';
import type { RepoMap } from './render/types.js';
import type { GraphNeighbourhood } from './render/graph-page.js';
import type { RankedFile, StoredDefinition } from './types.js';
import { indexGeneration } from './store/graph-blobs.js';
import { WorkReporter, type ProgressListener, type WorkPhase, type WorkProgress } from './shared/progress.js';


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
/** An open repository index. Close it when done. */
export class Repository {
  private readonly rankInputs = new Map<string, RankInputs>();
  /** Stored definitions by path, read once per index generation (maps read the same top files again and again). */
  private readonly definitionCache = new Map<string, StoredDefinition[]>();
  /** The index generation the in-memory caches were filled from; -1: none yet. */
  private cachedGeneration = -1;

  private constructor(
    readonly root: string,
    private readonly location: IndexLocation,
    private db: Db,
    private readonly notice: (message: string) => void,
    private fileGuard: FileGuard,
  ) {
    this.tuner = new RepositoryTuning({
      root,
      db: () => this.db,
      head: () => this.currentHead(),
      changes: () => this.changeLog()?.changes ?? null,
      isTaskFile: () => this.taskFileTest(),
      signals: (seeds, history) => this.ranking({ paths: seeds }, { history, tuned: false, signalsOnly: true }).signals,
      during: (phase, work) => this.during(phase, work),
      withLock: (write, timeoutMs) => this.withLock(write, timeoutMs),
    });
  }

  /** Open the index of the repository at `root` (created if missing; rebuilt if corrupt). */
  static open(root: string, options: OpenOptions = {}): Repository {
    const absolute = resolve(root);
    if (!existsSync(absolute)) throw new RepoError(`root does not exist: ${root}`);
    if (!statSync(absolute).isDirectory()) throw new RepoError(`root is not a directory: ${root}`);
    const guard = guardFor(absolute);
    const location = prepareIndexLocation(absolute, options.db);
    const notice = options.onNotice ?? (() => {});
    const { db, rebuiltBecause } = openIndexDb(location);
    if (rebuiltBecause) notice(`repomap: ${rebuiltBecause} (${location.dbPath}); rebuilding it`);
    return new Repository(absolute, location, db, notice, guard);
  }

  /** The index file. */
  get dbPath(): string {
    return this.location.dbPath;
  }

  /** Reads files of this repository safely: never a secret, a link out, a FIFO or a device. */
  get guard(): FileGuard {
    return this.fileGuard;
  }

  /**
   * Bring the index up to date incrementally; only new and changed files are parsed. An
   * index that is already up to date is only read: no lock is taken and nothing is written,
   * unless HEAD moved since the last update (then automatic tuning notes the new HEAD, and
   * fits the fusion again at a new tuning point: `tuneAutomatically`).
   */
  async update(options: UpdateOptions = {}): Promise<IndexStats> {
    try {
      const stats = await this.index({
        ...options,
        onProgress: (done, total) => {
          options.onProgress?.(done, total);
          this.report({ phase: 'parse', done, total });
        },
        onPhase: (progress) => {
          options.onPhase?.(progress);
          this.report(progress);
        },
      });
      // Rankings until the next update read the history at this HEAD (one git process, not one per ranking).
      this.headAtUpdate = readHead(this.root);
      if (options.autoTune !== false) this.tuneAutomatically();
      return stats;
    } finally {
      this.report(null);
    }
  }

  private readonly work = new WorkReporter();

  /**
   * Listen to what the repository is busy with: updating the index (scan, parse, store),
   * tuning, ranking, building the ranking's graph; null once it is done. Returns a function
   * that stops listening.
   */
  watchProgress(listener: ProgressListener): () => void {
    return this.work.listen(listener);
  }

  private report(progress: WorkProgress | null): void {
    this.work.report(progress);
  }

  private during<T>(phase: WorkPhase, work: () => T): T {
    return this.work.during(phase, work);
  }

  /** HEAD as the last update found it; undefined before any update (rankings then ask git). */
  private headAtUpdate: string | null | undefined;

  private currentHead(): string | null {
    return this.headAtUpdate !== undefined ? this.headAtUpdate : readHead(this.root);
  }

  private async index(options: IndexOptions): Promise<IndexStats> {
    this.fileGuard = guardFor(this.root); // `.repomap.json` may have gained secret patterns
    const indexOptions = { ...options, guard: this.fileGuard };
    // The tree may have changed since the index was opened: `.repomap` is checked again each time.
    checkIndexLocation(this.location);
    const lock = () => IndexLock.acquire(this.location.lockPath, undefined, { root: this.location.root });
    // The in-memory caches follow the index generation (see freshCaches), which any process
    // that changes the index bumps.
    this.tuner.forget();
    try {
      return this.reportGrammarFailures(await indexRepository(this.db, this.root, indexOptions, lock));
    } catch (error) {
      if (!isCorruptionError(error)) throw error;
      const held = lock();
      try {
        this.notice(`repomap: index file is corrupt (${this.dbPath}); rebuilding it`);
        this.db.close();
        removeDbFiles(this.dbPath);
        this.db = openIndexDb(this.location).db;
        this.dropCaches();
        return this.reportGrammarFailures(await indexRepository(this.db, this.root, indexOptions));
      } finally {
        held.release();
      }
    }
  }

  /** One notice per language whose grammar did not load, however many files it left unparsed. */
  private reportGrammarFailures(stats: IndexStats): IndexStats {
    for (const [language, failure] of Object.entries(stats.grammarFailures)) {
      const files = failure.files === 1 ? '1 file' : `${failure.files} files`;
      this.notice(`repomap: the ${language} grammar did not load (${failure.error}); ${files} recorded as errors, retried next run`);
    }
    return stats;
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
    const symbols = ranking.rankSymbols(this.definitionsOf(paths));
    return options.top === undefined ? symbols : symbols.slice(0, options.top);
  }

  /** The ranking behind `rank`; a task reads git history at HEAD as the last `update` found it. */
  ranking(request: SeedRequest = {}, options: RankOptions = {}): Ranking {
    return this.during('rank', () => this.rankingNow(request, options));
  }

  private rankingNow(request: SeedRequest, options: RankOptions): Ranking {
    // Every task reads history: seed paths for co-change, a text or mentions for the files that
    // changed with their best file and for past changes like them. A general map does not.
    const task = (request.paths?.length ?? 0) > 0 || (request.mentions?.length ?? 0) > 0 || Boolean(request.query?.trim());
    const withHistory = options.history === undefined && task ? { ...options, history: this.changeHistory() } : options;
    // A fusion fitted to the repository's changes is fitted to path-seeded tasks: a text alone
    // keeps the text defaults.
    return rankFiles(this.inputsFor(options.aider ? 'aider' : 'repomap'), request, isTextTask(request) ? withHistory : this.tuner.optionsFor(withHistory));
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

  private readonly tuner: RepositoryTuning;

  private withLock(write: () => void, timeoutMs?: number): void {
    checkIndexLocation(this.location);
    const held = IndexLock.acquire(this.location.lockPath, timeoutMs, { root: this.location.root });
    try {
      write();
    } finally {
      held.release();
    }
  }

  /** Indexed source files: what a tuning task may seed with and ask for. */
  private taskFileTest(): (path: string) => boolean {
    const indexed = new Set(this.files().filter((file) => file.status !== 'error').map((file) => file.path));
    return (path) => indexed.has(path) && isSourceCode(path);
  }

  private history: { log: ChangeLog | null; history: ChangeHistory | null } | undefined;
  /** The co-change history of the change log at HEAD (built again when HEAD moved). */
  private changeHistory(): ChangeHistory | null {
    const log = this.changeLog();
    if (this.history?.log !== log) this.history = { log, history: historyOf(log) };
    return this.history.history;
  }

  private changeLogAt: { head: string | null; log: ChangeLog | null } | undefined;
  /** The git change log at HEAD: kept in the index by commit, read again only when HEAD moved. */
  private changeLog(): ChangeLog | null {
    const head = this.currentHead();
    if (this.changeLogAt?.head === head) return this.changeLogAt.log;
    let log = head ? loadCachedLog(this.db, head) : null;
    if (!log) {
      const changes = head ? readChangeLog(this.root) : null;
      if (head && changes) saveCachedLog(this.db, head, changes);
      log = changes ? changeLogOf(changes) : null;
    }
    this.changeLogAt = { head, log };
    return log;
  }

  /** Empties the in-memory caches when the index changed since they were filled. */
  private freshCaches(): void {
    if (!this.db.open) throw new RepoError('the repository is closed');
    const generation = indexGeneration(this.db);
    if (generation === this.cachedGeneration) return;
    this.dropCaches();
    this.cachedGeneration = generation;
  }

  private dropCaches(): void {
    this.rankInputs.clear();
    this.definitionCache.clear();
    this.cachedGeneration = -1;
  }

  /**
   * The stored definitions of these files, in the order given, each file's by line: from
   * the store once per index generation. Shared arrays: callers only read them.
   */
  private definitionsOf(paths: readonly string[]): StoredDefinition[] {
    this.freshCaches();
    const missing = [...new Set(paths)].filter((path) => !this.definitionCache.has(path));
    if (missing.length) {
      for (const path of missing) this.definitionCache.set(path, []);
      for (const def of definitionsOfPaths(this.db, missing)) this.definitionCache.get(def.path)!.push(def);
    }
    return paths.flatMap((path) => this.definitionCache.get(path)!);
  }

  /**
   * The file graph for a weighting variant: built with graphology from the
   * store once per index generation, then kept as a snapshot in the index so
   * later maps load it instead of rebuilding it.
   */
  private inputsFor(variant: 'repomap' | 'aider'): RankInputs {
    this.freshCaches();
    let inputs = this.rankInputs.get(variant);
    if (inputs) return inputs;
    let snapshot = loadCachedGraph(this.db, variant);
    snapshot ??= this.during('graph', () => this.buildGraph(variant));
    const paths = snapshot.paths;
    const matrix = transitionMatrix(snapshot);
    inputs = {
      snapshot,
      matrix,
      seedContext: { paths, indexOf: matrix.indexOf, definersOf: definerLookup(this.db, matrix.indexOf) },
      references: referenceSource(this.db),
      lexical: lexicalSource(this.db),
      literals: literalSource(this.db),
    };
    this.rankInputs.set(variant, inputs);
    return inputs;
  }

  /**
   * The graph of the index as it is, kept for the next maps. After a change to a few files,
   * only their edges are made again (graph/incremental.ts). Made and saved in one read
   * snapshot, so it is saved under the generation it was made from; should another process
   * change the index meanwhile, it is made again and not saved.
   */
  private buildGraph(variant: 'repomap' | 'aider'): GraphSnapshot {
    const options = { aider: variant === 'aider' };
    const build = (): BuiltGraph => patchedGraph(this.db, variant, options) ?? fullGraph(this.db, options);
    try {
      return this.db.transaction(() => {
        const { snapshot, forward } = build();
        saveCachedGraph(this.db, variant, snapshot);
        saveForward(this.db, variant, snapshot.paths, forward);
        return snapshot;
      })();
    } catch (error) {
      if (!isBusyError(error)) throw error;
      return build().snapshot;
    }
  }

  /** A signature-only map of the most relevant code, never over the budget. */
  map(request: SeedRequest = {}, options: MapOptions = {}, rankOptions: RankOptions = {}): RepoMap {
    return this.during('rank', () => this.mapNow(request, options, rankOptions));
  }

  private mapNow(request: SeedRequest, options: MapOptions, rankOptions: RankOptions): RepoMap {
    const ranking = this.ranking(request, rankOptions);
    const candidates = mapCandidates(ranking.files, options);
    const paths = candidates.map((file) => file.path);
    const entries = mapEntries(candidates, ranking.scoreDefinitions(this.definitionsOf(paths)), blocksOfPaths(this.db, paths), options);
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
    const snapshot = this.inputsFor(rankOptions.aider ? 'aider' : 'repomap').snapshot;
    return {
      files,
      definitions: ranking.scoreDefinitions(this.definitionsOf(paths)),
      edges: edgesAmong(snapshot, paths),
      seeded: ranking.seeded,
      unmatched: ranking.unmatched,
    };
  }

  /** Every definition of the given files (all files when none are given), in source order. */
  symbols(paths?: readonly string[]): StoredDefinition[] {
    const wanted = paths?.length ? paths : this.files().filter((file) => file.status !== 'skipped').map((file) => file.path);
    return definitionsOfPaths(this.db, wanted);
  }

  /** Definitions whose name or qualified name is `name`. */
  findSymbol(name: string): StoredDefinition[] {
    return definitionsNamed(this.db, name);
  }

  /** Every file the index knows, with its status (ok, partial, error, skipped) and reason. */
  files(): FileStatus[] {
    return fileStatuses(this.db);
  }

  /** The underlying SQLite handle, for stages that need it (pack, search). */
  get database(): Db {
    return this.db;
  }

  close(): void {
    this.db.close();
  }
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

/** SQLite's answer when another connection holds the write lock or changed the database under a read snapshot. */
function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
