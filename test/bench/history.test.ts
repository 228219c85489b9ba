import { describe, expect, it } from 'vitest';
import { CoChangeIndex, generateCases, messageSkip, qualify, splitSeeds } from '../../src/bench/history.js';
import type { HistoryUnit } from '../../src/bench/git.js';

function unit(commit: string, message: string, paths: (string | [string, string])[], extra: Partial<HistoryUnit> = {}): HistoryUnit {
  return {
    commit,
    parents: [`${commit}-parent`],
    time: 1_700_000_000,
    authorName: 'Dev',
    authorEmail: 'dev@example.com',
    message,
    changes: paths.map((path) => (typeof path === 'string' ? { status: 'M', path } : { status: path[0], path: path[1] })),
    ...extra,
  };
}

describe('which changes make cases', () => {
  it('skips bots, reverts, releases and formatting', () => {
    const base = { parents: ['p'], authorName: 'Dev', authorEmail: 'dev@x' };
    expect(messageSkip({ ...base, message: 'Fix session refresh' })).toBeNull();
    expect(messageSkip({ ...base, authorName: 'dependabot[bot]', message: 'Bump x' })).toBe('bot');
    expect(messageSkip({ ...base, message: 'Revert "add cache"' })).toBe('revert');
    expect(messageSkip({ ...base, message: 'Release 2.3.0' })).toBe('release');
    expect(messageSkip({ ...base, message: 'bump version to 1.2.3' })).toBe('release');
    expect(messageSkip({ ...base, message: 'Run black over the code base' })).toBe('formatting');
    expect(messageSkip({ ...base, message: 'fix lint errors' })).toBe('formatting');
    expect(messageSkip({ ...base, message: 'apply prettier' })).toBe('formatting');
    expect(messageSkip({ ...base, message: 'strip trailing whitespace' })).toBe('formatting');
    expect(messageSkip({ ...base, message: 'Format with Go 1.19 formatter' })).toBe('formatting');
    expect(messageSkip({ ...base, message: 'style: reorder imports' })).toBe('formatting');
    expect(messageSkip({ ...base, message: 'feat(form): add array collection format in form binding' })).toBeNull();
    expect(messageSkip({ ...base, message: 'fix(etag): match tags with optional whitespace before the comma' })).toBeNull();
    // a merge is judged by its pull request's title too
    expect(messageSkip({ ...base, parents: ['p', 'q'], message: 'Merge pull request #9 from a/b\n\nReformat with black' })).toBe('formatting');
    // a release word, then a version on the same line
    expect(messageSkip({ ...base, message: 'Fix release notes for v2.1' })).toBe('release');
    expect(messageSkip({ ...base, message: 'fix a release\rbuild for 2.1' })).toBeNull();
    expect(messageSkip({ ...base, message: 'fix 2.1 release script' })).toBe('release');
    expect(messageSkip({ ...base, message: 'fix 2.1 in the release script' })).toBeNull();
    // issue 26: each `bump` of a line read the rest again
    expect(messageSkip({ ...base, message: `fix ${'bump '.repeat(200_000)}` })).toBeNull();
    expect(messageSkip({ ...base, message: `fix ${'bump '.repeat(200_000)}to 1.2` })).toBe('release');
  });

  it('needs 2–8 source files, two of them modified', () => {
    expect(qualify(unit('c1', 'fix', ['a.py', 'b.py', 'tests/test_a.py', 'docs/x.rst']))).toMatchObject({ modified: ['a.py', 'b.py'] });
    expect(qualify(unit('c2', 'fix', ['a.py', 'tests/test_a.py']))).toBe('too-few-files');
    expect(qualify(unit('c3', 'fix', ['a.py', ['A', 'new.py']]))).toBe('too-few-modified');
    expect(qualify(unit('c4', 'fix', Array.from({ length: 9 }, (_, i) => `m${i}.py`)))).toBe('too-many-files');
    expect(qualify(unit('c5', 'fix', ['a.py', 'b.py'], { parents: [] }))).toBe('root-commit');
  });

  it('splits seeds and targets deterministically, half and at least one seed', () => {
    const two = splitSeeds('abc', ['x.py', 'y.py']);
    expect(two.seeds).toHaveLength(1);
    expect(two.targets).toHaveLength(1);
    expect(splitSeeds('abc', ['y.py', 'x.py'])).toEqual(two);
    const five = splitSeeds('def', ['a.py', 'b.py', 'c.py', 'd.py', 'e.py']);
    expect(five.seeds).toHaveLength(2);
    expect(five.targets).toHaveLength(3);
    expect([...five.seeds, ...five.targets].sort()).toEqual(['a.py', 'b.py', 'c.py', 'd.py', 'e.py']);
  });

  it('takes the most recent N qualifying changes in the time range, oldest first', () => {
    const history = [1, 2, 3, 4, 5].map((n) => unit(`c${n}`, 'change', ['a.py', 'b.py'], { time: 1000 * n }));
    const { cases } = generateCases(history, '/repo', 'repo', { cases: 2 });
    expect(cases.map((c) => c.commit)).toEqual(['c4', 'c5']);
    expect(cases[0]!.rev).toBe('c4-parent');
    expect(cases[0]!.seeds.query).toBeUndefined();
    const ranged = generateCases(history, '/repo', 'repo', { since: 2000 * 1000, until: 4000 * 1000, withMessage: true });
    expect(ranged.cases.map((c) => c.commit)).toEqual(['c2', 'c3']);
    expect(ranged.cases[0]!.seeds.query).toBe('change');
  });

  it('makes text-only cases: the message without its merge line is the request, every modified file a target', () => {
    const merge = { parents: ['m-parent', 'm-branch'] };
    const history = [
      unit('c1', 'Fix the session cookie when the secret key rotates', ['src/sessions.py', 'src/app.py', ['A', 'tests/test_new.py']]),
      unit('c2', "Merge branch 'stable'", ['src/app.py', 'src/ctx.py'], merge),
      unit('c3', 'Merge pull request #12 from dev/teardown\n\nCall every teardown callback despite errors', ['src/ctx.py', 'src/app.py'], merge),
    ];
    const { cases, skipped } = generateCases(history, '/repo', 'repo', { textOnly: true });
    expect(cases.map((c) => [c.commit, c.seeds, c.expected])).toEqual([
      ['c1', { paths: [], query: 'Fix the session cookie when the secret key rotates' }, ['src/app.py', 'src/sessions.py']],
      ['c3', { paths: [], query: 'Call every teardown callback despite errors' }, ['src/app.py', 'src/ctx.py']],
    ]);
    expect(skipped['no-task-text']).toBe(1);
  });
});

describe('co-change counts', () => {
  it('count only changes before the given position', () => {
    const history = [
      unit('c1', 'x', ['a.py', 'b.py']),
      unit('c2', 'x', ['a.py', 'c.py']),
      unit('c3', 'x', ['a.py', 'b.py', 'd.py']),
      unit('c4', 'x', ['a.py', 'e.py']),
    ];
    const index = new CoChangeIndex(history);
    expect(index.positionOf('c3')).toBe(2);
    const before3 = index.counts(['a.py'], 2);
    expect(before3.get('b.py')).toBe(1);
    expect(before3.get('c.py')).toBe(1);
    expect(before3.has('d.py')).toBe(false);
    const all = index.counts(['a.py'], 4);
    expect(all.get('b.py')).toBe(2);
    expect(all.get('e.py')).toBe(1);
  });
});
