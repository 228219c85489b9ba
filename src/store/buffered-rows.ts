import type { Db } from './db.js';
import type Database from 'better-sqlite3';

/** Rows per multi-row INSERT: one call into SQLite for this many rows. */
const ROWS_PER_STATEMENT = 100;

/**
 * The rows of a table keyed by (term, file_id) (`file_term_counts`, `file_literals`) held until
 * the transaction commits, then inserted in key order, ROWS_PER_STATEMENT to a statement: one
 * call into SQLite for a hundred rows, and rows that land in order in the B-tree (a file's terms
 * are spread through the alphabet). The same rows as one INSERT each. Measured on
 * spring-framework's 9,645 files: bench/history/2026-12-04c-coldjava.md.
 *
 * `flush` must run before each COMMIT, so a transaction holds every row of the files it wrote.
 */
export class BufferedRows {
  private rows: unknown[][] = [];
  private readonly one: Database.Statement;
  private readonly many: Database.Statement;
  private readonly args: unknown[];

  constructor(db: Db, table: string, columns: readonly string[]) {
    const values = `(${columns.map(() => '?').join(', ')})`;
    const insert = `INSERT INTO ${table}(${columns.join(', ')}) VALUES `;
    this.one = db.prepare(insert + values);
    this.many = db.prepare(insert + new Array<string>(ROWS_PER_STATEMENT).fill(values).join(', '));
    this.args = new Array<unknown>(ROWS_PER_STATEMENT * columns.length);
  }

  /** A row: its values in the columns' order, the first the term (a string), the second the file's id. */
  add(row: unknown[]): void {
    this.rows.push(row);
  }

  /** Insert the rows held, in key order, and forget them. */
  flush(): void {
    const rows = this.rows;
    if (!rows.length) return;
    this.rows = [];
    rows.sort(byKey);
    const args = this.args;
    let at = 0;
    for (; at + ROWS_PER_STATEMENT <= rows.length; at += ROWS_PER_STATEMENT) {
      let k = 0;
      for (let r = at; r < at + ROWS_PER_STATEMENT; r++) for (const value of rows[r]!) args[k++] = value;
      this.many.run(args);
    }
    for (; at < rows.length; at++) this.one.run(rows[at]!);
  }

  /** Forget the rows held (the transaction was rolled back). */
  clear(): void {
    this.rows = [];
  }
}

function byKey(a: unknown[], b: unknown[]): number {
  const x = a[0] as string;
  const y = b[0] as string;
  return x < y ? -1 : x > y ? 1 : (a[1] as number) - (b[1] as number);
}

/**
 * The `file_term_counts` rows of a run held as numbers (the term's number from the run's
 * FileTermCounter, the file's id, the count) until the commit, then inserted as BufferedRows
 * inserts: in key order, ROWS_PER_STATEMENT to a statement. Sorted with no string per row: the
 * distinct terms held, once by their text; the rows by that rank (a counting sort), each term's
 * rows by file.
 */
export class NumberedTermRows {
  /** term, file, count of each row held, one after another. */
  private rows = new Int32Array(3 * 4096);
  private held = 0;
  private readonly one: Database.Statement;
  private readonly many: Database.Statement;
  private readonly args = new Array<unknown>(ROWS_PER_STATEMENT * 3);

  constructor(
    db: Db,
    /** A term's text by its number. */
    private readonly textOf: (term: number) => string,
  ) {
    const insert = 'INSERT INTO file_term_counts(term, file_id, count) VALUES ';
    this.one = db.prepare(`${insert}(?, ?, ?)`);
    this.many = db.prepare(insert + new Array<string>(ROWS_PER_STATEMENT).fill('(?, ?, ?)').join(', '));
  }

  add(term: number, file: number, count: number): void {
    let rows = this.rows;
    const at = this.held * 3;
    if (at + 3 > rows.length) {
      const grown = new Int32Array(rows.length * 2);
      grown.set(rows);
      this.rows = rows = grown;
    }
    rows[at] = term;
    rows[at + 1] = file;
    rows[at + 2] = count;
    this.held++;
  }

  /** Insert the rows held, in key order (term's text, then file), and forget them. */
  flush(): void {
    const rows = this.rows;
    const held = this.held;
    if (!held) return;
    this.held = 0;
    // Each distinct term's rank among the terms held, by text.
    let top = 0;
    for (let r = 0; r < held; r++) top = Math.max(top, rows[r * 3]!);
    const rankOf = new Int32Array(top + 1).fill(-1);
    const terms: number[] = [];
    for (let r = 0; r < held; r++) {
      const term = rows[r * 3]!;
      if (rankOf[term] === -1) {
        rankOf[term] = 0;
        terms.push(term);
      }
    }
    const texts = new Map<number, string>();
    for (const term of terms) texts.set(term, this.textOf(term));
    terms.sort((a, b) => {
      const x = texts.get(a)!;
      const y = texts.get(b)!;
      return x < y ? -1 : x > y ? 1 : 0;
    });
    terms.forEach((term, rank) => (rankOf[term] = rank));
    // The rows by rank (counting sort, stable), then each rank's rows by file.
    const start = new Int32Array(terms.length + 1);
    for (let r = 0; r < held; r++) start[rankOf[rows[r * 3]!]! + 1]!++;
    for (let k = 0; k < terms.length; k++) start[k + 1]! += start[k]!;
    const order = new Int32Array(held);
    const next = start.slice(0, terms.length);
    for (let r = 0; r < held; r++) order[next[rankOf[rows[r * 3]!]!]!++] = r;
    for (let k = 0; k < terms.length; k++) {
      for (let i = start[k]! + 1; i < start[k + 1]!; i++) {
        const row = order[i]!;
        const file = rows[row * 3 + 1]!;
        let j = i - 1;
        for (; j >= start[k]! && rows[order[j]! * 3 + 1]! > file; j--) order[j + 1] = order[j]!;
        order[j + 1] = row;
      }
    }
    const args = this.args;
    let at = 0;
    for (; at + ROWS_PER_STATEMENT <= held; at += ROWS_PER_STATEMENT) {
      let k = 0;
      for (let i = at; i < at + ROWS_PER_STATEMENT; i++) {
        const row = order[i]! * 3;
        args[k++] = texts.get(rows[row]!)!;
        args[k++] = rows[row + 1]!;
        args[k++] = rows[row + 2]!;
      }
      this.many.run(args);
    }
    for (; at < held; at++) {
      const row = order[at]! * 3;
      this.one.run(texts.get(rows[row]!)!, rows[row + 1]!, rows[row + 2]!);
    }
  }

  /** Forget the rows held (the transaction was rolled back). */
  clear(): void {
    this.held = 0;
  }
}
