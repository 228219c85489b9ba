// The git history a Repository's rankings read: HEAD as the last update found it, the change
// log at HEAD (kept in the index by commit) and its co-change history, each made again only
// when HEAD moved.
import { changeLogOf, historyOf, readChangeLog, readHead, type ChangeHistory, type ChangeLog } from '../shared/history.js';
import type { Db } from '../store/db.js';
import { loadCachedLog, saveCachedLog } from '../store/history-cache.js';

export class RepositoryHistory {
  /** HEAD as the last update found it; undefined before any update (then git is asked). */
  private headAtUpdate: string | null | undefined;
  private logAt: { head: string | null; log: ChangeLog | null } | undefined;
  private history: { log: ChangeLog | null; history: ChangeHistory | null } | undefined;

  constructor(
    private readonly root: string,
    private readonly db: () => Db,
  ) {}

  /** Note HEAD now: rankings until the next update read the history there (one git process, not one per ranking). */
  noteHead(): void {
    this.headAtUpdate = readHead(this.root);
  }

  head(): string | null {
    return this.headAtUpdate !== undefined ? this.headAtUpdate : readHead(this.root);
  }

  /** The git change log at HEAD: kept in the index by commit, read again only when HEAD moved. */
  changeLog(): ChangeLog | null {
    const head = this.head();
    if (this.logAt?.head === head) return this.logAt.log;
    let log = head ? loadCachedLog(this.db(), head) : null;
    if (!log) {
      const changes = head ? readChangeLog(this.root) : null;
      if (head && changes) saveCachedLog(this.db(), head, changes);
      log = changes ? changeLogOf(changes) : null;
    }
    this.logAt = { head, log };
    return log;
  }

  /** The co-change history of the change log at HEAD. */
  changeHistory(): ChangeHistory | null {
    const log = this.changeLog();
    if (this.history?.log !== log) this.history = { log, history: historyOf(log) };
    return this.history.history;
  }
}
