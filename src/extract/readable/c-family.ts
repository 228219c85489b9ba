import { isDigitCode, isSpace, isWordCode } from '../../shared/chars.js';
import { readableConditionals, type CFamilyLanguage } from './preprocessor.js';

// C and C++ code leans on macros the grammar cannot expand: one alone on a
// line that opens or closes a namespace (`NLOHMANN_JSON_NAMESPACE_BEGIN`,
// `FMT_BEGIN_NAMESPACE`) or marks the declaration below it
// (`JSON_HEDLEY_WARN_UNUSED_RESULT`, `JSON_HEDLEY_DEPRECATED_FOR(3.8.0, parse(ptr))`
// above a method). The grammar reads it as the start of a declaration and
// swallows what follows into an error. Such a line is read as blank: one
// upper-case name with an underscore in it, possibly called with arguments on
// that line, and nothing else, outside a `#define`'s continuation lines, unless
// the next line that says anything closes a block or continues a list (`}` or
// `,`: then it is the last value of an enum), or, after a call, does not start a
// declaration (`TEST_CASE("x")` before its `{`; a run of calls that expand to code,
// `IMPL(8)`, `IMPL(16)` before `#undef IMPL`, stays). A macro standing for an access
// specifier (`JSON_PRIVATE_UNLESS_TESTED:`) reads as the keyword its name holds
// (`private`). An upper-case macro that stands for a specifier reads as blank:
// at the start of a declaration that already has its type and name (`GTEST_API_
// bool ShouldShard(…)`, `FMT_CONSTEXPR auto f(…)`) or between `class` and the
// class's name (`class GTEST_API_ UnitTest {`). A C++ cast spelled with
// `typename` (`typename object_t::iterator()`, which the grammar reads in no
// expression) loses the keyword. Offsets and lines stay where they were; see
// also preprocessor.ts.
// (Blanking the access-specifier macros instead lost more than it won on
// nlohmann/json, 0.936 → 0.921.)

// Every pattern is a literal, so the regex-safety test (test/regex-safety.test.ts) sees it.
// MACRO below stands for an upper-case name with an underscore, [A-Z][A-Z0-9]*_[A-Z0-9_]*.
const LONE_MACRO = /^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\r?$/;
const MACRO_CALL_START = /^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\(/;
/** LONE_MACRO or MACRO_CALL_START on any line. */
const LONE_MACRO_ANYWHERE = /^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\r?$|^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\(/m;
const NOTHING_MORE = /^[ \t]*(?:\/\/.*)?\r?$/;
const ACCESS_MACRO = /^([ \t]*)([A-Z][A-Z0-9]*_[A-Z0-9_]*)([ \t]*:[ \t]*\r?)$/gm;
const ACCESS_KEYWORD = /PRIVATE|PROTECTED|PUBLIC/;

export function readableC(source: string): string {
  return readableCFamily(source, 'c');
}

export function readableCpp(source: string): string {
  return readableCFamily(source, 'cpp');
}

function readableCFamily(source: string, language: CFamilyLanguage): string {
  const rewritten = castsWithoutTypename(readableConditionals(source, language));
  return valuelessDefinesEnded(blankLoneMacros(accessMacrosAsKeywords(specifierMacrosBlank(rewritten))));
}

/**
 * `#define IMPLEMENTED_PROTOCOLS ` (no value, white space after the name): the grammars read the
 * next line with text as the macro's value, and the declaration there is lost (an `@interface`
 * after a block of such defines). The last blank of such a line reads as `;`, a value on the line.
 */
function valuelessDefinesEnded(source: string): string {
  if (!source.includes('define')) return source;
  const lines = source.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const end = line.endsWith('\r') ? line.length - 1 : line.length;
    if (end === 0 || (line[end - 1] !== ' ' && line[end - 1] !== '\t')) continue;
    const head = defineHeadEnd(line);
    if (head < 0 || head >= end || line.slice(head, end).trim() !== '') continue;
    if (i > 0 && lines[i - 1]!.trimEnd().endsWith('\\')) continue;
    lines[i] = line.slice(0, end - 1) + ';' + line.slice(end);
    changed = true;
  }
  return changed ? lines.join('\n') : source;
}

/** Where `#define NAME` or `#define NAME(params)` ends on a line that starts with it; -1 when it does not. */
function defineHeadEnd(line: string): number {
  let p = skipSpaces(line, 0);
  if (line[p] !== '#') return -1;
  p = skipSpaces(line, p + 1);
  if (!line.startsWith('define', p) || !isSpace(line[p + 'define'.length])) return -1;
  p = skipSpaces(line, p + 'define'.length);
  const nameStart = p;
  while (isWordCode(line.charCodeAt(p))) p++;
  if (p === nameStart || isDigitCode(line.charCodeAt(nameStart))) return -1;
  if (line[p] === '(') {
    const close = line.indexOf(')', p);
    return close < 0 ? -1 : close + 1;
  }
  return p;
}

/**
 * `GTEST_API_ bool ShouldShard(…)`, `FMT_CONSTEXPR auto f(…)`, `GTEST_API_ TimeInMillis GetTimeInMillis();`:
 * MACRO, then a declaration's first word (extern static inline virtual explicit constexpr consteval
 * friend template typedef, a built-in type, class struct enum union) or a type and a name called.
 * The type's template arguments stay on the line as `^` takes it (a lone `\r` ends it too).
 */
const MACRO_BEFORE_DECLARATION =
  /^([ \t]*)([A-Z][A-Z0-9]*_[A-Z0-9_]*)(?=[ \t]+(?:(?:extern|static|inline|virtual|explicit|constexpr|consteval|friend|template|typedef|void|bool|char|short|int|long|unsigned|signed|float|double|auto|class|struct|enum|union)\b|(?!const\b|volatile\b)[A-Za-z_][\w:]*(?:<[^;(){}\n\r\u2028\u2029]*>)?[ \t*&]+[A-Za-z_~][\w:]*[ \t]*\())/gm;
/** `class GTEST_API_ UnitTest {`, `struct FMT_API format_error : …`: MACRO between the keyword and the name. */
const MACRO_IN_CLASS_HEAD = /\b((?:class|struct|union)[ \t]+)([A-Z][A-Z0-9]*_[A-Z0-9_]*)(?=[ \t]+[A-Za-z_]\w*[ \t]*(?:final\b|[:{]|\r?$))/gm;

function specifierMacrosBlank(source: string): string {
  const blank = (_whole: string, before: string, name: string) => before + ' '.repeat(name.length);
  return source.replace(MACRO_BEFORE_DECLARATION, blank).replace(MACRO_IN_CLASS_HEAD, blank);
}

/** `typename` as a word with white space after it: where a cast may start. */
const TYPENAME_WORD = /\btypename(?=\s)/g;

/**
 * Blanks each `typename` that starts a cast: white space, an optional `::`, one or more
 * `name <args>? ::` (white space between any of them, args holding none of `<>;{}()`), an
 * optional `template`, a name, then `(` or `{`. This was one regex lookahead, exponential
 * in nested quantifiers (`typename a    :: a    :: … a ;` ran for minutes) and quadratic
 * over runs of spaces; the scan below reads each name of a chain once, however many
 * `typename`s share the chain (issue 26).
 */
function castsWithoutTypename(source: string): string {
  if (!source.includes('typename')) return source;
  const chainEnds: ChainEnds = { at: null };
  let out = '';
  let last = 0;
  for (const match of source.matchAll(TYPENAME_WORD)) {
    const end = match.index + 'typename'.length;
    if (!startsCast(source, end, chainEnds)) continue;
    out += source.slice(last, match.index) + ' '.repeat('typename'.length);
    last = end;
  }
  return last === 0 ? source : out + source.slice(last);
}

/**
 * For each position where a name is read after at least one `name ::`, whether the cast ends
 * well from there (1 yes, 2 no, 0 not known yet): the parse from it does not depend on how it
 * was reached. Made at the first such position.
 */
interface ChainEnds {
  at: Uint8Array | null;
}

/** Whether a cast follows `typename` (ending at `at`). */
function startsCast(source: string, at: number, chainEnds: ChainEnds): boolean {
  let p = skipSpaces(source, at);
  if (source.startsWith('::', p)) p += 2;
  let qualified = false;
  const visited: number[] = [];
  let result: boolean;
  for (;;) {
    if (qualified) {
      chainEnds.at ??= new Uint8Array(source.length + 1);
      const known = chainEnds.at[p];
      if (known) {
        result = known === 1;
        break;
      }
      visited.push(p);
    }
    const next = afterQualifier(source, p, qualified);
    if (typeof next === 'boolean') {
      result = next;
      break;
    }
    p = next;
    qualified = true;
  }
  for (const position of visited) chainEnds.at![position] = result ? 1 : 2;
  return result;
}

/**
 * At `p`, where a name is due: the position after `name <args>? ::` and its white space when
 * one is there, else whether the cast ends here (`template`? name, then `(` or `{`), which it
 * may only after a qualifier (`qualified`).
 */
function afterQualifier(source: string, p: number, qualified: boolean): number | boolean {
  const nameEnd = afterName(source, p);
  if (nameEnd === p) return false;
  let q = skipSpaces(source, nameEnd);
  if (source[q] === '<') {
    let close = q + 1;
    while (close < source.length && !'<>;{}()'.includes(source[close]!)) close++;
    if (source[close] !== '>') return false;
    q = skipSpaces(source, close + 1);
    return source.startsWith('::', q) ? skipSpaces(source, q + 2) : false;
  }
  if (source.startsWith('::', q)) return skipSpaces(source, q + 2);
  if (!qualified) return false;
  if (source[q] === '(' || source[q] === '{') return true;
  // `template name(`: the keyword, then the name called
  if (nameEnd - p !== 'template'.length || !source.startsWith('template', p) || q === nameEnd) return false;
  const calledEnd = afterName(source, q);
  if (calledEnd === q) return false;
  const bracket = source[skipSpaces(source, calledEnd)];
  return bracket === '(' || bracket === '{';
}

/** The end of the name (`[A-Za-z_]\w*`) at `p`, or `p` when none starts there. */
function afterName(source: string, p: number): number {
  const first = source.charCodeAt(p);
  if (!isWordCode(first) || isDigitCode(first)) return p;
  let end = p + 1;
  while (isWordCode(source.charCodeAt(end))) end++;
  return end;
}

function skipSpaces(source: string, p: number): number {
  while (p < source.length && isSpace(source[p])) p++;
  return p;
}

function accessMacrosAsKeywords(source: string): string {
  // A shortcut only: ACCESS_MACRO leaves a line whose name holds no keyword as it was.
  if (!ACCESS_KEYWORD.test(source)) return source;
  return source.replace(ACCESS_MACRO, (line, indent: string, name: string, colon: string) => {
    const keyword = ACCESS_KEYWORD.exec(name)?.[0].toLowerCase();
    return keyword ? indent + keyword.padEnd(name.length) + colon : line;
  });
}

function blankLoneMacros(source: string): string {
  if (!LONE_MACRO_ANYWHERE.test(source)) return source;
  const lines = source.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const call = isLoneMacroCall(line);
    if (!call && !LONE_MACRO.test(line)) continue;
    if (i > 0 && lines[i - 1]!.trimEnd().endsWith('\\')) continue;
    const next = nextStatement(lines, i + 1);
    if (/^[},]/.test(next) || (call && !/^[A-Za-z_~[]/.test(statementAfterMacros(lines, i + 1)))) continue;
    lines[i] = line.replace(/[^\r]/g, ' ');
    changed = true;
  }
  return changed ? lines.join('\n') : source;
}

/** One call of an upper-case macro, its arguments on the line, then nothing but a `//` comment. */
function isLoneMacroCall(line: string): boolean {
  const start = MACRO_CALL_START.exec(line);
  if (!start) return false;
  let depth = 1;
  for (let at = start[0].length; at < line.length; at++) {
    if (line[at] === '(') depth++;
    else if (line[at] === ')' && --depth === 0) return NOTHING_MORE.test(line.slice(at + 1));
  }
  return false;
}

/** The next line with text that is not a lone macro or macro call, trimmed: what a run of them stands before. */
function statementAfterMacros(lines: readonly string[], from: number): string {
  for (let i = from; i < lines.length; i++) {
    const text = lines[i]!.trim();
    if (text && !LONE_MACRO.test(lines[i]!) && !isLoneMacroCall(lines[i]!)) return text;
  }
  return '';
}

/** The next line with text, trimmed ('' at the end of the file). */
function nextStatement(lines: readonly string[], from: number): string {
  for (let i = from; i < lines.length; i++) {
    const text = lines[i]!.trim();
    if (text) return text;
  }
  return '';
}
