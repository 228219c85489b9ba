import { getMeta, type Db } from './db.js';

/** The index generation: bumped by every index run that changed what the graph is built from. */
export function indexGeneration(db: Db): number {
  return Number(getMeta(db, 'generation') ?? '0');
}

/** Where a weighting variant's out-edges table is kept (graph/incremental.ts), beside its snapshot. */
export function forwardBlobKey(variant: string): string {
  return `${variant}:forward`;
}

/** The stored graph of a weighting variant, with the generation it was built from. */
export function readGraphBlob(db: Db, variant: string): { generation: number; data: Buffer } | null {
  const row = db.prepare('SELECT generation, data FROM graph_cache WHERE variant = ?').get(variant) as
    | { generation: number; data: Buffer }
    | undefined;
  return row ?? null;
}

export function writeGraphBlob(db: Db, variant: string, generation: number, data: Buffer): void {
  db.prepare(
    `INSERT INTO graph_cache(variant, generation, data) VALUES (?, ?, ?)
     ON CONFLICT(variant) DO UPDATE SET generation = excluded.generation, data = excluded.data`,
  ).run(variant, generation, data);
}
