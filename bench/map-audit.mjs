#!/usr/bin/env node
// Checks what issues 12 and 28 promise of every map on real trees: every member shown under
// the header of its enclosing block (the block recorded from the source, checked against the
// file's own line; and, for every indented definition shown, the block found from the source
// text itself, bench/enclosing-block.mjs, whether repomap recorded one or not: its header
// shown unless it is a function body), no (qualified name, kind) shown twice in one file, never over budget, and
// the same request giving the same bytes twice. And how a type's members are chosen: of the
// blocks shown with only some of their members (the rest in the index), how many show a member
// that comes after one left out (chosen by worth, not the block's first lines).
// For each ROOT: maps at 1k and 4k tokens (and 8k with --8k), seeded by each of the top files
// named by --seeds (default: every 4th of the top 40, 10 seeds) and unseeded (build first).
//
//   node bench/map-audit.mjs [--seeds N] [--8k] [--db-dir DIR] /tmp/trees/flask /tmp/trees/gin
import { Repository } from '../dist/index.js';
import { basename, join } from 'node:path';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { enclosingBlock, insideText } from './enclosing-block.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
};
const seeds = Number(option('--seeds', '10'));
// Indexes kept in DIR (ROOT's base name .db) instead of a scratch directory removed at the end.
const dbDir = option('--db-dir', null);
const eight = args.includes('--8k');
const roots = args.filter((arg) => arg !== '--8k');
const budgets = eight ? [1024, 4096, 8192] : [1024, 4096];

/** Whether a line of a block's header (its first line to the line that opens it) is shown. */
const headerShown = (shownLines, block) => {
  for (let line = block.start; line <= block.end; line++) if (shownLines.has(line)) return true;
  return false;
};
const extensionOf = (path) => path.slice(path.lastIndexOf('.') + 1);

const scratch = mkdtempSync(join(tmpdir(), 'repomap-audit-'));
const COUNTS = ['maps', 'members', 'withoutHeader', 'headerNotSource', 'headerOutside', 'indentedNoBlock', 'indented', 'inFunctionBody', 'sourceWithoutHeader', 'repeats', 'over', 'unstable', 'partialBlocks', 'pastALeftOut'];
const zero = () => Object.fromEntries(COUNTS.map((key) => [key, 0]));
// Failures of the source check by language (a file's extension), with a few of each.
const byLanguage = new Map();
const all = zero();
const examples = [];
try {
  for (const root of roots) {
    const repo = Repository.open(root, { db: join(dbDir ?? scratch, `${basename(root)}.db`) });
    await repo.update();
    const top = repo.rank({}).slice(0, 40).map((file) => file.path);
    const step = Math.max(1, Math.floor(top.length / seeds));
    const requests = [{}];
    for (let i = 0; i < top.length && requests.length <= seeds; i += step) requests.push({ paths: [top[i]] });
    const totals = zero();
    const stored = new Map();
    const storedOf = (path) => {
      if (!stored.has(path)) stored.set(path, repo.symbols([path]));
      return stored.get(path);
    };
    const sources = new Map();
    const sourceLines = (path) => {
      // A byte-order mark opens no line as repomap reads it (AutoMapper's `namespace X;` on line 1).
      if (!sources.has(path)) sources.set(path, readFileSync(join(root, path), 'utf8').replace(/^\uFEFF/u, '').split('\n'));
      return sources.get(path);
    };
    const insides = new Map();
    const insideOf = (path) => {
      if (!insides.has(path)) insides.set(path, insideText(sourceLines(path), path));
      return insides.get(path);
    };
    for (const request of requests) {
      for (const tokens of budgets) {
        const map = repo.map(request, { tokens, format: 'text' });
        totals.maps++;
        if (map.tokens > tokens) totals.over++;
        if (repo.map(request, { tokens, format: 'text' }).text !== map.text) totals.unstable++;
        const blocksOfText = map.text.split('\n\n');
        for (const file of map.files) {
          const text = blocksOfText.find((block) => block.startsWith(`${file.path} `) || block.startsWith(`${file.path}\n`)) ?? '';
          const lines = sourceLines(file.path);
          const shownLines = new Set(text.split('\n').map((line) => /^ *(\d+)│/u.exec(line)?.[1]).filter(Boolean).map(Number));
          const keys = new Set();
          for (const symbol of file.symbols) {
            const key = `${symbol.qualifiedName}|${symbol.kind}`;
            if (keys.has(key)) totals.repeats++;
            keys.add(key);
            // From the source text alone: the block around an indented definition.
            const around = enclosingBlock(lines, symbol.line, insideOf(file.path));
            if (around) {
              totals.indented++;
              if (around.kind === 'function') totals.inFunctionBody++;
              else if (!headerShown(shownLines, around)) {
                totals.sourceWithoutHeader++;
                const language = extensionOf(file.path);
                const failures = byLanguage.get(language) ?? { failures: 0, examples: [] };
                failures.failures++;
                if (failures.examples.length < 6) failures.examples.push(`${basename(root)} ${file.path}:${symbol.line} ${symbol.kind} ${symbol.qualifiedName} in ${around.start}: ${around.header.slice(0, 80)}`);
                byLanguage.set(language, failures);
              }
            }
            if (symbol.block === null) {
              // From the source: a definition indented in its file sits in some block.
              if (/^\s/u.test(lines[symbol.line - 1] ?? '')) {
                totals.indentedNoBlock++;
                if (examples.length < 12) examples.push(`indented, no block: ${root} ${file.path}:${symbol.line} ${symbol.qualifiedName}`);
              }
              continue;
            }
            totals.members++;
            const block = file.blocks.find((candidate) => candidate.line === symbol.block);
            if (!block || !shownLines.has(block.line)) {
              totals.withoutHeader++;
              if (examples.length < 12) examples.push(`no header: ${root} ${file.path}:${symbol.line} ${symbol.qualifiedName}`);
              continue;
            }
            // The header is the file's own line, and the block holds the member.
            if ((lines[block.line - 1] ?? '').replace(/\r$/u, '').trimEnd().slice(0, 240) !== block.header.slice(0, 240)) totals.headerNotSource++;
            if (!(block.line <= symbol.line && symbol.line <= block.endLine)) totals.headerOutside++;
          }
          // Members of each shown block: the stored definitions with the same block index.
          const defs = storedOf(file.path);
          const shownAt = new Map();
          for (const symbol of file.symbols) {
            if (symbol.block === null) continue;
            const def = defs.find((candidate) => candidate.startLine === symbol.line && candidate.qualifiedName === symbol.qualifiedName);
            if (def?.block == null) continue;
            if (!shownAt.has(def.block)) shownAt.set(def.block, new Set());
            shownAt.get(def.block).add(def.startLine);
          }
          for (const [index, shownLinesOfBlock] of shownAt) {
            const members = defs.filter((def) => def.block === index).map((def) => def.startLine);
            const hidden = members.filter((line) => !shownLinesOfBlock.has(line));
            if (!hidden.length) continue;
            totals.partialBlocks++;
            if (Math.min(...hidden) < Math.max(...shownLinesOfBlock)) totals.pastALeftOut++;
          }
        }
      }
    }
    console.log(JSON.stringify({ root, ...totals }));
    for (const key of Object.keys(all)) all[key] += totals[key];
    repo.close();
  }
  console.log(JSON.stringify({ total: true, ...all }));
  for (const example of examples) console.log(example);
  for (const [language, { failures, examples: some }] of [...byLanguage].sort((a, b) => b[1].failures - a[1].failures || (a[0] < b[0] ? -1 : 1))) {
    console.log(`${language}: ${failures} indented definitions shown without their block's header (from the source)`);
    for (const example of some) console.log(`  ${example}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
