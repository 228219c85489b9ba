import { decodeSnapshot, encodeSnapshot, type GraphSnapshot } from '../graph/snapshot.js';
import { getMeta, type Db } from './db.js';

/** The index generation: bumped by every index run that changed what the graph is built from. */
export function indexGeneration(db: Db): number {
  return Number(getMeta(db, 'generation') ?? '0');
}

/** The cached graph of this variant, if it was built from the current generation. */
export function loadCachedGraph(db: Db, variant: string): GraphSnapshot | null {
  const row = db.prepare('SELECT generation, data FROM graph_cache WHERE variant = ?').get(variant) as
    | { generation: number; data: Buffer }
    | undefined;
  if (!row || row.generation !== indexGeneration(db)) return null;
  try {
    return decodeSnapshot(row.data);
  } catch {
    return null; // a damaged cache entry is rebuilt
  }
}

export function saveCachedGraph(db: Db, variant: string, snapshot: GraphSnapshot): void {
  db.prepare(
    `INSERT INTO graph_cache(variant, generation, data) VALUES (?, ?, ?)
     ON CONFLICT(variant) DO UPDATE SET generation = excluded.generation, data = excluded.data`,
  ).run(variant, indexGeneration(db), encodeSnapshot(snapshot));
}
