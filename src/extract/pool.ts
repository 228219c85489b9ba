import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runJob, type ExtractJob, type JobOutcome } from './job.js';

/** Below this many files, starting threads (each loads the grammars) costs more than it saves. */
const MIN_FILES_FOR_THREADS = 48;
const BATCH_SIZE = 16;

export interface PoolOptions {
  /** Worker threads; default: one per core. 0 or 1 extracts on the calling thread. */
  threads?: number;
}

/**
 * Extract every job, in parallel on worker threads when there is enough work,
 * handing each outcome to `onOutcome` on the calling thread (where the SQLite
 * writes happen) as soon as it arrives.
 */
export async function extractAll(
  jobs: readonly ExtractJob[],
  onOutcome: (outcome: JobOutcome) => void,
  options: PoolOptions = {},
): Promise<void> {
  const threads = Math.min(options.threads ?? availableParallelism(), Math.ceil(jobs.length / BATCH_SIZE));
  const script = workerScript();
  if (threads <= 1 || jobs.length < MIN_FILES_FOR_THREADS || !script) {
    for (const job of jobs) onOutcome(await runJob(job));
    return;
  }

  const batches: ExtractJob[][] = [];
  for (let i = 0; i < jobs.length; i += BATCH_SIZE) batches.push(jobs.slice(i, i + BATCH_SIZE));
  let next = 0;
  const workers: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let active = 0;
      const feed = (worker: Worker): boolean => {
        if (next >= batches.length) return false;
        const batch = next++;
        worker.postMessage({ batch, jobs: batches[batch] });
        return true;
      };
      for (let t = 0; t < threads; t++) {
        const worker = new Worker(script);
        workers.push(worker);
        worker.on('error', reject);
        worker.on('message', (message: { outcomes: JobOutcome[] }) => {
          try {
            for (const outcome of message.outcomes) onOutcome(outcome);
          } catch (error) {
            reject(error);
            return;
          }
          if (!feed(worker)) {
            active--;
            if (active === 0) resolve();
          }
        });
        // Two batches in flight per worker keep it busy while the main thread writes.
        if (feed(worker)) active++;
        if (feed(worker)) active++;
      }
      if (active === 0) resolve();
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/** The compiled worker; when running from TypeScript sources (tests) fall back to the build. */
function workerScript(): URL | null {
  const sibling = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(sibling))) return sibling;
  const built = new URL('../../dist/extract/worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : null;
}
