// Preloaded into a repomap process (NODE_OPTIONS=--import=<this file>) by the watch tests: the
// system's limit on file watches cannot be lowered for one test, so fs.watch is made to fail
// as the kernel does when it is reached (ENOSPC) once REPOMAP_TEST_WATCH_LIMIT watches are placed.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const limit = Number(process.env.REPOMAP_TEST_WATCH_LIMIT ?? '0');
const realWatch = fs.watch;
let placed = 0;
fs.watch = function watch(...args) {
  if (placed >= limit) {
    throw Object.assign(new Error('ENOSPC: System limit for number of file watchers reached, watch'), { code: 'ENOSPC', errno: -28, syscall: 'watch' });
  }
  placed++;
  return realWatch.apply(this, args);
};
syncBuiltinESMExports();
