import { describe, expect, it } from 'vitest';
import { LANGUAGES, LANGUAGE_PROFILES, languageForPath, profileForPath } from '../../src/shared/languages.js';
import { isFacade } from '../../src/shared/roles.js';
import { docComment } from '../../src/render/format.js';
import { renderMap } from '../../src/render/formats.js';
import type { RankedDefinition } from '../../src/types.js';

function fenceOf(path: string): string {
  const def = { path, name: 'f', kind: 'function', signature: 'f', startLine: 1, endLine: 1 } as unknown as RankedDefinition;
  const map = renderMap([{ file: { path, score: 1, reason: '' }, definitions: [def] } as never], 'markdown');
  return map.split('\n')[1]!.slice(3);
}

describe('the language profiles', () => {
  it('give each extension to one language, lower case with its dot', () => {
    const owners = new Map<string, string>();
    for (const id of LANGUAGES) {
      for (const extension of LANGUAGE_PROFILES[id].extensions) {
        expect(extension).toMatch(/^\.[a-z0-9+]+$/);
        expect(owners.get(extension), extension).toBeUndefined();
        owners.set(extension, id);
      }
    }
    expect(languageForPath('src/A.PY')).toBe('python');
    expect(profileForPath('README.md')).toBeNull();
  });

  it('tag a map fence by the language, an extension of its own where it has one', () => {
    expect(fenceOf('a.mts')).toBe('ts');
    expect(fenceOf('a.jsx')).toBe('jsx');
    expect(fenceOf('a.cjs')).toBe('js');
    expect(fenceOf('a.h')).toBe('c');
    expect(fenceOf('a.h++')).toBe('cpp');
    expect(fenceOf('a.cs')).toBe('csharp');
    expect(fenceOf('a.m')).toBe('objectivec');
    expect(fenceOf('a.sc')).toBe('scala');
    expect(fenceOf('a.php')).toBe('php');
    expect(fenceOf('notes.txt')).toBe('txt');
  });

  it('write a doc sentence as the language comments', () => {
    expect(docComment('Runs.', 'a.pyi')).toBe('# Runs.');
    expect(docComment('Runs.', 'a.gemspec')).toBe('# Runs.');
    expect(docComment('Runs.', 'a.lua')).toBe('-- Runs.');
    expect(docComment('Runs.', 'a.el')).toBe(';; Runs.');
    expect(docComment('Runs *) now.', 'a.ml')).toBe('(* Runs * ) now. *)');
    expect(docComment('Runs.', 'a.go')).toBe('// Runs.');
  });

  it('know a package entry file by its language', () => {
    expect(['pkg/__init__.py', 'src/index.mts', 'src/lib.rs', 'a/mod.rs', 'index.jsx'].map(isFacade)).toEqual([true, true, true, true, true]);
    expect(['pkg/__init__.pyi', 'src/index.go', 'src/main.rs', 'a/xindex.ts'].map(isFacade)).toEqual([false, false, false, false]);
  });
});
