// The literals a task's text quotes, as literal-table terms (shared/literal-terms.ts): what
// is in code (fenced blocks, inline code) or in quotes, and the option- and message-shaped
// tokens of its prose (`--setup-show`, `autodoc_typehints`, `unused-import`, `W0611`).
import { trimEndOf, trimStartOf } from '../shared/chars.js';
import { literalKeys, literalWords, wordPairs } from '../shared/literal-terms.js';

/** A key (a whole one-token literal) says more than a pair of words. */
const KEY_WEIGHT = 2;
const PAIR_WEIGHT = 1;
/** Terms kept per text: a pasted log says nothing more after its first thousand pairs. */
const MAX_TERMS = 1000;

const FENCE = /^\s*(`{3,}|~{3,})/;
// A token of code: what lies between blanks, brackets, quotes, commas and the like.
const CODE_TOKEN = /[^\s()[\]{}<>"'`,;|*!?&^=]+/g;
// Prose tokens shaped like a name in code: an option, a snake_case or kebab-case name, a code.
const PROSE_NAME = /^(?:-{1,2}\p{L}[\p{L}\p{N}-]*|\p{L}[\p{L}\p{N}]*_[\p{L}\p{N}_-]*|\p{L}+(?:-\p{L}+)+|\p{Lu}+\p{N}{2,})$/u;

const FUNCTION_WORDS = new Set(
  ('a an and are as at be been but by can could do does for from had has have if in into is it its may might must no not ' +
    'of on or should so that the their then there these this those to was were when which while will with would you your ' +
    'we our they them he she his her my me us i also just only very more most some any all each than too')
    .split(' '),
);

class Terms {
  readonly weights = new Map<string, number>();
  add(term: string, weight: number): void {
    if (this.weights.size >= MAX_TERMS && !this.weights.has(term)) return;
    if ((this.weights.get(term) ?? 0) < weight) this.weights.set(term, weight);
  }
  /** An option's keys: the written form (`=--setup-show`) in full, the bare name at half. */
  keys(keys: readonly string[]): void {
    keys.forEach((key, i) => this.add(key, i === 0 ? KEY_WEIGHT : KEY_WEIGHT / 2));
  }
  /** A piece of code or a quote: its key when it is one token, and its word pairs. */
  quoted(text: string): void {
    const keys = literalKeys(trimEndOf(text.trim(), '.,;:'));
    this.keys(keys);
    if (!keys.length) this.code(text);
    wordPairs(literalWords(text), (term) => this.add(term, PAIR_WEIGHT));
  }
  /** A line of code: each token's key, and the line's word pairs. */
  code(line: string): void {
    CODE_TOKEN.lastIndex = 0;
    for (let match = CODE_TOKEN.exec(line); match !== null; match = CODE_TOKEN.exec(line)) {
      this.keys(literalKeys(trimEndOf(match[0], '.,;:')));
    }
    wordPairs(literalWords(line), (term) => this.add(term, PAIR_WEIGHT));
  }
  prose(text: string): void {
    for (const token of text.split(/[\s()[\]{}<>,;|*!?&^="]+/)) {
      const bare = trimEndOf(trimStartOf(token, '.:'), '.,;:');
      if (!PROSE_NAME.test(bare)) continue;
      this.keys(literalKeys(bare));
    }
    const words = literalWords(text);
    // A pair of prose with a function word ("the docs", "would be") is how the issue is written,
    // not what the code says.
    for (let i = 1; i < words.length; i++) {
      if (!FUNCTION_WORDS.has(words[i - 1]!) && !FUNCTION_WORDS.has(words[i]!)) this.add(`~${words[i - 1]!} ${words[i]!}`, PAIR_WEIGHT);
    }
  }
}

/** Where each quote of a prose line starts and ends: "…" always, '…' when not an apostrophe. */
function quotedSpans(line: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < line.length; i++) {
    const quote = line[i]!;
    if (quote !== '"' && quote !== "'") continue;
    // An apostrophe sits between letters (don't, user's): no quote opens there.
    if (quote === "'" && i > 0 && /[\p{L}\p{N}]/u.test(line[i - 1]!)) continue;
    const close = line.indexOf(quote, i + 1);
    if (close === -1) break;
    if (close - i > 2) spans.push([i + 1, close]);
    i = close;
  }
  return spans;
}

/** The literal terms of a task's text, each with its weight. */
export function queryLiteralTerms(text: string): Map<string, number> {
  const terms = new Terms();
  const normalized = text.replace(/\r\n?/g, '\n').replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"');
  let fence: string | undefined;
  for (const line of normalized.split('\n')) {
    const mark = FENCE.exec(line);
    if (fence !== undefined) {
      if (mark && mark[1]![0] === fence[0] && mark[1]!.length >= fence.length && line.trim() === mark[1]) fence = undefined;
      else terms.code(line);
      continue;
    }
    if (mark && !(mark[1]![0] === '`' && line.slice(mark[0].length).includes('`'))) {
      fence = mark[1]!;
      continue;
    }
    // Inline code spans (single backticks, as most issues write them), then quotes, then prose.
    let prose = '';
    let at = 0;
    for (;;) {
      const open = line.indexOf('`', at);
      const close = open === -1 ? -1 : line.indexOf('`', open + 1);
      if (close === -1) {
        prose += line.slice(at);
        break;
      }
      prose += `${line.slice(at, open)} `;
      terms.quoted(line.slice(open + 1, close));
      at = close + 1;
    }
    let rest = '';
    let from = 0;
    for (const [start, end] of quotedSpans(prose)) {
      terms.quoted(prose.slice(start, end));
      rest += `${prose.slice(from, start - 1)} `;
      from = end + 1;
    }
    terms.prose(rest + prose.slice(from));
  }
  return terms.weights;
}
