// The term and literal rows of a cold index are held until the commit and inserted a hundred to
// a statement: every row added must reach the table once, whatever the count, and a rollback
// must drop what was held.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { BufferedRows, NumberedTermRows } from '../../src/store/buffered-rows.js';

function table() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE file_term_counts(term TEXT NOT NULL, file_id INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (term, file_id)) WITHOUT ROWID');
  return db;
}

describe('BufferedRows', () => {
  it('inserts every row held at flush, over full statements and the rest, and none before', () => {
    const db = table();
    const rows = new BufferedRows(db, 'file_term_counts', ['term', 'file_id', 'count']);
    const added: [string, number, number][] = [];
    for (let file = 1; file <= 3; file++) for (let t = 0; t < 83; t++) added.push([`term${(t * 37) % 83}`, file, t + file]);
    for (const row of added) rows.add(row);
    expect(db.prepare('SELECT count(*) AS n FROM file_term_counts').get()).toEqual({ n: 0 });
    db.transaction(() => rows.flush())();
    const stored = db.prepare('SELECT term, file_id, count FROM file_term_counts ORDER BY term, file_id').raw().all();
    expect(stored).toEqual([...added].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])));
    expect(stored).toHaveLength(249);
    rows.flush();
    expect(db.prepare('SELECT count(*) AS n FROM file_term_counts').get()).toEqual({ n: 249 });
  });

  it('clear drops the rows held, so a rolled-back transaction leaves none behind', () => {
    const db = table();
    const rows = new BufferedRows(db, 'file_term_counts', ['term', 'file_id', 'count']);
    rows.add(['alpha', 1, 2]);
    rows.clear();
    rows.add(['beta', 1, 3]);
    rows.flush();
    expect(db.prepare('SELECT term, file_id, count FROM file_term_counts').raw().all()).toEqual([['beta', 1, 3]]);
  });
});

describe('NumberedTermRows', () => {
  it('inserts every row held at flush, by term text and file whatever the numbers and the files\' order, and none before', () => {
    const db = table();
    // Numbers in no relation to the texts' order, files added out of order, a term in many files.
    const texts = ['zeta', 'alpha', 'mid', 'Alpha', 'été', 'beta0', 'beta'];
    const rows = new NumberedTermRows(db, (term) => texts[term]!);
    const added: [string, number, number][] = [];
    for (const file of [7, 3, 250, 1, 9]) {
      for (let n = 0; n < 60; n++) {
        const term = (n * 5 + file) % texts.length;
        if (added.some(([text, f]) => text === texts[term] && f === file)) continue;
        rows.add(term, file, n + 1);
        added.push([texts[term]!, file, n + 1]);
      }
    }
    for (let file = 1000; file < 1150; file++) {
      rows.add(2, file, file);
      added.push(['mid', file, file]);
    }
    expect(db.prepare('SELECT count(*) AS n FROM file_term_counts').get()).toEqual({ n: 0 });
    db.transaction(() => rows.flush())();
    const stored = db.prepare('SELECT term, file_id, count FROM file_term_counts ORDER BY term, file_id').raw().all();
    expect(stored).toEqual([...added].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1])));
    rows.flush();
    expect(db.prepare('SELECT count(*) AS n FROM file_term_counts').get()).toEqual({ n: added.length });
  });

  it('clear drops the rows held', () => {
    const db = table();
    const rows = new NumberedTermRows(db, (term) => ['alpha', 'beta'][term]!);
    rows.add(0, 1, 2);
    rows.clear();
    rows.add(1, 1, 3);
    rows.flush();
    expect(db.prepare('SELECT term, file_id, count FROM file_term_counts').raw().all()).toEqual([['beta', 1, 3]]);
  });
});
