import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { BASELINE_BELOW_BYTES, prepareWasmTiering, tieredGrammarCount } from '../../src/extract/wasm-tiering.js';
import { cleanupTemporaries, PROJECT_ROOT, runCli, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

const LANGUAGES = ['python', 'java', 'kotlin', 'bash', 'typescript'];

/** Every file's symbols, references and imports, sorted, by path. */
function rows(db: string): string[] {
  const store = new Database(db, { readonly: true });
  try {
    const all = (sql: string) => store.prepare(sql).raw().all().map((row) => JSON.stringify(row));
    return [
      ...all('SELECT path, language, hash, status, error FROM files'),
      ...all('SELECT f.path, d.name, d.qualified_name, d.kind, d.start_line, d.end_line, d.signature, d.doc FROM defs d JOIN files f ON f.id = d.file_id'),
      ...all('SELECT f.path, r.name, r.kind, r.line, r.count FROM refs r JOIN files f ON f.id = r.file_id'),
      ...all('SELECT f.path, i.specifier, i.names, i.line FROM imports i JOIN files f ON f.id = i.file_id'),
    ].sort();
  } finally {
    store.close();
  }
}

// Its own file, so its own process: the setting starts unset here.
describe('wasm tiering of a large run', () => {
  it('extracts the same rows with its main grammars tiered and the others on the baseline as a small run on the baseline alone', async () => {
    const root = temporaryDir('repomap-tiering-');
    for (const language of LANGUAGES) cpSync(join(PROJECT_ROOT, 'fixtures', 'extract', language), join(root, language), { recursive: true });
    const small = join(temporaryDir('repomap-tiering-db-'), 'index.db');
    const cli = runCli(['index', root, '--db', small, '-q']);
    expect(cli.status, cli.stderr).toBe(0);

    // This process as a large run of Java and Python sets it up, tier-up made quick so that the
    // tiered grammars' hot functions do reach the optimizing compiler on a few files.
    setFlagsFromString('--wasm-tiering-budget=1000');
    prepareWasmTiering([
      { language: 'java', size: BASELINE_BELOW_BYTES },
      { language: 'python', size: BASELINE_BELOW_BYTES },
      { language: 'kotlin', size: 100_000 },
      { language: 'bash', size: 1_000 },
    ]);
    expect(tieredGrammarCount()).toBe(2);
    const large = join(temporaryDir('repomap-tiering-db-'), 'index.db');
    const repo = Repository.open(root, { db: large });
    await repo.update({ threads: 2 });
    repo.close();
    const expected = rows(small);
    expect(expected.length).toBeGreaterThan(100);
    expect(rows(large)).toEqual(expected);
  });
});
