import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

// fixtures/rank-defs: a documentation generator whose builder (docgen/builder.py) has a method
// for each of a signature, a description, documented objects, hints, function pages and types,
// and whose docgen/typehints.py holds the one function that moves type hints out of a
// signature into the description; eight small modules of other words beside them.
async function open(): Promise<Repository> {
  const repo = Repository.open(copyFixture('rank-defs'));
  await repo.update({ threads: 1 });
  return repo;
}

const ISSUE =
  'Type hints stay in the signature\nWith hints set to description, the type hints of a documented function still show in its signature instead of the description.';

describe("a text's files by their best-matching definition", () => {
  it('lists first the file of the definition that holds the words together, where the words over whole files lead elsewhere', async () => {
    const repo = await open();
    const on = repo.ranking({ query: ISSUE }, { history: null });
    const off = repo.ranking({ query: ISSUE }, { history: null, definitionWeight: 0 });
    const score = (ranking: typeof on, path: string): number => ranking.files.find((file) => file.path === path)!.score;
    repo.close();
    expect(on.signals!.lists.lexical.slice(0, 2)).toEqual(['docgen/builder.py', 'docgen/typehints.py']);
    expect(on.signals!.lists.definitions.slice(0, 2)).toEqual(['docgen/typehints.py', 'docgen/builder.py']);
    expect(off.signals!.lists.definitions).toEqual([]);
    // the list narrows the builder's lead over the file the text means
    const gap = (ranking: typeof on) => score(ranking, 'docgen/builder.py') - score(ranking, 'docgen/typehints.py');
    expect(gap(on)).toBeLessThan(gap(off));
  });

  it('leaves out a definition holding one of the words, and reads nothing for a task with seed paths', async () => {
    const repo = await open();
    // each word is in a definition of its own
    const scattered = repo.ranking({ query: 'the theme and the locale\nsearch misses the cache of the server' }, { history: null });
    const seeded = repo.ranking({ query: ISSUE, paths: ['docgen/app.py'] }, { history: null });
    repo.close();
    expect(scattered.signals!.lists.definitions).toEqual([]);
    expect(seeded.signals!.lists.definitions).toEqual([]);
  });

  it('counts every part of a name the text writes whole, however common its parts', async () => {
    // fixtures/ts-billing: `customerDisplayName` (src/customers/customer.ts), whose parts `customer`
    // and `name` most of the tree uses; `monthlyReport` (src/reports/monthly.ts), two prose words
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    const text = 'The monthly report shows the wrong name: customerDisplayName drops the email.';
    const on = repo.ranking({ query: text }, { history: null });
    const off = repo.ranking({ query: text }, { history: null, definitionWritten: false });
    const prose = repo.ranking({ query: 'The monthly report shows the wrong customer display name.' }, { history: null });
    repo.close();
    expect(on.signals!.lists.definitions).toEqual(['src/customers/customer.ts', 'src/reports/monthly.ts']);
    expect(on.files[0]!.path).toBe('src/customers/customer.ts');
    // without the rule, the name matches one kept word of the query: no definition match at all
    expect(off.signals!.lists.definitions).toEqual(['src/reports/monthly.ts']);
    expect(off.files[0]!.path).toBe('src/reports/monthly.ts');
    // the same words as prose name nothing whole
    expect(prose.signals!.lists.definitions[0]).toBe('src/reports/monthly.ts');
  });
});
