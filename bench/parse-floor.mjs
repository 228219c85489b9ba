#!/usr/bin/env node
// How fast can a cold index be with this parser? Parses every file of one language under
// ROOT with web-tree-sitter (the grammar repomap uses), in as many worker threads as there
// are cores, and nothing else: no query, no store, no graph. Its time is a floor for
// `repomap index` on that tree, to set beside `ctags -R` (issue 14, part 1).
//
//   node bench/parse-floor.mjs ROOT EXTENSION GRAMMAR [--workers N] [--baseline] [--query FILE]
//   node bench/parse-floor.mjs /tmp/sympy-tree .py tree-sitter-python.wasm
//
// --baseline keeps V8 on its baseline wasm compiler (as repomap does for small runs).
// --query FILE also runs that query's matches over each tree (timed apart), as repomap's
// extraction does, to see what the query walk adds to the parse.
import { readdirSync, readFileSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

const require = createRequire(import.meta.url);

if (isMainThread) {
  const [root, extension, grammar, ...rest] = process.argv.slice(2);
  if (!root || !extension || !grammar) {
    console.error('usage: parse-floor.mjs ROOT EXTENSION GRAMMAR [--workers N] [--baseline] [--query FILE]');
    process.exit(2);
  }
  const workersAt = rest.indexOf('--workers');
  const workers = workersAt >= 0 ? Number(rest[workersAt + 1]) : availableParallelism();
  if (rest.includes('--baseline')) setFlagsFromString('--liftoff-only');
  const queryAt = rest.indexOf('--query');
  const query = queryAt >= 0 ? readFileSync(rest[queryAt + 1], 'utf8') : null;
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === '.git' || name === 'node_modules') continue;
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile() && name.endsWith(extension)) files.push(path);
    }
  };
  const started = performance.now();
  walk(root);
  const shares = Array.from({ length: workers }, (_, index) => files.filter((_, file) => file % workers === index));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((done, fail) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { files: share, grammar, query } });
          worker.once('message', done);
          worker.once('error', fail);
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const bytes = results.reduce((sum, result) => sum + result.bytes, 0);
  const parseSeconds = results.map((result) => (result.parseMs / 1000).toFixed(2));
  const querySeconds = results.map((result) => (result.queryMs / 1000).toFixed(2));
  console.log(
    JSON.stringify({ root, files: files.length, bytes, workers, seconds: Number(seconds.toFixed(2)), parseSecondsPerWorker: parseSeconds, querySecondsPerWorker: querySeconds, matches: results.reduce((sum, r) => sum + r.matches, 0), nodes: results.reduce((sum, r) => sum + r.nodes, 0) }),
  );
} else {
  const { Parser, Language, Query } = require('web-tree-sitter');
  await Parser.init();
  const language = await Language.load(require.resolve(`tree-sitter-wasms/out/${workerData.grammar}`));
  const parser = new Parser();
  parser.setLanguage(language);
  const query = workerData.query ? new Query(language, workerData.query) : null;
  let queryMs = 0;
  let matches = 0;
  let bytes = 0;
  let parseMs = 0;
  let nodes = 0;
  for (const path of workerData.files) {
    const text = readFileSync(path, 'utf8');
    bytes += Buffer.byteLength(text);
    const start = performance.now();
    const tree = parser.parse(text);
    parseMs += performance.now() - start;
    nodes += tree.rootNode.descendantCount;
    if (query) {
      const started = performance.now();
      matches += query.matches(tree.rootNode).length;
      queryMs += performance.now() - started;
    }
    tree.delete();
  }
  parentPort.postMessage({ bytes, parseMs, queryMs, matches, nodes });
}
