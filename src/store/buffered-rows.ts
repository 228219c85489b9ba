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
