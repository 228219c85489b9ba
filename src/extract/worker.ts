import { parentPort } from 'node:worker_threads';
import { runJob, type ExtractJob, type JobOutcome } from './job.js';

// A worker thread: extracts batches of files and posts the outcomes back.
parentPort!.on('message', async (message: { batch: number; jobs: ExtractJob[] }) => {
  const outcomes: JobOutcome[] = [];
  for (const job of message.jobs) outcomes.push(await runJob(job));
  parentPort!.postMessage({ batch: message.batch, outcomes });
});
