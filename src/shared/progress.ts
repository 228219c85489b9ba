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
