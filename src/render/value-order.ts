// The map as a knapsack: every line competes for the budget by what it is expected to
// be worth to the task per token it costs. Naming a file is worth the chance that the
// task's files include it (which falls with its rank); showing one of its definitions is
// worth that chance times the chance the task touches that definition (its share of the
// file's lines, and of its definition scores). So the top files get their whole surface,
// the next ones a few lines, and the tail is file names, each line where it buys most;
// the split between depth and breadth follows from the ranking instead of a fixed share.
import { LINES_WEIGHT, ownLines } from '../rank/symbols.js';
import { privacyOf } from './visibility.js';
import type { RankedDefinition } from '../types.js';
import type { Item, ItemOrder, MapEntry, ValueOptions } from './types.js';

/** Characters per token, about, for ordering only (the fitter measures the exact text). */
const CHARS_PER_TOKEN = 3.5;
/** Tokens a line's number, indentation and break add, about. */
const LINE_OVERHEAD = 3;
/**
 * What naming a file costs, about, the same for every file so that names come in rank order
 * (the files a map names are the top of the ranking).
 */
const NAME_TOKENS = 12;
/**
 * What a doc line costs, counted for the lead docs' share: the mean o200k_base count of a shown
 * doc line (gutter, comment marker, sentence, break) in seeded 4k maps of the training
 * repositories (flask 15.6, gin 16.6, hono 12.6, pytest 14.7, requests 13.2). The share is
 * counted in lines of this cost, so a tree whose doc prose runs long (cobra 18.0, Exposed 17.1)
 * shows as many doc lines as one whose prose is short; the characters-per-token estimate of
 * code (3.5) held 7 lines of the share where it meant 9.
 */
export const DOC_LINE_TOKENS = 15;

/** Length of a signature without its surrounding white space (no trimmed copy). */
function trimmedLength(text: string): number {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  return end - start;
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff || (code >= 0x2000 && code <= 0x200a) || code === 0x1680 || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000;
}

/**
 * All items of the ranked entries, best value per token first: a file's name
 * (definition -1), each of its definitions, and, given `docs`, doc sentences (`doc` items).
 * A definition may come before its file's name (it brings the header anyway); the name item
 * is then a no-op. A doc sentence never comes before its definition (it brings it anyway).
 * A documented definition competes as a pair: its doc line is worth `docLeadWeight` times the
 * definition's worth, and when that is more per token than the definition's own line, both
 * lines take the pair's worth per token (the two worths over the two costs), so a documented
 * definition can win a place over an undocumented one of slightly more worth. The docs' worth
 * saturates: the first docs of the order, as many lines as `docShare` of the budget buys at
 * DOC_LINE_TOKENS a line, are the lead docs; every later one is worth `docWeight` times its
 * definition's worth (0: not shown), and its definition competes alone. Ties: file rank, a
 * public definition before a held-back private one, then the definition's position, a
 * definition before its doc.
 */
export class ValueOrder implements ItemOrder {
  readonly length: number;
  private readonly items: Item[];
  /** Per file, with publicFirst, its public definitions (indices) that its private ones wait for. */
  private readonly publicOf = new Map<number, number[]>();

  /**
   * `docs`: the doc sentence of each definition that has one, shown only as a doc item chooses
   * it; `budget`: the map's token budget, of which the lead docs take `docShare`.
   */
  constructor(ranked: readonly MapEntry[], options: ValueOptions, docs?: ReadonlyMap<RankedDefinition, string>, budget = 0) {
    // Items as parallel columns (a map of a large repository weighs tens of thousands).
    const docWeight = docs ? (options.docWeight ?? 0) : 0;
    const leadLines = docs ? Math.floor(((options.docShare ?? 0) * budget) / DOC_LINE_TOKENS) : 0;
    const leadWeight = options.docLeadWeight ?? 1;
    const withDocs = docWeight > 0 || leadLines > 0;
    let total = 0;
    for (const entry of ranked) {
      total += 1 + entry.definitions.length;
      if (withDocs) for (const def of entry.definitions) if (docs!.has(def)) total++;
    }
    const items: Item[] = new Array(total);
    const density = new Float64Array(total);
    const held = new Uint8Array(total);
    // A held-back private item's density is capped at its file's least public definition's.
    const cap = new Float64Array(total).fill(Infinity);
    // Per doc item (its definition is the item before it): the definition's worth, the tokens
    // of the doc's line and of both lines.
    const docWorth = new Float64Array(total);
    const docCost = new Float64Array(total);
    const pairCost = new Float64Array(total);
    const docItems: number[] = [];
    const heldFiles: Array<{ file: number; first: number; end: number }> = [];
    let count = 0;
    let position = 0;
    ranked.forEach((entry, file) => {
      const seed = entry.file.reason === 'seed';
      // A seed is the task's own file: always named, its definitions weighed as a file of
      // rank `seedPosition` would be.
      const chance = seed ? Math.pow(1 + options.seedPosition, -options.rankDecay) : Math.pow(1 + position, -options.rankDecay);
      if (!seed) position++;
      items[count] = { file, definition: -1 };
      density[count++] = seed ? Infinity : chance / NAME_TOKENS;
      const definitions = entry.definitions;
      if (!definitions.length) return;
      const lines = ownLines(definitions);
      let totalLines = 0;
      let totalScore = 0;
      for (let index = 0; index < definitions.length; index++) {
        totalLines += lines[index]!;
        const score = definitions[index]!.score;
        if (Number.isFinite(score) && score > 0) totalScore += score;
      }
      // With publicFirst, a file's private definitions come only after all its public ones:
      // none is worth more than the least of the public ones, and a tie goes to the public one.
      const isPrivateHere = options.publicFirst === true ? privacyOf(entry.file.path) : null;
      const first = count;
      let leastPublic = Infinity;
      let anyHeld = false;
      for (let index = 0; index < definitions.length; index++) {
        const def = definitions[index]!;
        const score = Number.isFinite(def.score) && def.score > 0 ? def.score : 0;
        const share = LINES_WEIGHT * (lines[index]! / totalLines) + (1 - LINES_WEIGHT) * (totalScore > 0 ? score / totalScore : 0);
        const cost = trimmedLength(def.signature) / CHARS_PER_TOKEN + LINE_OVERHEAD;
        const worth = options.symbolWeight * chance * share;
        const value = worth / cost;
        const isHeld = isPrivateHere !== null && isPrivateHere(def);
        if (isHeld) anyHeld = true;
        else leastPublic = Math.min(leastPublic, value);
        items[count] = { file, definition: index };
        density[count] = value;
        held[count++] = isHeld ? 1 : 0;
        const doc = withDocs ? docs!.get(def) : undefined;
        if (doc === undefined) continue;
        items[count] = { file, definition: index, doc: true };
        docWorth[count] = worth;
        docCost[count] = trimmedLength(doc) / CHARS_PER_TOKEN + LINE_OVERHEAD;
        pairCost[count] = cost + docCost[count]!;
        docItems.push(count);
        held[count++] = isHeld ? 1 : 0;
      }
      if (anyHeld) {
        heldFiles.push({ file, first, end: count });
        for (let at = first; at < count; at++) if (held[at]) cap[at] = leastPublic;
      }
    });
    // The definitions' own densities, before any is lifted by its doc.
    const own = Float64Array.from(density);
    for (const at of docItems) {
      const lead = docWorth[at]! * leadWeight;
      if (leadLines > 0 && lead / docCost[at]! > own[at - 1]!) {
        // Both lines at the pair's worth per token (more than the definition's alone).
        const pair = (docWorth[at]! + lead) / pairCost[at]!;
        density[at - 1] = pair;
        density[at] = pair;
      } else density[at] = this.laterDoc(at, own, docWorth, docCost, leadLines > 0 ? leadWeight : docWeight);
    }
    for (let at = 0; at < total; at++) density[at] = Math.min(density[at]!, cap[at]!);
    for (const { file, first, end } of heldFiles) {
      const publicIndices: number[] = [];
      for (let at = first; at < end; at++) if (!held[at] && !items[at]!.doc && items[at]!.definition >= 0) publicIndices.push(items[at]!.definition);
      this.publicOf.set(file, publicIndices);
    }
    const byDensity = (a: number, b: number): number => {
      const difference = density[b]! - density[a]!;
      if (difference) return difference;
      const x = items[a]!;
      const y = items[b]!;
      return x.file - y.file || held[a]! - held[b]! || x.definition - y.definition || Number(x.doc ?? false) - Number(y.doc ?? false);
    };
    const order: number[] = [];
    for (let i = 0; i < total; i++) order.push(i);
    order.sort(byDensity);
    if (leadLines > 0) {
      // The lead docs are the first of the order; a later one is worth docWeight of its
      // definition's worth (0: left out), and its definition competes alone.
      let leads = 0;
      const later = new Set<number>();
      for (const at of order) {
        if (!items[at]!.doc || leads++ < leadLines) continue;
        later.add(at);
        density[at - 1] = Math.min(own[at - 1]!, cap[at - 1]!);
        density[at] = Math.min(this.laterDoc(at, own, docWorth, docCost, docWeight), cap[at]!);
      }
      if (later.size) {
        if (docWeight <= 0) {
          let kept = 0;
          for (const at of order) if (!later.has(at)) order[kept++] = at;
          order.length = kept;
        }
        order.sort(byDensity);
      }
    }
    this.items = order.map((index) => items[index]!);
    this.length = order.length;
  }

  /** A doc's density at `weight` of its definition's worth, never ahead of its definition. */
  private laterDoc(at: number, own: Float64Array, worth: Float64Array, docCost: Float64Array, weight: number): number {
    return Math.min(own[at - 1]!, (weight * worth[at]!) / docCost[at]!);
  }

  prefix(count: number): Item[] {
    return this.items.slice(0, count);
  }

  at(index: number): Item | undefined {
    return this.items[index];
  }

  /** Whether the item may be shown beside these definitions of its file (a private one waits for the public ones). */
  allows(item: Item, shown: ReadonlySet<number>): boolean {
    const waitsFor = this.publicOf.get(item.file);
    if (!waitsFor || item.definition < 0 || waitsFor.includes(item.definition)) return true;
    return waitsFor.every((index) => shown.has(index));
  }
}
