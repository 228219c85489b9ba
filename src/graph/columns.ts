// The binary layout of the graph blobs the index keeps (the snapshot, the out-edges table): a
// 32-bit header length in an 8-byte prefix, a JSON header, then typed arrays, each padded to
// 8 bytes so that every one can be viewed in place once the blob is copied to fresh memory.

export type Column = Float64Array | Int32Array | Uint8Array;
export type ColumnType = 'f64' | 'i32' | 'u8';

/**
 * The rules the graph is made by (graph/build.ts); a blob made under other rules (an index
 * written by another version) is not read, and the graph is made again. 2: standard-library
 * names are evidence only for definers a file imports or shares a package with.
 */
export const GRAPH_RULES = 2;

const BYTES: Record<ColumnType, number> = { f64: 8, i32: 4, u8: 1 };
const padding = (length: number): number => (8 - (length % 8)) % 8;

export function encodeColumns(header: object, columns: readonly Column[]): Buffer {
  const json = Buffer.from(JSON.stringify({ ...header, rules: GRAPH_RULES }));
  // Written in place into one zeroed buffer: a list of parts joined at the end would hold the
  // columns twice (about 150 MB at 100k files).
  let length = 8 + json.length + padding(json.length);
  for (const column of columns) length += column.byteLength + padding(column.byteLength);
  const blob = Buffer.alloc(length);
  blob.writeUInt32LE(json.length, 0);
  json.copy(blob, 8);
  let offset = 8 + json.length + padding(json.length);
  for (const column of columns) {
    blob.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), offset);
    offset += column.byteLength + padding(column.byteLength);
  }
  return blob;
}

/**
 * The header and the columns `shape` says the header describes, or an Error when the blob
 * does not hold exactly those (a damaged or foreign cache entry).
 */
export function decodeColumns<Header>(data: Buffer, shape: (header: Header) => [ColumnType, number][]): { header: Header; columns: Column[] } {
  const damaged = (): Error => new Error('a damaged graph cache entry');
  if (data.length < 8) throw damaged();
  const bytes = new Uint8Array(data.byteLength);
  bytes.set(data);
  const headerLength = new DataView(bytes.buffer).getUint32(0, true);
  if (8 + headerLength > bytes.length) throw damaged();
  const header = JSON.parse(Buffer.from(bytes.buffer, 8, headerLength).toString('utf8')) as Header & { rules?: unknown };
  if (header.rules !== GRAPH_RULES) throw damaged();
  const specs = shape(header);
  let offset = 8 + headerLength + padding(headerLength);
  const columns: Column[] = [];
  for (const [type, length] of specs) {
    if (!Number.isInteger(length) || length < 0 || offset + length * BYTES[type] > bytes.length) throw damaged();
    columns.push(type === 'f64' ? new Float64Array(bytes.buffer, offset, length) : type === 'i32' ? new Int32Array(bytes.buffer, offset, length) : new Uint8Array(bytes.buffer, offset, length));
    offset += length * BYTES[type];
    offset += padding(length * BYTES[type]);
  }
  if (offset !== bytes.length) throw damaged();
  return { header, columns };
}
