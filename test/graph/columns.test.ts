import { describe, expect, it } from 'vitest';
import { decodeColumns, encodeColumns, GRAPH_RULES } from '../../src/graph/columns.js';
import { decodeSnapshot, encodeSnapshot, type GraphSnapshot } from '../../src/graph/snapshot.js';

const snapshot: GraphSnapshot = {
  paths: ['a.ts', 'b.ts', 'c.ts'],
  inStart: Int32Array.from([0, 1, 2, 2]),
  inSource: Int32Array.from([1, 0]),
  inWeight: Float64Array.from([0.5, 1.25]),
  inFlags: Uint8Array.from([2, 1]),
  outWeight: Float64Array.from([1.25, 0.5, 0]),
};

describe('the graph blobs', () => {
  it('read back what was written', () => {
    expect(decodeSnapshot(encodeSnapshot(snapshot))).toEqual(snapshot);
  });

  it('keep their layout byte for byte, a column that is a view into a larger array included', () => {
    // Written by the encoder before it wrote in place: indexes written then are read as they were.
    const written =
      'NAAAAAAAAAB7InBhdGhzIjpbImEudHMiLCJiLnRzIiwiYy50cyJdLCJlZGdlcyI6MiwicnVsZXMiOjJ9AAAAAAAAAAAAAOA/AAAAAAAA9D8AAAAAAAD0PwAAAAAAAOA/' +
      'AAAAAAAAAAAAAAAAAQAAAAIAAAACAAAAAQAAAAAAAAACAQAAAAAAAA==';
    const inWeight = Float64Array.from([9, 0.5, 1.25]).subarray(1);
    expect(encodeSnapshot({ ...snapshot, inWeight }).toString('base64')).toBe(written);
  });

  it('refuse a blob that does not hold exactly what its header says', () => {
    const data = encodeSnapshot(snapshot);
    expect(() => decodeSnapshot(data.subarray(0, data.length - 8))).toThrow(/damaged/);
    expect(() => decodeSnapshot(Buffer.concat([data, Buffer.alloc(8)]))).toThrow(/damaged/);
    expect(() => decodeSnapshot(Buffer.alloc(3))).toThrow(/damaged/);
    const lying = encodeColumns({ paths: snapshot.paths, edges: 1000 }, [snapshot.inWeight]);
    expect(() => decodeSnapshot(lying)).toThrow(/damaged/);
    expect(() => decodeColumns(encodeColumns({ n: -1 }, []), ({ n }: { n: number }) => [['u8', n]])).toThrow(/damaged/);
  });

  it('refuse a blob made under other graph rules (an index written by an earlier version)', () => {
    const data = encodeSnapshot(snapshot);
    const headerLength = data.readUInt32LE(0);
    const header = JSON.parse(data.subarray(8, 8 + headerLength).toString('utf8')) as Record<string, unknown>;
    expect(header.rules).toBe(GRAPH_RULES);
    const older = Buffer.from(data);
    older.write(JSON.stringify({ ...header, rules: GRAPH_RULES - 1 }).padEnd(headerLength), 8, 'utf8');
    expect(() => decodeSnapshot(older)).toThrow(/damaged/);
  });
});
