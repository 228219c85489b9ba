#!/usr/bin/env node
// Does progress cover a cold index to its end? Runs the built CLI on ROOT with a fresh index
// (in a temporary directory) and timestamps what the user sees:
// - terminal: `repomap map ROOT` with stderr on a pseudo-terminal (util-linux `script`), every
//   progress write and clear, then the exit;
// - mcp: `repomap mcp ROOT` under the SDK's stdio client, a repo_map call with a progressToken
//   sent as soon as the client is connected, every notification, then the answer.
// Prints each phase's start and length, and how long before the end nothing was shown.
//
//   node bench/progress-timeline.mjs ROOT [--mcp]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const root = resolve(process.argv[2] ?? '.');
const mcp = process.argv.includes('--mcp');
const work = mkdtempSync(join(tmpdir(), 'repomap-progress-bench-'));
const db = join(work, 'index.db');
const ERASE = '\r\x1b[K';
const quote = (word) => `'${word.replaceAll("'", "'\\''")}'`;

/** [ms since start, what was shown ('' = cleared)] */
async function terminalTimeline() {
  const command = `${quote(process.execPath)} ${quote(CLI)} map ${quote(root)} --db ${quote(db)} > ${quote(join(work, 'map.txt'))}`;
  const started = performance.now();
  const child = spawn('script', ['-qfec', command, '/dev/null'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const events = [];
  // Every write starts with a carriage return and an erase to the end of the line: an erase
  // followed by text redraws the line, an erase followed by another erase (or nothing) clears it.
  let buffered = '';
  child.stdout.on('data', (chunk) => {
    const at = performance.now() - started;
    buffered += chunk.toString();
    const parts = buffered.split(ERASE);
    buffered = '';
    parts.slice(1).forEach((text, i) => {
      const last = i === parts.length - 2;
      if (text !== '') events.push([at, text]);
      else if (!last || events.at(-1)?.[1] !== '') events.push([at, '']);
    });
  });
  const code = await new Promise((done) => child.on('exit', done));
  const ended = performance.now() - started;
  if (code !== 0) throw new Error(`repomap map exited ${code}`);
  return { events, ended };
}

async function mcpTimeline() {
  const started = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args: [CLI, 'mcp', root, '--db', db], stderr: 'ignore' });
  const client = new Client({ name: 'progress-bench', version: '1.0.0' });
  await client.connect(transport);
  const events = [];
  const result = await client.callTool({ name: 'repo_map', arguments: {} }, undefined, {
    onprogress: (progress) => events.push([performance.now() - started, progress.message ?? String(progress.progress)]),
    timeout: 3_600_000,
    resetTimeoutOnProgress: true,
  });
  const ended = performance.now() - started;
  await client.close();
  if (result.isError) throw new Error(`repo_map failed: ${JSON.stringify(result.content)}`);
  return { events, ended };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
try {
  const { events, ended } = mcp ? await mcpTimeline() : await terminalTimeline();
  // Phases: consecutive events of the same kind (the parse counts folded into one).
  const phases = [];
  for (const [at, text] of events) {
    const kind = text === '' ? '(nothing shown)' : text.replace(/\d+\/\d+/, 'N/M');
    if (phases.at(-1)?.kind !== kind) phases.push({ kind, at, last: text });
    else phases.at(-1).last = text;
  }
  console.log(`${mcp ? 'MCP repo_map' : 'repomap map on a terminal'}, cold, ${root}: ${seconds(ended)} in all`);
  phases.forEach((phase, i) => {
    const until = phases[i + 1]?.at ?? ended;
    console.log(`  ${seconds(phase.at).padStart(8)}  ${seconds(until - phase.at).padStart(8)}  ${phase.kind === phase.last ? phase.kind : `${phase.kind} (last: ${phase.last})`}`);
  });
  const lastShown = [...events].reverse().find(([, text]) => text !== '');
  const lastEvent = events.at(-1);
  console.log(`  end: ${seconds(ended)}; last progress ${seconds(ended - (lastShown?.[0] ?? 0))} before the end` + (mcp ? '' : `, line cleared ${seconds(ended - (lastEvent?.[0] ?? 0))} before the end`));
} finally {
  rmSync(work, { recursive: true, force: true });
}
