import type { RankedDefinition } from '../types.js';
import { elisionLine, inSourceOrder, numberedLines, renderMap } from './format.js';
import { PriorityOrder, type Item } from './priority.js';
import { countTokens } from './tokens.js';
import type { FitOptions, FitResult, MapEntry, MapFormat } from './types.js';

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

/**
 * Renders the largest prefix of the priority order (definitions by score, each bringing its
 * file header, then files without definitions by rank) whose text fits both budgets, then adds
 * later items that still fit. Both budgets are checked on the exact final text.
 */
export function fitMap(ranked: readonly MapEntry[], options: FitOptions): FitResult {
  const tokenBudget = validBudget(options.tokens, 'tokens');
  const byteBudget = options.bytes == null ? Infinity : validBudget(options.bytes, 'bytes');
  return new Fitter(ranked, options.format, tokenBudget, byteBudget).fit();
}

function validBudget(value: number, name: string): number {
  if (Number.isNaN(value) || value < 0) throw new RangeError(`${name} budget must be a non-negative number, got ${value}`);
  return Math.floor(value);
}

class Fitter {
  private readonly order: PriorityOrder;
  private readonly estimates = new Map<string, number>();

  constructor(
    private readonly ranked: readonly MapEntry[],
    private readonly format: MapFormat,
    private readonly tokenBudget: number,
    private readonly byteBudget: number,
  ) {
    this.order = new PriorityOrder(ranked);
  }

  fit(): FitResult {
    const prefix = this.largestFittingPrefix();
    const chosen = this.order.prefix(prefix);
    // The item right after the prefix is known not to fit; the greedy fill starts after it.
    const filled = this.fillGreedily(chosen, this.measure(chosen), prefix + 1);
    return { ...filled.measured, entries: this.entriesFor(filled.chosen) };
  }

  private fits(m: Measured): boolean {
    return m.tokens <= this.tokenBudget && m.bytes <= this.byteBudget;
  }

  private measure(chosen: readonly Item[]): Measured {
    const text = renderMap(this.entriesFor(chosen), this.format);
    const bytes = Buffer.byteLength(text, 'utf8');
    // Over the byte cap: no need to count tokens to reject it.
    const tokens = bytes > this.byteBudget ? Infinity : countTokens(text);
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
   * After the prefix, tries later items in priority order whose estimated cost fits the slack,
   * keeping each one the exact count accepts. Bounded in renders and in items scanned.
   */
  private fillGreedily(chosen: Item[], measured: Measured, from: number): { chosen: Item[]; measured: Measured } {
    const shown = new Set(chosen.map((item) => item.file));
    const end = Math.min(this.order.length, from + GREEDY_MAX_SCANNED);
    let renders = 0;
    for (let i = from; i < end && renders < GREEDY_MAX_RENDERS; i++) {
      if (measured.tokens >= this.tokenBudget || measured.bytes >= this.byteBudget) break;
      const item = this.order.at(i)!;
      const text = this.itemText(item, shown);
      const bytes = Buffer.byteLength(text, 'utf8');
      const slack = this.tokenBudget - measured.tokens;
      if (measured.bytes + bytes > this.byteBudget || bytes > slack * GREEDY_MAX_BYTES_PER_TOKEN) continue;
      if (this.estimateTokens(text) > slack) continue;
      const candidate = [...chosen, item];
      const next = this.measure(candidate);
      renders++;
      if (!this.fits(next)) continue;
      chosen = candidate;
      measured = next;
      shown.add(item.file);
    }
    return { chosen, measured };
  }

  private itemCost(item: Item, shownFiles: ReadonlySet<number>): { tokens: number; bytes: number } {
    const text = this.itemText(item, shownFiles);
    return { tokens: this.estimateTokens(text), bytes: Buffer.byteLength(text, 'utf8') };
  }

  /**
   * Roughly the text an item adds to a map: a new file's whole block with the blank line that
   * separates it, or a definition's numbered lines with the elision line that usually precedes them.
   */
  private itemText(item: Item, shownFiles: ReadonlySet<number>): string {
    const entry = this.ranked[item.file]!;
    const definitions = item.definition >= 0 ? [entry.definitions[item.definition]!] : [];
    if (!shownFiles.has(item.file)) return renderMap([{ file: entry.file, definitions }], this.format) + '\n';
    const lines = numberedLines(definitions);
    return [elisionLine(String(definitions[0]?.startLine ?? 0).length), ...lines].join('\n') + '\n';
  }

  private estimateTokens(text: string): number {
    let tokens = this.estimates.get(text);
    if (tokens === undefined) {
      tokens = countTokens(text);
      this.estimates.set(text, tokens);
    }
    return tokens;
  }

  /** Groups items by file: files in rank order, definitions in source order. */
  private entriesFor(chosen: readonly Item[]): MapEntry[] {
    const byFile = new Map<number, RankedDefinition[]>();
    for (const item of chosen) {
      let definitions = byFile.get(item.file);
      if (!definitions) byFile.set(item.file, (definitions = []));
      if (item.definition >= 0) definitions.push(this.ranked[item.file]!.definitions[item.definition]!);
    }
    return [...byFile.keys()]
      .sort((a, b) => a - b)
      .map((file) => ({ file: this.ranked[file]!.file, definitions: inSourceOrder(byFile.get(file)!) }));
  }
}
