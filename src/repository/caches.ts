// What a Repository keeps in memory between rankings: each weighting's ranking inputs (the
// file graph, its transition matrix, the store's sources) and the stored definitions of the
// files maps show, all read again once the index generation moved.
import { RepoError } from '../shared/errors.js';
import type { WorkPhase } from '../shared/progress.js';
import type { Db } from '../store/db.js';
import { indexGeneration } from '../store/graph-blobs.js';
import { literalSource } from '../store/literals.js';
import { definitionsOfPaths, lexicalSource, referenceSource } from '../store/read.js';
import { definerLookup, memberLookup } from '../store/definers.js';
import { buildAndKeepGraph, loadCachedGraph } from '../graph/cache.js';
import { transitionMatrix } from '../rank/pagerank.js';
import type { RankInputs } from '../rank/rank.js';
import type { StoredDefinition } from '../types.js';

export type GraphVariant = 'repomap' | 'aider';

export class IndexCaches {
  private readonly rankInputs = new Map<GraphVariant, RankInputs>();
  /** Stored definitions by path (maps read the same top files again and again). */
  private readonly definitionCache = new Map<string, StoredDefinition[]>();
  /** The index generation the caches were filled from; -1: none yet. */
  private generation = -1;

  constructor(
    private readonly db: () => Db,
    private readonly during: <T>(phase: WorkPhase, work: () => T) => T,
  ) {}

  drop(): void {
    this.rankInputs.clear();
    this.definitionCache.clear();
    this.generation = -1;
  }

  /**
   * The stored definitions of these files, in the order given, each file's by line. Shared
   * arrays: callers only read them.
   */
  definitionsOf(paths: readonly string[]): StoredDefinition[] {
    this.fresh();
    const missing = [...new Set(paths)].filter((path) => !this.definitionCache.has(path));
    if (missing.length) {
      for (const path of missing) this.definitionCache.set(path, []);
      for (const def of definitionsOfPaths(this.db(), missing)) this.definitionCache.get(def.path)!.push(def);
    }
    return paths.flatMap((path) => this.definitionCache.get(path)!);
  }

  /**
   * The ranking's inputs for a weighting variant: its file graph loaded from the snapshot kept
   * in the index, or built in columns (graph/build.ts) and kept for later maps.
   */
  inputsFor(variant: GraphVariant): RankInputs {
    this.fresh();
    let inputs = this.rankInputs.get(variant);
    if (inputs) return inputs;
    const db = this.db();
    const snapshot = loadCachedGraph(db, variant) ?? this.during('graph', () => buildAndKeepGraph(db, variant));
    const matrix = transitionMatrix(snapshot);
    inputs = {
      snapshot,
      matrix,
      seedContext: {
        paths: snapshot.paths,
        indexOf: matrix.indexOf,
        definersOf: definerLookup(db, matrix.indexOf),
        membersOf: memberLookup(db, matrix.indexOf),
      },
      references: referenceSource(db),
      lexical: lexicalSource(db),
      literals: literalSource(db),
      // The maps' cache: a text's best definitions are read from the files its map then shows.
      definitions: { definitionsOf: (paths) => this.definitionsOf(paths) },
    };
    this.rankInputs.set(variant, inputs);
    return inputs;
  }

  /** Empties the caches when the index changed since they were filled (any process that changes it bumps the generation). */
  private fresh(): void {
    const db = this.db();
    if (!db.open) throw new RepoError('the repository is closed');
    const generation = indexGeneration(db);
    if (generation === this.generation) return;
    this.drop();
    this.generation = generation;
  }
}
