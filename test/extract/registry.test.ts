// The language registry agrees with the extension table, the query files and the resolvers,
// and `repomap languages` reports a grammar that does not load instead of failing.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLanguage, QUERIES_DIR, readFallbackQuerySource, readQuerySource } from '../../src/extract/languages.js';
import { isLanguageId, languageSpec, languageSpecs } from '../../src/extract/registry/index.js';
import { languageSupport } from '../../src/extract/support.js';
import { LANGUAGE_EXTENSIONS, LANGUAGES, languageForPath } from '../../src/shared/languages.js';
import type { LanguageId } from '../../src/types.js';

const require = createRequire(import.meta.url);

describe('language registry', () => {
  it('has one module per language of the extension table, in its order', () => {
    expect(languageSpecs().map((spec) => spec.id)).toEqual(LANGUAGES);
    for (const id of LANGUAGES) expect(languageSpec(id).id).toBe(id);
    expect(isLanguageId('python')).toBe(true);
    expect(isLanguageId('toString')).toBe(false);
  });

  it('maps every extension back to its language, case-insensitively, and .d.ts to typescript', () => {
    for (const id of LANGUAGES) {
      for (const extension of LANGUAGE_EXTENSIONS[id]) {
        expect(languageForPath(`src/a${extension}`)).toBe(id);
        expect(languageForPath(`src/A${extension.toUpperCase()}`)).toBe(id);
      }
    }
    expect(languageForPath('types/index.d.ts')).toBe('typescript');
    expect(languageForPath('Makefile')).toBeNull();
    expect(languageForPath('dir.py/README')).toBeNull();
  });

  it('names grammar and query files that exist', () => {
    for (const spec of languageSpecs()) {
      expect(existsSync(require.resolve(spec.grammar.includes('/') ? spec.grammar : `tree-sitter-wasms/out/${spec.grammar}`)), spec.grammar).toBe(true);
      expect(existsSync(join(QUERIES_DIR, spec.query)), spec.query).toBe(true);
      if (spec.fallback) {
        expect(existsSync(require.resolve(spec.fallback.grammar)), spec.fallback.grammar).toBe(true);
        expect(existsSync(join(QUERIES_DIR, spec.fallback.query)), spec.fallback.query).toBe(true);
      }
    }
  });

  it('declares exactly the definition and reference kinds its query captures (a function in a container becomes a method, a variable with constantNames a constant)', () => {
    for (const spec of languageSpecs()) {
      const query = readQuerySource(spec.id);
      const captured = (role: string) => new Set([...query.matchAll(new RegExp(`@${role}\\.([a-z]+)`, 'g'))].map((m) => m[1]!));
      const definitions = captured('definition');
      if (definitions.has('function')) definitions.add('method');
      if (spec.constantNames && definitions.has('variable')) definitions.add('constant');
      expect([...spec.definitions].sort(), spec.id).toEqual([...definitions].sort());
      expect([...spec.references].sort(), spec.id).toEqual([...captured('reference')].sort());
    }
  });

  it('gives a fallback grammar a query with the same definition and reference kinds as the main one', () => {
    const kinds = (query: string) => [...new Set([...query.matchAll(/@((?:definition|reference)\.[a-z]+)/g)].map((m) => m[1]!))].sort();
    const withFallback = languageSpecs().filter((spec) => spec.fallback);
    expect(withFallback.map((spec) => spec.id)).toContain('kotlin');
    for (const spec of withFallback) expect(kinds(readFallbackQuerySource(spec.id)!), spec.id).toEqual(kinds(readQuerySource(spec.id)));
  });

  it("shares Groovy's patterns valid in both of its grammars through `; inherits:`, and loads both queries", async () => {
    const common = readFileSync(join(QUERIES_DIR, 'groovy-common.scm'), 'utf8');
    const main = readQuerySource('groovy');
    const fallback = readFallbackQuerySource('groovy')!;
    expect(main.startsWith(common)).toBe(true);
    expect(fallback.startsWith(common)).toBe(true);
    // what only tree-sitter-groovy has stays out of the Java grammar's query
    expect(main).toContain('(function_definition');
    expect(fallback).not.toContain('(function_definition');
    const loaded = await loadLanguage('groovy');
    expect(loaded.fallback).not.toBeNull();
  });

  it('shares the ECMAScript patterns of javascript and typescript, and the JSX ones of javascript and tsx, through `; inherits:`, and loads all three', async () => {
    const ecmascript = readFileSync(join(QUERIES_DIR, 'ecmascript.scm'), 'utf8');
    const jsx = readFileSync(join(QUERIES_DIR, 'jsx.scm'), 'utf8');
    for (const id of ['javascript', 'typescript', 'tsx'] as const) expect(readQuerySource(id).startsWith(ecmascript), id).toBe(true);
    expect(readQuerySource('javascript')).toContain(jsx);
    expect(readQuerySource('tsx')).toContain(jsx);
    expect(readQuerySource('typescript')).not.toContain('(jsx_');
    // each grammar's own node names stay in its own query
    expect(readQuerySource('javascript')).not.toContain('(type_identifier');
    expect(readQuerySource('typescript')).not.toContain('(field_definition');
    for (const id of ['javascript', 'typescript', 'tsx'] as const) expect((await loadLanguage(id)).query.patternCount()).toBeGreaterThan(40);
  });

  it('shares one resolver between typescript, tsx and javascript', () => {
    const resolverOf = (id: LanguageId) => languageSpec(id).resolver;
    expect(resolverOf('tsx')).toBe(resolverOf('typescript'));
    expect(resolverOf('javascript')).toBe(resolverOf('typescript'));
    expect(resolverOf('python')).not.toBe(resolverOf('typescript'));
  });
});

describe('languageSupport', () => {
  it('reports a grammar that fails to load as a field and goes on with the others', async () => {
    const support = await languageSupport((id) => (id === 'go' ? Promise.reject(new Error('grammar go has ABI 99')) : loadLanguage(id)));
    expect(support.map((s) => s.id)).toEqual(LANGUAGES);
    expect(support.find((s) => s.id === 'go')).toMatchObject({ loads: false, abi: null, error: 'grammar go has ABI 99', extensions: ['.go'] });
    for (const s of support.filter((s) => s.id !== 'go')) expect(s, s.id).toMatchObject({ loads: true, error: null });
  });

  it('lists .h under C, C++ and Objective-C, the languages a header is read as by its content', async () => {
    const support = await languageSupport();
    const withHeaders = support.filter((s) => s.extensions.includes('.h')).map((s) => s.id);
    expect(withHeaders).toEqual(['c', 'cpp', 'objc']);
    expect(support.find((s) => s.id === 'objc')!.extensions).toEqual(['.m', '.mm', '.h']);
  });
});
