import { isSpace, isWordCode } from '../../shared/chars.js';

// Idioms the Perl grammar misreads (and then loses the subs after them), read as what it
// knows, offsets and lines kept:
//   use Mojo::Base 'Parent', -signatures;   the import flags (and their comma) as blank
//   use overload bool => sub {1}, …;        a call `overload____ bool => …` (a pragma, no file)
//   shift->method, __PACKAGE__->new         `$_[0]->method`, a class `PACKAGE____->new`
//   ${^GLOBAL_PHASE}, $$ (the process id)   plain variables `$xxGLOBAL_PHASE_`, `$0`
//   $#$list, $#{$list} (the last index)     the array ` @$list`, ` @{$list}`
//   sub is_fh ($) { … }, sub each (&@)      a prototype's characters as blank (`$)` is a variable)

/** The source as the Perl grammar reads it. */
export function perlReadable(source: string): string {
  const out = source.split('\n');
  for (let index = 0; index < out.length; index++) {
    let line = out[index]!;
    const first = firstNonSpace(line);
    if (line.startsWith('use overload', first) && !isWordCode(line.charCodeAt(first + 12))) line = `${line.slice(0, first)}overload____${line.slice(first + 12)}`;
    else if (isUseLine(line, first)) line = withoutFlags(line);
    if (line.includes('shift->')) line = line.replace(/(?<![\w$@%&:])shift->/g, '$$_[0]->');
    if (line.includes('__PACKAGE__->')) line = line.replace(/\b__PACKAGE__->/g, 'PACKAGE____->');
    if (line.includes('${^')) line = line.replace(/\$\{\^(\w+)\}/g, '$$xx$1_');
    if (line.includes('$#')) line = line.replace(/\$#(?=[$\{])/g, ' @');
    if (line.includes('$$')) line = line.replace(/\$\$(?![\w{$:])/g, '$$0');
    if (line.includes('sub')) line = withoutPrototype(line, first);
    out[index] = line;
  }
  return out.join('\n');
}

function firstNonSpace(line: string): number {
  let at = 0;
  while (isSpace(line[at])) at++;
  return at;
}

function isUseLine(line: string, first: number): boolean {
  return line.startsWith('use', first) && isSpace(line[first + 3]);
}

/** Each ` -flag` (and a comma beside it) as spaces. */
function withoutFlags(line: string): string {
  let out = line;
  for (let at = out.indexOf('-'); at !== -1; at = out.indexOf('-', at + 1)) {
    let end = at + 1;
    while (isWordCode(out.charCodeAt(end))) end++;
    if (end === at + 1 || !isSpace(out[at - 1])) continue;
    // the comma before it (`'Parent', -signatures`), else the one after it (`-norequire, 'Parent'`)
    let start = at;
    while (start > 0 && isSpace(out[start - 1])) start--;
    if (out[start - 1] === ',') start--;
    else {
      start = at;
      let after = end;
      while (isSpace(out[after])) after++;
      if (out[after] === ',') end = after + 1;
    }
    out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  }
  return out;
}

const PROTOTYPE_CHARS = '$@%&*;\\[]+_ \t';

/** `sub name ($;$) {`: the prototype's characters as spaces (a signature, which names its variables, stays). */
function withoutPrototype(line: string, first: number): string {
  if (!line.startsWith('sub', first) || !isSpace(line[first + 3])) return line;
  let at = first + 3;
  while (isSpace(line[at])) at++;
  const name = at;
  while (isWordCode(line.charCodeAt(at)) || line[at] === ':' || line[at] === "'") at++;
  if (at === name) return line;
  while (isSpace(line[at])) at++;
  if (line[at] !== '(') return line;
  const open = at;
  for (at++; at < line.length && line[at] !== ')'; at++) if (!PROTOTYPE_CHARS.includes(line[at]!)) return line;
  if (at === line.length || at === open + 1) return line;
  return line.slice(0, open + 1) + ' '.repeat(at - open - 1) + line.slice(at);
}
