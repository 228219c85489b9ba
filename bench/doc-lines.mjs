// Doc lines per seeded map: for each case of a `bench cochange --cases-out` file whose seeds
// all exist in a checked-out tree, the maps of the given budgets, and how many doc sentences
// each shows (symbols with a doc in the JSON map), with the tokens used.
//
//   node bench/doc-lines.mjs TREE CASES.jsonl [--db FILE] [--budgets 1024,4096,8192]
//        [--options '{"docsScope":"value","valueDocWeight":0.5}'] [--dist DIR] [--cases N]
//        [--variants '{"off":{"docs":false},"share5":{"valueDocShare":0.05}}']
//
// Prints, per budget (and per variant with --variants, each a set of map options): maps, mean
// doc lines, median, share of maps with at least 8, and the mean share of shown symbols that
// have a doc. A general map (no seeds) is made too.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFlags } from './flags.mjs';

const { flags, files } = parseFlags(process.argv.slice(2));
const [tree, casesFile] = files;
if (!tree || !casesFile) {
  console.error('usage: node bench/doc-lines.mjs TREE CASES.jsonl [--db FILE] [--budgets 1024,4096,8192] [--options JSON | --variants JSON] [--dist DIR] [--cases N]');
  process.exit(2);
}
const dist = resolve(flags.get('dist') ?? new URL('../dist', import.meta.url).pathname);
const { Repository } = await import(pathToFileURL(join(dist, 'index.js')).href);
const budgets = (flags.get('budgets') ?? '1024,4096,8192').split(',').map(Number);
const variants = flags.has('variants') ? JSON.parse(flags.get('variants')) : { options: JSON.parse(flags.get('options') ?? '{}') };
const most = Number(flags.get('cases') ?? Infinity);

const cases = readFileSync(casesFile, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line))
  .filter((c) => c.seeds?.paths?.length && c.seeds.paths.every((path) => existsSync(join(tree, path))))
  .slice(0, most);

const repo = Repository.open(tree, flags.has('db') ? { db: flags.get('db') } : {});
await repo.update();

function docLines(map) {
  let docs = 0;
  let symbols = 0;
  for (const file of map.files) {
    for (const symbol of file.symbols) {
      symbols++;
      if (symbol.doc) docs++;
    }
  }
  return { docs, symbols, tokens: map.tokens, budget: map.budget.tokens };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

const rows = [];
for (const [variant, options] of Object.entries(variants)) for (const tokens of budgets) {
  const seeded = cases.map((c) => docLines(repo.map({ paths: c.seeds.paths }, { ...options, tokens, format: 'text' })));
  const general = docLines(repo.map({}, { ...options, tokens, format: 'text' }));
  const over = seeded.filter((m) => m.tokens > m.budget).length + (general.tokens > general.budget ? 1 : 0);
  rows.push({
    variant,
    tokens,
    maps: seeded.length,
    meanDocs: seeded.reduce((sum, m) => sum + m.docs, 0) / Math.max(1, seeded.length),
    medianDocs: median(seeded.map((m) => m.docs)),
    atLeast8: seeded.filter((m) => m.docs >= 8).length / Math.max(1, seeded.length),
    docShare: seeded.reduce((sum, m) => sum + (m.symbols ? m.docs / m.symbols : 0), 0) / Math.max(1, seeded.length),
    generalDocs: general.docs,
    overBudget: over,
  });
}
repo.close();
console.log(JSON.stringify({ tree, variants, rows }));
