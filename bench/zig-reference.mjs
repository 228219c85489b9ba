#!/usr/bin/env node
// Definition recall for Zig, which Universal Ctags does not parse: the reference is a
// regex scan of every .zig file for `[pub] [export|extern|inline|noinline] fn NAME(`
// and `[pub] [export|extern|threadlocal] const|var NAME` at container level, i.e. where
// the innermost open brace is a container (`struct`, `union`, `enum`, `opaque`,
// `error` set) or the file itself. Braces are counted after dropping `//` comments,
// string and character literals and `\\` multi-line string lines; `test "…" {}` blocks
// and function bodies are not container level, so their locals are not in the gold.
// A tag counts as found when repomap extracted a definition of that name in that file
// whose line span holds the tag's line (the rule of bench/ctags-recall.mjs).
//
//   npx tsc -p tsconfig.json && node bench/zig-reference.mjs ROOT [--show-missed N] [--json OUT]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extractSource } from '../dist/extract/extractor.js';

const args = process.argv.slice(2);
const root = args[0];
const opt = (name) => { const i = args.indexOf(name); return i < 0 ? null : args[i + 1]; };
const showMissed = Number(opt('--show-missed') ?? 20);
const SKIP = new Set(['.git', 'node_modules', 'zig-cache', '.zig-cache', 'zig-out', 'vendor']);

const files = [];
(function walk(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(dir, e.name);
    if (e.isDirectory()) { if (!SKIP.has(e.name)) walk(full); } else if (e.isFile() && e.name.endsWith('.zig')) files.push(full);
  }
})(root);

const DECL = /^\s*(?:pub\s+)?(?:(?:export|extern(?:\s+"[^"]*")?|inline|noinline|threadlocal)\s+)*(fn|const|var)\s+([A-Za-z_]\w*|@"[^"]*")/;
const CONTAINER_OPEN = /\b(struct|union|enum|opaque|error)\s*(\([^)]*\))?\s*$/;

function gold(source) {
  const tags = [];
  const stack = []; // true: container brace
  source.split('\n').forEach((raw, i) => {
    if (/^\s*\\\\/.test(raw)) return;
    const line = raw.replace(/\/\/.*$/, '').replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/'(?:[^'\\]|\\.)+'/g, "''");
    const atContainer = stack.length === 0 || stack[stack.length - 1];
    const m = DECL.exec(line);
    if (m && atContainer) tags.push({ line: i + 1, kind: m[1], name: m[2] });
    for (let j = 0; j < line.length; j++) {
      if (line[j] === '{') stack.push(CONTAINER_OPEN.test(line.slice(0, j)));
      else if (line[j] === '}') stack.pop();
    }
  });
  return tags;
}

const byKind = {};
const missed = [];
const statuses = {};
let tags = 0, found = 0, bytes = 0;
const t0 = Date.now();
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  bytes += Buffer.byteLength(source);
  const result = await extractSource('zig', source);
  statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  for (const tag of gold(source)) {
    const hit = result.definitions.some((d) => d.name === tag.name && d.startLine <= tag.line && tag.line <= d.endLine);
    tags++;
    const k = (byKind[tag.kind] ??= { tags: 0, found: 0 });
    k.tags++;
    if (hit) { found++; k.found++; } else missed.push(`${relative(root, file)}:${tag.line} ${tag.kind} ${tag.name}`);
  }
}
const ms = Date.now() - t0;
for (const k of Object.values(byKind)) k.recall = Number((k.found / k.tags).toFixed(3));
const report = {
  root, language: 'zig', reference: 'regex (bench/zig-reference.mjs)', files: files.length, bytes, statuses,
  extractMs: ms, filesPerSecond: Math.round(files.length / (ms / 1000)), kibPerSecond: Math.round(bytes / 1024 / (ms / 1000)),
  tags, found, recall: Number((found / tags).toFixed(3)), byKind, missedSample: missed.slice(0, showMissed),
};
console.log(JSON.stringify(report, null, 2));
if (opt('--json')) writeFileSync(opt('--json'), `${JSON.stringify(report, null, 2)}\n`);
