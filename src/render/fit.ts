import type { RankedDefinition } from '../types.js';
import { docComment, elisionLine, numberedLines } from './format.js';
import { formatterOf, renderMap, type MapFormatter } from './formats.js';
import { BreadthOrder } from './breadth-order.js';
import { ValueOrder } from './value-order.js';
import { countTokens } from './tokens.js';
import { shownEntry } from './outline.js';
import type { FitOptions, FitResult, Item, ItemOrder, MapEntry, MapFormat } from './types.js';

interface Measured {
  text: string;
  tokens: number;
  bytes: number;
}

/** Bounds on the greedy fill after the prefix search, so huge inputs stay fast. */
const GREEDY_MAX_RENDERS = 32;
const GREEDY_MAX_SCANNED = 2048;
/**
 * Code averages about 4 UTF-8 bytes per o200k token; an item with more than this many bytes
 * per token of slack is skipped in the greedy fill without counting it. Only a speed
 * heuristic: at worst it passes over an item that would have fit.
 */
const GREEDY_MAX_BYTES_PER_TOKEN = 8;
/** Below this share of the budget, retry with up to MAX_DROPPED fewer prefix items. */
const WELL_FILLED = 0.9;
const MAX_DROPPED = 4;

/**
 * Renders the largest prefix of the item order (the value order, value-order.ts, when
 * `value` is given; else definitions by score, each bringing its file header, files without
 * definitions at their rank, breadth-order.ts) whose text fits both budgets, then adds
 * later items that still fit. If that uses less than 90% of the budget, a few shorter prefixes
 * are filled the same way and the fullest result is kept. Both budgets are checked on the
 * exact final text, so the result is never over either.
 */
export function fitMap(ranked: readonly MapEntry[], options: FitOptions): FitResult {
  const fullTokens = validBudget(options.tokens, 'tokens');
  const fullBytes = options.bytes == null ? Infinity : validBudget(options.bytes, 'bytes');
  if (options.fileTail === false) return fitSignatures(ranked, options, fullTokens, fullBytes);
  // The tail's share is held back from the signatures, then the tail fills all that is left.
  const share = Math.max(0, Math.min(1, options.fileTailShare ?? 0));
  const fitted = fitSignatures(ranked, options, Math.floor(fullTokens * (1 - share)), fullBytes === Infinity ? Infinity : Math.floor(fullBytes * (1 - share)));
  return withBareTail(fitted, ranked, options.format, fullTokens, fullBytes);
}

/** The map's signatures (and doc sentences) within the budgets, without the bare tail. */
function fitSignatures(ranked: readonly MapEntry[], options: FitOptions, tokenBudget: number, byteBudget: number): FitResult {
  const docs = options.docs ?? 'none';
  if (docs === 'value' && options.value) {
    // Each doc sentence is a line of the value order: it competes with signatures by its worth.
    const stripped = new Map<RankedDefinition, string>();
    const plain = ranked.map((entry) => withoutDocs(entry, stripped));
    return new Fitter(plain, options.format, tokenBudget, byteBudget, new ValueOrder(plain, options.value, stripped, tokenBudget), stripped).fit();
  }
  if (docs === 'slack' || docs === 'value') {
    // Docs never displace a signature: the map is fitted without them, then the docs of what
    // it shows fill what the budget has left, best-scored definition first.
    const stripped = new Map<RankedDefinition, string>();
    const plain = ranked.map((entry) => withoutDocs(entry, stripped));
    const fitted = new Fitter(plain, options.format, tokenBudget, byteBudget, orderOf(plain, options)).fit();
    return withDocsInSlack(fitted, stripped, options.format, tokenBudget, byteBudget);
  }
  const plain = docs === 'none' ? ranked.map((entry) => withoutDocs(entry)) : ranked;
  return new Fitter(plain, options.format, tokenBudget, byteBudget, orderOf(plain, options)).fit();
}

/** The value order when asked for, else the breadth order. */
function orderOf(entries: readonly MapEntry[], options: FitOptions): ItemOrder {
  return options.value ? new ValueOrder(entries, options.value) : new BreadthOrder(entries);
}

/** Fewer tokens than a bare `path (reason)` line costs: bounds how many lines the tail tries. */
const MIN_BARE_TOKENS = 4;

/**
 * What the budget has left once every signature and doc sentence that fits is placed names
 * the next-ranked files the map does not show, as bare `path (reason)` lines at their rank:
 * the longest run of them that fits both budgets (bisected on exact renders; each only adds
 * a line, so the fit is monotone in the run's length).
 */
function withBareTail(fitted: FitResult, ranked: readonly MapEntry[], format: MapFormat, tokens: number, bytes: number): FitResult {
  const slack = tokens - fitted.tokens;
  if (slack < MIN_BARE_TOKENS) return fitted;
  const rankOf = new Map(ranked.map((entry, index) => [entry.file.path, index]));
  const shown = new Set(fitted.entries.map((entry) => entry.file.path));
  const tail: number[] = [];
  for (let file = 0; file < ranked.length && tail.length * MIN_BARE_TOKENS < slack; file++) {
    if (!shown.has(ranked[file]!.file.path)) tail.push(file);
  }
  const render = (count: number): FitResult => {
    const bare = tail.slice(0, count).map((file): MapEntry => ({ file: ranked[file]!.file, definitions: [] }));
    const entries = [...fitted.entries, ...bare].sort((a, b) => rankOf.get(a.file.path)! - rankOf.get(b.file.path)!);
    return renderedFit(entries, format, bytes);
  };
  return longestFitting(fitted, tail.length, render, tokens, bytes);
}

/**
 * The fitted map with the doc sentences of the largest best-first run of its shown
 * definitions that still fits both budgets (bisected on exact renders; adding a doc line
 * only adds text, so the fit is monotone in the run's length).
 */
function withDocsInSlack(fitted: FitResult, docs: ReadonlyMap<RankedDefinition, string>, format: MapFormat, tokens: number, bytes: number): FitResult {
  const candidates = fitted.entries
    .flatMap((entry, file) => entry.definitions.filter((def) => docs.has(def)).map((def) => ({ def, file })))
    .sort((a, b) => scoreOf(b.def) - scoreOf(a.def) || a.file - b.file || a.def.startLine - b.def.startLine);
  if (!candidates.length) return fitted;
  const render = (count: number): FitResult => {
    const chosen = new Set(candidates.slice(0, count).map((candidate) => candidate.def));
    const entries = fitted.entries.map((entry) => {
      if (!entry.definitions.some((def) => chosen.has(def))) return entry;
      const copies = new Map<RankedDefinition, RankedDefinition>();
      for (const def of entry.definitions) copies.set(def, chosen.has(def) ? { ...def, doc: docs.get(def)! } : def);
      for (const copy of copies.values()) if (copy.container && copies.has(copy.container)) copy.container = copies.get(copy.container)!;
      return { ...entry, definitions: [...copies.values()] };
    });
    return renderedFit(entries, format, bytes);
  };
  return longestFitting(fitted, candidates.length, render, tokens, bytes);
}

/** The entries rendered and measured; over the byte cap, tokens are not counted (Infinity). */
function renderedFit(entries: MapEntry[], format: MapFormat, bytes: number): FitResult {
  const text = renderMap(entries, format);
  const size = Buffer.byteLength(text, 'utf8');
  return { text, bytes: size, tokens: size > bytes ? Infinity : countTokens(text), entries };
}

/**
 * The render of the largest count in 0..most that fits both budgets (`none` is the render of
 * 0), bisected on exact renders: for renders that only add text as the count grows.
 */
function longestFitting(none: FitResult, most: number, render: (count: number) => FitResult, tokens: number, bytes: number): FitResult {
  const fits = (result: FitResult) => result.tokens <= tokens && result.bytes <= bytes;
  if (most === 0) return none;
  const all = render(most);
  if (fits(all)) return all;
  let best = none;
  let low = 0; // fits
  let high = most; // does not fit
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    const result = render(middle);
    if (fits(result)) {
      low = middle;
      best = result;
    } else high = middle;
  }
  return best;
}

function scoreOf(def: RankedDefinition): number {
  return Number.isNaN(def.score) ? -Infinity : def.score;
}

/** The entry with its definitions' doc sentences left out (copies; containers relinked to the copies). */
export function withoutDocs(entry: MapEntry, stripped?: Map<RankedDefinition, string>): MapEntry {
  if (!entry.definitions.some((def) => def.doc)) return entry;
  const copies = new Map<RankedDefinition, RankedDefinition>();
  for (const def of entry.definitions) {
    const copy = { ...def, doc: null };
    if (def.doc) stripped?.set(copy, def.doc);
    copies.set(def, copy);
  }
  for (const copy of copies.values()) if (copy.container) copy.container = copies.get(copy.container) ?? { ...copy.container, doc: null };
  return { ...entry, definitions: [...copies.values()] };
}

function validBudget(value: number, name: string): number {
  if (Number.isNaN(value) || value < 0) throw new RangeError(`${name} budget must be a non-negative number, got ${value}`);
  return Math.floor(value);
}

class Fitter {
  private readonly estimates = new Map<string, number>();
  /** Rendered blocks by file and chosen definitions (see blocksOf). */
  private readonly blocks = new Map<string, string>();
  private readonly formatter: MapFormatter;

  constructor(
    private readonly ranked: readonly MapEntry[],
    private readonly format: MapFormat,
    private readonly tokenBudget: number,
    private readonly byteBudget: number,
    private readonly order: ItemOrder,
    /** The doc sentences `doc` items show, by (doc-less) definition. */
    private readonly docs: ReadonlyMap<RankedDefinition, string> = new Map(),
    /** Count a map as the sum of its blocks' counts (see measure); false: count each whole text. */
    private readonly additive = true,
  ) {
    this.formatter = formatterOf(format);
  }

  fit(): FitResult {
    const result = this.search();
    // The sum of the blocks' counts is the text's count (see measure); checked once on the
    // chosen text, and should it ever differ, the search is made again counting whole texts.
    if (this.additive && result.tokens !== Infinity && countTokens(result.text) !== result.tokens) {
      return new Fitter(this.ranked, this.format, this.tokenBudget, this.byteBudget, this.order, this.docs, false).fit();
    }
    return result;
  }

  private search(): FitResult {
    const prefix = this.largestFittingPrefix();
    let best = this.fillAfterPrefix(prefix);
    if (prefix < this.order.length) {
      // A prefix ending in a large item can leave much of a small budget unused with nothing
      // later small enough to fill it; giving up its last items for later, smaller ones can.
      for (let drop = 1; drop <= MAX_DROPPED && drop <= prefix && this.fill(best.measured) < WELL_FILLED; drop++) {
        const candidate = this.fillAfterPrefix(prefix - drop);
        if (this.fill(candidate.measured) > this.fill(best.measured)) best = candidate;
      }
    }
    return { ...best.measured, entries: this.entriesFor(best.chosen) };
  }

  /** The first `length` items plus whatever the greedy fill adds after the next one. */
  private fillAfterPrefix(length: number): { chosen: Item[]; measured: Measured } {
    const chosen = this.order.prefix(length);
    // The item right after the prefix is known not to fit (or was dropped); start after it.
    return this.fillGreedily(chosen, this.measure(chosen), length + 1);
  }

  /** How much of the binding budget a text uses, 0..1. */
  private fill(m: Measured): number {
    return Math.max(m.tokens / this.tokenBudget, m.bytes / this.byteBudget);
  }

  private fits(m: Measured): boolean {
    return m.tokens <= this.tokenBudget && m.bytes <= this.byteBudget;
  }

  /**
   * The map of these items, its bytes and tokens. Blocks are joined by a blank line, and
   * o200k_base splits text into pieces before it merges tokens: a run of line breaks ends a
   * piece, and a format's block starts with neither a space, a line break nor `/`
   * (MapFormatter.block), so the text's count is the sum of each block's count with its
   * separator. Blocks repeat from one candidate map to the next, so each is counted once.
   */
  private measure(chosen: readonly Item[]): Measured {
    if (!this.additive) {
      const text = renderMap(this.entriesFor(chosen), this.format);
      const bytes = Buffer.byteLength(text, 'utf8');
      // Over the byte cap: no need to count tokens to reject it.
      return { text, tokens: bytes > this.byteBudget ? Infinity : countTokens(text), bytes };
    }
    const blocks = this.blocksOf(chosen);
    const text = blocks.join('\n');
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > this.byteBudget) return { text, tokens: Infinity, bytes };
    let tokens = 0;
    for (let i = 0; i < blocks.length; i++) tokens += this.estimateTokens(i < blocks.length - 1 ? `${blocks[i]}\n` : blocks[i]!);
    return { text, tokens, bytes };
  }

  private prefixFits(length: number): boolean {
    return this.fits(this.measure(this.order.prefix(length)));
  }

  /**
   * Guesses the prefix length from per-item estimates, gallops from the guess to bracket the
   * boundary, then bisects: O(log n) full renders, each close to the budget in size.
   * (Token counts are not strictly monotone in the prefix, e.g. when a definition fills a gap
   * and removes an elision line; every candidate is measured exactly, so this only costs fill.)
   */
  private largestFittingPrefix(): number {
    const n = this.order.length;
    let fitting = 0; // known to fit: the empty map always does
    let failing = n + 1; // known not to fit; n + 1 stands for "none known"
    const guess = this.estimatedPrefix();
    if (guess > 0) {
      if (this.prefixFits(guess)) fitting = guess;
      else failing = guess;
    }
    if (failing === n + 1) {
      for (let step = 1; fitting < n; step *= 2) {
        const probe = Math.min(fitting + step, n);
        if (!this.prefixFits(probe)) {
          failing = probe;
          break;
        }
        fitting = probe;
      }
      if (fitting === n) return n;
    } else {
      for (let step = 1; failing - step > fitting; step *= 2) {
        const probe = failing - step;
        if (this.prefixFits(probe)) {
          fitting = probe;
          break;
        }
        failing = probe;
      }
    }
    while (failing - fitting > 1) {
      const middle = fitting + Math.floor((failing - fitting) / 2);
      if (this.prefixFits(middle)) fitting = middle;
      else failing = middle;
    }
    return fitting;
  }

  /** Longest prefix whose summed per-item estimates fit; estimates only up to the budget. */
  private estimatedPrefix(): number {
    const shown = new Set<number>();
    let tokens = 0;
    let bytes = 0;
    for (let i = 0; i < this.order.length; i++) {
      const item = this.order.at(i)!;
      const cost = this.itemCost(item, shown);
      tokens += cost.tokens;
      bytes += cost.bytes;
      if (tokens > this.tokenBudget || bytes > this.byteBudget) return i;
      shown.add(item.file);
    }
    return this.order.length;
  }

  /**
   * After the prefix, tries later items in order whose cost fits the slack, keeping
   * each one the exact count of the whole map accepts. An item's cost is how much it changes
   * its file's block, which the rest of the map does not affect, so few renders are wasted.
   * Bounded in renders and in items scanned.
   */
  private fillGreedily(chosen: Item[], measured: Measured, from: number): { chosen: Item[]; measured: Measured } {
    const shownDefinitions = new Map<number, RankedDefinition[]>();
    const shownIndices = new Map<number, Set<number>>();
    const show = (item: Item) => {
      this.addTo(shownDefinitions, item);
      if (!shownIndices.has(item.file)) shownIndices.set(item.file, new Set());
      shownIndices.get(item.file)!.add(item.definition);
    };
    for (const item of chosen) show(item);
    const end = Math.min(this.order.length, from + GREEDY_MAX_SCANNED);
    let renders = 0;
    for (let i = from; i < end && renders < GREEDY_MAX_RENDERS; i++) {
      const slack = this.tokenBudget - measured.tokens;
      if (slack <= 0 || measured.bytes >= this.byteBudget) break;
      const item = this.order.at(i)!;
      const current = shownDefinitions.get(item.file);
      if (item.definition < 0 && current) continue; // names a file already shown
      if (!item.doc && shownIndices.get(item.file)?.has(item.definition)) continue; // brought by its doc
      if (this.order.allows && !this.order.allows(item, shownIndices.get(item.file) ?? new Set())) continue;
      if (this.minimumBytes(item, current !== undefined) > slack * GREEDY_MAX_BYTES_PER_TOKEN) continue;
      const before = current ? this.blockText(item.file, current) : '';
      const after = this.blockText(item.file, this.withItem(current ?? [], item));
      const bytes = Buffer.byteLength(after, 'utf8') - Buffer.byteLength(before, 'utf8');
      if (measured.bytes + bytes > this.byteBudget || bytes > slack * GREEDY_MAX_BYTES_PER_TOKEN) continue;
      if (this.estimateTokens(after) - this.estimateTokens(before) > slack) continue;
      const candidate = [...chosen, item];
      const next = this.measure(candidate);
      renders++;
      if (!this.fits(next)) continue;
      chosen = candidate;
      measured = next;
      show(item);
    }
    return { chosen, measured };
  }

  /** Fewer bytes than the item adds to the map, known without rendering it. */
  private minimumBytes(item: Item, fileShown: boolean): number {
    const [definition] = this.definitionsOf(item);
    const text = item.doc ? (definition?.doc ?? '') : (definition?.signature.trim() ?? '');
    const file = this.ranked[item.file]!.file;
    return text.length + (fileShown ? 0 : file.path.length + file.reason.length);
  }

  /** The item's definition (with its doc sentence for a doc item), or none for a bare file. */
  private definitionsOf(item: Item): RankedDefinition[] {
    if (item.definition < 0) return [];
    const definition = this.ranked[item.file]!.definitions[item.definition]!;
    return [item.doc ? { ...definition, doc: this.docs.get(definition) ?? null } : definition];
  }

  /** These shown definitions of the item's file with the item added (a doc item replaces its doc-less definition). */
  private withItem(current: readonly RankedDefinition[], item: Item): RankedDefinition[] {
    if (!item.doc) return [...current, ...this.definitionsOf(item)];
    const plain = this.ranked[item.file]!.definitions[item.definition]!;
    return [...current.filter((def) => def !== plain), ...this.definitionsOf(item)];
  }

  private addTo(shownDefinitions: Map<number, RankedDefinition[]>, item: Item): void {
    shownDefinitions.set(item.file, this.withItem(shownDefinitions.get(item.file) ?? [], item));
  }

  /** A file's block as the map shows it, with the blank line that separates it from the next. */
  private blockText(file: number, definitions: readonly RankedDefinition[]): string {
    return this.formatter.block({ file: this.ranked[file]!.file, definitions: [...definitions] }) + '\n';
  }

  private itemCost(item: Item, shownFiles: ReadonlySet<number>): { tokens: number; bytes: number } {
    const text = this.itemText(item, shownFiles);
    return { tokens: this.estimateTokens(text), bytes: Buffer.byteLength(text, 'utf8') };
  }

  /**
   * Roughly the text an item adds to a map: a new file's whole block, or a definition's
   * numbered lines with the elision line that usually precedes them.
   */
  private itemText(item: Item, shownFiles: ReadonlySet<number>): string {
    if (!shownFiles.has(item.file)) return this.blockText(item.file, this.definitionsOf(item));
    const [definition] = this.definitionsOf(item);
    if (item.doc) return `  ${' '.repeat(String(definition!.startLine).length)}│ ${docComment(definition!.doc ?? '', this.ranked[item.file]!.file.path)}\n`;
    const lines = numberedLines(definition ? [definition] : [], this.ranked[item.file]!.file.path);
    return [elisionLine(String(definition?.startLine ?? 0).length), ...lines].join('\n') + '\n';
  }

  private estimateTokens(text: string): number {
    let tokens = this.estimates.get(text);
    if (tokens === undefined) {
      tokens = countTokens(text);
      this.estimates.set(text, tokens);
    }
    return tokens;
  }

  /**
   * Each shown file's block, in rank order, as renderMap shows entriesFor's entries. Candidate
   * maps share most blocks with the one measured before, so each block is rendered once, keyed
   * by its file and its chosen definitions.
   */
  private blocksOf(chosen: readonly Item[]): string[] {
    return this.chosenByFile(chosen).map(([file, indices, withDocs]) => {
      const key = `${file}:${indices.join(',')}:${withDocs.join(',')}`;
      let text = this.blocks.get(key);
      if (text === undefined) this.blocks.set(key, (text = this.formatter.block(this.entryOf(file, indices, withDocs))));
      return text;
    });
  }

  /** Groups items by file: files in rank order, definitions in source order. */
  private entriesFor(chosen: readonly Item[]): MapEntry[] {
    return this.chosenByFile(chosen).map(([file, indices, withDocs]) => this.entryOf(file, indices, withDocs));
  }

  /**
   * The chosen definitions' indices of each file (a doc item's definition among them), and
   * those whose doc sentence is chosen; files in rank order, indices in the order chosen.
   */
  private chosenByFile(chosen: readonly Item[]): [number, number[], number[]][] {
    const byFile = new Map<number, [number, number[], number[]]>();
    for (const item of chosen) {
      let group = byFile.get(item.file);
      if (!group) byFile.set(item.file, (group = [item.file, [], []]));
      if (item.definition < 0) continue;
      if (item.doc) group[2].push(item.definition);
      if (!item.doc || !group[1].includes(item.definition)) group[1].push(item.definition);
    }
    return [...byFile.values()].sort((a, b) => a[0] - b[0]);
  }

  /** A file with these of its definitions (those in `withDocs` with their doc sentence) and their containers, in source order. */
  private entryOf(file: number, indices: readonly number[], withDocs: readonly number[] = []): MapEntry {
    const entry = this.ranked[file]!;
    const chosen = indices.map((index) => entry.definitions[index]!);
    return shownEntry(entry, withDocs.length ? this.withDocSentences(chosen, withDocs.map((index) => entry.definitions[index]!)) : chosen);
  }

  /** The chosen definitions, those of `withDocs` as copies with their doc sentence. */
  private withDocSentences(chosen: readonly RankedDefinition[], withDocs: readonly RankedDefinition[]): RankedDefinition[] {
    const documented = new Set(withDocs);
    return chosen.map((def) => (documented.has(def) ? { ...def, doc: this.docs.get(def) ?? null } : def));
  }
}
