// The map as a knapsack: every line competes for the budget by what it is expected to
// be worth to the task per token it costs. Naming a file is worth the chance that the
// task's files include it (which falls with its rank); showing one of its definitions is
// worth that chance times the chance the task touches that definition (its share of the
// file's lines, and of its definition scores). So the top files get their whole surface,
// the next ones a few lines, and the tail is file names, each line where it buys most;
// the split between depth and breadth follows from the ranking instead of a fixed share.
import { LINES_WEIGHT, ownLines } from '../rank/symbols.js';
import type { Item, ItemOrder } from './priority.js';
import { isPrivate } from './visibility.js';
import type { MapEntry, ValueOptions } from './types.js';

/** Characters per token, about, for ordering only (the fitter measures the exact text). */
const CHARS_PER_TOKEN = 3.5;
/** Tokens a line's number, indentation and break add, about. */
const LINE_OVERHEAD = 3;
/**
 * What naming a file costs, about, the same for every file so that names come in rank order
 * (the files a map names are the top of the ranking).
 */
const NAME_TOKENS = 12;

interface Candidate {
  item: Item;
  density: number;
  /** Held back behind the file's public definitions of equal worth. */
  held: boolean;
}

/**
 * All items of the ranked entries, best value per token first: a file's name
 * (definition -1) and each of its definitions. A definition may come before its file's
 * name (it brings the header anyway); the name item is then a no-op. Ties: file rank, a
 * public definition before a held-back private one, then the definition's position.
 */
export class ValueOrder implements ItemOrder {
  readonly length: number;
  private readonly items: Item[];
  /** Per file, with publicFirst, its public definitions (indices) that its private ones wait for. */
  private readonly publicOf = new Map<number, number[]>();

  constructor(ranked: readonly MapEntry[], options: ValueOptions) {
    const candidates: Candidate[] = [];
    let position = 0;
    ranked.forEach((entry, file) => {
      const seed = entry.file.reason === 'seed';
      // A seed is the task's own file: always named, its definitions weighed as a file of
      // rank `seedPosition` would be.
      const chance = seed ? Math.pow(1 + options.seedPosition, -options.rankDecay) : Math.pow(1 + position, -options.rankDecay);
      if (!seed) position++;
      candidates.push({ item: { file, definition: -1 }, density: seed ? Infinity : chance / NAME_TOKENS, held: false });
      const definitions = entry.definitions;
      if (!definitions.length) return;
      const lines = ownLines(definitions);
      const totalLines = lines.reduce((sum, value) => sum + value, 0);
      const scores = definitions.map((def) => (Number.isFinite(def.score) && def.score > 0 ? def.score : 0));
      const totalScore = scores.reduce((sum, value) => sum + value, 0);
      const densities = definitions.map((def, index) => {
        const share = LINES_WEIGHT * (lines[index]! / totalLines) + (1 - LINES_WEIGHT) * (totalScore > 0 ? scores[index]! / totalScore : 0);
        const cost = def.signature.trim().length / CHARS_PER_TOKEN + LINE_OVERHEAD;
        return (options.symbolWeight * chance * share) / cost;
      });
      // With publicFirst, a file's private definitions come only after all its public ones:
      // none is worth more than the least of the public ones, and a tie goes to the public one.
      const held = definitions.map((def) => options.publicFirst === true && isPrivate(def));
      if (held.some(Boolean)) this.publicOf.set(file, held.flatMap((isHeld, index) => (isHeld ? [] : [index])));
      let leastPublic = Infinity;
      densities.forEach((density, index) => {
        if (!held[index]) leastPublic = Math.min(leastPublic, density);
      });
      densities.forEach((density, index) =>
        candidates.push({ item: { file, definition: index }, density: held[index] ? Math.min(density, leastPublic) : density, held: held[index]! }),
      );
    });
    candidates.sort(
      (a, b) => b.density - a.density || a.item.file - b.item.file || Number(a.held) - Number(b.held) || a.item.definition - b.item.definition,
    );
    this.items = candidates.map((candidate) => candidate.item);
    this.length = this.items.length;
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
