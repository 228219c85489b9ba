/**
 * What tree-sitter-groovy (0.1.2) cannot read, rewritten so that every other byte keeps its
 * offset (names, lines and signatures are still taken from the file):
 * - a method named by a string (Spock's `def "pushes an element"()`) becomes an identifier in
 *   place of the string: its quotes blanked, every character that cannot be in an identifier
 *   an underscore (`pushes_an_element`);
 * - `trait T` is read as `class T` (the same length);
 * - outside strings and comments, a one-line slashy string `/\d+/` (where an operand may
 *   start) is a string of spaces in double quotes, and the operators the grammar lacks are
 *   ones it has: `==~` `== `, `=~` `==`, `<=>` `!= `, `?.` and `*.` ` .`, `.&` `. `, `?:` `||`.
 * One pass of a small scanner: strings and comments are skipped, not matched by a regex.
 */
const STRING_NAMED_METHOD = /\b(def|void)([ \t]+)(?:"([^"\\\n\r]*)"|'([^'\\\n\r]*)')(?=[ \t]*\()/g;
const TRAIT = /^([ \t]*)trait(?=[ \t]+[A-Za-z_])/gm;
const NOT_IDENTIFIER = /[^A-Za-z0-9_$]/g;

/** Characters after which a `/` starts a slashy string, not a division. */
const OPERAND_STARTS = new Set(['=', '(', ',', '[', '{', ':', '!', '&', '|', '?', ';', '~']);

export function groovyReadable(source: string): string {
  let text = source;
  if (text.includes('"') || text.includes("'")) {
    text = text.replace(STRING_NAMED_METHOD, (_whole, keyword: string, space: string, doubled?: string, single?: string) => {
      const name = doubled ?? single ?? '';
      return `${keyword}${space} ${name.replace(NOT_IDENTIFIER, '_')} `;
    });
  }
  if (text.includes('trait')) text = text.replace(TRAIT, '$1class');
  return rewriteOperators(text);
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch === '_' || ch === '$');
}

function rewriteOperators(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  const replace = (at: number, length: number, by: string): void => {
    parts.push(text.slice(copied, at), by);
    copied = at + length;
  };
  let lastSignificant = '=';
  let lastAt = -1;
  let lineStart = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1];
    if (ch === '/' && next === '/') {
      i = lineEnd(text, i);
      continue;
    }
    if (ch === '/' && next === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 2;
      continue;
    }
    if (ch === '"' || ch === "'") {
      i = stringEnd(text, i, ch);
      lastSignificant = ch;
      lastAt = i - 1;
      continue;
    }
    if (ch === '\n') {
      if (endsStatement(text, lineStart, lastAt, lastSignificant)) {
        const next = nextLineStart(text, i + 1);
        if (startsStatement(text, next)) {
          replace(next, 1, ';');
          lineStart = next;
          i = next + 1;
          continue;
        }
      }
      lineStart = i + 1;
      i++;
      continue;
    }
    if (ch === '/' && OPERAND_STARTS.has(lastSignificant)) {
      const end = slashyEnd(text, i);
      if (end > 0) {
        replace(i, end - i, `"${' '.repeat(end - i - 2)}"`);
        i = end;
        lastSignificant = '"';
        lastAt = i - 1;
        continue;
      }
    }
    const operator = operatorRewrite(text, i);
    if (ch !== ' ' && ch !== '\t' && ch !== '\r') {
      lastSignificant = ch;
      lastAt = i;
    }
    if (operator !== null) {
      replace(i, operator.length, operator);
      i += operator.length;
    } else i++;
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

const CONTINUING = new Set(['extends', 'implements', 'throws', 'in', 'as', 'instanceof']);
const OPEN_ENDED = new Set(['else', 'try', 'finally', 'do', 'new', 'return', 'extends', 'implements', 'throws', 'in', 'as', 'instanceof']);

/**
 * Whether the line ends a statement that the next line does not continue: it ends with a
 * name, a literal, a string or `]` (not an operator, `(`, `,` or `)`, which an `if (…)`
 * or a method's header end with), it is not an annotation alone, and its last word is not
 * one that a statement goes on from.
 */
function endsStatement(text: string, lineStart: number, lastAt: number, last: string): boolean {
  if (lastAt < lineStart) return false;
  if (last !== '"' && last !== "'" && last !== ']' && !isWordChar(last)) return false;
  let first = lineStart;
  while (text[first] === ' ' || text[first] === '\t') first++;
  if (text[first] === '@' && !text.slice(first, lastAt).includes(' ')) return false;
  if (!isWordChar(last)) return true;
  let wordStart = lastAt;
  while (wordStart > lineStart && isWordChar(text[wordStart - 1])) wordStart--;
  return !OPEN_ENDED.has(text.slice(wordStart, lastAt + 1));
}

/** The start of the first line from `at` on that is not blank. */
function nextLineStart(text: string, at: number): number {
  let start = at;
  for (let i = at; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') start = i + 1;
    else if (ch !== ' ' && ch !== '\t' && ch !== '\r') break;
  }
  return start;
}

/** Whether the line from `at` is indented and starts a statement (a name, a keyword or an annotation). */
function startsStatement(text: string, at: number): boolean {
  if (text[at] !== ' ' && text[at] !== '\t') return false;
  let i = at;
  while (text[i] === ' ' || text[i] === '\t') i++;
  const ch = text[i];
  if (ch !== '@' && !isWordChar(ch)) return false;
  // `in`, `as`, `instanceof` (and `extends`, …) on the next line go on with the statement.
  let end = i;
  while (isWordChar(text[end])) end++;
  return !CONTINUING.has(text.slice(i, end));
}

/** What the operator at `i` is read as (of the same length), or null. */
function operatorRewrite(text: string, i: number): string | null {
  const ch = text[i];
  const next = text[i + 1];
  const after = text[i + 2];
  if (ch === '=' && next === '=' && after === '~') return '== ';
  if (ch === '=' && next === '~') return '==';
  if (ch === '<' && next === '=' && after === '>') return '!= ';
  if (next === '.' && (isWordChar(after) || after === '@')) {
    // `a?.b`, and the spread `list*.name` (after an operand, not `import a.*`)
    if (ch === '?') return ' .';
    if (ch === '*' && (isWordChar(text[i - 1]) || text[i - 1] === ')' || text[i - 1] === ']')) return ' .';
  }
  if (ch === '.' && next === '&' && isWordChar(after)) return '. ';
  if (ch === '?' && next === ':') return '||';
  return null;
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end < 0 ? text.length : end;
}

/** The index after a string starting at `from` (single, double or triple quoted). */
function stringEnd(text: string, from: number, quote: string): number {
  const triple = text[from + 1] === quote && text[from + 2] === quote;
  if (triple) {
    const close = text.indexOf(quote.repeat(3), from + 3);
    return close < 0 ? text.length : close + 3;
  }
  for (let i = from + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === quote || ch === '\n') return i + 1;
  }
  return text.length;
}

/** The index after a one-line slashy string starting at `from`, or -1 when there is none. */
function slashyEnd(text: string, from: number): number {
  const first = text[from + 1];
  if (first === undefined || first === ' ' || first === '\n' || first === '/' || first === '*') return -1;
  for (let i = from + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '\n') return -1;
    else if (ch === '/') return i + 1;
  }
  return -1;
}
