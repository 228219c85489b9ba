// What a second tokenizer costs a warm `repomap map`: wall time of fresh processes (median of
// --runs, default 7) for `repomap --version`, `repomap help map`, and a warm map of each
// repository given, counted by o200k_base and by cl100k_base; and how far the two counts of
// the same fitted map differ. Usage: npm run build && node bench/tokenizer-cost.mjs REPO... [--runs N]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { parseFlags } from './flags.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const { flags, files: repos } = parseFlags(process.argv.slice(2));
const runs = Number(flags.get('runs') ?? 7);
const PLAIN = { disallowedSpecial: new Set() };

function run(args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`repomap ${args.join(' ')}: ${result.stderr}`);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, stdout: result.stdout };
}

function median(args) {
  const times = Array.from({ length: runs }, () => run(args).ms).sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)].toFixed(0);
}

console.log(`| what | median ms (${runs} runs) |\n| --- | ---: |`);
console.log(`| repomap --version | ${median(['--version'])} |`);
console.log(`| repomap help map | ${median(['help', 'map'])} |`);
for (const repo of repos) {
  run(['index', repo, '-q']);
  for (const tokenizer of ['o200k_base', 'cl100k_base']) console.log(`| map ${repo} --tokens 4096 --tokenizer ${tokenizer} | ${median(['map', repo, '-q', '--tokens', '4096', '--tokenizer', tokenizer])} |`);
}
console.log('\n| repository | tokenizer fitted | tokens (its count) | o200k_base count | cl100k_base count |\n| --- | --- | ---: | ---: | ---: |');
for (const repo of repos) {
  for (const tokenizer of ['o200k_base', 'cl100k_base']) {
    const map = JSON.parse(run(['map', repo, '-q', '--tokens', '4096', '--tokenizer', tokenizer, '--json']).stdout);
    console.log(`| ${repo} | ${tokenizer} | ${map.tokens} | ${o200k(map.text, PLAIN)} | ${cl100k(map.text, PLAIN)} |`);
  }
}
