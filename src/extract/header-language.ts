// A `.h` file may be C, C++ or Objective-C: which one is read from its content, once, with a
// linear scan of its first HEADER_SCAN_CHARS characters that skips comments, string and
// character literals. The same bytes always give the same language.
import { isSpace, isWordCode } from '../shared/chars.js';
import { isContentDecided } from '../shared/languages.js';
import type { LanguageId } from '../types.js';

/** How much of a header is read to decide its language: the markers sit near its top. */
export const HEADER_SCAN_CHARS = 64 * 1024;

/** `@interface Foo`, `@protocol Bar`, `@implementation Foo`, `@class Foo;`: Objective-C only. */
const OBJC_AT_WORDS: ReadonlySet<string> = new Set(['interface', 'protocol', 'implementation', 'class']);
const ACCESS_SPECIFIERS: ReadonlySet<string> = new Set(['public', 'private', 'protected']);

/** The language a file is read as: its content decides for a `.h` file, its extension for any other. */
export function languageOfContent(path: string, language: LanguageId, source: string): LanguageId {
  return isContentDecided(path, language) ? headerLanguage(source) : language;
}

/**
 * Objective-C when the header holds `@interface`, `@protocol`, `@implementation`, `@class` or an
 * `#import`; else C++ when it holds a construct C lacks (`class X`, `namespace`, `template <`,
 * `public:`/`private:`/`protected:`, or a `::` scope); else C.
 */
export function headerLanguage(source: string): 'c' | 'cpp' | 'objc' {
  const end = Math.min(source.length, HEADER_SCAN_CHARS);
  let cpp = false;
  let lineStart = true;
  let i = 0;
  while (i < end) {
    const char = source[i]!;
    const code = source.charCodeAt(i);
    if (char === '\n') {
      lineStart = true;
      i++;
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r' || char === '\f' || char === '\v') {
      i++;
      continue;
    }
    const atLineStart = lineStart;
    lineStart = false;
    if (char === '/' && source[i + 1] === '/') {
      i = lineEnd(source, i, end);
    } else if (char === '/' && source[i + 1] === '*') {
      const close = source.indexOf('*/', i + 2);
      i = close < 0 || close >= end ? end : close + 2;
    } else if (char === '"' || (char === "'" && !isWordCode(source.charCodeAt(i - 1)))) {
      // A character literal, unless the quote follows a digit or a name (C++14's `1'000'000`).
      i = literalEnd(source, i, end, char);
    } else if (char === '#' && atLineStart) {
      const word = wordAt(source, skipBlanks(source, i + 1, end), end);
      if (word === 'import') return 'objc';
      i += 1;
    } else if (char === '@') {
      const word = wordAt(source, i + 1, end);
      if (OBJC_AT_WORDS.has(word)) return 'objc';
      i += 1 + word.length;
    } else if (char === ':' && source[i + 1] === ':') {
      cpp = true;
      i += 2;
    } else if (isWordCode(code)) {
      const word = wordAt(source, i, end);
      i += word.length;
      if (!cpp && isCppMarker(word, source, i, end)) cpp = true;
    } else {
      i++;
    }
  }
  return cpp ? 'cpp' : 'c';
}

/** Whether the word that ends at `after` opens a construct only C++ has. */
function isCppMarker(word: string, source: string, after: number, end: number): boolean {
  if (word === 'class' || word === 'namespace') {
    const next = skipBlanks(source, after, end);
    return isWordCode(source.charCodeAt(next)) || (word === 'namespace' && source[next] === '{');
  }
  if (word === 'template') return source[skipBlanks(source, after, end)] === '<';
  if (ACCESS_SPECIFIERS.has(word)) {
    const next = skipBlanks(source, after, end);
    return source[next] === ':' && source[next + 1] !== ':';
  }
  return false;
}

/** The identifier (or number) starting at `start`: '' when none does. */
function wordAt(source: string, start: number, end: number): string {
  let i = start;
  while (i < end && isWordCode(source.charCodeAt(i))) i++;
  return source.slice(start, i);
}

/** The first position from `start` that is not white space (line breaks included). */
function skipBlanks(source: string, start: number, end: number): number {
  let i = start;
  while (i < end && isSpace(source[i])) i++;
  return i;
}

function lineEnd(source: string, start: number, end: number): number {
  const newline = source.indexOf('\n', start);
  return newline < 0 || newline >= end ? end : newline;
}

/** Past the literal opened at `start`: at its closing quote, or at the end of its line when unclosed. */
function literalEnd(source: string, start: number, end: number, quote: string): number {
  let i = start + 1;
  while (i < end) {
    const char = source[i]!;
    if (char === '\\') i += 2;
    else if (char === quote) return i + 1;
    else if (char === '\n') return i;
    else i++;
  }
  return end;
}
