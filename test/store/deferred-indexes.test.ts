import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sortingDirectory } from '../../src/store/deferred-indexes.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

// Where a first index's deferred index builds let SQLite write its sorter's temporary file:
// the directory SQLite itself picks, and only when it lies outside the repository indexed.
describe('the index builds\' temporary directory', () => {
  it('is the one SQLite picks: $SQLITE_TMPDIR before $TMPDIR, a missing or non-directory one passed over', () => {
    const root = temporaryDir();
    const first = temporaryDir();
    const second = temporaryDir();
    expect(sortingDirectory(root, { SQLITE_TMPDIR: first, TMPDIR: second })).toBe(first);
    expect(sortingDirectory(root, { SQLITE_TMPDIR: join(first, 'missing'), TMPDIR: second })).toBe(second);
    writeFileSync(join(first, 'file'), 'x');
    expect(sortingDirectory(root, { SQLITE_TMPDIR: join(first, 'file'), TMPDIR: second })).toBe(second);
  });

  it('is none (the builds sort in memory) when SQLite would write inside the repository', () => {
    const root = temporaryDir();
    mkdirSync(join(root, 'tmp'));
    const outside = temporaryDir();
    // $TMPDIR in the repository, even with a usable /tmp after it: SQLite takes the first usable one.
    expect(sortingDirectory(root, { TMPDIR: join(root, 'tmp') })).toBeNull();
    expect(sortingDirectory(root, { TMPDIR: root })).toBeNull();
    // A way in through a link, and a relative directory (SQLite reads it from the working directory).
    symlinkSync(join(root, 'tmp'), join(outside, 'link'));
    expect(sortingDirectory(root, { TMPDIR: join(outside, 'link') })).toBeNull();
    expect(sortingDirectory(realpathSync(root), { TMPDIR: '.' })).toBeNull();
    // A repository at the file system's root holds every directory SQLite could use.
    expect(sortingDirectory('/', {})).toBeNull();
  });
});
