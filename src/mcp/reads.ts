// Read tracking for one MCP session: what source the client has been given
// (path, line range, content hash, and the lines themselves), so that
// - reading unchanged content again costs one line (a reference to the earlier
//   read) instead of the whole text, unless the client forces it;
// - content that changed since it was returned comes back in full, marked as
//   superseding the earlier read;
// - `stale()` lists earlier reads whose content has changed on disk since.
//
// A read is identified by a key: `range:<path>:<start>-<end>` for a line range
// (as requested, before clamping to the file), `symbol:<path>#<qualified name>`
// for a definition (so a definition that moved but did not change is still
// "the same read"). A read whose lines lie inside an earlier read with the same
// content there is also answered by reference. A full read drops the earlier
// reads of the same file whose lines it covers: it supersedes them.

export interface ReadSymbol {
  qualifiedName: string;
  kind: string;
}

export interface ReadRecord {
  /** 1, 2, … in the order reads were returned in full. */
  id: number;
  key: string;
  path: string;
  startLine: number;
  endLine: number;
  /** Content hash of the returned text. */
  hash: string;
  /** The returned lines, to compare sub-ranges and to find staleness. */
  lines: string[];
  symbol: ReadSymbol | null;
}

export interface ReadRequest {
  key: string;
  path: string;
  startLine: number;
  endLine: number;
  text: string;
  hash: string;
  symbol: ReadSymbol | null;
}

export type ReadDecision =
  /** First read of this content: return it in full. */
  | { kind: 'new'; record: ReadRecord }
  /** The same content was returned before: return a reference to `earlier`. */
  | { kind: 'unchanged'; earlier: ReadRecord }
  /**
   * The content changed since `earlier` returned it (an earlier read of the same
   * key, or one that overlaps it): return it in full, superseding `earlier`.
   */
  | { kind: 'changed'; record: ReadRecord; earlier: ReadRecord }
  /** The client forced a full read of content it already had. */
  | { kind: 'forced'; record: ReadRecord; earlier: ReadRecord | null };

export interface StaleRead {
  read: ReadRecord;
  /** `changed`: different content now; `deleted`: the file is gone; `removed`: the definition is gone. */
  status: 'changed' | 'deleted' | 'removed';
  /** Where the definition is now (symbol reads that moved or changed). */
  now: { startLine: number; endLine: number } | null;
}

/** Current content of a read's key, for staleness: null text when the file or definition is gone. */
export type CurrentContent = (read: ReadRecord) => { status: 'ok'; startLine: number; endLine: number; text: string } | { status: 'deleted' | 'removed' };

export class ReadTracker {
  /** The latest full read of each key; superseded and covered reads are dropped. */
  private readonly byKey = new Map<string, ReadRecord>();
  private nextId = 1;

  /** Decide how to answer a read of `request`'s content, and remember it when it is returned in full. */
  observe(request: ReadRequest, force = false): ReadDecision {
    const previous = this.byKey.get(request.key) ?? null;
    if (!force) {
      if (previous && previous.hash === request.hash) return { kind: 'unchanged', earlier: previous };
      const covering = this.covering(request);
      if (covering) return { kind: 'unchanged', earlier: covering };
    }
    const record: ReadRecord = {
      id: this.nextId++,
      key: request.key,
      path: request.path,
      startLine: request.startLine,
      endLine: request.endLine,
      hash: request.hash,
      lines: request.text === '' ? [] : request.text.split('\n'),
      symbol: request.symbol,
    };
    this.byKey.set(request.key, record);
    let decision: ReadDecision;
    if (force) decision = { kind: 'forced', record, earlier: previous };
    else if (previous) decision = { kind: 'changed', record, earlier: previous };
    else {
      const overlapping = this.changedOverlap(record);
      decision = overlapping ? { kind: 'changed', record, earlier: overlapping } : { kind: 'new', record };
    }
    // Earlier reads of lines this one covers are superseded by it: the client has their current content now.
    for (const [key, read] of this.byKey) {
      if (read !== record && read.path === record.path && read.startLine >= record.startLine && read.endLine <= record.endLine) {
        this.byKey.delete(key);
      }
    }
    return decision;
  }

  /** Every read still on record (the latest of each key), oldest first. */
  reads(): ReadRecord[] {
    return [...this.byKey.values()].sort((a, b) => a.id - b.id);
  }

  /** Reads whose content differs now from what was returned. */
  stale(current: CurrentContent): StaleRead[] {
    const out: StaleRead[] = [];
    for (const read of this.reads()) {
      const now = current(read);
      if (now.status !== 'ok') {
        out.push({ read, status: now.status, now: null });
        continue;
      }
      if (now.text !== read.lines.join('\n')) {
        out.push({ read, status: 'changed', now: read.symbol ? { startLine: now.startLine, endLine: now.endLine } : null });
      }
    }
    return out;
  }

  /**
   * The latest other read of the same file that overlaps `record` and held
   * different content on the shared lines: `record` supersedes it there.
   */
  private changedOverlap(record: ReadRecord): ReadRecord | null {
    let found: ReadRecord | null = null;
    for (const read of this.byKey.values()) {
      if (read === record || read.path !== record.path) continue;
      const start = Math.max(read.startLine, record.startLine);
      const end = Math.min(read.endLine, record.endLine);
      if (start > end) continue;
      const before = read.lines.slice(start - read.startLine, end - read.startLine + 1).join('\n');
      const now = record.lines.slice(start - record.startLine, end - record.startLine + 1).join('\n');
      if (before !== now && (!found || read.id > found.id)) found = read;
    }
    return found;
  }

  /** An earlier read of the same file whose lines include the request's, with the same content there. */
  private covering(request: ReadRequest): ReadRecord | null {
    for (const read of this.reads()) {
      if (read.path !== request.path || read.startLine > request.startLine || read.endLine < request.endLine) continue;
      const slice = read.lines.slice(request.startLine - read.startLine, request.endLine - read.startLine + 1).join('\n');
      if (slice === request.text) return read;
    }
    return null;
  }
}

/** `src/x.ts:28-31` */
export function describeRange(read: Pick<ReadRecord, 'path' | 'startLine' | 'endLine'>): string {
  return `${read.path}:${read.startLine}-${read.endLine}`;
}
