// The terms by which a string literal is found, shared by the index (a file's literals) and
// the ranking (the literals an issue's text quotes), so both sides normalize alike:
// - a key `=…` for a literal of one token, so that `--setup-show`, `setup_show:` and
//   `SETUP-SHOW` are one term (lower case, leading dashes and colons and trailing `:`/`=`
//   dropped, `_` read as `-`);
// - a pair `~a b` for each two consecutive words, so that a message is found from the words
//   an issue quotes of it, whatever the placeholders (`"%s is not a valid name"`).

/** Keys are one token of this many characters at most. */
const MAX_KEY_CHARS = 64;
const WORD = /[\p{L}\p{N}]+/gu;
const LETTER = /\p{L}/u;

/**
 * The keys of a one-token literal, or none when the text is not one token with a letter:
 * `=setup-show` for `setup_show:`, and for an option (`--setup-show`) `=--setup-show` first,
 * which says more than the bare name.
 */
export function literalKeys(text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_KEY_CHARS || /\s/.test(trimmed)) return [];
  let start = 0;
  let end = trimmed.length;
  while (start < end && trimmed[start] === ':') start++;
  while (end > start && (trimmed[end - 1] === ':' || trimmed[end - 1] === '=')) end--;
  let dashes = start;
  while (dashes < end && trimmed[dashes] === '-') dashes++;
  const name = trimmed.slice(dashes, end).toLowerCase().replaceAll('_', '-');
  if (name.length < 2 || !LETTER.test(name)) return [];
  return dashes > start ? [`=${trimmed.slice(start, dashes)}${name}`, `=${name}`] : [`=${name}`];
}

/** The words of a text, lower case: letters and digits, two characters or more. */
export function literalWords(text: string): string[] {
  const words: string[] = [];
  WORD.lastIndex = 0;
  for (let match = WORD.exec(text); match !== null; match = WORD.exec(text)) {
    if (match[0].length >= 2) words.push(match[0].toLowerCase());
  }
  return words;
}

/** Each pair of consecutive words of a text, as a term (`~loading conftest`). */
export function wordPairs(words: readonly string[], add: (term: string) => void): void {
  for (let i = 1; i < words.length; i++) add(`~${words[i - 1]!} ${words[i]!}`);
}

/** Every term of one literal: its key, then its word pairs. */
export function literalTerms(text: string, add: (term: string) => void): void {
  for (const key of literalKeys(text)) add(key);
  wordPairs(literalWords(text), add);
}
