// Words of a command line the user pastes into a POSIX shell (sh, bash, zsh).

const PLAIN = /^[A-Za-z0-9_@%+=:,./-]+$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** One word, quoted only when it needs it; control characters as `$'\xNN'` so none reaches the terminal raw. */
export function shellWord(word: string): string {
  if (PLAIN.test(word)) return word;
  if (!CONTROL.test(word)) return `'${word.replaceAll("'", `'\\''`)}'`;
  let out = "$'";
  for (const ch of word) {
    const code = ch.codePointAt(0)!;
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}'`;
}

export function shellLine(words: readonly string[]): string {
  return words.map(shellWord).join(' ');
}
