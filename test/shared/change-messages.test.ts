import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChangeMessages, messageTerms } from '../../src/shared/change-messages.js';
import { changeLogOf, CoChange, historyOf, readChangeLog } from '../../src/shared/history.js';
import { cleanupTemporaries, git, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

describe('past changes whose messages read like a task', () => {
  it('compares messages by identifier word parts of three or more letters', () => {
    expect(messageTerms('fix(router): parseHTTPRequest drops set_zero_linger on v2')).toEqual([
      'fix', 'router', 'parse', 'http', 'request', 'drops', 'set', 'zero', 'linger',
    ]);
    expect(messageTerms('')).toEqual([]);
  });

  it('credits the files of the best-matching changes, shared by how many files each touched', () => {
    let reads = 0;
    const messages = new ChangeMessages(
      () => (reads++, ['router: match wildcard routes', 'logger: colour output', 'router: trailing slash redirect', 'bump deps']),
      [['router.go', 'tree.go'], ['logger.go'], ['router.go'], ['go.mod', 'go.sum']],
    );
    // the messages are read once, on the first search with words
    expect(messages.filesLike([], Infinity).size).toBe(0);
    expect(reads).toBe(0);
    const files = messages.filesLike(messageTerms('router drops the trailing slash'), Infinity);
    // Both router changes match; the one about the trailing slash best, and it touched one file.
    expect([...files.keys()].sort()).toEqual(['router.go', 'tree.go']);
    expect(files.get('router.go')!).toBeGreaterThan(files.get('tree.go')! * 2);
    expect(messages.filesLike(messageTerms('logger colour'), Infinity).has('logger.go')).toBe(true);
    expect(messages.filesLike(messageTerms('nothing shared here'), Infinity).size).toBe(0);
    expect(reads).toBe(1);
  });

  it('sees only the changes before a position, statistics included', () => {
    const messages = new ChangeMessages(
      () => ['cache: evict stale entries', 'cache: evict on resize', 'parser: stale token'],
      [['cache.ts', 'lru.ts'], ['cache.ts', 'resize.ts'], ['parser.ts']],
    );
    // The parser change (position 2) is the task itself: it may not find itself.
    expect(messages.filesLike(messageTerms('stale token in parser'), 2).has('parser.ts')).toBe(false);
    expect(messages.filesLike(messageTerms('stale token in parser'), 3).has('parser.ts')).toBe(true);
    expect([...messages.filesLike(messageTerms('evict on resize'), 1).keys()].sort()).toEqual(['cache.ts', 'lru.ts']);
    expect(messages.filesLike(messageTerms('evict'), 0).size).toBe(0);
    // The same query over the same prefix scores the same, however long the history behind it.
    const longer = new ChangeMessages(
      () => ['cache: evict stale entries', 'cache: evict on resize', 'parser: stale token', 'evict evict evict'],
      [['cache.ts', 'lru.ts'], ['cache.ts', 'resize.ts'], ['parser.ts'], ['x.ts']],
    );
    expect(longer.filesLike(messageTerms('evict stale'), 2)).toEqual(messages.filesLike(messageTerms('evict stale'), 2));
  });

  it('leaves out sweeping changes', () => {
    const sweep = Array.from({ length: 51 }, (_, i) => `f${i}.ts`);
    const messages = new ChangeMessages(() => ['rename logger everywhere', 'logger: fix'], [sweep, ['logger.ts']]);
    expect([...messages.filesLike(messageTerms('logger'), Infinity).keys()]).toEqual(['logger.ts']);
  });

  it('reads the messages of a repository\'s log, and a co-change history without them has no message search', () => {
    const repo = temporaryDir();
    git(repo, 'init', '-q');
    const commit = (files: string[], message: string): void => {
      for (const file of files) writeFileSync(join(repo, file), `${message}\n`);
      git(repo, 'add', '-A');
      git(repo, 'commit', '-qm', message);
    };
    commit(['a.ts', 'b.ts'], 'tokenizer: handle unicode escapes\n\nThe lexer split \x1f surrogate pairs.');
    commit(['c.ts', 'd.ts'], 'docs build');
    const log = readChangeLog(repo)!;
    expect(log.map((change) => change.message)).toEqual(['tokenizer: handle unicode escapes\n\nThe lexer split \x1f surrogate pairs.', 'docs build']);
    expect(log.map((change) => change.files)).toEqual([['a.ts', 'b.ts'], ['c.ts', 'd.ts']]);
    const history = historyOf(changeLogOf(log))!;
    expect([...history.filesLike!(messageTerms('unicode escapes in the tokenizer')).keys()].sort()).toEqual(['a.ts', 'b.ts']);
    expect(new CoChange([['a', 'b']]).upTo().filesLike).toBeUndefined();
  });

  it('searches the messages of a history of single-file commits, which counts no co-change', () => {
    const history = historyOf(
      changeLogOf([
        { commit: 'a1', files: ['lexer.ts'], modified: ['lexer.ts'], message: 'lexer: unicode escapes' },
        { commit: 'b2', files: ['cache.ts'], modified: ['cache.ts'], message: 'cache: evict on resize' },
      ]),
    )!;
    expect(history.coChanges(['lexer.ts']).size).toBe(0);
    expect([...history.filesLike!(messageTerms('unicode escapes')).keys()]).toEqual(['lexer.ts']);
    expect(historyOf(changeLogOf([{ commit: 'c3', files: ['x.ts'], modified: ['x.ts'] }]))).toBeNull();
  });
});
