// Seed resolution's look-ups in the store: the indexed files that define a name, or a member
// inside a named container. Each returns local file indexes (the ranking's), in path order.
import type { Db } from './db.js';

/** Seed resolution's view of the store: which indexed files define a name. */
export function definerLookup(db: Db, indexOf: ReadonlyMap<string, number>): (name: string) => number[] {
  const statement = db.prepare('SELECT DISTINCT f.path FROM defs d JOIN files f ON f.id = d.file_id WHERE d.name = ? ORDER BY f.path').pluck();
  return (name) => {
    const out: number[] = [];
    for (const path of statement.all(name) as string[]) {
      const index = indexOf.get(path);
      if (index !== undefined) out.push(index);
    }
    return out;
  };
}

/**
 * Seed resolution's view of the store's containers: which indexed files define `member` inside
 * `container` (a qualified name `container.member`, or one ending in `.container.member`).
 */
export function memberLookup(db: Db, indexOf: ReadonlyMap<string, number>): (container: string, member: string) => number[] {
  const statement = db
    .prepare(
      'SELECT DISTINCT f.path FROM defs d JOIN files f ON f.id = d.file_id WHERE d.name = ? AND (d.qualified_name = ? OR substr(d.qualified_name, -length(?)) = ?) ORDER BY f.path',
    )
    .pluck();
  return (container, member) => {
    const qualified = `${container}.${member}`;
    const tail = `.${qualified}`;
    const out: number[] = [];
    for (const path of statement.all(member, qualified, tail, tail) as string[]) {
      const index = indexOf.get(path);
      if (index !== undefined) out.push(index);
    }
    return out;
  };
}
