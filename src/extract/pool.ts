import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { runJob, type ExtractJob, type JobOutcome } from './job.js';
import { initParser, parserRuntimeUsable } from './languages.js';
import { prepareWasmTiering } from './wasm-tiering.js';
import type { BatchReply, BatchRequest } from './worker.js';

/**
 * Below this many files, or this many bytes, a worker (its thread, runtime, grammars and queries:
 * 0.3–0.45 s of a core) costs more than it saves: bats-core's 52 Bash scripts, 69 KiB, took 1.5 s
 * of CPU on two workers and 0.7 s here (bench/README.md, "Speed per byte"). Extraction runs at
 * 1.2–3 MB a second on one thread, so below about 1 MiB the worker's half of the work is shorter
 * than its start, and the run is no sooner for it either (bench/history/2026-12-04d-coldfixed.md,
 * "The cuts, each measured alone").
 */
const MIN_FILES_FOR_THREADS = 48;
const MIN_BYTES_FOR_THREADS = 1024 * 1024;
const BATCH_SIZE = 16;
/** Batches in flight per worker: the second keeps it busy while the main thread writes. */
const IN_FLIGHT = 2;
/**
 * Files over this size are parsed on a worker thread even when the calling
 * thread extracts: tree-sitter's heap grows with the file (up to ~400 bytes
 * per byte for deeply nested brackets) and never shrinks, and a grammar that
 * aborts leaves its thread without a parser. A worker is replaced; the calling
 * thread's runtime is kept small and sound.
 */
export const CALLING_THREAD_MAX_BYTES = 256 * 1024;

export interface PoolOptions {
  /**
   * Threads that extract, the calling thread one of them (so N starts N − 1 workers); default:
   * one per core. 0 or 1 extracts on the calling thread alone, except files over
   * CALLING_THREAD_MAX_BYTES, which go to one worker.
   */
  threads?: number;
}

/**
 * Extract every job, in parallel on worker threads when there is enough work,
 * handing each outcome to `onOutcome` on the calling thread (where the SQLite
 * writes happen) as soon as it arrives. A file that kills its worker (or its
 * worker's parser) costs that file only: it ends as an `error` outcome and the
 * other files go on, on a fresh worker.
 */
export async function extractAll(
  jobs: readonly ExtractJob[],
  onOutcome: (outcome: JobOutcome) => void,
  options: PoolOptions = {},
): Promise<void> {
  // The runtime's module is compiled before wasm may be held to the baseline compiler, so that it
  // still tiers up: its parse, query compile and query walk are hot in every file, and it is
  // compiled once a process (bench/history/2026-12-04d-coldwalk2.md). A failed start is met again where a file is parsed.
  if (jobs.length) await initParser().catch(() => undefined);
  prepareWasmTiering(jobs);
  const requested = options.threads ?? availableParallelism();
  const threads = Math.min(requested, Math.ceil(jobs.length / BATCH_SIZE));
  const script = workerScript();
  if (script && threads > 1 && jobs.length >= MIN_FILES_FOR_THREADS && totalSize(jobs) >= MIN_BYTES_FOR_THREADS) {
    // The calling thread extracts too, beside one worker fewer: a worker's start (a thread, its
    // runtime, the grammars and queries) is a fixed cost the calling thread, waiting for outcomes,
    // need not pay again (bench/history/2026-12-04d-coldfixed.md, "The cuts"). The files go by language, the
    // language of most bytes first; the workers take batches from the front, the calling thread
    // files from the back, so that a language's query (up to 0.7 s of a core to compile: C++) is
    // compiled on one thread only, but where they meet.
    await runOnWorkers(script, batchesByLanguage(jobs, BATCH_SIZE), threads - 1, onOutcome, parserRuntimeUsable());
    return;
  }
  // Without a worker script (sources run unbuilt) everything stays here.
  const offloaded: ExtractJob[] = [];
  for (const job of jobs) {
    if (script && (!parserRuntimeUsable() || fileSize(job) > CALLING_THREAD_MAX_BYTES)) offloaded.push(job);
    else onOutcome(await runJob(job));
  }
  if (offloaded.length && script) {
    await runOnWorkers(script, inBatches(offloaded, 1), Math.max(1, Math.min(requested, offloaded.length)), onOutcome);
  }
}

interface Slot {
  worker: Worker;
  /** Batches sent and not answered, by id. */
  inFlight: Map<number, ExtractJob[]>;
  /** Takes no more batches; terminated once the ones in flight are answered. */
  retiring: boolean;
  /** Terminated or crashed: its events are ignored. */
  gone: boolean;
}

/**
 * Run batches on up to `threads` workers. A worker that asks to retire (its
 * parser aborted, or its heap grew large) is replaced once its batches are
 * answered, and the jobs it did not run go to the others. A worker that dies
 * takes no file with it but the one that killed it: its batches are run again
 * one file each, and a single file that kills a worker ends as an error.
 */
async function runOnWorkers(
  script: URL,
  pending: ExtractJob[][],
  threads: number,
  onOutcome: (outcome: JobOutcome) => void,
  here = false,
): Promise<void> {
  const slots = new Set<Slot>();
  let nextBatch = 0;
  /**
   * The batches the calling thread may take files from: only the first ones made, never a file
   * sent back by a worker that died or aborted on it, and never one over CALLING_THREAD_MAX_BYTES.
   */
  const fresh = new Set(here ? pending : []);
  let hereRunning = here;
  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const fail = (error: unknown): void => {
        if (!settled) reject(error);
        settled = true;
      };
      const deliver = (outcome: JobOutcome): boolean => {
        try {
          onOutcome(outcome);
          return true;
        } catch (error) {
          fail(error);
          return false;
        }
      };

      const feed = (slot: Slot): void => {
        while (!slot.retiring && !slot.gone && slot.inFlight.size < IN_FLIGHT && pending.length) {
          const jobs = pending.shift()!;
          const batch = nextBatch++;
          slot.inFlight.set(batch, jobs);
          slot.worker.postMessage({ batch, jobs } satisfies BatchRequest);
        }
      };
      /** Feed every worker, start new ones while there is work and room, and finish when all is done. */
      const pump = (): void => {
        if (settled) return;
        for (const slot of slots) feed(slot);
        let live = 0;
        for (const slot of slots) if (!slot.retiring) live++;
        for (; pending.length && live < threads; live++) spawn();
        if (!pending.length && !hereRunning && [...slots].every((slot) => slot.inFlight.size === 0)) {
          settled = true;
          resolve();
        }
      };
      const remove = (slot: Slot): void => {
        slot.gone = true;
        slots.delete(slot);
        void slot.worker.terminate();
      };
      const crashed = (slot: Slot, error: unknown): void => {
        if (slot.gone || settled) return;
        remove(slot);
        for (const jobs of slot.inFlight.values()) {
          if (jobs.length > 1) pending.unshift(...jobs.map((job) => [job]));
          else if (!deliver(crashOutcome(jobs[0]!, error))) return;
        }
        slot.inFlight.clear();
        pump();
      };
      const spawn = (): void => {
        const slot: Slot = { worker: new Worker(script), inFlight: new Map(), retiring: false, gone: false };
        slots.add(slot);
        slot.worker.on('message', (reply: BatchReply) => {
          if (slot.gone || settled) return;
          slot.inFlight.delete(reply.batch);
          for (const outcome of reply.outcomes) if (!deliver(outcome)) return;
          if (reply.unfinished.length) pending.unshift(reply.unfinished);
          if (reply.retire) slot.retiring = true;
          if (slot.retiring && slot.inFlight.size === 0) remove(slot);
          pump();
        });
        slot.worker.on('error', (error) => crashed(slot, error));
        slot.worker.on('exit', (code) => crashed(slot, new Error(`exited with code ${code}`)));
        feed(slot);
      };
      /** The calling thread's share: one file at a time, the event loop served between files so that workers are fed. */
      const runHere = async (): Promise<void> => {
        for (;;) {
          await new Promise((next) => setImmediate(next));
          if (settled || !parserRuntimeUsable()) break;
          const job = takeFresh(pending, fresh);
          if (!job) break;
          if (!deliver(await runJob(job))) break;
        }
        hereRunning = false;
        pump();
      };
      pump();
      if (here) runHere().catch(fail);
    });
  } finally {
    await Promise.all([...slots].map((slot) => slot.worker.terminate()));
  }
}

/** The last file of a fresh batch still waiting that the calling thread may extract, taken out of its batch. */
function takeFresh(pending: ExtractJob[][], fresh: Set<ExtractJob[]>): ExtractJob | null {
  for (let index = pending.length - 1; index >= 0; index--) {
    const batch = pending[index]!;
    if (!fresh.has(batch)) continue;
    let at = batch.length - 1;
    while (at >= 0 && fileSize(batch[at]!) > CALLING_THREAD_MAX_BYTES) at--;
    if (at < 0) continue;
    const [job] = batch.splice(at, 1);
    if (!batch.length) pending.splice(index, 1);
    return job!;
  }
  return null;
}

/**
 * The jobs in batches of one language each, the language of most bytes first (ties by name),
 * in their order within one.
 */
function batchesByLanguage(jobs: readonly ExtractJob[], size: number): ExtractJob[][] {
  const groups = new Map<string, { bytes: number; jobs: ExtractJob[] }>();
  for (const job of jobs) {
    let group = groups.get(job.language);
    if (!group) groups.set(job.language, (group = { bytes: 0, jobs: [] }));
    group.bytes += job.size;
    group.jobs.push(job);
  }
  const ordered = [...groups].sort(([a, x], [b, y]) => y.bytes - x.bytes || (a < b ? -1 : a > b ? 1 : 0));
  return ordered.flatMap(([, group]) => inBatches(group.jobs, size));
}

function inBatches(jobs: readonly ExtractJob[], size: number): ExtractJob[][] {
  const batches: ExtractJob[][] = [];
  for (let i = 0; i < jobs.length; i += size) batches.push(jobs.slice(i, i + size));
  return batches;
}

function fileSize(job: ExtractJob): number {
  return job.size;
}

function totalSize(jobs: readonly ExtractJob[]): number {
  let bytes = 0;
  for (const job of jobs) bytes += job.size;
  return bytes;
}

/** The file a worker died on, alone: recorded as failed (its hash unknown; failed files are always retried). */
function crashOutcome(job: ExtractJob, error: unknown): JobOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    path: job.path,
    kind: 'extracted',
    hash: '',
    size: 0,
    language: job.language,
    result: {
      status: 'error',
      error: `extraction failed: worker thread died: ${reason}`.slice(0, 300),
      lines: 0,
      definitions: [],
      references: [],
      imports: [],
    },
  };
}

/** The compiled worker; when running from TypeScript sources (tests) fall back to the build. */
function workerScript(): URL | null {
  const sibling = new URL('./worker.js', import.meta.url);
  if (existsSync(fileURLToPath(sibling))) return sibling;
  const built = new URL('../../dist/extract/worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : null;
}
