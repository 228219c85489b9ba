import { describe, expect, it } from 'vitest';
import { isPrivate } from '../../src/render/visibility.js';
import type { RankedDefinition } from '../../src/types.js';

function def(path: string, name: string, signature: string, extra: Partial<RankedDefinition> = {}): RankedDefinition {
  return { path, name, qualifiedName: name, kind: 'function', startLine: 1, endLine: 2, signature, score: 1, ...extra };
}

describe('isPrivate', () => {
  it('Python: a leading underscore, except dunder methods; members of a private class', () => {
    expect(isPrivate(def('a.py', '_helper', 'def _helper():'))).toBe(true);
    expect(isPrivate(def('a.py', '__mangled', 'def __mangled(self):'))).toBe(true);
    expect(isPrivate(def('a.py', '__init__', 'def __init__(self):'))).toBe(false);
    expect(isPrivate(def('a.py', 'run', 'def run():'))).toBe(false);
    const hidden = def('a.py', '_Impl', 'class _Impl:', { kind: 'class' });
    expect(isPrivate(def('a.py', 'run', '    def run(self):', { kind: 'method', container: hidden }))).toBe(true);
  });

  it('TS/JS: private and # members only', () => {
    expect(isPrivate(def('a.ts', 'cache', '  private readonly cache: Map<string, number>', { kind: 'field' }))).toBe(true);
    expect(isPrivate(def('a.ts', 'load', '  static private load(): void', { kind: 'method' }))).toBe(true);
    expect(isPrivate(def('a.js', '#path', "  #path = '/'", { kind: 'field' }))).toBe(true);
    expect(isPrivate(def('a.ts', 'helper', 'function helper(): void'))).toBe(false);
    expect(isPrivate(def('a.tsx', 'render', '  protected render(): void', { kind: 'method' }))).toBe(false);
  });

  it('Java: the private modifier', () => {
    expect(isPrivate(def('A.java', 'id', '    private final long id', { kind: 'field' }))).toBe(true);
    expect(isPrivate(def('A.java', 'run', '    @Override private void run()', { kind: 'method' }))).toBe(true);
    expect(isPrivate(def('A.java', 'run', '    public void run()', { kind: 'method' }))).toBe(false);
  });

  it('Go: a lowercase (unexported) name', () => {
    expect(isPrivate(def('a.go', 'handle', 'func handle(w http.ResponseWriter)'))).toBe(true);
    expect(isPrivate(def('a.go', 'Handle', 'func (e *Engine) Handle(w http.ResponseWriter)', { kind: 'method' }))).toBe(false);
  });

  it('Rust: fields and top-level items without pub; methods stay public', () => {
    expect(isPrivate(def('a.rs', 'helper', 'fn helper()'))).toBe(true);
    expect(isPrivate(def('a.rs', 'Config', 'pub struct Config', { kind: 'struct' }))).toBe(false);
    const config = def('a.rs', 'Config', 'pub struct Config', { kind: 'struct' });
    expect(isPrivate(def('a.rs', 'mmap', '    mmap: bool', { kind: 'field', container: config }))).toBe(true);
    expect(isPrivate(def('a.rs', 'fmt', '    fn fmt(&self) -> Result', { kind: 'method' }))).toBe(false);
  });

  it('other languages: nothing is private', () => {
    expect(isPrivate(def('a.c', '_x', 'static int _x(void)'))).toBe(false);
  });
});
