// The ranking's graph is made in columns, a file at a time (graph/build.ts `forwardEdges`,
// graph/incremental.ts `snapshotOfForward`). These tests hold it to the plain way of making it:
// every edge in one map keyed by (source, target), pruned at the end, and the graph put
// together by graphology, which is what the index kept before; the bytes must be the same.
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import {
  FORWARD_IMPORTED,
  FORWARD_IMPORT_ONLY,
  MAX_DEFINERS,
  MAX_OUT_EDGES,
  fileGraphOf,
  forEachReferenceEdge,
  forwardEdges,
  importIndex,
  type ForwardTable,
} from '../../src/graph/build.js';
import { encodeForward, snapshotOfForward } from '../../src/graph/incremental.js';
import { encodeSnapshot, snapshotOf } from '../../src/graph/snapshot.js';
import { nameSpecificity, type WeightOptions } from '../../src/graph/weights.js';
import { loadGraphData, type GraphData } from '../../src/store/read.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

/** The out-edges made the plain way: one map of every edge, insertion order, pruned per source at the end. */
function plainForwardEdges(data: GraphData, options: WeightOptions): ForwardTable {
  const n = data.paths.length;
  const edges = new Map<number, { weight: number; imported: boolean; importOnly: boolean }>();
  const add = (from: number, to: number, weight: number, imported: boolean, importOnly: boolean): void => {
    const edge = edges.get(from * n + to);
    if (edge) {
      edge.weight += weight;
      edge.imported ||= imported;
    } else edges.set(from * n + to, { weight, imported, importOnly });
  };
  forEachReferenceEdge(data, options, importIndex(data), (from, to, weight, imported) => add(from, to, weight, imported, false));
  if (!options.aider) for (let i = 0; i < data.importFrom.length; i++) add(data.importFrom[i]!, data.importTo[i]!, 1, true, true);
  const bySource = new Map<number, number[]>();
  for (const key of edges.keys()) {
    const from = Math.floor(key / n);
    bySource.set(from, [...(bySource.get(from) ?? []), key]);
  }
  for (const keys of bySource.values()) {
    keys.sort((a, b) => edges.get(b)!.weight - edges.get(a)!.weight || a - b);
    for (const key of keys.slice(MAX_OUT_EDGES)) edges.delete(key);
  }
  const table: ForwardTable = { n, from: new Int32Array(edges.size), to: new Int32Array(edges.size), weight: new Float64Array(edges.size), flags: new Uint8Array(edges.size) };
  let e = 0;
  for (const [key, edge] of edges) {
    table.from[e] = Math.floor(key / n);
    table.to[e] = key % n;
    table.weight[e] = edge.weight;
    table.flags[e++] = (edge.imported ? FORWARD_IMPORTED : 0) | (edge.importOnly ? FORWARD_IMPORT_ONLY : 0);
  }
  return table;
}

function expectSameAsPlain(data: GraphData, options: WeightOptions): ForwardTable {
  const forward = forwardEdges(data, options);
  expect(Buffer.compare(encodeForward(data.paths, forward), encodeForward(data.paths, plainForwardEdges(data, options)))).toBe(0);
  const graphology = snapshotOf(fileGraphOf(data.paths, forward, options));
  expect(Buffer.compare(encodeSnapshot(snapshotOfForward(data.paths, forward, options)), encodeSnapshot(graphology))).toBe(0);
  return forward;
}

/**
 * A repository of `n` files where file 0 references a name of each of 40 others (more than
 * MAX_OUT_EDGES, ties among them), imports some of them and a few files it never names, and
 * files with imports but no references sit before, between and after the referencing ones.
 */
function crowdedData(): GraphData {
  const n = 48;
  const paths = Array.from({ length: n }, (_, i) => `src/f${String(i).padStart(2, '0')}.ts`);
  const definers = new Map<string, number[]>();
  for (let i = 1; i <= 40; i++) definers.set(`name${i}`, [i]);
  definers.set('shared', [2, 3, 4]);
  const refs: [number, string, number][] = [];
  for (let i = 1; i <= 40; i++) refs.push([0, `name${i}`, 1 + (i % 3)]);
  refs.push([0, 'shared', 2], [5, 'name7', 1], [5, 'shared', 1], [9, 'name1', 4], [30, 'name2', 1]);
  const imports: [number, number, string][] = [
    [0, 7, 'name7'],
    [0, 41, ''],
    [0, 42, 'other'],
    [1, 5, ''],
    [3, 4, 'shared'],
    [5, 3, 'shared'],
    [12, 13, ''],
    [30, 44, ''],
    [45, 46, ''],
    [47, 0, ''],
  ];
  return {
    paths,
    definers,
    refFile: Int32Array.from(refs.map((ref) => ref[0])),
    refName: refs.map((ref) => ref[1]),
    refCount: Float64Array.from(refs.map((ref) => ref[2])),
    importFrom: Int32Array.from(imports.map((edge) => edge[0])),
    importTo: Int32Array.from(imports.map((edge) => edge[1])),
  };
}

describe('the graph made in columns', () => {
  it('keeps at most MAX_OUT_EDGES per file, the strongest, and is the plain build byte for byte', () => {
    const data = crowdedData();
    for (const aider of [false, true]) {
      const forward = expectSameAsPlain(data, { aider });
      const ofFirst = forward.from.filter((from) => from === 0).length;
      expect(ofFirst).toBe(MAX_OUT_EDGES);
    }
    // Files with imports alone still get their edges, after every reference edge.
    const forward = forwardEdges(data);
    const importOnly = [...forward.flags].map((flags, e) => (flags & FORWARD_IMPORT_ONLY ? `${forward.from[e]}>${forward.to[e]}` : null)).filter(Boolean);
    expect(importOnly).toEqual(expect.arrayContaining(['1>5', '12>13', '30>44', '45>46', '47>0']));
    expect(forward.flags.findIndex((flags) => (flags & FORWARD_IMPORT_ONLY) !== 0)).toBe(forward.from.length - importOnly.length);
  });

  it('gives the plain build on every fixture repository, for both weightings', async () => {
    for (const fixture of ['ts-billing', 'py-shop', 'rank-ts', 'rank-py', 'rank-go', 'rank-java', 'rank-c', 'rank-cs', 'rank-php', 'rank-ruby']) {
      const repo = Repository.open(copyFixture(fixture));
      await repo.update({ threads: 1, autoTune: false });
      const data = loadGraphData(repo.database);
      expect(data.refFile.length, fixture).toBeGreaterThan(0);
      for (const aider of [false, true]) expectSameAsPlain(data, { aider });
      repo.close();
    }
  });

  it('draws a too common name only to the definers the file imports, in path order, whatever the imports\' order', () => {
    // `common` is defined by files 1..40 (more than MAX_DEFINERS); file 0 imports two of them
    // (fewer imports than definers: found by search), file 41 imports ten (by a walk of the
    // definers), file 42 imports none of them, file 43 imports a definer twice and itself.
    const n = 44;
    const paths = Array.from({ length: n }, (_, i) => `src/f${String(i).padStart(2, '0')}.ts`);
    const common = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(common.length).toBeGreaterThan(MAX_DEFINERS);
    const imports: [number, number][] = [[0, 33], [0, 7], [0, 42]];
    for (const to of [40, 2, 4, 6, 8, 10, 12, 14, 16, 18]) imports.push([41, to]);
    imports.push([42, 0], [43, 39], [43, 39], [43, 43]);
    const refs: [number, string, number][] = [[0, 'common', 4], [41, 'common', 1], [42, 'common', 1], [43, 'common', 9]];
    const data: GraphData = {
      paths,
      definers: new Map([['common', [...common, 43]]]),
      refFile: Int32Array.from(refs.map((ref) => ref[0])),
      refName: refs.map((ref) => ref[1]),
      refCount: Float64Array.from(refs.map((ref) => ref[2])),
      importFrom: Int32Array.from(imports.map((edge) => edge[0])),
      importTo: Int32Array.from(imports.map((edge) => edge[1])),
    };
    const seen: string[] = [];
    forEachReferenceEdge(data, {}, importIndex(data), (from, to, weight, imported) => {
      expect(imported).toBe(true);
      expect(weight).toBe(nameSpecificity('common', 41, refs.find((ref) => ref[0] === from)![2], {}));
      seen.push(`${from}>${to}`);
    });
    expect(seen).toEqual(['0>7', '0>33', ...[2, 4, 6, 8, 10, 12, 14, 16, 18, 40].map((to) => `41>${to}`), '43>39']);
    // Aider's weighting reads no imports: a too common name draws nothing.
    forEachReferenceEdge(data, { aider: true }, importIndex(data), () => expect.unreachable());
    expectSameAsPlain(data, {});
  });

  it('refuses references out of path order rather than make a different graph', () => {
    const data = crowdedData();
    const refFile = Int32Array.from(data.refFile).reverse();
    expect(() => forwardEdges({ ...data, refFile })).toThrow(/path order/);
  });
});
