#!/usr/bin/env node
// Definition recall of single-file components (Vue, Svelte) against Universal
// Ctags on their script blocks (ctags has no Vue or Svelte parser). Each
// `<script …>` block (outside Svelte's `<svelte:head>`) is written to a .ts
// file (`lang="ts"`), .tsx (`lang="tsx"`) or .js file, padded with blank lines
// to its line in the component and dedented by the block's common indentation
// (Svelte blocks are often indented; ctags-recall counts an indented unscoped
// constant as a local). ctags tags them; locals are dropped as
// bench/ctags-recall.mjs does (roles other than def, function/method/arrow
// scopes, anonymous-function scopes, unscoped constants/variables on an
// indented line). A tag is found when repomap's definition of that name in the
// component file (extractFileSource, as the index reads it) spans its line.
//
//   npm run build
//   node bench/sfc-recall.mjs ROOT --language vue|svelte [--sample N] [--json OUT] [--show-missed 20]
// --sample N: every k-th file of the sorted list, k = ceil(files / N).
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { extractFileSource } = await import(join(here, '..', 'dist', 'extract', 'embedded.js'));

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i < 0 ? undefined : args[i + 1]; };
const root = args[0];
const language = opt('--language');
const sample = opt('--sample') ? Number(opt('--sample')) : undefined;
const jsonOut = opt('--json');
const showMissed = Number(opt('--show-missed') ?? 0);
const ext = { vue: '.vue', svelte: '.svelte' }[language];
if (!root || !ext) throw new Error('usage: sfc-recall.mjs ROOT --language vue|svelte');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '.git') continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (name.endsWith(ext)) out.push(p);
  }
  return out;
}
let files = walk(root).sort();
const all = files.length;
if (sample && files.length > sample) { const k = Math.ceil(files.length / sample); files = files.filter((_, i) => i % k === 0); }

const LOCAL_SCOPES = new Set(['function', 'method', 'member', 'constructor', 'lambda', 'arrow', 'generator']);
const ANON = /(^|\.)AnonymousFunction[0-9a-f]+(\.|$)/;
const scratch = mkdtempSync(join(tmpdir(), 'sfc-recall-'));
const statuses = {};
const defs = new Map();
let bytes = 0;
files.forEach((file, i) => {
  const src = readFileSync(file, 'utf8');
  bytes += Buffer.byteLength(src);
  const heads = [];
  for (const m of src.matchAll(/<svelte:head\b[\s\S]*?<\/svelte:head>/g)) heads.push([m.index, m.index + m[0].length]);
  let n = 0;
  for (const m of src.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (language === 'svelte' && heads.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const lang = /\blang\s*=\s*["']?(\w+)/.exec(m[1])?.[1];
    const suffix = lang === 'ts' || lang === 'typescript' ? '.ts' : lang === 'tsx' ? '.tsx' : '.js';
    const start = m.index + m[0].indexOf('>') + 1;
    const before = src.slice(0, start).split('\n').length - 1;
    const lines = m[2].split('\n');
    const indents = lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)[0].length);
    const cut = indents.length ? Math.min(...indents) : 0;
    const body = lines.map((l) => l.slice(Math.min(cut, /^[ \t]*/.exec(l)[0].length))).join('\n');
    const out = join(scratch, `${i}`, `${n++}${suffix}`);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, '\n'.repeat(before) + body);
  }
});
const t0 = performance.now();
const results = [];
for (const file of files) {
  const r = await extractFileSource(language, readFileSync(file, 'utf8'));
  statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  results.push(r);
}
const ms = performance.now() - t0;
const tagged = spawnSync('ctags', ['-R', '--languages=TypeScript,JavaScript', '--output-format=json', '--fields=+nKzErZ', '-f', '-', '.'], { cwd: scratch, encoding: 'utf8', maxBuffer: 1 << 30 });
let tags = tagged.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((t) => t._type === 'tag' && (t.roles ?? 'def') === 'def');
const local = (t) => (t.scope !== undefined && (LOCAL_SCOPES.has(t.scopeKind) || ANON.test(t.scope))) || (t.scope === undefined && /^\/\^[ \t]/.test(t.pattern ?? '') && (t.kind === 'constant' || t.kind === 'variable'));
const localScopes = new Set();
for (const t of [...tags].sort((a, b) => (a.scope ?? '').length - (b.scope ?? '').length)) {
  const fileKey = t.path.replace(/^\.\//, '').split('/')[0];
  if (local(t) || (t.scope !== undefined && localScopes.has(`${fileKey}\0${t.scope}`))) { t.local = true; localScopes.add(`${fileKey}\0${t.scope ? `${t.scope}.` : ''}${t.name}`); }
}
tags = tags.filter((t) => !t.local);
let found = 0;
const byKind = {};
const missed = [];
for (const t of tags) {
  const idx = Number(t.path.replace(/^\.\//, '').split('/')[0]);
  const k = (byKind[t.kind] ??= { tags: 0, found: 0 });
  k.tags++;
  const hit = results[idx].definitions.some((d) => (d.name === t.name || d.name.endsWith(`.${t.name}`)) && d.startLine <= t.line && t.line <= d.endLine);
  if (hit) { found++; k.found++; } else missed.push(`${relative(root, files[idx])}:${t.line} ${t.kind} ${t.scope ? `${t.scope}.` : ''}${t.name}`);
}
for (const k of Object.values(byKind)) k.recall = Number((k.found / k.tags).toFixed(3));
rmSync(scratch, { recursive: true, force: true });
const report = { root, language, files: files.length, filesInTree: all, sample: sample ?? null, bytes, statuses, definitions: results.reduce((s, r) => s + r.definitions.length, 0), extractMs: Math.round(ms), tags: tags.length, found, recall: Number((found / tags.length).toFixed(3)), byKind, missed };
console.log(JSON.stringify({ ...report, missed: missed.slice(0, showMissed), missedCount: missed.length }, null, 2));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ ...report, missed: missed.slice(0, 50) }, null, 2) + '\n');
