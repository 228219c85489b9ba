// The hang detector's runner for test/regex-safety.test.ts, in a worker thread: for each job,
// one long input, run by each of its regexes (a global one to its last match), each run's
// time reported. A run over the limit is made again and the faster time counts: a machine
// busy for a moment is no hang. A run that never ends is for the main thread to stop
// (Worker.terminate interrupts a regex) and to start again after.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ jobs: { prefix: string; unit: string; size: number; breaker: string; regexes: { source: string; flags: string }[] }[]; from: [number, number]; limitMs: number }} */
const { jobs, from, limitMs } = workerData;

/** Milliseconds `regex` takes through `input` (to its last match when global). */
function time(regex, input) {
  const start = performance.now();
  if (regex.global) input.replace(regex, '');
  else regex.exec(input);
  return performance.now() - start;
}

for (let j = from[0]; j < jobs.length; j++) {
  const { prefix, unit, size, breaker, regexes } = jobs[j];
  const input = prefix + unit.repeat(Math.ceil(size / unit.length)).slice(0, size) + breaker;
  for (let r = j === from[0] ? from[1] : 0; r < regexes.length; r++) {
    const regex = new RegExp(regexes[r].source, regexes[r].flags);
    parentPort.postMessage({ kind: 'start', job: j, regex: r, at: performance.timeOrigin + performance.now() });
    let ms = time(regex, input);
    if (ms > limitMs) ms = Math.min(ms, time(regex, input));
    parentPort.postMessage({ kind: 'done', job: j, regex: r, ms });
  }
}
parentPort.postMessage({ kind: 'end' });
