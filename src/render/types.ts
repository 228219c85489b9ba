import type { Unmatched } from '../rank/seeds.js';
import type { Block, RankedDefinition, RankedFile } from '../types.js';

/** One file of a map and the definitions shown for it. */
export interface MapEntry {
  file: RankedFile;
  definitions: RankedDefinition[];
  /** The file's enclosing blocks, by index (RankedDefinition.block); none when absent. */
  blocks?: readonly Block[];
  /** The headers of the blocks around the shown definitions, in source order (set by the fitter). */
  headers?: readonly Block[];
  /** A shown block has members after the last line shown: the map marks them left out. */
  continues?: boolean;
}

/** The map formats, each a module of render/formats/ with its row in render/formats.ts. */
export type MapFormat = 'text' | 'markdown' | 'json';

/** Depth where the task is (see depth.ts). */
export interface DepthOptions {
  /** Share of the token budget the depth files may take (estimated); 0 = breadth only. */
  share: number;
  /** At most this many files get depth. */
  files: number;
  /** Whether seed files can be depth files (else the depth goes to the files around them). */
  seeds: boolean;
  /** Every file, not only the depth files, shows its public definitions before its private ones. */
  publicFirst: boolean;
  /**
   * Whole surfaces up to this share: when the top files' entire public surfaces (up to
   * `files` of them, in rank order) fit within fitShare × budget, the share grows to cover
   * them (a small repository's top is rendered depth-first). Default: `share` (no growth).
   */
  fitShare?: number;
  /** A file whose surface does not fit what is left of the share gets no partial depth (and depth stops). */
  whole?: boolean;
  /** Only files scoring at least this fraction of the first depth file's score get depth. Default 0. */
  scoreRatio?: number;
}

/**
 * The map as a knapsack (see value-order.ts): each line ordered by its expected worth per
 * token. Replaces the depth plan and the breadth pass when given.
 */
export interface ValueOptions {
  /** A file at non-seed position r (0 = first) is a task's file with chance (1 + r)^-rankDecay. */
  rankDecay: number;
  /** Worth of showing all of a task file's definitions, against naming the file (1). */
  symbolWeight: number;
  /** A seed's definitions are weighed as those of the file at this position. */
  seedPosition: number;
  /** Each file's private definitions after all its public ones. */
  publicFirst?: boolean;
  /**
   * With docs `value`: the lead doc sentences (those of the best definitions) take up to this
   * share of the token budget, each worth as much per token as its definition.
   */
  docShare?: number;
  /** With docs `value`: every later doc sentence's worth against its definition's (0: none shown). */
  docWeight?: number;
}

export interface FitOptions {
  /** Hard cap on the o200k_base token count of the rendered text. */
  tokens: number;
  /** Optional hard cap on the UTF-8 byte length of the rendered text. */
  bytes?: number | null;
  format: MapFormat;
  /** The top files' public surface before the breadth pass; none when absent. */
  depth?: DepthOptions;
  /** Order every line by expected worth per token instead (depth is then ignored). */
  value?: ValueOptions;
  /**
   * Whose doc sentences the map shows: every shown definition's (competing with signatures
   * for the budget), the depth files' only, only what fits after the map is fitted without
   * docs (`slack`: docs never displace a signature), each as a line of the value order (`value`:
   * see ValueOptions.docShare and docWeight; `slack` without a value order), or none.
   * Default none.
   */
  docs?: DocsScope;
  /** Bare `path (reason)` lines for the next-ranked files in what the budget leaves. Default true. */
  fileTail?: boolean;
  /** Share of the budget held back from signatures for the tail (it also takes what they leave). Default 0. */
  fileTailShare?: number;
}

export type DocsScope = 'all' | 'depth' | 'slack' | 'value' | 'none';

export interface FitResult {
  text: string;
  /** Token count of `text`. */
  tokens: number;
  /** UTF-8 byte length of `text`. */
  bytes: number;
  /** What `text` shows: files in map order, each with its definitions in source order. */
  entries: MapEntry[];
}

/** A file of a map as the JSON outputs give it: its reason, score and shown symbols. */
export interface MapFileEntry {
  path: string;
  reason: string;
  score: number;
  symbols: {
    name: string;
    qualifiedName: string;
    kind: string;
    line: number;
    endLine: number;
    signature: string;
    /** The doc sentence the map shows with the signature, or null (none, or docs off). */
    doc: string | null;
    score: number;
    /** `context`: shown only as the header of a shown member's container. */
    role: 'ranked' | 'context';
    /** Qualified name of the enclosing type or module, or null. */
    container: string | null;
    /** Line of the header of the innermost block enclosing it (one of the file's `blocks`), or null. */
    block: number | null;
    /** Other definitions of the same name left out for this one. */
    repeats?: number;
  }[];
  /** The block headers shown above the symbols: header line, the block's last line, the header's text. */
  blocks: { line: number; endLine: number; header: string }[];
  /** Set when a shown block has members after the last line shown (marked left out). */
  continues?: true;
}

export interface RepoMap {
  /** The map, in the requested format (text or markdown). */
  text: string;
  tokens: number;
  bytes: number;
  budget: { tokens: number; bytes: number | null };
  tokenizer: string;
  /** Files in the order they appear in the map. */
  files: MapFileEntry[];
  /** The parts of the task that led to nothing indexed (set by Repository.map). */
  unmatched?: Unmatched[];
  /** Whether the map was made for a task (false: a general map). */
  seeded?: boolean;
}
