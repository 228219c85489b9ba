// The package as a user gets it: `npm pack` of the built tree, that tarball installed globally
// (`npm install -g`, into a temporary prefix) and into a TypeScript project (`npm install`),
// both from the registry as a user's would be. Slow: one tarball, both installs at once.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, cleanupTemporaries, copyFixture, git, temporaryDir } from './helpers.js';

const INSTALL_TIMEOUT_MS = 15 * 60_000;
/** A first index of this repository and an MCP session, on a machine busy with the rest of the suite. */
const USE_TIMEOUT_MS = 5 * 60_000;
const TSC = join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

let tarball = '';
let prefix = '';
let consumer = '';

/** Runs npm to the end; a failure throws with npm's own words. */
function npm(args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`npm ${args.join(' ')} exited ${code}:\n${out}`))));
  });
}

function run(command: string, args: string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 300_000, maxBuffer: 64 << 20 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  const work = temporaryDir('repomap-install-');
  // The tree as `npm test` built it; publishing runs prepack, a clean build, first.
  const packed = JSON.parse(await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], PROJECT_ROOT)) as { filename: string }[];
  tarball = join(work, packed[0]!.filename);
  prefix = join(work, 'global');
  consumer = join(work, 'consumer');
  spawnSync('mkdir', ['-p', prefix, consumer]);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  await Promise.all([npm(['install', '-g', '--prefix', prefix, tarball], work), npm(['install', tarball], consumer)]);
}, INSTALL_TIMEOUT_MS);

afterAll(() => cleanupTemporaries());

describe('the packed tarball', () => {
  it('holds what repomap needs at run time (the bundle, queries, token tables, viewer) and no source, test or source map', () => {
    const listed = run('tar', ['-tzf', tarball], PROJECT_ROOT);
    expect(listed.status).toBe(0);
    const files = listed.stdout.split('\n').filter(Boolean);
    for (const needed of ['package/package.json', 'package/README.md', 'package/docs/cli.md', 'package/dist/cli/main.js', 'package/dist/index.d.ts', 'package/dist/render/o200k_base.bin', 'package/dist/viewer/graph-viewer.js', 'package/queries/python.scm']) {
      expect(files).toContain(needed);
    }
    expect(files.filter((file) => /^package\/(src|test|fixtures|bench|scripts|viewer)\//.test(file) || file.endsWith('.map'))).toEqual([]);
  });

  it('installed globally, `repomap` maps a real repository, loads every grammar, draws the graph page and serves MCP', async () => {
    const repomap = join(prefix, 'bin', 'repomap');
    const root = copyFixture('py-shop');
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'start');

    // A real repository: this one, its index kept outside it.
    const db = join(temporaryDir('repomap-install-index-'), 'index.db');
    const map = run(repomap, ['map', PROJECT_ROOT, '--db', db, '--tokens', '1024', '--json'], root);
    expect(map.stderr).toBe('');
    expect(map.status).toBe(0);
    const json = JSON.parse(map.stdout) as { tokens: number; files: { path: string }[] };
    expect(json.tokens).toBeGreaterThan(0);
    expect(json.tokens).toBeLessThanOrEqual(1024);
    expect(json.files.map((file) => file.path)).toContainEqual(expect.stringMatching(/^src\/.+\.ts$/));
    // The second tokenizer's table ships too.
    const cl100k = run(repomap, ['map', root, '--tokens', '512', '--tokenizer', 'cl100k_base', '--json'], root);
    expect(cl100k.status).toBe(0);
    expect((JSON.parse(cl100k.stdout) as { tokenizer: string }).tokenizer).toBe('cl100k_base');

    const languages = run(repomap, ['languages', '--json'], root);
    expect(languages.status).toBe(0);
    const listed = (JSON.parse(languages.stdout) as { languages: { id: string; loads: boolean; error: string | null }[] }).languages;
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.filter((language) => !language.loads)).toEqual([]);

    const page = join(temporaryDir('repomap-install-graph-'), 'graph.html');
    const graph = run(repomap, ['graph', root, '--html', page], root);
    expect(graph.status).toBe(0);
    // The page inlines the viewer the package ships.
    const viewer = readFileSync(join(prefix, 'lib', 'node_modules', 'repomap', 'dist', 'viewer', 'graph-viewer.js'), 'utf8').trim();
    expect(viewer).toContain('__repomapGraph');
    expect(readFileSync(page, 'utf8')).toContain(viewer);

    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
    const client = new Client({ name: 'install-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: repomap, args: ['mcp', root], stderr: 'ignore' }));
    try {
      const result = await client.callTool({ name: 'repo_map', arguments: { tokens: 512 } });
      expect(result.isError ?? false).toBe(false);
      expect((result.content as { text: string }[])[0]!.text).toMatch(/\.py/);
    } finally {
      await client.close();
    }
  }, USE_TIMEOUT_MS);

  it('installed in a TypeScript project, its types compile with skipLibCheck false and its library runs', () => {
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: false, outDir: 'out' },
        files: ['index.ts'],
      }),
    );
    writeFileSync(
      join(consumer, 'index.ts'),
      [
        "import { Repository, countTokens, extractSource, languageSupport, type RepoMap } from 'repomap';",
        "import { mapRepository } from 'repomap/core';",
        "import { runBench, type BenchReport } from 'repomap/bench';",
        'const root = process.argv[2]!;',
        'const map: RepoMap = await mapRepository(root, {}, { tokens: 256 });',
        "const extracted = await extractSource('python', 'def total(items):\\n    return sum(items)\\n');",
        'const repo: Repository = Repository.open(root);',
        'repo.close();',
        'const report: BenchReport | null = null;',
        'console.log(JSON.stringify({ tokens: map.tokens, counted: countTokens(map.text), names: extracted.definitions.map((d) => d.name), bench: typeof runBench, report, languages: (await languageSupport()).length }));',
      ].join('\n'),
    );
    const compiled = run(process.execPath, [TSC, '-p', consumer], consumer);
    expect(compiled.stdout + compiled.stderr).toBe('');
    expect(compiled.status).toBe(0);

    const ran = run(process.execPath, [join(consumer, 'out', 'index.js'), copyFixture('py-shop')], consumer);
    expect(ran.stderr).toBe('');
    const answer = JSON.parse(ran.stdout) as { tokens: number; counted: number; names: string[]; languages: number };
    expect(answer.tokens).toBeGreaterThan(0);
    expect(answer.counted).toBe(answer.tokens);
    expect(answer.names).toEqual(['total']);
    expect(answer.languages).toBeGreaterThan(20);
  }, USE_TIMEOUT_MS);
});
