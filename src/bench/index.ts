// The ranking benchmark's own door (`import … from 'repomap/bench'`): run cases,
// make cases from a repository's history, compare rankers, and render maps from
// a file order made elsewhere. Built on the library (repository.ts), never on
// its door (src/index.ts), so the two entries do not depend on each other.
export { mapFromRanking, type FileOrderMapOptions } from './map.js';
export { runBench, type BenchReport, type RunOptions as BenchOptions } from './runner.js';
export { loadCases, type BenchCase } from './cases.js';
export { cochangeCases } from './cochange.js';
export { RANKERS, selectRankers, type Ranker, type RankContext } from './rankers/index.js';

// ---- For the CLI's bench command ----
export { CaseError, type ResolvedCase } from './cases.js';
export { compareReports, loadReport } from './compare.js';
export { DEFAULT_BUDGETS } from './metrics.js';
export { jsonReport, markdownReport, terminalTable } from './report.js';
export { BenchError } from './runner.js';
export { DEFAULT_CACHE_DIR } from './workspace.js';
export type { CoChangeIndex } from './history.js';
export { fitReport, selfTuningReport } from './fit-report.js';
export { readSignalRecords, signalRecord, type SignalRecord } from './signals.js';
