// A case's co-change history: the first-parent history of its repository (bench/git.ts), read
// once per group at HEAD and cut where the case's change happened, or read at the case's own
// revision when HEAD's history does not hold it.
import type { ResolvedCase } from './cases.js';
import { firstParentHistory, resolveCommit, type GitLocation } from './git.js';
import { CoChangeIndex } from './history.js';

/** Co-change histories of a group's repository, and where each case's history stops. */
export class HistoryProvider {
  private byRev = new Map<string, CoChangeIndex>();
  private head: CoChangeIndex | null | undefined;

  constructor(
    private readonly git: GitLocation | null,
    private readonly shared?: Map<string, CoChangeIndex>,
  ) {}

  forCase(c: ResolvedCase): { index: CoChangeIndex | null; before: number } {
    if (!this.git) return { index: null, before: 0 };
    const head = this.headIndex();
    if (!head) return { index: null, before: 0 };
    if (c.commit) {
      const position = head.positionOf(c.commit) ?? (this.commitId(c.commit) ? head.positionOf(this.commitId(c.commit)!) : undefined);
      if (position !== undefined) return { index: head, before: position };
      const own = this.indexFor(c.commit);
      return own ? { index: own, before: own.length - 1 } : { index: null, before: 0 };
    }
    if (c.rev) {
      const commit = this.commitId(c.rev);
      const position = commit ? head.positionOf(commit) : undefined;
      if (position !== undefined) return { index: head, before: position + 1 };
      const own = this.indexFor(c.rev);
      return own ? { index: own, before: own.length } : { index: null, before: 0 };
    }
    return { index: head, before: head.length };
  }

  private commitId(rev: string): string | null {
    return resolveCommit(this.git!.gitDir, rev);
  }

  private headIndex(): CoChangeIndex | null {
    if (this.head !== undefined) return this.head;
    const shared = this.shared?.get(this.git!.gitDir);
    if (shared) return (this.head = shared);
    return (this.head = this.indexFor('HEAD'));
  }

  private indexFor(rev: string): CoChangeIndex | null {
    const commit = this.commitId(rev);
    if (!commit) return null;
    let index = this.byRev.get(commit);
    if (!index) {
      index = new CoChangeIndex(firstParentHistory(this.git!.gitDir, commit), this.git!.prefix);
      this.byRev.set(commit, index);
    }
    return index;
  }
}
