// Where the index lives and what repomap may replace: a planted `.repomap`, a `--db` that
// names something else, a damaged schema.
import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Repository, RepoError } from '../../src/index.js';
import { APPLICATION_ID, SCHEMA_VERSION } from '../../src/store/db.js';
import { cleanupTemporaries, copyFixture, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

const sha = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

function openFails(root: string, db: string | undefined, message: RegExp): void {
  let caught: unknown = null;
  try {
    Repository.open(root, db === undefined ? {} : { db }).close();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RepoError);
  expect((caught as RepoError).exitCode).toBe(2);
  expect((caught as Error).message).toMatch(message);
  expect((caught as Error).message).not.toContain('\n');
}

describe('the default index location', () => {
  it('refuses a .repomap that is a symlink or a file, and writes nothing where it points', () => {
    const root = copyFixture('ts-billing');
    const victim = temporaryDir('repomap-victim-');
    symlinkSync(victim, join(root, '.repomap'));
    openFails(root, undefined, /refusing to use .*\.repomap: it is a symbolic link/);
    expect(readdirSync(victim)).toEqual([]);
    // --db elsewhere is the way out.
    const repo = Repository.open(root, { db: join(temporaryDir(), 'index.db') });
    repo.close();
    expect(readdirSync(victim)).toEqual([]);

    const other = copyFixture('ts-billing');
    writeFileSync(join(other, '.repomap'), 'not a directory');
    openFails(other, undefined, /refusing to use .*\.repomap: it is not a directory/);
    expect(readFileSync(join(other, '.repomap'), 'utf8')).toBe('not a directory');
  });

  it('refuses planted links where the index, its journals or its lock go', () => {
    for (const name of ['index.db', 'index.db-wal', 'index.db-shm', 'index.db-journal', 'index.db.lock']) {
      const root = copyFixture('ts-billing');
      const victim = join(temporaryDir('repomap-victim-'), 'target');
      writeFileSync(victim, 'precious');
      mkdirSync(join(root, '.repomap'));
      symlinkSync(victim, join(root, '.repomap', name));
      openFails(root, undefined, /symbolic link \(refusing to write through it\)/);
      expect(readFileSync(victim, 'utf8')).toBe('precious');
    }
  });

  it('stamps a new index with its application_id and schema version, and keeps a .gitignore of * beside it', () => {
    const root = copyFixture('ts-billing');
    Repository.open(root).close();
    const db = new Database(join(root, '.repomap', 'index.db'), { readonly: true });
    expect(db.pragma('application_id', { simple: true })).toBe(APPLICATION_ID);
    expect((db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string }).value).toBe(String(SCHEMA_VERSION));
    db.close();
    expect(readFileSync(join(root, '.repomap', '.gitignore'), 'utf8')).toBe('*\n');
  });
});

describe('--db names a file repomap may only replace when it made it', () => {
  it('leaves a text file, a directory, a device and an empty name untouched (exit 2)', () => {
    const root = copyFixture('ts-billing');
    const dir = temporaryDir();
    const notes = join(dir, 'notes.txt');
    writeFileSync(notes, 'my notes\n');
    openFails(root, notes, /notes\.txt is not a repomap index \(it is not a SQLite file\); refusing to replace it/);
    expect(readFileSync(notes, 'utf8')).toBe('my notes\n');
    expect(readdirSync(dir)).toEqual(['notes.txt']);

    openFails(root, dir, /--db is a directory/);
    openFails(root, '', /--db is a directory/);
    openFails(root, '/dev/null', /--db is not a regular file/);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('leaves another program’s SQLite database untouched', () => {
    const root = copyFixture('ts-billing');
    const path = join(temporaryDir(), 'app.db');
    const other = new Database(path);
    other.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me')");
    other.close();
    const before = sha(path);
    openFails(root, path, /app\.db is not a repomap index \(it holds tables of another program\)/);
    expect(sha(path)).toBe(before);
    expect(existsSync(`${path}.lock`)).toBe(false);
  });

  it('rebuilds an index it stamped, and one from before the stamp (its meta table)', async () => {
    const root = copyFixture('ts-billing');
    const path = join(temporaryDir(), 'index.db');
    const legacy = new Database(path);
    legacy.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('schema_version', '6')");
    legacy.exec('CREATE TABLE files (id INTEGER PRIMARY KEY)');
    legacy.close();
    const notices: string[] = [];
    const repo = Repository.open(root, { db: path, onNotice: (message) => notices.push(message) });
    await repo.update();
    expect(repo.findSymbol('Invoice')).toHaveLength(1);
    repo.close();
    expect(notices).toEqual([expect.stringMatching(/index has schema version 6, expected \d+ .*rebuilding it$/)]);
  });

  it('accepts an empty file (nothing to lose) and makes it an index', async () => {
    const root = copyFixture('ts-billing');
    const path = join(temporaryDir(), 'empty.db');
    writeFileSync(path, '');
    const repo = Repository.open(root, { db: path });
    await repo.update();
    expect(repo.files().length).toBeGreaterThan(0);
    repo.close();
  });
});

describe('a damaged schema is rebuilt, not reported forever', () => {
  it.each([
    ['a table', 'DROP TABLE refs'],
    ['an index', 'DROP INDEX defs_name'],
    ['a trigger', 'DROP TRIGGER defs_fts_delete'],
    ['an FTS table', 'DROP TABLE defs_fts'],
    ['the stamp', 'PRAGMA application_id = 0'],
  ])('missing %s', async (_what, damage) => {
    const root = copyFixture('ts-billing');
    const first = Repository.open(root);
    await first.update();
    first.close();
    const db = new Database(join(root, '.repomap', 'index.db'));
    db.exec(damage);
    db.close();
    const notices: string[] = [];
    const repo = Repository.open(root, { onNotice: (message) => notices.push(message) });
    await repo.update();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/rebuilding it$/);
    expect(repo.findSymbol('Invoice.applyTax')).toHaveLength(1);
    expect(repo.map({ paths: ['src/billing/invoice.ts'] }, { tokens: 300 }).files.length).toBeGreaterThan(0);
    repo.close();
    // And it stays repaired: the next open says nothing.
    const again: string[] = [];
    Repository.open(root, { onNotice: (message) => again.push(message) }).close();
    expect(again).toEqual([]);
  });
});

describe('an open index whose .repomap is swapped for a link', () => {
  it('fails the next update with one line and writes nothing where the link points', async () => {
    const root = copyFixture('ts-billing');
    const repo = Repository.open(root);
    try {
      await repo.update();
      // A checkout of a branch that commits `.repomap` as a link to elsewhere.
      const victim = temporaryDir('repomap-victim-');
      writeFileSync(join(victim, 'index.db.lock'), 'precious');
      renameSync(join(root, '.repomap'), join(temporaryDir(), 'moved-away'));
      symlinkSync(victim, join(root, '.repomap'));
      writeFileSync(join(root, 'src', 'util', 'brand.ts'), 'export const brand = 1;\n');
      let caught: unknown = null;
      try {
        await repo.update();
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(RepoError);
      expect((caught as Error).message).toMatch(/\.repomap: it is a symbolic link/);
      expect((caught as Error).message).not.toContain('\n');
      expect(readFileSync(join(victim, 'index.db.lock'), 'utf8')).toBe('precious');
      expect(readdirSync(victim)).toEqual(['index.db.lock']);
    } finally {
      repo.close();
    }
  });
});
