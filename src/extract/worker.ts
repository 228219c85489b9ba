import { parentPort } from 'node:worker_threads';
import { runJob, type ExtractJob, type JobOutcome } from './job.js';
import { parserHeapBytes, parserRuntimeUsable } from './languages.js';

/** Past this much tree-sitter heap (it never shrinks) a worker asks to be replaced, giving the memory back. */
const RETIRE_HEAP_BYTES = 256 * 1024 * 1024;

export interface BatchRequest {
  batch: number;
  jobs: ExtractJob[];
}

export interface BatchReply {
  batch: number;
  outcomes: JobOutcome[];
  /** Jobs not run: this thread's tree-sitter runtime aborted on an earlier one. */
  unfinished: ExtractJob[];
  /** Replace this worker: its runtime aborted, or its heap grew past RETIRE_HEAP_BYTES. */
  retire: boolean;
}

// A worker thread: extracts batches of files, one batch after the other (so that no job of
// the next batch is half-way through when one aborts the runtime), and posts the outcomes back.
let queue: Promise<void> = Promise.resolve();
parentPort!.on('message', (message: BatchRequest) => {
  queue = queue.then(() => runBatch(message));
});

async function runBatch(message: BatchRequest): Promise<void> {
  const outcomes: JobOutcome[] = [];
  let next = 0;
  while (next < message.jobs.length && parserRuntimeUsable()) outcomes.push(await runJob(message.jobs[next++]!));
  const reply: BatchReply = {
    batch: message.batch,
    outcomes,
    unfinished: message.jobs.slice(next),
    retire: !parserRuntimeUsable() || parserHeapBytes() > RETIRE_HEAP_BYTES,
  };
  parentPort!.postMessage(reply);
}
