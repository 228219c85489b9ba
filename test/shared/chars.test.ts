// The hand-written character classes and trims of shared/chars.ts, which replaced regexes
// anchored at the end (issue 26): the same answers as the regexes they stand for.
import { describe, expect, it } from 'vitest';
import { isDigitCode, isSpace, isWordCode, trimEndOf, trimStartOf } from '../../src/shared/chars.js';

describe('character classes', () => {
  it('agree with \\s, \\w and \\d on every UTF-16 code unit', () => {
    const disagree: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (isSpace(char) !== /\s/.test(char) || isWordCode(code) !== /\w/.test(char) || isDigitCode(code) !== /\d/.test(char)) disagree.push(code);
    }
    expect(disagree).toEqual([]);
    expect(isSpace(undefined)).toBe(false);
    expect(isSpace('')).toBe(false);
    expect(isWordCode(Number.NaN)).toBe(false);
  });
});

describe('trimEndOf and trimStartOf', () => {
  it('drop what /[…]+$/ and /^[…]+/ drop', () => {
    for (const text of ['', '/', '//', 'a/b//', '/a/', 'a', '.,;:!?', 'x.,', '..x..', ':12:5.']) {
      expect(trimEndOf(text, '/')).toBe(text.replace(/\/+$/, ''));
      expect(trimEndOf(text, '.,;:!?')).toBe(text.replace(/[.,;:!?]+$/, ''));
      expect(trimStartOf(text, '.')).toBe(text.replace(/^\.+/, ''));
    }
  });

  it('read a megabyte run once', () => {
    const slashes = '/'.repeat(1 << 20);
    expect(trimEndOf(`${slashes}x${slashes}`, '/')).toBe(`${slashes}x`);
    expect(trimStartOf(`${slashes}x${slashes}`, '/')).toBe(`x${slashes}`);
  });
});
