// A map from a file order made elsewhere (a benchmark baseline, an external
// ranker): the same renderer and budget fitting as `Repository.map`, with
// file and definition scores derived from the order.
import type { MapOptions, RepoMap, Repository } from '../repository.js';
import { DEFAULT_MAP_TOKENS } from '../repository.js';
import type { StoredDefinition } from '../types.js';
import { renderRepoMap } from '../render/map.js';
import type { MapEntry } from '../render/types.js';
import type { RankedDefinition, RankedFile } from '../types.js';

/** As many files as `Repository.map` considers. */
export const MAP_CANDIDATE_FILES = 600;

export interface FileOrderMapOptions extends Pick<MapOptions, 'tokens' | 'bytes' | 'format'> {
  /**
   * Orders the definitions within each file (higher first). Default: the
   * repository's global (unseeded) definition scores.
   */
  scoreDefinitions?: (definitions: readonly StoredDefinition[]) => RankedDefinition[];
}

/**
 * The map entries for files in the given order (best first). The file at
 * position i gets score 1/(i+1); its definition of within-file importance j
 * (0 = most important, by `scoreDefinitions`) gets 1/((i+1)(j+1)), so the
 * map shows the top files' most important definitions first, interleaved the
 * way `Repository.map` interleaves them, and never reorders files it shows
 * against the given order by more than their definitions' importance.
 */
export function entriesFromFileOrder(
  repo: Repository,
  files: readonly (string | RankedFile)[],
  options: Pick<FileOrderMapOptions, 'scoreDefinitions'> = {},
): MapEntry[] {
  const seen = new Set<string>();
  const ordered: RankedFile[] = [];
  for (const file of files) {
    const path = typeof file === 'string' ? file : file.path;
    if (seen.has(path)) continue;
    seen.add(path);
    ordered.push({ path, score: 1 / (ordered.length + 1), reason: typeof file === 'string' ? '' : file.reason });
    if (ordered.length >= MAP_CANDIDATE_FILES) break;
  }
  const definitions = repo.store.definitions(ordered.map((file) => file.path));
  const score = options.scoreDefinitions ?? ((defs: readonly StoredDefinition[]) => repo.ranking({}).scoreDefinitions(defs));
  const byPath = new Map<string, RankedDefinition[]>();
  for (const def of score(definitions)) {
    const list = byPath.get(def.path);
    if (list) list.push(def);
    else byPath.set(def.path, [def]);
  }
  return ordered.map((file) => {
    const defs = (byPath.get(file.path) ?? []).slice().sort((a, b) => b.score - a.score || a.startLine - b.startLine);
    return { file, definitions: defs.map((def, j) => ({ ...def, score: file.score / (j + 1) })) };
  });
}


/**
 * A signature map of `files` in the given order (paths or ranked files, best
 * first), fitted under the budget like `Repository.map`: for rankings made
 * outside repomap, e.g. the benchmark's baselines.
 */
export function mapFromRanking(repo: Repository, files: readonly (string | RankedFile)[], options: FileOrderMapOptions = {}): RepoMap {
  return renderRepoMap(entriesFromFileOrder(repo, files, options), { ...options, tokens: options.tokens ?? DEFAULT_MAP_TOKENS });
}
