// The grammar parses `#if` blocks only where each branch is a run of whole
// declarations or statements; the code of a conditional nested in a long class
// body or wrapped around a whole file (an include guard) recovers in pieces once
// anything in it is amiss. So the parse reads conditionals as a preprocessor
// would hand them on: every conditional's directive lines are blanked, and its
// branches are read as plain code, one after the other (Universal Ctags 5.9
// follows every branch where the statement before the `#if` is complete). When
// that cannot parse, only the first live branch is kept and the others are
// blanked too (ctags keeps one where a statement is incomplete): when a branch leaves a brace,
// parenthesis or bracket open or closes one it did not open (`void f() {` under
// `#ifdef`, `void g() {` under `#else`), when a branch other than the last stops
// mid-declaration (`void f(int a)` before `#else`), or when the conditional sits
// inside parentheses or brackets; that branch is the first whose condition may
// hold for the language (not `#ifdef __cplusplus` in a C file, not `#ifndef
// __cplusplus` in a C++ one, nor what follows the branch that holds there).
// `#if 0` branches are dead: always blanked.
// Blanked means spaces with every line end kept, so every character keeps its
// offset.

/** How far a stretch of code moves the bracket depths, how low it dips on the way, and its last code character. */
interface Balance {
  braces: number;
  lowestBraces: number;
  parens: number;
  lowestParens: number;
  last: string;
}

interface Branch {
  /** First line after the branch's directive and its continuation lines. */
  body: number;
  /** Line of the next directive of the same conditional. */
  end: number;
  /** Under `#if 0`. */
  dead: boolean;
  /** Its condition is known not to hold for the language (`#ifdef __cplusplus` in C), or an earlier one's to hold. */
  unlikely: boolean;
  balance: Balance;
}

interface Conditional {
  /** A branch whose condition is known to hold has been seen: the rest are unlikely. */
  settled: boolean;
  branches: Branch[];
  /** Parenthesis and bracket depth where the conditional starts. */
  parensBefore: number;
  /** Lines of its directives, with their continuation lines: [first, last + 1). */
  directives: Array<[number, number]>;
}

interface LexState {
  blockComment: boolean;
  /** The closing `)delimiter"` of an open raw string literal, or null. */
  rawStringEnd: string | null;
}

const DIRECTIVE = /^[ \t]*#[ \t]*([a-z]+)/;
const DEAD_CONDITION = /^[ \t]*#[ \t]*if[ \t]+\(?0\)?[ \t]*(?:\/[/*].*)?\r?$/;
// (`[ \t]*(?:\([ \t]*)?` where `[ \t]*\(?[ \t]*` was: two runs of blanks in a row could split a
// run of spaces anywhere, cubic on a long one)
const CPLUSPLUS_DEFINED =
  /^[ \t]*#[ \t]*(?:ifdef[ \t]+__cplusplus|(?:el)?if[ \t]+(?:defined[ \t]*(?:\([ \t]*)?__cplusplus(?:[ \t]*\))?|__cplusplus))[ \t]*(?:\/[/*].*)?\r?$/;
const CPLUSPLUS_UNDEFINED =
  /^[ \t]*#[ \t]*(?:ifndef[ \t]+__cplusplus|(?:el)?if[ \t]+![ \t]*defined[ \t]*(?:\([ \t]*)?__cplusplus(?:[ \t]*\))?)[ \t]*(?:\/[/*].*)?\r?$/;

/** The language a file is parsed as: it decides `#ifdef __cplusplus`. */
export type CFamilyLanguage = 'c' | 'cpp';

/** Whether a directive's `__cplusplus` condition is known to hold (true), known not to (false), or unknown (null). */
function knownCondition(line: string, language: CFamilyLanguage): boolean | null {
  if (CPLUSPLUS_DEFINED.test(line)) return language === 'cpp';
  if (CPLUSPLUS_UNDEFINED.test(line)) return language === 'c';
  return null;
}
const ANY_CONDITIONAL = /^[ \t]*#[ \t]*if/m;
/** Characters a complete declaration or statement ends with. */
const COMPLETE = new Set(['', ';', '{', '}', ':', ',']);

export function readableConditionals(source: string, language: CFamilyLanguage): string {
  if (!ANY_CONDITIONAL.test(source)) return source;
  const lines = source.split('\n');
  const marks = blankedRanges(lines, language);
  let changed = false;
  let depth = 0;
  const readable = lines.map((line, i) => {
    depth += marks[i]!;
    if (depth === 0) return line;
    changed = true;
    return line.replace(/[^\r]/g, ' ');
  });
  return changed ? readable.join('\n') : source;
}

/**
 * The line ranges the parse should see blank, as a difference array: +1 where a range
 * starts, -1 where it ends (so ranges nested in blanked ranges cost nothing more).
 */
function blankedRanges(lines: readonly string[], language: CFamilyLanguage): Int32Array {
  const blank = new Int32Array(lines.length + 1);
  const state: LexState = { blockComment: false, rawStringEnd: null };
  const open: Conditional[] = [];
  let parens = 0;
  let i = 0;
  while (i < lines.length) {
    const inCode = !state.blockComment && state.rawStringEnd === null;
    const directive = inCode ? DIRECTIVE.exec(lines[i]!)?.[1] : undefined;
    if (directive === undefined) {
      const moved = scanLine(lines[i]!, state, true);
      const branch = open.at(-1)?.branches.at(-1);
      if (branch) append(branch.balance, moved);
      parens += moved.parens;
      i++;
      continue;
    }
    const next = afterDirective(lines, i, state);
    const current = open.at(-1);
    if (directive === 'if' || directive === 'ifdef' || directive === 'ifndef') {
      const known = knownCondition(lines[i]!, language);
      const branch = newBranch(next, DEAD_CONDITION.test(lines[i]!), known === false);
      open.push({ branches: [branch], settled: known === true, parensBefore: parens, directives: [[i, next]] });
    } else if (current && (directive === 'else' || directive.startsWith('elif'))) {
      current.branches.at(-1)!.end = i;
      const known = directive === 'else' ? true : knownCondition(lines[i]!, language);
      current.branches.push(newBranch(next, false, current.settled || known === false));
      current.settled ||= known === true;
      current.directives.push([i, next]);
      parens = current.parensBefore;
    } else if (current && directive === 'endif') {
      current.branches.at(-1)!.end = i;
      current.directives.push([i, next]);
      open.pop();
      parens = current.parensBefore + close(current, blank, open.at(-1)?.branches.at(-1) ?? null);
    }
    i = next;
  }
  for (let unterminated = open.pop(); unterminated; unterminated = open.pop()) {
    unterminated.branches.at(-1)!.end = lines.length;
    close(unterminated, blank, open.at(-1)?.branches.at(-1) ?? null);
  }
  return blank;
}

/**
 * Marks the lines of a finished conditional the parse should not see, adds the kept code's
 * balance to the enclosing branch and returns the kept code's parenthesis depth change.
 */
function close(conditional: Conditional, blank: Int32Array, enclosing: Branch | null): number {
  for (const [from, to] of conditional.directives) mark(blank, from, to);
  const kept = new Set(keptBranches(conditional));
  for (const branch of conditional.branches) if (!kept.has(branch)) mark(blank, branch.body, branch.end);
  const moved = newBalance();
  for (const branch of kept) append(moved, branch.balance);
  if (enclosing) append(enclosing.balance, moved);
  return moved.parens;
}

/**
 * The live branches when they read as code one after the other, else the first whose
 * condition may hold for the language (if any).
 */
function keptBranches(conditional: Conditional): Branch[] {
  const live = conditional.branches.filter((branch) => !branch.dead);
  const oneAfterAnother =
    conditional.parensBefore === 0 &&
    live.every((branch, i) => balanced(branch.balance) && (i === live.length - 1 || COMPLETE.has(branch.balance.last)));
  if (oneAfterAnother) return live;
  const likely = live.find((branch) => !branch.unlikely);
  return likely ? [likely] : [];
}

function mark(blank: Int32Array, from: number, to: number): void {
  if (from >= to) return;
  blank[from]!++;
  blank[to]!--;
}

function newBranch(body: number, dead: boolean, unlikely: boolean): Branch {
  return { body, end: body, dead, unlikely, balance: newBalance() };
}

function newBalance(): Balance {
  return { braces: 0, lowestBraces: 0, parens: 0, lowestParens: 0, last: '' };
}

function balanced(balance: Balance): boolean {
  return balance.braces === 0 && balance.parens === 0 && balance.lowestBraces >= 0 && balance.lowestParens >= 0;
}

function append(into: Balance, moved: Balance): void {
  into.lowestBraces = Math.min(into.lowestBraces, into.braces + moved.lowestBraces);
  into.lowestParens = Math.min(into.lowestParens, into.parens + moved.lowestParens);
  into.braces += moved.braces;
  into.parens += moved.parens;
  if (moved.last) into.last = moved.last;
}

/** The line after a directive and its backslash-continued lines (comments still tracked). */
function afterDirective(lines: readonly string[], from: number, state: LexState): number {
  let i = from;
  for (;;) {
    const line = lines[i]!;
    scanLine(line, state, false);
    i++;
    if (i >= lines.length || !line.trimEnd().endsWith('\\')) return i;
  }
}

/**
 * How one line of code moves the bracket depths, outside comments, string and character
 * literals (raw strings and block comments may span lines: `state` carries them over).
 */
function scanLine(line: string, state: LexState, count: boolean): Balance {
  const moved = newBalance();
  let at = 0;
  while (at < line.length) {
    if (state.blockComment) {
      const end = line.indexOf('*/', at);
      if (end < 0) return moved;
      state.blockComment = false;
      at = end + 2;
      continue;
    }
    if (state.rawStringEnd !== null) {
      const end = line.indexOf(state.rawStringEnd, at);
      if (end < 0) return moved;
      at = end + state.rawStringEnd.length;
      state.rawStringEnd = null;
      moved.last = '"';
      continue;
    }
    MARK.lastIndex = at;
    const mark = MARK.exec(line);
    const stop = mark ? mark.index : line.length;
    const plain = lastVisible(line, at, stop);
    if (plain) moved.last = plain;
    if (!mark) return moved;
    const char = mark[0];
    at = stop;
    if (char === '/') {
      if (line[at + 1] === '/') return moved;
      if (line[at + 1] === '*') {
        state.blockComment = true;
        at += 2;
        continue;
      }
      at++;
    } else if (char === '"') {
      const raw = rawStringDelimiter(line, at);
      if (raw !== null) {
        state.rawStringEnd = `)${raw}"`;
        at += raw.length + 2;
      } else at = literalEnd(line, at, '"');
    } else if (char === "'" && !isDigitSeparator(line, at)) {
      at = literalEnd(line, at, "'");
    } else {
      if (count) move(moved, char);
      at++;
    }
    moved.last = char;
  }
  return moved;
}

/** Where a line's scan has to look: brackets, quotes and what may open a comment. */
const MARK = /[{}()[\]"'/]/g;

/** The last character of line[from, to) that is not white space, or ''. */
function lastVisible(line: string, from: number, to: number): string {
  for (let at = to - 1; at >= from; at--) {
    const code = line.charCodeAt(at);
    if (code !== 32 && code !== 9 && code !== 13) return line[at]!;
  }
  return '';
}

function move(moved: Balance, char: string): void {
  if (char === '{') moved.braces++;
  else if (char === '}') moved.lowestBraces = Math.min(moved.lowestBraces, --moved.braces);
  else if (char === '(' || char === '[') moved.parens++;
  else if (char === ')' || char === ']') moved.lowestParens = Math.min(moved.lowestParens, --moved.parens);
}

/** After a quote: the index past its closing quote, or the line's end. */
function literalEnd(line: string, quote: number, mark: string): number {
  for (let at = quote + 1; at < line.length; at++) {
    if (line[at] === '\\') at++;
    else if (line[at] === mark) return at + 1;
  }
  return line.length;
}

/** The delimiter of a raw string literal opening at this quote (`R"x(`), or null. */
function rawStringDelimiter(line: string, quote: number): string | null {
  if (!/(?:^|\W)(?:u8|u|U|L)?R$/.test(line.slice(Math.max(0, quote - 4), quote))) return null;
  const open = line.indexOf('(', quote + 1);
  if (open < 0 || open - quote - 1 > 16) return null;
  const delimiter = line.slice(quote + 1, open);
  return /^[^\s()\\]*$/.test(delimiter) ? delimiter : null;
}

/** `1'000'000`: a quote inside a number is a digit separator (C++14, C23). */
function isDigitSeparator(line: string, quote: number): boolean {
  let start = quote;
  while (start > 0 && /[\w']/.test(line[start - 1]!)) start--;
  return start < quote && /[0-9]/.test(line[start]!);
}
