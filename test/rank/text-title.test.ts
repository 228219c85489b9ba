import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { titleTerms } from '../../src/rank/title.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

// fixtures/rank-py: a library whose lending service (services/lending.py) calls its stores,
// its fines and its email sender (notifications/email.py).
async function open(): Promise<Repository> {
  const repo = Repository.open(copyFixture('rank-py'));
  await repo.update({ threads: 1 });
  return repo;
}

const ISSUE = 'Email sender drops the message\nWhen a member returns a book through the lending service the loan is closed and the member store keeps the loan.';

describe("a text's title above its body", () => {
  it('puts the file its first line names before the one its body describes at length', async () => {
    const repo = await open();
    const order = (titleWeight?: number): string[] =>
      repo.rank({ query: ISSUE }, { history: null, ...(titleWeight === undefined ? {} : { titleWeight }) }).map((file) => file.path);
    const byDefault = order();
    const flat = order(1);
    repo.close();
    // weighed as the body's words, the lending service's words lead; the title names the sender
    expect(flat.slice(0, 2)).toEqual(['library/services/lending.py', 'library/notifications/email.py']);
    expect(byDefault.slice(0, 2)).toEqual(['library/notifications/email.py', 'library/services/lending.py']);
  });

  it('reads no title in a text of one line, nor in a task with seed paths', async () => {
    const repo = await open();
    const oneLine = ISSUE.replace('\n', ' ');
    const scores = (request: { query: string; paths?: string[] }, titleWeight: number) =>
      repo.rank(request, { history: null, titleWeight }).map((file) => [file.path, file.score]);
    const plain = [scores({ query: oneLine }, 1), scores({ query: ISSUE, paths: ['library/app.py'] }, 1)];
    const weighed = [scores({ query: oneLine }, 3), scores({ query: ISSUE, paths: ['library/app.py'] }, 3)];
    repo.close();
    expect(weighed).toEqual(plain);
  });

  it("takes the first line's words as the rest of the text is read", () => {
    expect([...titleTerms(ISSUE)].sort()).toEqual(['drops', 'email', 'message', 'sender']);
    expect([...titleTerms('\n\n`applyTax` rounds twice\nbody')].sort()).toEqual(['apply', 'rounds', 'tax', 'twice']);
    expect(titleTerms('one line only').size).toBe(0);
    expect(titleTerms('```\ncode first\n```').size).toBe(0);
  });
});
