#!/usr/bin/env node
// How fast can a cold index be with this parser? Parses every file of one language under
// ROOT with repomap's own grammar and parser set-up (extract/languages.ts), in as many
// worker threads as there are cores, and nothing else: no store, no graph. Its time is a
// floor for `repomap index` on that tree, to set beside `ctags -R` (issue 14, part 1).
//
//   npm run build && node bench/parse-floor.mjs ROOT LANGUAGE [--workers N] [--baseline | --per-grammar] [--query]
//   node bench/parse-floor.mjs /tmp/sympy-tree/sympy python --query
//   node bench/parse-floor.mjs ROOT all    (every file repomap's scan keeps, each with its language's grammar)
//
// --baseline keeps V8 on its baseline wasm compiler, tree-sitter's runtime too; --per-grammar tiers as
// repomap does (extract/wasm-tiering.ts: the runtime and a large run's main grammars keep both compilers).
// --query also runs the language's query over each tree (timed apart), as extraction does,
// to see what the query walk adds to the parse.
import { readdirSync, readFileSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { initParser, loadLanguage } from '../dist/extract/languages.js';
import { prepareWasmTiering } from '../dist/extract/wasm-tiering.js';
import { parseText } from '../dist/extract/parse-text.js';
import { languageForPath } from '../dist/shared/languages.js';
import { scan } from '../dist/scan/scan.js';

if (isMainThread) {
  const [root, language, ...rest] = process.argv.slice(2);
  if (!root || !language) {
    console.error('usage: parse-floor.mjs ROOT LANGUAGE [--workers N] [--baseline | --per-grammar] [--query]');
    process.exit(2);
  }
  const workersAt = rest.indexOf('--workers');
  const workers = workersAt >= 0 ? Number(rest[workersAt + 1]) : availableParallelism();
  if (rest.includes('--baseline')) setFlagsFromString('--liftoff-only');
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      if (name === '.git' || name === 'node_modules' || name === '.repomap') continue;
      const path = join(dir, name);
      const stat = lstatSync(path);
      if (stat.isDirectory()) walk(path);
      else if (stat.isFile() && languageForPath(path) === language) files.push({ path, language, size: stat.size });
    }
  };
  const started = performance.now();
  if (language === 'all') files.push(...scan(root).files.map((file) => ({ path: join(root, file.path), language: file.language, size: file.size })));
  else walk(root);
  if (rest.includes('--per-grammar')) {
    await initParser();
    prepareWasmTiering(files);
  }
  const shares = Array.from({ length: workers }, (_, index) => files.filter((_, file) => file % workers === index));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((done, fail) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { files: share, language, query: rest.includes('--query') } });
          worker.once('message', done);
          worker.once('error', fail);
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  console.log(
    JSON.stringify({
      root,
      language,
      files: files.length,
      bytes: sum('bytes'),
      workers,
      seconds: Number(seconds.toFixed(2)),
      parseSecondsPerWorker: results.map((result) => (result.parseMs / 1000).toFixed(2)),
      querySecondsPerWorker: results.map((result) => (result.queryMs / 1000).toFixed(2)),
      matches: sum('matches'),
      nodes: sum('nodes'),
    }),
  );
} else {
  const loaded = new Map();
  let bytes = 0;
  let parseMs = 0;
  let queryMs = 0;
  let matches = 0;
  let nodes = 0;
  for (const { path, language } of workerData.files) {
    if (!loaded.has(language)) loaded.set(language, await loadLanguage(language));
    const { parser, query } = loaded.get(language);
    const text = readFileSync(path, 'utf8');
    bytes += Buffer.byteLength(text);
    const start = performance.now();
    // Fed in pieces as extraction does (extract/parse-text.ts): the floor is the parser at its best.
    const tree = parseText(parser, text);
    parseMs += performance.now() - start;
    nodes += tree.rootNode.descendantCount;
    if (workerData.query) {
      const started = performance.now();
      matches += query.matches(tree.rootNode).length;
      queryMs += performance.now() - started;
    }
    tree.delete();
  }
  parentPort.postMessage({ bytes, parseMs, queryMs, matches, nodes });
}
