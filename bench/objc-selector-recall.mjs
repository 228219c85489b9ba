#!/usr/bin/env node
// Objective-C recall against Universal Ctags with ctags selector names (`addItem:quantity:`, kinds
// method and class = class method) compared by their first keyword (`addItem`), the name
// repomap gives a method (a definition name is one node). Same gold as ctags-recall.mjs
// (def roles, no tags scoped in a function or method), .m/.mm files only.
//   node bench/objc-selector-recall.mjs ROOT
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const { extractSource } = await import(new URL("../dist/extract/extractor.js", import.meta.url).href);
const root = process.argv[2];
const out = spawnSync('ctags', ['-R', '--languages=ObjectiveC', '--output-format=json', '--fields=+nKzErZ', '--extras=-F', '-f', '-', '.'], { cwd: root, maxBuffer: 1 << 28 }).stdout.toString();
const tags = out.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((t) => t._type === 'tag' && (t.roles ?? 'def') === 'def' && /\.mm?$/.test(t.path));
const local = new Set(['function', 'method']);
const byFile = new Map();
const kinds = {};
let tot = 0, found = 0;
for (const t of tags) {
  if (t.scopeKind && local.has(t.scopeKind)) continue;
  let defs = byFile.get(t.path);
  if (!defs) byFile.set(t.path, (defs = (await extractSource('objc', readFileSync(join(root, t.path), 'utf8'))).definitions));
  const name = (t.kind === 'method' || t.kind === 'class') ? t.name.split(':')[0] : t.name;
  const hit = defs.some((d) => d.name === name && d.startLine <= t.line && t.line <= d.endLine);
  const k = (kinds[t.kind] ??= [0, 0]); k[0]++; tot++; if (hit) { k[1]++; found++; }
}
console.log(tot, found, (found / tot).toFixed(3), JSON.stringify(kinds));
