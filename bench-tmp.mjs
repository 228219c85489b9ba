import Database from 'better-sqlite3';
import { SCHEMA, FTS_SCHEMA, FTS_WORDS_FUNCTION, ftsWords } from './dist/store/schema.js';
import { rmSync } from 'node:fs';
const src = new Database('/tmp/prof/idx.db', { readonly: true });
const files = src.prepare('SELECT * FROM files').all();
const rows = {};
for (const t of ['defs','refs','imports','file_term_counts']) rows[t] = src.prepare(`SELECT * FROM ${t}`).raw().all();
function run(label, { fts = true, terms = true, refs = true }) {
  rmSync('/tmp/prof/t.db', { force: true }); rmSync('/tmp/prof/t.db-wal', { force: true });
  const db = new Database('/tmp/prof/t.db'); db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL');
  db.function(FTS_WORDS_FUNCTION, { deterministic: true }, (t) => ftsWords(String(t ?? '')));
  db.exec(SCHEMA); if (fts) db.exec(FTS_SCHEMA);
  const t0 = performance.now();
  db.exec('BEGIN');
  const ins = {
    defs: db.prepare('INSERT INTO defs(file_id, name, qualified_name, kind, start_line, end_line, signature) VALUES (?,?,?,?,?,?,?)'),
    refs: db.prepare('INSERT INTO refs(file_id, name, kind, line, count) VALUES (?,?,?,?,?)'),
    imports: db.prepare('INSERT INTO imports(file_id, specifier, names, line) VALUES (?,?,?,?)'),
    file_term_counts: db.prepare('INSERT INTO file_term_counts(term, file_id, count) VALUES (?,?,?)'),
  };
  for (const r of rows.defs) ins.defs.run(r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
  const t1 = performance.now();
  if (refs) for (const r of rows.refs) ins.refs.run(...r);
  const t2 = performance.now();
  for (const r of rows.imports) ins.imports.run(...r);
  if (terms) for (const r of rows.file_term_counts) ins.file_term_counts.run(...r);
  const t3 = performance.now();
  db.exec('COMMIT');
  const t4 = performance.now();
  console.log(label, 'defs', (t1-t0).toFixed(0), 'refs', (t2-t1).toFixed(0), 'imports+terms', (t3-t2).toFixed(0), 'commit', (t4-t3).toFixed(0), 'total', (t4-t0).toFixed(0));
  db.close();
}
//run('all', {});
//run('nofts', { fts: false });
//run('nofts', { fts: false });
//run('all', {});
{
  rmSync('/tmp/prof/t.db', { force: true }); rmSync('/tmp/prof/t.db-wal', { force: true });
  const db = new Database('/tmp/prof/t.db'); db.pragma('journal_mode = WAL');
  db.function(FTS_WORDS_FUNCTION, { deterministic: true }, (t) => ftsWords(String(t ?? '')));
  db.exec(SCHEMA); db.exec(FTS_SCHEMA.replace(/CREATE TRIGGER[\s\S]*?END;/g, ''));
  db.exec('BEGIN');
  const ins = db.prepare('INSERT INTO defs(file_id, name, qualified_name, kind, start_line, end_line, signature) VALUES (?,?,?,?,?,?,?)');
  for (const r of rows.defs) ins.run(r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
  db.exec('COMMIT');
  let t0 = performance.now();
  db.exec(`INSERT INTO defs_fts(rowid, name, qualified, signature) SELECT id, ${FTS_WORDS_FUNCTION}(name), ${FTS_WORDS_FUNCTION}(qualified_name), ${FTS_WORDS_FUNCTION}(substr(signature, 1, 400)) FROM defs`);
  console.log('bulk fts', (performance.now()-t0).toFixed(0));
  t0 = performance.now();
  let n=0; for (const r of rows.defs) { ftsWords(r[2]); ftsWords(r[3]); ftsWords(String(r[7]).slice(0,400)); n++; }
  console.log('ftsWords alone', (performance.now()-t0).toFixed(0));
}
