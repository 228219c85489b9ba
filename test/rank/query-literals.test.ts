import { describe, expect, it } from 'vitest';
import { queryLiteralTerms } from '../../src/rank/query-literals.js';

describe('the literals an issue quotes', () => {
  it('reads inline code, quotes, fenced blocks and option-shaped prose words', () => {
    const terms = queryLiteralTerms(
      [
        'Running `pytest --setup-show` with `-bb` fails; the option "autodoc_typehints" is ignored.',
        "Don't ask me why: the user's 'max-line-length' setting and W0611 too.",
        '```',
        'ImportError while loading conftest',
        '```',
      ].join('\n'),
    );
    expect(terms.get('=--setup-show')).toBe(2);
    expect(terms.get('=setup-show')).toBe(1);
    expect(terms.get('=pytest')).toBe(2);
    expect(terms.get('=autodoc-typehints')).toBe(2);
    expect(terms.get('=max-line-length')).toBe(2);
    expect(terms.get('=w0611')).toBe(2);
    expect(terms.get('~loading conftest')).toBe(1);
    // an apostrophe opens no quote, and plain prose words are no keys
    expect([...terms.keys()].some((term) => term.includes("t ask"))).toBe(false);
    expect(terms.has('=running')).toBe(false);
    expect(terms.has('=setting')).toBe(false);
  });

  it('keeps the word pairs of prose only without function words', () => {
    const terms = queryLiteralTerms('The fixture scope would be shown');
    expect(terms.has('~fixture scope')).toBe(true);
    expect(terms.has('~the fixture')).toBe(false);
    expect(terms.has('~would be')).toBe(false);
  });

  it('stops at a bound however long the text', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `word${i} other${i}`).join(' ');
    expect(queryLiteralTerms(text).size).toBeLessThanOrEqual(1000);
  });
});
