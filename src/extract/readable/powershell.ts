import { Splice } from './splice.js';

/**
 * What tree-sitter-powershell (0.26) cannot read, rewritten so that every other byte keeps its
 * offset (names, lines and signatures are still taken from the file):
 * - an empty script block as a value, `$x = {}`, `param($OnEnd = { })`, `-ScriptBlock {}`,
 *   `@($a, {})`, or as a statement of its own, is an empty string of the same length (`''`, `' '`): the grammar wants a
 *   statement inside, and its recovery from `{}` may take a `}` of the code around it, and with
 *   it every function after;
 * - a line continuation (a backtick ending a line) followed by a blank line, which ends the
 *   statement in PowerShell, is a space.
 * One pass of a small scanner: strings, here-strings and comments are skipped.
 */
export function powershellReadable(source: string): string {
  if (!source.includes('{') && !source.includes('`')) return source;
  const splice = new Splice(source);
  const replace = splice.replace.bind(splice);
  // The last character that is no space nor line end, and where the word or parameter before it started.
  let last = ';';
  let lastWordStart = -1;
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '<' && source[i + 1] === '#') {
      const close = source.indexOf('#>', i + 2);
      i = close < 0 ? source.length : close + 2;
      continue;
    }
    if (ch === '#') {
      i = lineEnd(source, i);
      continue;
    }
    if (ch === '@' && (source[i + 1] === '"' || source[i + 1] === "'") && isLineEnd(source, i + 2)) {
      i = hereStringEnd(source, i, source[i + 1]!);
      last = '"';
      continue;
    }
    if (ch === '"' || ch === "'") {
      i = stringEnd(source, i, ch);
      last = ch;
      continue;
    }
    if (ch === '`') {
      const end = lineEnd(source, i + 1);
      if (isBlankTo(source, i + 1, end) && isBlankLine(source, end + 1)) replace(i, 1, ' ');
      i += 2;
      continue;
    }
    if (ch === '{' && takesValue(source, last, lastWordStart)) {
      let close = i + 1;
      while (source[close] === ' ' || source[close] === '\t') close++;
      if (source[close] === '}') {
        replace(i, close + 1 - i, `'${' '.repeat(close - i - 1)}'`);
        i = close + 1;
        last = "'";
        continue;
      }
    }
    if (ch !== ' ' && ch !== '\t' && ch !== '\r' && ch !== '\n') {
      if (!isWordChar(last) || !isWordChar(ch)) lastWordStart = i;
      last = ch;
    } else if (ch === '\n') lastWordStart = -1;
    i++;
  }
  return splice.result();
}

/**
 * Whether a `{` after `last` is a value: after `=`, `(`, `,`, a parameter name (`-Name {}`), or
 * as a statement of its own (after `{` or `;`).
 */
function takesValue(source: string, last: string, wordStart: number): boolean {
  if (last === '=' || last === '(' || last === ',' || last === '{' || last === ';') return true;
  return isWordChar(last) && wordStart > 0 && source[wordStart - 1] === '-' && !isWordChar(source[wordStart - 2]);
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '_');
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

function isBlankTo(text: string, from: number, end: number): boolean {
  for (let i = from; i < end; i++) if (text[i] !== ' ' && text[i] !== '\t' && text[i] !== '\r') return false;
  return true;
}

function isLineEnd(text: string, at: number): boolean {
  return isBlankTo(text, at, lineEnd(text, at));
}

/** Whether the line starting at `at` holds nothing but blanks (the end of the text is no line). */
function isBlankLine(text: string, at: number): boolean {
  return at < text.length && isBlankTo(text, at, lineEnd(text, at));
}

/** The index after a here-string opened at `from` (`@"` or `@'` ending its line), closed by `"@` at a line's start. */
function hereStringEnd(text: string, from: number, quote: string): number {
  let at = lineEnd(text, from) + 1;
  while (at < text.length) {
    if (text[at] === quote && text[at + 1] === '@') return at + 2;
    at = lineEnd(text, at) + 1;
  }
  return text.length;
}

/** The index after a string at `from`: `'…'` (a doubled `''` inside), `"…"` (a backtick escapes). */
function stringEnd(text: string, from: number, quote: string): number {
  for (let i = from + 1; i < text.length; i++) {
    const ch = text[i];
    if (quote === '"' && ch === '`') i++;
    else if (ch === quote) {
      if (text[i + 1] === quote) i++;
      else return i + 1;
    }
  }
  return text.length;
}
