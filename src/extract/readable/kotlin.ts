import { Splice } from './splice.js';

/**
 * Kotlin 2.2's when-guards (`is Column<*> if isEntityIdentifier() -> …`) are beyond the
 * fallback grammar: the guard, a condition that declares nothing, is blanked with spaces,
 * so every other byte keeps its offset. Only a guard that ends on its own line with `->`,
 * after a type test or a plain value, is touched.
 *
 * A line is what `^` and `.` take it to be, ended by any line terminator (`\r` and U+2028 too):
 * a class that crossed a lone `\r` read the rest of the line again from each `\r`. The guard
 * ends on something other than a space or tab (or is empty), so a run of spaces before no
 * `->` is read once, not once from each space: both were quadratic (issue 26).
 */
const WHEN_GUARD =
  /^([ \t]*(?:!?is[ \t]+[\w.]+(?:<[^>\n\r\u2028\u2029]*>)?\??|(?!(?:else|return|throw|val|var|if|when|while|for|do|try|fun|in)\b)[\w.]+|'[^'\n\r\u2028\u2029]{1,2}'|"[^"\n\r\u2028\u2029]*"))([ \t]+if[ \t(](?:.*?[^ \t\n\r\u2028\u2029])??)([ \t]*->)/gmu;

export function blankWhenGuards(source: string): string {
  if (!source.includes(' if ')) return source;
  return source.replace(WHEN_GUARD, (_whole, subject: string, guard: string, arrow: string) => subject + ' '.repeat(guard.length) + arrow);
}

/**
 * The main grammar's reading of Kotlin (tree-sitter-wasms' kotlin), mended in place: every
 * rewrite swaps characters one for one on their line, so offsets, lines and columns hold.
 * Some turn syntax the grammar predates into syntax it reads; the others turn a word its
 * scanner misreads into one it reads as the same kind of token. Every file the grammar did not
 * read was parsed a second time with the fallback grammar (half of Exposed's bytes;
 * bench/history/2026-12-04d-kotlinerr.md). Kotlin reads nodes' text from the file itself
 * (`readsSourceText`), so the names found are the file's (`eq`, not `Eq`).
 *
 * - A function type with a nullable receiver (`body: Op<Boolean>?.() -> Op<Boolean>`, Exposed's
 *   `adjustWhere`): the `?` becomes a space, a receiver type it reads (`?.(` is no expression).
 * - A word that begins with `e` after a space, a tab or a line's start: its `e` becomes `E`
 *   (no Kotlin keyword begins with `E`; `else`, `enum`, `expect`, `external` stay). The scanner
 *   ends a statement before any word that begins with `e` later on a line (it looks for `else`),
 *   so every infix call named e… (`Users.id eq 7`) was an error, and `elseResult` at a line's
 *   start was read as `else`.
 * - `!is…` and `!in…` words (`!isPKColumn && …` starting a `when` branch): the `i` becomes `I`,
 *   so the lexer does not read the `!is` operator.
 * - A line that starts a statement with `(`, or a `when` branch with `in` (it has a `->`), after a
 *   line that ended an expression: the scanner joins the two lines (`isNull()` then `(other as?
 *   T)?.x != null -> …` read as a call), as Kotlin never does; the indentation's last character
 *   becomes `;`.
 * - A `when` branch's guard (`is H2Dialect if dialect.h2Mode == … ->`, Kotlin 2.2): `if` becomes
 *   `, `, a second condition, so the guard's calls are still read.
 * - An assignment to a member or an index of a call's result (`Thread.currentThread().
 *   contextClassLoader = loader`, `getMap(f)[id] = o`) as a statement: the grammar assigns only
 *   to names and their members; ` =` becomes `==`, a comparison of the same names.
 * - Binary literals (`0b1000`) read as hexadecimal (`0x1000`), the range `..<` as `.. `, and a
 *   multi-dollar string (`$$"…$x"`, Kotlin 2.1) as a plain string (its `$`s become spaces).
 *
 * Each is a hand scan that looks at each character a bounded number of times: no regex.
 */
export function readableKotlin(source: string): string {
  const edits: Edit[] = [];
  nullableReceivers(source, edits);
  misreadWords(source, edits);
  statementLines(source, edits);
  newerLiterals(source, edits);
  return applyEdits(source, edits);
}

interface Edit {
  at: number;
  text: string;
}

/** The source with each edit's characters in place of as many of its own, left to right (an edit over an earlier one is dropped). */
function applyEdits(source: string, edits: Edit[]): string {
  if (edits.length === 0) return source;
  edits.sort((a, b) => a.at - b.at);
  const splice = new Splice(source);
  let end = 0;
  for (const edit of edits) {
    if (edit.at < end) continue;
    splice.replace(edit.at, edit.text.length, edit.text);
    end = edit.at + edit.text.length;
  }
  return splice.result();
}

function nullableReceivers(source: string, edits: Edit[]): void {
  for (let at = source.indexOf('?.('); at !== -1; at = source.indexOf('?.(', at + 3)) {
    const before = source.charCodeAt(at - 1);
    if (at > 0 && (isWordChar(before) || before === 62 /* > */ || before === 41 /* ) */ || before === 93) /* ] */) edits.push({ at, text: ' ' });
  }
}

/** Kotlin's words that begin with `e` and must stay what they are: the grammar reads them as keywords. */
const E_KEYWORDS = new Set(['else', 'enum', 'expect', 'external']);

function misreadWords(source: string, edits: Edit[]): void {
  for (let at = source.indexOf('e'); at !== -1; at = source.indexOf('e', at + 1)) {
    if (at > 0 && !isBlankOrLineEnd(source.charCodeAt(at - 1))) continue;
    const end = wordEnd(source, at + 1);
    if (!E_KEYWORDS.has(source.slice(at, end))) edits.push({ at, text: 'E' });
    at = end - 1;
  }
  for (let at = source.indexOf('!i'); at !== -1; at = source.indexOf('!i', at + 2)) {
    const next = source.charCodeAt(at + 2);
    if ((next === 115 /* s */ || next === 110) /* n */ && isWordChar(source.charCodeAt(at + 3))) edits.push({ at: at + 1, text: 'I' });
  }
}

function statementLines(source: string, edits: Edit[]): void {
  // whether the last line with code on it (not blank, not a comment's) ended an expression
  let previous = false;
  for (let start = 0; start < source.length; ) {
    const newline = source.indexOf('\n', start);
    const end = newline === -1 ? source.length : newline;
    let first = start;
    while (first < end && isBlank(source.charCodeAt(first))) first++;
    let last = end;
    while (last > first && isBlankOrLineEnd(source.charCodeAt(last - 1))) last--;
    const code = source.charCodeAt(first);
    if (last > first && !(code === 47 /* / */ && source.charCodeAt(first + 1) === 47) && code !== 42 /* * */ && !(code === 47 && source.charCodeAt(first + 1) === 42)) {
      if (first > start && previous && (code === 40 /* ( */ || (isWord(source, first, 'in') && hasArrow(source, first, last)))) {
        edits.push({ at: first - 1, text: ';' });
      }
      whenGuard(source, first, last, edits);
      callResultAssignment(source, first, last, edits);
      delegationBody(source, first, last, edits);
      previous = endsExpression(source, first, last);
    }
    start = end + 1;
  }
}

/** Whether `->` stands between `first` and `last` (a line's code). */
function hasArrow(source: string, first: number, last: number): boolean {
  for (let at = first; at + 1 < last; at++) if (source.charCodeAt(at) === 45 /* - */ && source.charCodeAt(at + 1) === 62 /* > */) return true;
  return false;
}

/** Keywords a line may end with that the next line continues (`val x = if` / `(a == b) {`). */
const CONTINUING_KEYWORDS = new Set(['if', 'else', 'while', 'for', 'when', 'catch', 'do', 'try', 'in', 'is', 'as', 'by', 'throw', 'fun', 'constructor', 'init']);

/**
 * Whether a line's code (`first` to `last`) ends an expression: a name, a literal, a closing
 * bracket; not a name after an expression, an infix call's name that continues on the next line
 * (`(a like b) and`).
 */
function endsExpression(source: string, first: number, last: number): boolean {
  const code = source.charCodeAt(last - 1);
  if (!isWordChar(code)) return closesExpression(code);
  let word = last - 1;
  while (word > first && isWordChar(source.charCodeAt(word - 1))) word--;
  if (CONTINUING_KEYWORDS.has(source.slice(word, last))) return false;
  let before = word;
  while (before > first && isBlank(source.charCodeAt(before - 1))) before--;
  if (before === word || before === first) return true;
  const previous = source.charCodeAt(before - 1);
  return !(isWordChar(previous) || closesExpression(previous));
}

function closesExpression(code: number): boolean {
  return code === 41 /* ) */ || code === 93 /* ] */ || code === 125 /* } */ || code === 34 /* " */ || code === 39 /* ' */;
}

/** `is Type if …` or `!is Type if …` starting the line: the `if` becomes `, `. */
function whenGuard(source: string, first: number, last: number, edits: Edit[]): void {
  let at = source.charCodeAt(first) === 33 /* ! */ ? first + 1 : first;
  if (!isWord(source, at, 'is')) return;
  at += 2;
  const typeStart = skipBlanks(source, at, last);
  if (typeStart === at) return;
  at = typeStart;
  while (at < last && (isWordChar(source.charCodeAt(at)) || source.charCodeAt(at) === 46) /* . */) at++;
  if (at === typeStart) return;
  if (source.charCodeAt(at) === 60 /* < */) {
    let depth = 0;
    for (; at < last; at++) {
      const c = source.charCodeAt(at);
      if (c === 60) depth++;
      else if (c === 62 /* > */ && --depth === 0) break;
    }
    if (at === last) return;
    at++;
  }
  if (source.charCodeAt(at) === 63 /* ? */) at++;
  const guard = skipBlanks(source, at, last);
  if (guard === at || !isWord(source, guard, 'if')) return;
  edits.push({ at: guard, text: ', ' });
}

/**
 * A class or object that delegates to a value and opens its body on the header's line
 * (`) : IColumnType<T> by delegate {`, `return object : Call<String> by call {`): the grammar
 * reads the body as a lambda passed to the delegate, where a constructor or an object's members
 * are errors. ` by d {` becomes `(   d){`, a supertype's constructor call with the delegate as
 * its argument: the supertype is still one, and the body is the class's.
 */
function delegationBody(source: string, first: number, last: number, edits: Edit[]): void {
  if (source.charCodeAt(last - 1) !== 123 /* { */ || !isBlank(source.charCodeAt(last - 2))) return;
  let end = last - 2;
  while (end > first && isBlank(source.charCodeAt(end - 1))) end--;
  let start = end;
  while (start > first && !isBlank(source.charCodeAt(start - 1))) start--;
  const by = start - 3;
  if (start === end || by <= first || !source.startsWith(' by', by - 1) || source.charCodeAt(start - 1) !== 32) return;
  const type = source.charCodeAt(by - 2);
  if (!(isWordChar(type) || type === 62 /* > */ || type === 41) /* ) */) return;
  if (source.charCodeAt(first) !== 41 && !hasWord(source, first, by, 'class') && !hasWord(source, first, by, 'object')) return;
  // a supertype list before `by`, and no backticked name on the line (`fun \`… class … by position\`() {`)
  if (!hasChar(source, first, by, 58 /* : */) || hasChar(source, first, last, 96 /* ` */)) return;
  edits.push({ at: by - 1, text: '(' }, { at: by, text: '  ' }, { at: last - 2, text: ')' });
}

function hasChar(source: string, from: number, to: number, code: number): boolean {
  for (let at = from; at < to; at++) if (source.charCodeAt(at) === code) return true;
  return false;
}

/** Whether `word` stands as a whole word between `from` and `to`. */
function hasWord(source: string, from: number, to: number, word: string): boolean {
  for (let at = from; at + word.length <= to; at++) if (isWord(source, at, word)) return true;
  return false;
}

/**
 * A statement line that assigns to a member or an index of a call's result: a chain of names,
 * `.`, `?.`, `!!` and bracketed groups closed on the line, with a call (`(…)` or `{…}` after a
 * name) and then a member or an index, followed by ` = `. The space before `=` becomes `=`.
 */
function callResultAssignment(source: string, first: number, last: number, edits: Edit[]): void {
  let called = false;
  let after = false;
  let at = first;
  while (at < last) {
    const c = source.charCodeAt(at);
    if (isWordChar(c)) {
      if (called) after = true;
      at++;
    } else if (c === 46 /* . */ || c === 63 /* ? */ || c === 33 /* ! */) {
      at++;
    } else if (isBlank(c)) {
      // a trailing lambda after a space: `getOrPut(key) { … }[column] = comment`
      const next = skipBlanks(source, at, last);
      if (source.charCodeAt(next) !== 123 /* { */ || at === first) break;
      at = next;
    } else if (c === 40 /* ( */ || c === 123 /* { */ || c === 91 /* [ */) {
      const close = closingBracket(source, at, last);
      if (close === -1) return;
      if (c === 91) {
        if (called) after = true;
      } else if (at > first) {
        called = true;
        after = false;
      }
      at = close + 1;
    } else break;
  }
  if (!after || source.charCodeAt(at) !== 32 || source.charCodeAt(at + 1) !== 61 /* = */ || source.charCodeAt(at + 2) === 61) return;
  edits.push({ at, text: '=' });
}

/** Where the bracket at `open` closes on its line (strings inside skipped), or -1. */
function closingBracket(source: string, open: number, last: number): number {
  let depth = 0;
  for (let at = open; at < last; at++) {
    const c = source.charCodeAt(at);
    if (c === 34 /* " */) {
      at++;
      while (at < last && source.charCodeAt(at) !== 34) at += source.charCodeAt(at) === 92 /* \ */ ? 2 : 1;
      if (at >= last) return -1;
    } else if (c === 40 || c === 91 || c === 123) depth++;
    else if ((c === 41 || c === 93 || c === 125) && --depth === 0) return at;
  }
  return -1;
}

function newerLiterals(source: string, edits: Edit[]): void {
  for (const prefix of ['0b', '0B']) {
    for (let at = source.indexOf(prefix); at !== -1; at = source.indexOf(prefix, at + 2)) {
      const digit = source.charCodeAt(at + 2);
      if ((digit === 48 || digit === 49) && (at === 0 || !isWordChar(source.charCodeAt(at - 1)))) edits.push({ at: at + 1, text: 'x' });
    }
  }
  for (let at = source.indexOf('..<'); at !== -1; at = source.indexOf('..<', at + 3)) edits.push({ at: at + 2, text: ' ' });
  for (let at = source.indexOf('$$'); at !== -1; ) {
    let end = at + 2;
    while (source.charCodeAt(end) === 36 /* $ */) end++;
    const before = at === 0 ? 32 : source.charCodeAt(at - 1);
    if (source.charCodeAt(end) === 34 /* " */ && !isWordChar(before) && before !== 92 /* \ */) {
      edits.push({ at, text: ' '.repeat(end - at) });
      end = multiDollarBody(source, end, end - at, edits);
    }
    at = source.indexOf('$$', end);
  }
}

/**
 * The text of a string opened at `quote` with `dollars` `$`s before it, read as a plain string's:
 * a run of fewer `$`s before a name or `{` is text (its `$`s become spaces), a run of as many is
 * an interpolation (all but its last `$` become spaces; a `{…}` is skipped). Returns where the
 * string ends (its line's end, for a one-line string left open).
 */
function multiDollarBody(source: string, quote: number, dollars: number, edits: Edit[]): number {
  const triple = source.startsWith('"""', quote);
  let at = quote + (triple ? 3 : 1);
  while (at < source.length) {
    const c = source.charCodeAt(at);
    if (c === 34 /* " */ && (!triple || source.startsWith('"""', at))) return at + (triple ? 3 : 1);
    if (!triple && (c === 10 || c === 13)) return at;
    if (c === 92 /* \ */ && !triple) {
      at += 2;
      continue;
    }
    if (c !== 36 /* $ */) {
      at++;
      continue;
    }
    let end = at + 1;
    while (source.charCodeAt(end) === 36) end++;
    const next = source.charCodeAt(end);
    if (next === 123 /* { */ || isWordChar(next)) {
      const interpolation = end - at >= dollars;
      const blanked = interpolation ? end - at - 1 : end - at;
      if (blanked > 0) edits.push({ at, text: ' '.repeat(blanked) });
      if (interpolation && next === 123) {
        let depth = 0;
        for (; end < source.length; end++) {
          const b = source.charCodeAt(end);
          if (b === 123) depth++;
          else if (b === 125 /* } */ && --depth === 0) break;
        }
      }
    }
    at = end;
  }
  return at;
}

/** Whether `word` stands at `at` as a whole word (not part of a longer name). */
function isWord(source: string, at: number, word: string): boolean {
  return source.startsWith(word, at) && !isWordChar(source.charCodeAt(at + word.length)) && (at === 0 || !isWordChar(source.charCodeAt(at - 1)));
}

function wordEnd(source: string, at: number): number {
  while (at < source.length && isWordChar(source.charCodeAt(at))) at++;
  return at;
}

function skipBlanks(source: string, at: number, last: number): number {
  while (at < last && isBlank(source.charCodeAt(at))) at++;
  return at;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

function isBlankOrLineEnd(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || code === 0x2028 || code === 0x2029;
}

/** A character of an identifier after its first: ASCII letters, digits, `_`, and anything past ASCII. */
function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code > 127;
}
