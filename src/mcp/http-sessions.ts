// The live client sessions of the HTTP server, capped and expired. A session is
// busy while one of its requests is being answered (an open event stream
// counts) and idle otherwise. An idle session is closed after `idleMs`; when
// `max` sessions are live, a new one first closes the least recently used idle
// session, and is refused when every session is busy.
//
// Why close the least recently used idle session rather than refuse the new
// one: clients that stop without ending their session (the MCP SDK's own
// `Client.close()` sends no DELETE) would otherwise fill the cap and lock every
// new client out until they expire. A client whose session was closed gets 404
// on its next request, and the MCP specification tells it to start a new
// session then; a session in use is never closed.

/** Live sessions at most, by default. */
export const DEFAULT_MAX_SESSIONS = 100;
/** A session idle this long (ms) is closed, by default: 30 minutes. */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** The longest idle time that may be set (ms): a week. 0 means never. */
export const MAX_SESSION_IDLE_MS = 7 * 24 * 3_600_000;

/** What the pool needs of a session: closing it frees its transport and server. */
export interface PooledSession {
  close(): Promise<void>;
}

interface Entry<S extends PooledSession> {
  session: S;
  busy: number;
  lastUsed: number;
  timer: NodeJS.Timeout | null;
}

export class SessionPool<S extends PooledSession> {
  private readonly entries = new Map<string, Entry<S>>();
  /** Sessions being opened (an `initialize` under way): they count against the cap. */
  private opening = 0;
  private clock = 0;

  constructor(
    readonly max: number = DEFAULT_MAX_SESSIONS,
    readonly idleMs: number = DEFAULT_SESSION_IDLE_MS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: string): S | undefined {
    return this.entries.get(id)?.session;
  }

  /**
   * Make room for one more session: true when there is room (the least
   * recently used idle session closed if needed); false when every live
   * session is busy. On true, the caller must call `opened` or `abandoned`.
   */
  async reserve(): Promise<boolean> {
    while (this.entries.size + this.opening >= this.max) {
      const victim = this.leastRecentlyUsedIdle();
      if (!victim) return false;
      await this.close(victim);
    }
    this.opening += 1;
    return true;
  }

  /** A reserved session got its id: it is live, and idle until `use` says otherwise. */
  opened(id: string, session: S): void {
    this.opening -= 1;
    this.entries.set(id, { session, busy: 0, lastUsed: this.tick(), timer: null });
    this.arm(id);
  }

  /** A reserved session never got an id (its `initialize` failed). */
  abandoned(): void {
    this.opening -= 1;
  }

  /**
   * The session with this id is busy from now until the returned function is
   * called (once its response has closed); a no-op for an unknown id.
   */
  use(id: string): () => void {
    const entry = this.entries.get(id);
    if (!entry) return () => {};
    entry.busy += 1;
    entry.lastUsed = this.tick();
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      entry.busy -= 1;
      entry.lastUsed = this.tick();
      if (this.entries.get(id) === entry) this.arm(id);
    };
  }

  /** Forget a session that closed on its own (a DELETE, a transport error). */
  forget(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    this.entries.delete(id);
  }

  /** Close a session now (busy or not). */
  async close(id: string): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.forget(id);
    await entry.session.close();
  }

  async closeAll(): Promise<void> {
    for (const id of [...this.entries.keys()]) await this.close(id);
  }

  private arm(id: string): void {
    const entry = this.entries.get(id);
    if (!entry || entry.busy > 0 || this.idleMs <= 0) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = setTimeout(() => {
      entry.timer = null;
      if (entry.busy === 0 && this.entries.get(id) === entry) void this.close(id);
    }, this.idleMs);
    entry.timer.unref();
  }

  private leastRecentlyUsedIdle(): string | undefined {
    let found: string | undefined;
    let oldest = Infinity;
    for (const [id, entry] of this.entries) {
      if (entry.busy === 0 && entry.lastUsed < oldest) {
        oldest = entry.lastUsed;
        found = id;
      }
    }
    return found;
  }

  /** A counter, not the time: only the order of uses matters. */
  private tick(): number {
    this.clock += 1;
    return this.clock;
  }
}
