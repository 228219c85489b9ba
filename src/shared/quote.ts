/*
 * Quoting for text outputs, so that a file name or a signature cannot forge output lines or
 * rewrite the terminal. One rule everywhere (map, rank, symbols, search, show, pack, stderr):
 *
 * - quotePath: a path holding a control character is printed the way git's core.quotePath
 *   prints it: in double quotes, `"` and `\` escaped, \a \b \t \n \v \f \r as C escapes, any
 *   other control character as the octal escapes of its UTF-8 bytes (`\033`). A path without
 *   control characters is printed as it is; non-ASCII letters are kept (quotePath=false).
 * - escapeControls: every control character but TAB replaced by the same escapes, nothing
 *   else touched (for signatures, source lines, names and messages).
 *
 * Control characters: C0 (U+0000-U+001F), DEL, C1 (U+0080-U+009F), the line and paragraph
 * separators U+2028/U+2029, and the bidi embedding, override and isolate controls
 * (U+202A-U+202E, U+2066-U+2069), which reorder what a terminal or an editor shows.
 */

const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// The same set, plus `"` and `\` (escaped inside a quoted path).
const PATH_ESCAPED = /["\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// The same set without TAB (U+0009).
const CONTROL_BUT_TAB = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const C_ESCAPES: Record<string, string> = {
  '\u0007': '\\a',
  '\b': '\\b',
  '\t': '\\t',
  '\n': '\\n',
  '\v': '\\v',
  '\f': '\\f',
  '\r': '\\r',
  '"': '\\"',
  '\\': '\\\\',
};

function escapeOne(char: string): string {
  return (
    C_ESCAPES[char] ??
    [...Buffer.from(char, 'utf8')].map((byte) => `\\${byte.toString(8).padStart(3, '0')}`).join('')
  );
}

/** True when `text` holds a control character (as defined above). */
export function hasControls(text: string): boolean {
  return HAS_CONTROL.test(text);
}

/** `path` as text outputs print it: unchanged, or C-quoted when it holds a control character. */
export function quotePath(path: string): string {
  if (!HAS_CONTROL.test(path)) return path;
  return `"${path.replace(PATH_ESCAPED, escapeOne)}"`;
}

/** `text` with every control character except TAB replaced by its escape. */
export function escapeControls(text: string): string {
  return text.replace(CONTROL_BUT_TAB, escapeOne);
}

/**
 * A ranking reason as text outputs print it: the path of `imported-by:<path>`,
 * `dependency-of:<path>` and the like quoted with quotePath, any other reason escaped.
 */
export function quoteReason(reason: string): string {
  const match = /^([a-z][a-z-]*):([\s\S]*)$/.exec(reason);
  if (!match) return escapeControls(reason);
  return `${match[1]}:${quotePath(match[2]!)}`;
}

/**
 * The most characters of a user's text (a query, a name, a path, a pattern, a revision) that an
 * error or no-match line repeats: a 60 KB query must not come back as a 60 KB line.
 */
export const ECHO_CHARS = 200;

/** `text` cut to `max` characters, marked with `…` when cut (a surrogate pair is not split). */
export function clipText(text: string, max: number = ECHO_CHARS): string {
  if (text.length <= max) return text;
  let end = max - 1;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * A user's text as an error or no-match line repeats it: at most ECHO_CHARS characters of it
 * (cut with `…`), then its control characters escaped as escapeControls escapes them.
 */
export function echoText(text: string): string {
  return escapeControls(clipText(text));
}

/** A user's path as an error line repeats it: at most ECHO_CHARS characters of it, then quoted as quotePath quotes. */
export function echoPath(path: string): string {
  return quotePath(clipText(path));
}
