import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Repository } from '../../src/index.js';
import { SECONDARY_INDEXES } from '../../src/store/schema.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

function open(root: string, notices: string[] = []): Repository {
  return Repository.open(root, { onNotice: (message) => notices.push(message) });
}

describe('incremental index', () => {
  it('parses every source file once, then nothing when nothing changed', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    const first = await repo.update({ threads: 1 });
    expect(first.parsed).toBe(8);
    expect(first.skipped['unknown-language']).toBe(2); // README.md, package.json
    const second = await repo.update({ threads: 1 });
    expect(second.parsed).toBe(0);
    expect(second.unchanged).toBe(8);
    expect(repo.findSymbol('Invoice.applyTax').map((def) => def.path)).toEqual(['src/billing/invoice.ts']);
    repo.close();
  });

  it('re-parses only the edited file and keeps its new definitions', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    await repo.update({ threads: 1 });
    appendFileSync(join(root, 'src/util/money.ts'), '\nexport function addVat(value: number): number {\n  return value * 1.2;\n}\n');
    const stats = await repo.update({ threads: 1 });
    expect(stats.parsed).toBe(1);
    expect(repo.findSymbol('addVat')).toMatchObject([{ path: 'src/util/money.ts', startLine: 9 }]);
    repo.close();
  });

  it('keeps resolved import edges right when only a file\'s imports change', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    await repo.update({ threads: 1 });
    const edges = (): string[] =>
      (repo.database
        .prepare('SELECT f.path || \' -> \' || t.path AS edge FROM import_edges e JOIN files f ON f.id = e.file_id JOIN files t ON t.id = e.target_id ORDER BY edge')
        .pluck()
        .all() as string[]);
    const before = edges();
    expect(before).toContain('src/billing/invoice.ts -> src/tax/calculator.ts');
    writeFileSync(join(root, 'src/util/retry.ts'), "import { roundCents } from './money.js';\nexport const half = (value: number): number => roundCents(value / 2);\n");
    await repo.update({ threads: 1 });
    expect(edges()).toEqual([...before, 'src/util/retry.ts -> src/util/money.ts'].sort());
    repo.close();
  });

  it('trusts the content hash over the mtime', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    await repo.update({ threads: 1 });
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/util/money.ts'), later, later);
    const stats = await repo.update({ threads: 1 });
    expect(stats.parsed).toBe(0);
    expect(stats.unchanged).toBe(8);
    repo.close();
  });

  it('drops the rows of a deleted file', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    await repo.update({ threads: 1 });
    expect(repo.findSymbol('createLogger')).toHaveLength(1);
    rmSync(join(root, 'src/util/logger.ts'));
    const stats = await repo.update({ threads: 1 });
    expect(stats.removed).toBe(1);
    expect(repo.findSymbol('createLogger')).toHaveLength(0);
    expect(repo.files().map((file) => file.path)).not.toContain('src/util/logger.ts');
    repo.close();
  });

  it('re-extracts a language whose query changed, and only that language', async () => {
    const root = copyFixture('py-shop');
    writeFileSync(join(root, 'tool.ts'), 'export const tool = () => 1;\n');
    const repo = open(root);
    await repo.update({ threads: 1 });
    // What a changed queries/python.scm does: the stored stamp no longer matches the current one.
    repo.database.prepare("UPDATE files SET extractor = '1:an-older-query' WHERE language = 'python'").run();
    const stats = await repo.update({ threads: 1 });
    const pythonFiles = repo.files().filter((file) => file.language === 'python').length;
    expect(stats.parsed).toBe(pythonFiles);
    expect(stats.unchanged).toBe(1);
    repo.close();
  });

  it('keeps the stamps in the index while their fingerprint holds, and hashes the queries again when it does not', async () => {
    const root = copyFixture('py-shop');
    const repo = open(root);
    await repo.update({ threads: 1 });
    const read = () => JSON.parse(repo.database.prepare("SELECT value FROM meta WHERE key = 'extractor_stamps'").pluck().get() as string);
    const stored = read();
    expect(stored.byLanguage.python).toMatch(/^\d+:[0-9a-f]{16}$/);
    const pythonFiles = repo.files().filter((file) => file.language === 'python').length;
    // Stored stamps under the current fingerprint are believed: files stamped alike stay as they are.
    repo.database.prepare("UPDATE meta SET value = ? WHERE key = 'extractor_stamps'").run(JSON.stringify({ ...stored, byLanguage: { ...stored.byLanguage, python: '1:stored' } }));
    repo.database.prepare("UPDATE files SET extractor = '1:stored' WHERE language = 'python'").run();
    expect((await repo.update({ threads: 1 })).parsed).toBe(0);
    // Under another fingerprint (another repomap's queries) they are not: the hash is taken again.
    repo.database.prepare("UPDATE meta SET value = ? WHERE key = 'extractor_stamps'").run(JSON.stringify({ fingerprint: 'older', byLanguage: { ...stored.byLanguage, python: '1:stored' } }));
    expect((await repo.update({ threads: 1 })).parsed).toBe(pythonFiles);
    expect(read()).toEqual(stored);
    // A planted value that is not stamps at all is ignored the same way.
    repo.database.prepare("UPDATE meta SET value = 'not json' WHERE key = 'extractor_stamps'").run();
    expect((await repo.update({ threads: 1 })).parsed).toBe(0);
    repo.close();
  });

  it('retries a file whose extraction failed, even when its content did not change', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    await repo.update({ threads: 1 });
    // What a grammar that failed to load leaves behind.
    repo.database.prepare("UPDATE files SET status = 'error', error = 'extraction failed: grammar did not load' WHERE path = 'src/util/money.ts'").run();
    repo.database.prepare("DELETE FROM defs WHERE file_id = (SELECT id FROM files WHERE path = 'src/util/money.ts')").run();
    const stats = await repo.update({ threads: 1 });
    expect(stats.parsed).toBe(1);
    expect(repo.findSymbol('roundCents')).toHaveLength(1);
    expect(repo.files().find((file) => file.path === 'src/util/money.ts')!.status).toBe('ok');
    repo.close();
  });

  it('rebuilds a corrupt index file and says so in one line', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    await repo.update({ threads: 1 });
    repo.close();
    const dbPath = join(root, '.repomap', 'index.db');
    rmSync(`${dbPath}-wal`, { force: true });
    rmSync(`${dbPath}-shm`, { force: true });
    writeFileSync(dbPath, 'this is not a database '.repeat(400));
    const notices: string[] = [];
    const reopened = open(root, notices);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/corrupt/);
    expect(notices[0]).not.toContain('\n');
    const stats = await reopened.update({ threads: 1 });
    expect(stats.parsed).toBe(8);
    expect(reopened.findSymbol('TaxCalculator')).toHaveLength(1);
    reopened.close();
  });

  it('builds a first index\'s secondary indexes after its rows, and finishes them after a first index killed before that', async () => {
    const root = copyFixture('ts-billing');
    const dbPath = join(root, '.repomap', 'index.db');
    const indexesIn = (path: string): string[] => {
      const db = new Database(path, { readonly: true });
      try {
        return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[]);
      } finally {
        db.close();
      }
    };
    const repo = open(root);
    await repo.update({ threads: 1 });
    const map = repo.map({ paths: ['src/billing/invoice.ts'] }, { tokens: 400 }).text;
    repo.close();
    expect(indexesIn(dbPath)).toEqual(Object.keys(SECONDARY_INDEXES).sort());
    // What a first index killed after committing its rows leaves: no secondary index, the mark
    // that they are owed, the import edges and name counts not yet redone.
    const db = new Database(dbPath);
    for (const name of Object.keys(SECONDARY_INDEXES)) db.exec(`DROP INDEX ${name}`);
    db.exec("INSERT INTO meta(key, value) VALUES ('indexes_deferred', '1') ON CONFLICT(key) DO UPDATE SET value = '1'");
    db.exec("UPDATE meta SET value = '1' WHERE key = 'import_edges_stale'");
    db.close();
    const notices: string[] = [];
    const reopened = open(root, notices);
    const stats = await reopened.update({ threads: 1 });
    expect(notices).toEqual([]);
    expect(stats.parsed).toBe(0);
    expect(reopened.map({ paths: ['src/billing/invoice.ts'] }, { tokens: 400 }).text).toBe(map);
    reopened.close();
    expect(indexesIn(dbPath)).toEqual(Object.keys(SECONDARY_INDEXES).sort());
    // Killed later: the rows' indexes built and the import edges written, the edges' own
    // indexes not yet (each build is a transaction of its own, outside the edges').
    const later = new Database(dbPath);
    for (const name of Object.keys(SECONDARY_INDEXES).filter((name) => name.startsWith('import_edges'))) later.exec(`DROP INDEX ${name}`);
    later.exec("INSERT INTO meta(key, value) VALUES ('indexes_deferred', '1') ON CONFLICT(key) DO UPDATE SET value = '1'");
    later.close();
    const again = open(root, notices);
    expect((await again.update({ threads: 1 })).parsed).toBe(0);
    expect(notices).toEqual([]);
    expect(again.map({ paths: ['src/billing/invoice.ts'] }, { tokens: 400 }).text).toBe(map);
    again.close();
    expect(indexesIn(dbPath)).toEqual(Object.keys(SECONDARY_INDEXES).sort());
    const meta = new Database(dbPath, { readonly: true });
    expect(meta.prepare("SELECT value FROM meta WHERE key = 'indexes_deferred'").get()).toBeUndefined();
    meta.close();
  });

  it('keeps the index out of git with a .gitignore inside .repomap', async () => {
    const root = copyFixture('ts-billing');
    const repo = open(root);
    await repo.update({ threads: 1 });
    repo.close();
    expect(readFileSync(join(root, '.repomap', '.gitignore'), 'utf8').trim()).toBe('*');
  });
});

describe('bad files are recorded, not fatal', () => {
  it('skips binaries and huge files, degrades invalid UTF-8 and syntax errors, and still maps', async () => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, 'src/blob.ts'), Buffer.from([0x65, 0x78, 0x00, 0x01, 0x02, 0x00]));
    writeFileSync(join(root, 'src/huge.ts'), `export const big = "${'x'.repeat(5 * 1024 * 1024)}";\n`);
    writeFileSync(join(root, 'src/latin1.ts'), Buffer.concat([Buffer.from('export function caf'), Buffer.from([0xe9]), Buffer.from('() {}\nexport function ok() {}\n')]));
    writeFileSync(join(root, 'src/broken.ts'), 'export function fine(a: number) { return a }\nexport class {{{ ;;; \n');
    writeFileSync(join(root, 'src/data.bin'), Buffer.from([1, 2, 3]));
    const repo = open(root);
    const stats = await repo.update({ threads: 1 });
    const byPath = new Map(repo.files().map((file) => [file.path, file]));
    expect(byPath.get('src/blob.ts')).toMatchObject({ status: 'skipped', error: 'binary' });
    expect(byPath.get('src/huge.ts')).toMatchObject({ status: 'skipped', error: 'too-large' });
    expect(byPath.get('src/data.bin')).toMatchObject({ status: 'skipped', error: 'unknown-language' });
    expect(byPath.get('src/latin1.ts')).toMatchObject({ status: 'partial' });
    expect(byPath.get('src/latin1.ts')!.error).toMatch(/UTF-8/);
    expect(byPath.get('src/broken.ts')).toMatchObject({ status: 'partial' });
    expect(repo.findSymbol('fine')).toHaveLength(1);
    expect(repo.findSymbol('ok')).toHaveLength(1);
    expect(stats.skipped.binary).toBe(1);
    expect(stats.skipped['too-large']).toBe(1);
    const map = repo.map({}, { tokens: 512 });
    expect(map.text).toContain('Invoice');
    repo.close();
  });
});
