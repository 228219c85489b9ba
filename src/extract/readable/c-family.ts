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

const LONE_MACRO = /^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\r?$/;
const MACRO_CALL_START = /^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\(/;
const LONE_MACRO_ANYWHERE = new RegExp(`${LONE_MACRO.source}|${MACRO_CALL_START.source}`, 'm');
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
  return blankLoneMacros(accessMacrosAsKeywords(specifierMacrosBlank(rewritten)));
}

const MACRO_NAME = '[A-Z][A-Z0-9]*_[A-Z0-9_]*';
const DECLARATION_WORD =
  'extern|static|inline|virtual|explicit|constexpr|consteval|friend|template|typedef|void|bool|char|short|int|long|unsigned|signed|float|double|auto|class|struct|enum|union';
/** `GTEST_API_ bool ShouldShard(…)`, `FMT_CONSTEXPR auto f(…)`, `GTEST_API_ TimeInMillis GetTimeInMillis();` */
const MACRO_BEFORE_DECLARATION = new RegExp(
  `^([ \\t]*)(${MACRO_NAME})(?=[ \\t]+(?:(?:${DECLARATION_WORD})\\b|(?!const\\b|volatile\\b)[A-Za-z_][\\w:]*(?:<[^;(){}\\n]*>)?[ \\t*&]+[A-Za-z_~][\\w:]*[ \\t]*\\())`,
  'gm',
);
/** `class GTEST_API_ UnitTest {`, `struct FMT_API format_error : …` */
const MACRO_IN_CLASS_HEAD = new RegExp(`\\b((?:class|struct|union)[ \\t]+)(${MACRO_NAME})(?=[ \\t]+[A-Za-z_]\\w*[ \\t]*(?:final\\b|[:{]|\\r?$))`, 'gm');

function specifierMacrosBlank(source: string): string {
  const blank = (_whole: string, before: string, name: string) => before + ' '.repeat(name.length);
  return source.replace(MACRO_BEFORE_DECLARATION, blank).replace(MACRO_IN_CLASS_HEAD, blank);
}

const TYPENAME_CAST = /\btypename(?=\s+(?:::)?(?:[A-Za-z_]\w*\s*(?:<[^<>;{}()]*>)?\s*::\s*)+(?:template\s+)?[A-Za-z_]\w*\s*[({])/g;

function castsWithoutTypename(source: string): string {
  if (!source.includes('typename')) return source;
  return source.replace(TYPENAME_CAST, '        ');
}

function accessMacrosAsKeywords(source: string): string {
  if (!/(?:PRIVATE|PROTECTED|PUBLIC)\w*[ \t]*:/.test(source)) return source;
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
