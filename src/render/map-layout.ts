// The map's layout: which ranked files are candidates, what each shows (its scored definitions
// and their enclosing blocks), and how the budget is spent on them, with the defaults measured
// for each choice. The Repository ranks and reads the store; this decides the rest.
import type { Block, RankedDefinition, RankedFile } from '../types.js';
import { renderRepoMap } from './map.js';
import { dropRepeats, linkContainers } from './outline.js';
import type { MapEntry, MapFormat, RepoMap } from './types.js';

export const DEFAULT_MAP_TOKENS = 2048;

/** How a map is rendered; how files are ranked for it is a RankOptions, passed apart. */
export interface MapOptions {
  /** Hard cap on the map's o200k_base token count. Default 2048. */
  tokens?: number;
  /** Optional hard cap on its UTF-8 bytes. */
  bytes?: number | null;
  format?: MapFormat;
  /**
   * Breadth over depth: a file's j-th best definition competes for the budget
   * with its score divided by (1 + decay·j), so more relevant files get their
   * key signatures before any file shows its long tail. Default 1; 0 = pure score order.
   */
  definitionDecay?: number;
  /** Every file's public definitions before its private ones. Default true for a map with no seeds, false for a seeded one. */
  publicFirst?: boolean;
  /** Files left out of the map (a pack shows them in full already). */
  exclude?: ReadonlySet<string>;
  /**
   * Doc sentences: the first sentence of a definition's doc comment or docstring, shown as a
   * comment line after its signature, counted in the budget like the rest. Default true:
   * see DEFAULT_DOCS_SCOPE for whose docs; false = signatures only.
   */
  docs?: boolean;
  /**
   * Whose docs a map with docs shows: every shown definition's, what the fitted signatures
   * leave (`slack`), or each doc as a line of the value layout, those of the best definitions
   * within `valueDocShare` of the budget (`value`).
   */
  docsScope?: 'all' | 'slack' | 'value';
  /**
   * What the budget leaves after the signatures names the next-ranked files as bare
   * `path (reason)` lines. Default true.
   */
  fileTail?: boolean;
  /** Share of the budget held back from the signatures for those lines. Default 0: names compete with signatures already. */
  fileTailShare?: number;
  /**
   * The layout orders every line (a file's name, each definition) by its expected worth to the
   * task per token (render/value-order.ts). Value layout: how fast a file's chance of being a
   * task's file falls with its rank.
   */
  valueRankDecay?: number;
  /** Value layout: worth of a task file's definitions against its name. */
  valueSymbolWeight?: number;
  /** Value layout: a seed's definitions weigh as those of the file at this position. */
  valueSeedPosition?: number;
  /**
   * Value layout with docs `value`: the lead doc sentences (of the best definitions) take up to
   * this share of the budget, counted in lines of a doc line's mean cost (15 tokens: 10 lines at
   * 4k), each worth as much per token as its definition; every later one is worth
   * `valueDocWeight` of its definition's.
   */
  valueDocShare?: number;
  valueDocWeight?: number;
  /**
   * Value layout with docs `value`: a lead doc sentence's worth against its definition's; a
   * definition whose doc line is worth more per token than its own competes as the pair. Default 3.
   */
  valueDocLeadWeight?: number;
}

/** Files considered for a map: far more than any budget shows, far fewer than a big repository has. */
const MAP_CANDIDATE_FILES = 600;
/**
 * The value layout's worths, chosen on bench cochange's training repositories (flask, gin,
 * hono, pytest, tokio, okhttp, laravel; 100 changes each) and checked on eleven others:
 * bench/history/notebook-2026-11-to-12.md, "The map as a knapsack".
 */
const DEFAULT_VALUE = { rankDecay: 1.3, symbolWeight: 1, seedPosition: 4, docWeight: 0, docShare: 0.04, docLeadWeight: 3 };
/**
 * Measured on bench cochange (50 changes each of flask, gin and hono, validated on express and
 * ripgrep): bench/history/notebook-2026-11-to-12.md, "Doc sentences in maps". Docs for every
 * shown definition cost 0.02–0.11 of Sym@4k, the depth files' docs only 0.02–0.08 and up to
 * 0.10 of Sym@8k; in the slack of a map fitted without them they cost nothing, and showed none
 * in most maps. Now each doc is a line of the value layout, and its worth saturates: the docs of
 * the best definitions, up to 4% of the budget, each worth its definition's worth per token,
 * and none after them. A flat fifth of the definition's worth showed 3 doc lines in a 4k map
 * of sinatra and 29 of express (costing 0.02 of Sym@4k); a share of 0.04 shows 8–11 on most
 * trees and keeps Sym@4k within 0.01 of no docs on four of the five training repositories
 * (flask, gin, hono, requests; pytest −0.011 with any docs), where 0.06, or 0.04 and a tenth
 * of the worth after it, cost 0.02 on some (bench/history/notebook-2026-11-to-12.md, "Doc
 * sentences that saturate"). The share was counted in estimated tokens (3.5 characters a
 * token), which doc prose passes (4.5–5): cobra, Exposed and jq showed 6–7 doc lines at 4k. It is
 * now counted in lines at a doc line's mean cost on the training repositories (15 tokens), so
 * 4% of 4k is 10 lines on every tree with the docs: Sym@4k within 0.003 of docs off on flask,
 * gin, hono and requests as before (pytest −0.011 as with any docs), 0.03 and 0.035 the same
 * (bench/history/notebook-2026-11-to-12.md, "Doc sentences counted in lines"). The lead docs
 * are the first docs of the value order, and a definition competes with its doc line as a
 * pair, the doc worth `docLeadWeight` (3) times the definition: 1, 1.5, 2 and 3 keep Sym@4k and
 * R@4k of every case of the five training repositories (60 changes each), and 3 is the least
 * that shows the whole share on all five at 1k, 4k and 8k (hono 9.5 -> 10.0 lines at 4k):
 * bench/history/2026-12-04b-docs.md.
 */
const DEFAULT_DOCS_SCOPE: 'all' | 'slack' | 'value' = 'value';

/** The files a map considers: the ranking's first, less those the options leave out. */
export function mapCandidates(ranked: readonly RankedFile[], options: MapOptions): RankedFile[] {
  const tokens = options.tokens ?? DEFAULT_MAP_TOKENS;
  const kept = options.exclude?.size ? ranked.filter((file) => !options.exclude!.has(file.path)) : ranked;
  // A file shown costs at least a header line: more candidates than that cannot fit.
  return kept.slice(0, Math.min(MAP_CANDIDATE_FILES, Math.max(32, Math.ceil(tokens / 16))));
}

/** Each candidate with its scored definitions, best first (repeats dropped, later ones decayed), and its blocks. */
export function mapEntries(
  candidates: readonly RankedFile[],
  scored: readonly RankedDefinition[],
  blocks: ReadonlyMap<string, Block[]>,
  options: MapOptions,
): MapEntry[] {
  const byPath = new Map<string, RankedDefinition[]>();
  for (const def of scored) {
    const list = byPath.get(def.path);
    if (list) list.push(def);
    else byPath.set(def.path, [def]);
  }
  const decay = options.definitionDecay ?? 1;
  return candidates.map((file) => {
    const best = (byPath.get(file.path) ?? []).sort(byScoreThenPosition);
    linkContainers(best);
    const definitions = dropRepeats(best).map((def, position) => {
      if (decay > 0) def.score = def.score / (1 + decay * position);
      return def;
    });
    return { file, definitions, blocks: blocks.get(file.path) ?? [] };
  });
}

/** The entries fitted to the budget by the value layout, with the defaults filled in. */
export function layMap(entries: readonly MapEntry[], options: MapOptions, seeded: boolean): Omit<RepoMap, 'unmatched' | 'seeded'> {
  const tokens = options.tokens ?? DEFAULT_MAP_TOKENS;
  const docs = options.docs === false ? 'none' : (options.docsScope ?? DEFAULT_DOCS_SCOPE);
  const value = {
    rankDecay: options.valueRankDecay ?? DEFAULT_VALUE.rankDecay,
    symbolWeight: options.valueSymbolWeight ?? DEFAULT_VALUE.symbolWeight,
    seedPosition: options.valueSeedPosition ?? DEFAULT_VALUE.seedPosition,
    docWeight: options.valueDocWeight ?? DEFAULT_VALUE.docWeight,
    docShare: options.valueDocShare ?? DEFAULT_VALUE.docShare,
    docLeadWeight: options.valueDocLeadWeight ?? DEFAULT_VALUE.docLeadWeight,
    // A map with no task is a table of contents: its public API first. A change touches
    // private code as often, so a seeded map weighs every definition alike.
    publicFirst: options.publicFirst ?? !seeded,
  };
  // Names compete with signatures already: nothing is held back for the tail.
  return renderRepoMap(entries, { tokens, bytes: options.bytes ?? null, format: options.format, docs, fileTail: options.fileTail, value, fileTailShare: options.fileTailShare ?? 0 });
}

/** Best score first; equal scores in source order, then by name, so the order never depends on row ids. */
function byScoreThenPosition(a: RankedDefinition, b: RankedDefinition): number {
  return b.score - a.score || a.startLine - b.startLine || (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0);
}
