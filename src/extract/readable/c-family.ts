// C and C++ code leans on macros the grammar cannot expand: one alone on a
// line that opens or closes a namespace (`NLOHMANN_JSON_NAMESPACE_BEGIN`,
// `FMT_BEGIN_NAMESPACE`) or marks the declaration below it
// (`JSON_HEDLEY_WARN_UNUSED_RESULT` above a method). The grammar reads it as
// the start of a declaration and swallows what follows into an error. Such a
// line is read as blank: one upper-case name with an underscore in it and
// nothing else, outside a `#define`'s continuation lines, unless the next line
// that says anything closes a block or continues a list (`}` or `,`: then it
// is the last value of an enum). Offsets and lines stay where they were.
// (Blanking macros that stand for access specifiers, `JSON_PRIVATE_UNLESS_TESTED:`,
// too was tried: it lost more than it won on nlohmann/json, 0.936 → 0.921.)

const LONE_MACRO = /^[ \t]*[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\r?$/;
const LONE_MACRO_ANYWHERE = new RegExp(LONE_MACRO.source, 'm');

export function readableCFamily(source: string): string {
  if (!LONE_MACRO_ANYWHERE.test(source)) return source;
  const lines = source.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!LONE_MACRO.test(line)) continue;
    if (i > 0 && lines[i - 1]!.trimEnd().endsWith('\\')) continue;
    if (/^[},]/.test(nextStatement(lines, i + 1))) continue;
    lines[i] = line.replace(/[^\r]/g, ' ');
    changed = true;
  }
  return changed ? lines.join('\n') : source;
}

/** The next line with text, trimmed ('' at the end of the file). */
function nextStatement(lines: readonly string[], from: number): string {
  for (let i = from; i < lines.length; i++) {
    const text = lines[i]!.trim();
    if (text) return text;
  }
  return '';
}
