import { describe, expect, it } from 'vitest';
import { literalKeys, literalTerms, literalWords } from '../../src/shared/literal-terms.js';

function termsOf(text: string): string[] {
  const out: string[] = [];
  literalTerms(text, (term) => out.push(term));
  return out;
}

describe('literal terms', () => {
  it('gives one-token literals a key that ignores case, `_` against `-`, and a trailing colon', () => {
    expect(literalKeys('autodoc_typehints')).toEqual(['=autodoc-typehints']);
    expect(literalKeys('Unused-Import:')).toEqual(['=unused-import']);
    expect(literalKeys(':members:')).toEqual(['=members']);
    // an option keeps its dashes first (what the code declares), then the bare name (a config key)
    expect(literalKeys('--setup-show')).toEqual(['=--setup-show', '=setup-show']);
    expect(literalKeys('two words')).toEqual([]);
    expect(literalKeys('--')).toEqual([]);
    expect(literalKeys('12345')).toEqual([]);
  });

  it('gives the word pairs of a message, placeholders left out', () => {
    expect(literalWords('%s is not a valid %r!')).toEqual(['is', 'not', 'valid']);
    expect(termsOf('ImportError while loading conftest %r')).toEqual([
      '~importerror while',
      '~while loading',
      '~loading conftest',
    ]);
    expect(termsOf('routes')).toEqual(['=routes']);
  });
});
