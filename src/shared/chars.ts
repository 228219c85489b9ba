// Character classes and trimming by hand. A regex anchored at the end (`/\/+$/`,
// `/[.,;:]+$/`) is tried from every position of a long run of what it trims, each try
// reading the run to its end: a megabyte of `/` takes minutes. These read each character
// once (issue 26).

/** Whether `char` (one UTF-16 code unit) is white space as `\s` matches it and `trim()` removes it. */
export function isSpace(char: string | undefined): boolean {
  return char !== undefined && char !== '' && char.trim() === '';
}

/** Whether the UTF-16 code unit `code` is `\w` without the `i` flag: an ASCII letter, digit or `_` (NaN, past the end, is not). */
export function isWordCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || (code >= 0x30 && code <= 0x39) || code === 0x5f;
}

/** Whether `code` is an ASCII digit, `\d`. */
export function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** `text` without the characters of `chars` at its end: `trimEndOf('a/b//', '/')` is `a/b`, as `replace(/\/+$/, '')`. */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the characters of `chars` at its start, as `replace(/^[…]+/, '')`. */
export function trimStartOf(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start]!)) start++;
  return start === 0 ? text : text.slice(start);
}
