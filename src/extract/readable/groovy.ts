import { Splice } from './splice.js';

/**
 * What tree-sitter-groovy (0.1.2) cannot read, rewritten so that every other byte keeps its
 * offset (names, lines and signatures are still taken from the file):
 * - a method named by a string (Spock's `def "pushes an element"()`) becomes an identifier in
 *   place of the string: its quotes blanked, every character that cannot be in an identifier
 *   an underscore (`pushes_an_element`);
 * - `trait T` is read as `class T` (the same length);
 * - outside strings and comments, a one-line slashy string `/\d+/` (where an operand may
 *   start) is a string of spaces in double quotes, and the operators the grammar lacks are
 *   ones it has: `==~` `== `, `=~` `==`, `<=>` `!= `, `?.` and `*.` ` .`, `.&` `. `, `?:` `||`;
 * - a one-line single-quoted string is double-quoted (the grammar reads `'x'` as a character
 *   literal and fails on `''` or an escape in it): its inner `"` become `'`, its `$` `_`;
 * - a statement that starts a line without a `;` gets one in place of the first character of its
 *   indentation (also after a line ending with `)`, unless that line opens an `if`, a loop or
 *   is an annotation, and across comment lines);
 * - a command expression in a method's or a statement's body, `writer.println 'x'`,
 *   `runner.runSpecBody '''...''', { ... }`, `list.add item`, has its space before the
 *   arguments made an `=` and their commas `+`: an assignment (the grammar takes such calls
 *   at the top level and in closures only, Java's nowhere); `assert x, "message"` is read as
 *   `assert x : "message"`;
 * - a field or method declared with modifiers and no type, `static count = 0`,
 *   `@Shared sql = ...`, `private static main(args) {`, has its last modifier read as `def`
 *   (an annotation without arguments as the type: ` Shared sql`).
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
  const splice = new Splice(text);
  const replace = splice.replace.bind(splice);
  let lastSignificant = '=';
  let lastAt = -1;
  // What each open `{` opened: a method's or a statement's body, where the grammar takes no
  // command expression, or anything else (a closure, a type's body).
  const bodies: boolean[] = [];
  // Brackets open, and how many were open where a command expression's arguments started:
  // its commas at that depth are `+` (one operand after the `=`), until its statement ends.
  let depth = 0;
  let commandDepth = -1;
  let commaAs = '+';
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
      const end = stringEnd(text, i, ch);
      // `'…'` on one line (not `'''`; `''` is empty): read as a double-quoted string.
      if (ch === "'" && (next !== "'" || text[i + 2] !== "'") && end - i >= 2 && text[end - 1] === "'") {
        replace(i, end - i, doubleQuoted(text, i, end));
      }
      i = end;
      lastSignificant = ch;
      lastAt = i - 1;
      continue;
    }
    if (ch === '\n') {
      const ends = endsStatement(text, lineStart, lastAt, lastSignificant);
      const next = nextLineStart(text, i + 1);
      const semicolon = ends && startsStatement(text, next);
      if (semicolon) replace(next, 1, ';');
      lineStart = semicolon ? next : i + 1;
      i = semicolon ? next + 1 : i + 1;
      if (commandDepth >= depth && lastSignificant !== ',') commandDepth = -1;
      if (semicolon || STATEMENT_BEFORE.has(lastSignificant) || isWordChar(lastSignificant)) {
        const rewrite = statementRewrite(text, firstNonBlank(text, i), bodies[bodies.length - 1] === true);
        if (rewrite) {
          replace(rewrite.at, rewrite.by.length, rewrite.by);
          i = rewrite.at + rewrite.by.length;
          lastSignificant = rewrite.last;
          lastAt = i - 1;
          if (rewrite.by === '=') commandDepth = depth;
          commaAs = '+';
        } else if (wordAt(text, firstNonBlank(text, i)) === 'assert') {
          // Groovy's `assert x, "message"` is Java's `assert x : "message"`.
          commandDepth = depth;
          commaAs = ':';
        }
      }
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
    if (ch === '{') bodies.push(opensBody(text, lineStart, i, lastSignificant, lastAt));
    else if (ch === '}') bodies.pop();
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) depth--;
    const operator = ch === ',' && depth === commandDepth ? commaAs : operatorRewrite(text, i);
    if (ch !== ' ' && ch !== '\t' && ch !== '\r') {
      lastSignificant = ch;
      lastAt = i;
    }
    if (operator !== null) {
      replace(i, operator.length, operator);
      i += operator.length;
    } else i++;
  }
  return splice.result();
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
  let first = lineStart;
  while (text[first] === ' ' || text[first] === '\t') first++;
  if (last === ')') return text[first] === '@' ? !annotationEndsAt(text, first, lastAt) : !OPENS_BODY.has(wordAt(text, first));
  if (last !== '"' && last !== "'" && last !== ']' && !isWordChar(last)) return false;
  if (text[first] === '@' && !text.slice(first, lastAt).includes(' ')) return false;
  if (!isWordChar(last)) return true;
  let wordStart = lastAt;
  while (wordStart > lineStart && isWordChar(text[wordStart - 1])) wordStart--;
  return !OPEN_ENDED.has(text.slice(wordStart, lastAt + 1));
}

/** The start of the first line from `at` on that is neither blank nor a `//` comment alone. */
function nextLineStart(text: string, at: number): number {
  let start = at;
  for (let i = at; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') start = i + 1;
    else if (ch === '/' && text[i + 1] === '/') i = lineEnd(text, i) - 1;
    else if (ch !== ' ' && ch !== '\t' && ch !== '\r') break;
  }
  return start;
}

/**
 * Whether the `{` at `at` opens a body: after `else`, `try`, `finally`, `do`, or after the `)`
 * of a line opening an `if`, a loop, a `catch`, or of a method's header (words and a space
 * before its `(`: `def run(`, `void setup(`), not of a call (`list.each(x) {`).
 */
function opensBody(text: string, lineStart: number, at: number, last: string, lastAt: number): boolean {
  if (isWordChar(last)) {
    let start = lastAt;
    while (start > 0 && isWordChar(text[start - 1])) start--;
    return BODY_WORDS.has(text.slice(start, lastAt + 1));
  }
  if (last !== ')') return false;
  let first = firstNonBlank(text, lineStart);
  while (text[first] === '}' || text[first] === ' ' || text[first] === ';') first++;
  if (OPENS_BODY.has(wordAt(text, first))) return true;
  const paren = text.indexOf('(', first);
  if (paren < 0 || paren > at) return false;
  const head = text.slice(first, paren).trimEnd();
  return head.includes(' ') && text[first] !== '.';
}

const BODY_WORDS = new Set(['else', 'try', 'finally', 'do', 'static']);

/** Whether the annotation at `at` (`@Name(…)`, its arguments on one line) ends at `end`. */
function annotationEndsAt(text: string, at: number, end: number): boolean {
  let i = at + 1 + wordAt(text, at + 1).length;
  while (text[i] === '.' && isWordChar(text[i + 1])) i += 1 + wordAt(text, i + 1).length;
  if (text[i] !== '(') return false;
  let depth = 0;
  for (; i <= end; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") i = stringEnd(text, i, ch) - 1;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i === end;
  }
  return false;
}

/** The first character from `at` on that is not a space or a tab. */
function firstNonBlank(text: string, at: number): number {
  let i = at;
  while (text[i] === ' ' || text[i] === '\t') i++;
  return i;
}

/** The word (identifier characters) that starts at `at`, or ''. */
function wordAt(text: string, at: number): string {
  let end = at;
  while (isWordChar(text[end])) end++;
  return text.slice(at, end);
}

/** `'it''s'` as `"it''s"`: the same length, its `"` and `$` made harmless. */
function doubleQuoted(text: string, from: number, end: number): string {
  let out = '"';
  for (let i = from + 1; i < end - 1; i++) {
    const ch = text[i]!;
    out += ch === '"' ? "'" : ch === '$' ? '_' : ch;
  }
  return `${out}"`;
}

/** Words a line may start with that open a body or go on with a condition: no `;` after its `)`. */
const OPENS_BODY = new Set(['if', 'while', 'for', 'switch', 'catch', 'synchronized', 'else', 'try', 'do', 'with']);
/** The last character of a line after which the next line starts a statement. */
const STATEMENT_BEFORE = new Set([';', '{', '}', ')', ']', ':', '"', "'"]);
/** Words that start a statement of their own: never a command expression's name. */
const STATEMENT_WORDS = new Set([
  'return', 'assert', 'throw', 'new', 'case', 'default', 'else', 'def', 'var', 'void', 'import', 'package', 'if', 'for', 'while',
  'switch', 'try', 'catch', 'finally', 'do', 'in', 'as', 'instanceof', 'yield', 'break', 'continue', 'goto', 'class',
  'interface', 'enum', 'trait', 'record', 'extends', 'implements', 'throws', 'this', 'super', 'true', 'false', 'null',
  'boolean', 'byte', 'char', 'short', 'int', 'long', 'float', 'double',
]);
const MODIFIERS = new Set(['public', 'private', 'protected', 'static', 'final', 'abstract', 'synchronized', 'transient', 'volatile', 'native', 'strictfp']);

/**
 * What the statement starting at `at` (an indented line's first character) is rewritten to:
 * a command expression's space before its argument made `=`, or the last modifier of a
 * declaration without a type made `def` (an annotation's `@` a space); or null.
 */
function statementRewrite(text: string, at: number, inBody: boolean): { at: number; by: string; last: string } | null {
  if (at >= text.length || (text[at - 1] !== ' ' && text[at - 1] !== '\t' && text[at - 1] !== ';')) return null;
  if (text[at] === '@' || MODIFIERS.has(wordAt(text, at))) return untypedDeclaration(text, at);
  if (!inBody) return null;
  const first = wordAt(text, at);
  if (first === '' || STATEMENT_WORDS.has(first) || (first[0]! >= '0' && first[0]! <= '9')) return null;
  // The callee: `name` or `a.b.name` (the last part starting in lower case when dotted).
  let end = at + first.length;
  let last = first;
  while (text[end] === '.' && isWordChar(text[end + 1])) {
    last = wordAt(text, end + 1);
    end += 1 + last.length;
  }
  const dotted = last !== first || end !== at + first.length;
  if (text[end] !== ' ' || (dotted && !(last[0]! >= 'a' && last[0]! <= 'z'))) return null;
  const arg = firstNonBlank(text, end);
  const ch = text[arg];
  const quoted = ch === '"' || ch === "'";
  // A string map key (`attributes 'Name': value`) is no argument of its own.
  if (quoted && text[firstNonBlank(text, stringEnd(text, arg, ch))] === ':') return null;
  if (!quoted && !(ch !== undefined && ch >= '0' && ch <= '9')) {
    // An identifier argument only after a dotted name (`Type name` declares), never a map key or keyword.
    const word = wordAt(text, arg);
    if (!dotted || word === '' || STATEMENT_WORDS.has(word) || text[arg + word.length] === ':') return null;
  }
  return { at: arg - 1, by: '=', last: '=' };
}

/** `static count = 0`, `@Shared sql = ...`, `private static main(args) {`: the last modifier read as a type. */
function untypedDeclaration(text: string, at: number): { at: number; by: string; last: string } | null {
  let i = at;
  let lastModifier = -1;
  let lastLength = 0;
  let annotation = false;
  for (;;) {
    if (text[i] === '@') {
      const name = wordAt(text, i + 1);
      if (name === '' || name === 'interface') return null;
      let end = i + 1 + name.length;
      while (text[end] === '.' && isWordChar(text[end + 1])) end += 1 + wordAt(text, end + 1).length;
      if (text[end] !== ' ' && text[end] !== '\t') return null;
      lastModifier = i;
      lastLength = end - i;
      annotation = true;
      i = firstNonBlank(text, end);
      continue;
    }
    const word = wordAt(text, i);
    if (!MODIFIERS.has(word)) break;
    if (text[i + word.length] !== ' ' && text[i + word.length] !== '\t') return null;
    lastModifier = i;
    lastLength = word.length;
    annotation = false;
    i = firstNonBlank(text, i + word.length);
  }
  const name = wordAt(text, i);
  if (lastModifier < 0 || name === '' || STATEMENT_WORDS.has(name) || (name[0]! >= '0' && name[0]! <= '9')) return null;
  const after = firstNonBlank(text, i + name.length);
  const next = text[after];
  const field = (next === '=' && text[after + 1] !== '=') || next === '\n' || next === '\r' || next === undefined || next === ';';
  const method = next === '(' && !annotation && lineEnd(text, after) > after && text.slice(after, lineEnd(text, after)).trimEnd().endsWith('{');
  if (!field && !method) return null;
  if (annotation) return { at: lastModifier, by: ' ', last: ' ' };
  return lastLength < 3 ? null : { at: lastModifier, by: `def${' '.repeat(lastLength - 3)}`, last: 'f' };
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
