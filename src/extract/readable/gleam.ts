import { isSpace, isWordCode } from '../../shared/chars.js';

// The Gleam grammar predates three pieces of today's syntax, each rewritten in place with the
// same number of characters (offsets and lines kept): the `assert x == y` statement reads as
// `let _= x == y`, an attribute without arguments (`@internal`) as blank, and a label
// shorthand (`f(label:)`, `Pet(name:, age:)`) as the variable it stands for (`f(label )`).

/** The source as the Gleam grammar reads it. */
export function readableGleam(source: string): string {
  let out = '';
  let last = 0;
  let previousWord = '';
  const replace = (from: number, to: number, text: string) => {
    out += source.slice(last, from) + text;
    last = to;
  };
  for (let i = 0; i < source.length; ) {
    const char = source[i]!;
    if (char === '"') {
      i++;
      while (i < source.length && source[i] !== '"') i += source[i] === '\\' ? 2 : 1;
      i++;
      previousWord = '';
    } else if (char === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (isWordCode(source.charCodeAt(i))) {
      let end = i;
      while (end < source.length && isWordCode(source.charCodeAt(end))) end++;
      const word = source.slice(i, end);
      const attribute = i > 0 && source[i - 1] === '@';
      if (attribute && source[nextNonSpace(source, end)] !== '(') replace(i - 1, end, ' '.repeat(end - i + 1));
      else if (word === 'assert' && previousWord !== 'let' && isSpace(source[end])) replace(i, end, 'let _=');
      else if (source[end] === ':' && ',)'.includes(source[nextNonSpace(source, end + 1)] ?? '.') && !attribute) replace(end, end + 1, ' ');
      previousWord = word;
      i = end;
    } else {
      if (!isSpace(char)) previousWord = '';
      i++;
    }
  }
  return last === 0 ? source : out + source.slice(last);
}

function nextNonSpace(source: string, from: number): number {
  let i = from;
  while (i < source.length && isSpace(source[i])) i++;
  return i;
}
