// The import graph of src/ keeps the pipeline's one direction (ARCHITECTURE.md): each layer
// imports only from layers below it, the library's door (src/index.ts) is for the shells and
// users alone, and there is no cycle.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from './helpers.js';

const SRC = join(PROJECT_ROOT, 'src');

/** Bottom first. A module may import its own layer and the layers before it. */
const LAYERS: readonly string[][] = [
  ['types.ts', 'shared'],
  ['scan'],
  ['extract'],
  ['store'],
  ['graph'],
  ['rank'],
  ['render'],
  ['repository.ts', 'repository'],
  ['core.ts'],
  ['pack'],
  ['bench'],
  ['index.ts'],
  ['cli', 'mcp'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path).split('\\').join('/')] : [];
  });
}

/** Relative imports of a module (static, dynamic and type-only), as paths under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(SRC, resolve(SRC, dirname(file), specifier)).split('\\').join('/').replace(/\.js$/, '.ts'));
}

function layerOf(file: string): number {
  const top = file.includes('/') ? file.slice(0, file.indexOf('/')) : file;
  const layer = LAYERS.findIndex((names) => names.includes(top));
  if (layer < 0) throw new Error(`src/${file} is in no layer: add its folder to LAYERS and ARCHITECTURE.md`);
  return layer;
}

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe('the import graph of src/', () => {
  it('resolves every relative import to a module of src/', () => {
    const missing = [...graph].flatMap(([file, imports]) => imports.filter((target) => !graph.has(target)).map((target) => `${file} -> ${target}`));
    expect(missing).toEqual([]);
  });

  it('has no import of the library door (src/index.ts) except from the shells', () => {
    const offenders = [...graph]
      .filter(([file, imports]) => imports.includes('index.ts') && !file.startsWith('cli/') && !file.startsWith('mcp/'))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
    expect(graph.get('index.ts')!.filter((target) => target.startsWith('bench/'))).toEqual([]);
  });

  it('keeps the shells on the library: cli/ and mcp/ import only the doors (src/index.ts, its lean part src/core.ts, src/bench/index.ts) and their own modules', () => {
    const doors = new Set(['index.ts', 'core.ts', 'bench/index.ts', 'mcp/server.ts']);
    const around = [...graph].flatMap(([file, imports]) => {
      const shell = file.startsWith('cli/') ? 'cli/' : file.startsWith('mcp/') ? 'mcp/' : null;
      if (shell === null) return [];
      return imports.filter((target) => !target.startsWith(shell) && !doors.has(target)).map((target) => `${file} -> ${target}`);
    });
    expect(around).toEqual([]);
  });

  it('imports only downwards: scan → extract → store → graph → rank → render, then pack, bench and the shells', () => {
    const upward = [...graph].flatMap(([file, imports]) =>
      imports.filter((target) => graph.has(target) && layerOf(target) > layerOf(file)).map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no cycle', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const target of graph.get(file) ?? []) if (graph.has(target)) visit(target, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of [...graph.keys()].sort()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
