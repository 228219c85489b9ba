// What a Repository is busy with, told to whoever shows progress: the CLI's line on a
// terminal, an MCP client's progress notifications.

/**
 * The phases of bringing an index up to date and answering on it: listing the files, parsing
 * them, writing what the parse found (import edges, name counts), fitting the ranking to the
 * git history, ranking (and fitting a map to its budget), building the ranking's graph.
 */
export type WorkPhase = 'scan' | 'parse' | 'store' | 'tune' | 'rank' | 'graph';

export interface WorkProgress {
  phase: WorkPhase;
  /** Files parsed so far, and of how many (the parse only). */
  done?: number;
  total?: number;
}

/** Told when a phase starts or advances, and with null when the work is over. */
export type ProgressListener = (progress: WorkProgress | null) => void;

const DOING: Record<WorkPhase, string> = {
  scan: 'listing files',
  parse: 'parsing files',
  store: 'writing the index',
  tune: 'fitting the ranking to the git history',
  rank: 'ranking files',
  graph: 'building the graph',
};

/** One line saying what is being done: `parsing 1200/9593 files`. */
export function describeProgress(progress: WorkProgress): string {
  if (progress.phase === 'parse' && progress.total !== undefined) return `parsing ${progress.done ?? 0}/${progress.total} files`;
  return DOING[progress.phase];
}

/**
 * Tells listeners the phases of nested work: each `during` call reports its phase when it starts
 * and, when it ends, the phase it ran inside of (or null). Inside another phase only a graph
 * build is told: a tuning ranks hundreds of times.
 */
export class WorkReporter {
  private readonly listeners = new Set<ProgressListener>();
  /** The phases under way, innermost last, and whether each was told. */
  private readonly phases: { phase: WorkPhase; told: boolean }[] = [];

  /** Listen until the returned function is called. */
  listen(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  report(progress: WorkProgress | null): void {
    for (const listener of this.listeners) listener(progress);
  }

  during<T>(phase: WorkPhase, work: () => T): T {
    const told = this.phases.length === 0 || phase === 'graph';
    this.phases.push({ phase, told });
    if (told) this.report({ phase });
    try {
      return work();
    } finally {
      this.phases.pop();
      let outer: WorkPhase | null = null;
      for (let index = this.phases.length - 1; index >= 0 && outer === null; index--) if (this.phases[index]!.told) outer = this.phases[index]!.phase;
      if (told) this.report(outer ? { phase: outer } : null);
    }
  }
}
