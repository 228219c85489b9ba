import type { Unmatched } from '../rank/seeds.js';
import type { MapFormat } from '../shared/map-formats.js';
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

/** The map formats, each a module of render/formats/ with its row in render/formats.ts (names: shared/map-formats.ts). */
export type { MapFormat };

/** One step of a map's item order (value-order.ts, breadth-order.ts): a definition (which brings its file header) or a bare file. */
export interface Item {
  file: number;
  /** Index into the file's definitions; -1 for a file shown without definitions. */
  definition: number;
  /** The definition's doc sentence (it brings the definition); value order only. */
  doc?: true;
}

/** A map's items in the order the fitter takes them. */
export interface ItemOrder {
  readonly length: number;
  /** The first `count` items (fewer if the order is shorter). */
  prefix(count: number): Item[];
  at(index: number): Item | undefined;
  /**
   * Whether an item out of order (the fitter's fill after the prefix) may join these shown
   * definitions of its file. Absent: always.
   */
  allows?(item: Item, shown: ReadonlySet<number>): boolean;
}

/**
 * The map as a knapsack (see value-order.ts): each line ordered by its expected worth per
 * token. Replaces the breadth order when given.
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
   * share of the token budget, counted in lines of DOC_LINE_TOKENS each (value-order.ts), each
   * worth as much per token as its definition.
   */
  docShare?: number;
  /** With docs `value`: every later doc sentence's worth against its definition's (0: none shown). */
  docWeight?: number;
  /**
   * With docs `value`: a lead doc sentence's worth against its definition's; a definition whose
   * doc is worth more per token than its own line competes with both lines as a pair. Default here 1; a map's layout gives 3 (map-layout.ts).
   */
  docLeadWeight?: number;
}

export interface FitOptions {
  /** Hard cap on the o200k_base token count of the rendered text. */
  tokens: number;
  /** Optional hard cap on the UTF-8 byte length of the rendered text. */
  bytes?: number | null;
  format: MapFormat;
  /** Order every line by expected worth per token; absent: the breadth order (breadth-order.ts). */
  value?: ValueOptions;
  /**
   * Whose doc sentences the map shows: every shown definition's (competing with signatures
   * for the budget), only what fits after the map is fitted without
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

export type DocsScope = 'all' | 'slack' | 'value' | 'none';

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
