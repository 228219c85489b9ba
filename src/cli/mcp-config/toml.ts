// Just enough TOML to add one `[mcp_servers.NAME]` table to a Codex config.toml without
// touching the rest of it: a reader that walks the whole document (strings of the four
// kinds, arrays and inline tables over several lines, comments, dotted and quoted keys),
// records where each statement starts and ends, and refuses — with the line — anything it
// cannot read; a writer for a table of strings and string arrays; and the merge, which
// replaces our table in place (or appends it) and leaves every other byte as it was.
// TOML 1.0 (https://toml.io/en/v1.0.0); inline tables over several lines (TOML 1.1) are read.

export type TomlValue = string | number | boolean | TomlValue[] | { [key: string]: TomlValue };

/** A document the reader cannot vouch for: the 1-based line and what is wrong there. */
export class TomlError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

export interface TomlStatement {
  kind: 'table' | 'array-table' | 'pair';
  /** A header's key, or a pair's key as written (relative to its table). */
  key: string[];
  /** The table a pair sits in (its last header's key; [] before any header). */
  table: string[];
  /** A pair under a `[[header]]`. */
  inArrayTable: boolean;
  /** 1-based line the statement starts on. */
  line: number;
  value?: TomlValue;
  /** Offsets: `start` is the beginning of the statement's first line, `end` just past its line break. */
  start: number;
  end: number;
}

const BARE_KEY_CHAR = /^[A-Za-z0-9_-]$/;
const SCALAR = /^[A-Za-z0-9_+\-.:]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_AFTER_SPACE = /^ \d{2}:/;

class Reader {
  private pos = 0;
  private line = 1;

  constructor(private readonly text: string) {
    if (text.startsWith('\uFEFF')) this.pos = 1;
  }

  statements(): TomlStatement[] {
    const out: TomlStatement[] = [];
    let table: string[] = [];
    let inArrayTable = false;
    while (this.pos < this.text.length) {
      const start = this.pos;
      const line = this.line;
      this.spaces();
      const ch = this.peek();
      if (ch === '#' || ch === '\n' || ch === '\r' || ch === undefined) {
        this.endOfLine();
        continue;
      }
      if (ch === '[') {
        const array = this.text.startsWith('[[', this.pos);
        this.pos += array ? 2 : 1;
        this.spaces();
        const key = this.key();
        this.spaces();
        if (!this.text.startsWith(array ? ']]' : ']', this.pos)) this.fail(`expected '${array ? ']]' : ']'}' to close the table header`);
        this.pos += array ? 2 : 1;
        this.endOfLine();
        table = key;
        inArrayTable = array;
        out.push({ kind: array ? 'array-table' : 'table', key, table: key, inArrayTable, line, start, end: this.pos });
        continue;
      }
      const key = this.key();
      this.spaces();
      if (this.peek() !== '=') this.fail("expected '=' after a key");
      this.pos++;
      this.spaces();
      const value = this.value();
      this.endOfLine();
      out.push({ kind: 'pair', key, table, inArrayTable, line, value, start, end: this.pos });
    }
    return out;
  }

  private peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }

  private fail(reason: string): never {
    throw new TomlError(this.line, reason);
  }

  private spaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }

  /** Spaces, line breaks and comments, as allowed inside arrays (and multi-line inline tables). */
  private blanks(): void {
    for (;;) {
      this.spaces();
      const ch = this.peek();
      if (ch === '#') this.comment();
      else if (ch === '\n' || (ch === '\r' && this.peek(1) === '\n')) this.newline();
      else return;
    }
  }

  private comment(): void {
    while (this.pos < this.text.length && this.peek() !== '\n' && this.peek() !== '\r') this.pos++;
  }

  private newline(): void {
    this.pos += this.peek() === '\r' ? 2 : 1;
    this.line++;
  }

  /** The rest of a line after a statement: spaces, maybe a comment, then a line break or the end. */
  private endOfLine(): void {
    this.spaces();
    if (this.peek() === '#') this.comment();
    if (this.pos >= this.text.length) return;
    if (this.peek() === '\n' || (this.peek() === '\r' && this.peek(1) === '\n')) this.newline();
    else this.fail('unexpected text after a value (one statement a line)');
  }

  private key(): string[] {
    const parts = [this.simpleKey()];
    for (;;) {
      this.spaces();
      if (this.peek() !== '.') return parts;
      this.pos++;
      this.spaces();
      parts.push(this.simpleKey());
    }
  }

  private simpleKey(): string {
    const ch = this.peek();
    if (ch === '"') return this.basicString();
    if (ch === "'") return this.literalString();
    const from = this.pos;
    while (this.pos < this.text.length && BARE_KEY_CHAR.test(this.text[this.pos]!)) this.pos++;
    if (this.pos === from) this.fail('expected a key');
    return this.text.slice(from, this.pos);
  }

  private value(): TomlValue {
    const ch = this.peek();
    if (ch === '"') return this.text.startsWith('"""', this.pos) ? this.multilineBasic() : this.basicString();
    if (ch === "'") return this.text.startsWith("'''", this.pos) ? this.multilineLiteral() : this.literalString();
    if (ch === '[') return this.array();
    if (ch === '{') return this.inlineTable();
    return this.scalar();
  }

  private basicString(): string {
    this.pos++;
    let out = '';
    for (;;) {
      const ch = this.peek();
      if (ch === undefined || ch === '\n' || ch === '\r') this.fail('unterminated string');
      this.pos++;
      if (ch === '"') return out;
      out += ch === '\\' ? this.escape() : ch;
    }
  }

  private escape(): string {
    const ch = this.peek();
    this.pos++;
    const simple: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', e: '\x1b', '"': '"', '\\': '\\' };
    if (ch !== undefined && ch in simple) return simple[ch]!;
    const digits = ch === 'u' ? 4 : ch === 'U' ? 8 : ch === 'x' ? 2 : 0;
    const hex = this.text.slice(this.pos, this.pos + digits);
    if (digits === 0 || hex.length !== digits || !/^[0-9A-Fa-f]+$/.test(hex)) this.fail('bad escape in a string');
    this.pos += digits;
    const code = parseInt(hex, 16);
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) this.fail('bad escape in a string');
    return String.fromCodePoint(code);
  }

  private literalString(): string {
    const from = ++this.pos;
    for (;;) {
      const ch = this.peek();
      if (ch === undefined || ch === '\n' || ch === '\r') this.fail('unterminated string');
      this.pos++;
      if (ch === "'") return this.text.slice(from, this.pos - 1);
    }
  }

  private multilineBasic(): string {
    return this.multiline('"', (out) => {
      const ch = this.peek()!;
      if (ch === '\n' || (ch === '\r' && this.peek(1) === '\n')) {
        this.newline();
        out += '\n';
      } else if (ch === '\\') {
        this.pos++;
        if (this.lineEndingBackslash()) return out;
        out += this.escape();
      } else {
        this.pos++;
        out += ch;
      }
      return out;
    });
  }

  /**
   * A multi-line string opened by three `quote`s: a line break right after them is dropped, and
   * it ends at three (up to two more are its own last characters). `step` reads one character or
   * escape at the position into `out`, and returns it.
   */
  private multiline(quote: '"' | "'", step: (out: string) => string): string {
    const opened = this.line;
    const closing = quote.repeat(3);
    this.pos += 3;
    if (this.peek() === '\n' || (this.peek() === '\r' && this.peek(1) === '\n')) this.newline();
    let out = '';
    for (;;) {
      if (this.pos >= this.text.length) throw new TomlError(opened, 'unterminated multi-line string');
      if (this.text.startsWith(closing, this.pos)) {
        let quotes = 3;
        while (quotes < 5 && this.peek(quotes) === quote) quotes++;
        this.pos += quotes;
        return out + quote.repeat(quotes - 3);
      }
      out = step(out);
    }
  }

  /** `\` at the end of a line in a multi-line basic string: the break and the blanks after it vanish. */
  private lineEndingBackslash(): boolean {
    let probe = this.pos;
    while (this.text[probe] === ' ' || this.text[probe] === '\t') probe++;
    if (this.text[probe] !== '\n' && !(this.text[probe] === '\r' && this.text[probe + 1] === '\n')) return false;
    this.pos = probe;
    for (;;) {
      this.spaces();
      if (this.peek() === '\n' || (this.peek() === '\r' && this.peek(1) === '\n')) this.newline();
      else return true;
    }
  }

  private multilineLiteral(): string {
    return this.multiline("'", (out) => {
      if (this.peek() === '\n' || (this.peek() === '\r' && this.peek(1) === '\n')) {
        this.newline();
        return out + '\n';
      }
      this.pos++;
      return out + this.text[this.pos - 1];
    });
  }

  private array(): TomlValue[] {
    this.pos++;
    const items: TomlValue[] = [];
    for (;;) {
      this.blanks();
      if (this.peek() === ']') break;
      items.push(this.value());
      this.blanks();
      if (this.peek() === ',') this.pos++;
      else if (this.peek() !== ']') this.fail("expected ',' or ']' in an array");
    }
    this.pos++;
    return items;
  }

  private inlineTable(): { [key: string]: TomlValue } {
    this.pos++;
    const table: { [key: string]: TomlValue } = {};
    for (;;) {
      this.blanks();
      if (this.peek() === '}') break;
      const key = this.key();
      this.spaces();
      if (this.peek() !== '=') this.fail("expected '=' in an inline table");
      this.pos++;
      this.spaces();
      setPath(table, key, this.value(), this.line);
      this.blanks();
      if (this.peek() === ',') this.pos++;
      else if (this.peek() !== '}') this.fail("expected ',' or '}' in an inline table");
    }
    this.pos++;
    return table;
  }

  /** Booleans, numbers, dates and times: kept as text but for booleans and plain numbers. */
  private scalar(): TomlValue {
    const from = this.pos;
    while (this.pos < this.text.length && SCALAR.test(this.text[this.pos]!)) this.pos++;
    let token = this.text.slice(from, this.pos);
    // A date and a time may be parted by one space (`1979-05-27 07:32:00Z`).
    if (DATE.test(token) && TIME_AFTER_SPACE.test(this.text.slice(this.pos, this.pos + 4))) {
      this.pos++;
      while (this.pos < this.text.length && SCALAR.test(this.text[this.pos]!)) this.pos++;
      token = this.text.slice(from, this.pos);
    }
    if (token === '') this.fail('expected a value');
    if (token === 'true' || token === 'false') return token === 'true';
    const number = Number(token.replaceAll('_', ''));
    return /^[+-]?\d[\d_]*(\.\d[\d_]*)?$/.test(token) && Number.isFinite(number) ? number : token;
  }
}

function setPath(table: { [key: string]: TomlValue }, key: string[], value: TomlValue, line: number): void {
  let current = table;
  for (const part of key.slice(0, -1)) {
    const next = Object.hasOwn(current, part) ? current[part] : (current[part] = {});
    if (typeof next !== 'object' || next === null || Array.isArray(next)) throw new TomlError(line, `key '${part}' is already a value`);
    current = next;
  }
  const last = key[key.length - 1]!;
  if (Object.hasOwn(current, last)) throw new TomlError(line, `key '${last}' is defined twice`);
  current[last] = value;
}

/** Every table header and key/value pair of `text`, in order; a TomlError where it cannot be read. */
export function tomlStatements(text: string): TomlStatement[] {
  return new Reader(text).statements();
}

function startsWith(key: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= key.length && prefix.every((part, i) => key[i] === part);
}

/**
 * The table at `path` as an object (its pairs, dotted keys and sub-tables), or null when the
 * document has none. Array tables under it are not read.
 */
export function readTomlTable(text: string, path: readonly string[]): { [key: string]: TomlValue } | null {
  let found = false;
  const table: { [key: string]: TomlValue } = {};
  for (const statement of tomlStatements(text)) {
    if (statement.kind === 'table' && startsWith(statement.key, path)) found = true;
    if (statement.kind !== 'pair' || statement.inArrayTable) continue;
    const full = [...statement.table, ...statement.key];
    if (full.length > path.length && startsWith(full, path)) {
      found = true;
      setPath(table, full.slice(path.length), statement.value!, statement.line);
    }
  }
  return found ? table : null;
}

/** A key as TOML writes it: bare when it can be, else a basic string. */
export function tomlKey(key: string): string {
  return key !== '' && [...key].every((ch) => BARE_KEY_CHAR.test(ch)) ? key : tomlString(key);
}

/** A basic string; every control character (and DEL) escaped, as TOML requires. */
export function tomlString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

export type TomlEntry = [key: string, value: string | string[]];

/** `[a.b]` and one `key = value` line per entry. */
export function tomlTable(path: readonly string[], entries: readonly TomlEntry[], newline = '\n'): string {
  const lines = [`[${path.map(tomlKey).join('.')}]`];
  for (const [key, value] of entries) {
    lines.push(`${tomlKey(key)} = ${typeof value === 'string' ? tomlString(value) : `[${value.map(tomlString).join(', ')}]`}`);
  }
  return lines.map((line) => line + newline).join('');
}

/**
 * `text` with the table at `path` set to `entries`: an existing one (with its sub-tables) is
 * replaced where it stands, else the table is appended. Comments and blank lines after the
 * old table's last pair stay. A TomlError when `text` cannot be read, or when it defines the
 * table in a form this cannot replace safely (an inline table, dotted keys elsewhere, an array
 * of tables).
 */
export function setTomlTable(text: string, path: readonly string[], entries: readonly TomlEntry[]): string {
  const statements = tomlStatements(text);
  const newline = text.includes('\r\n') ? '\r\n' : '\n';
  const removed: Array<[number, number]> = [];
  let section: [number, number] | null = null;
  const closeSection = () => {
    if (section) removed.push(section);
    section = null;
  };
  for (const statement of statements) {
    if (statement.kind !== 'pair') {
      closeSection();
      const ours = startsWith(statement.key, path);
      if (statement.kind === 'array-table' && (ours || startsWith(path, statement.key))) {
        throw new TomlError(statement.line, `[[${statement.key.join('.')}]] is an array of tables where ${path.join('.')} must be a table`);
      }
      if (ours) section = [statement.start, statement.end];
      continue;
    }
    const full = [...statement.table, ...statement.key];
    if (section) {
      section[1] = statement.end;
    } else if (startsWith(full, path) || startsWith(path, full)) {
      throw new TomlError(statement.line, `${full.join('.')} is set by a key here, not in a [${path.join('.')}] table: edit it by hand`);
    }
  }
  closeSection();
  const table = tomlTable(path, entries, newline);
  if (removed.length === 0) {
    if (text.trim() === '' && !text.startsWith('\uFEFF')) return table;
    const ended = text.endsWith('\n') ? text : text + newline;
    return `${ended}${ended.endsWith(`${newline}${newline}`) ? '' : newline}${table}`;
  }
  let out = text.slice(0, removed[0]![0]) + table;
  for (let i = 0; i < removed.length; i++) out += text.slice(removed[i]![1], removed[i + 1]?.[0] ?? text.length);
  return out;
}
