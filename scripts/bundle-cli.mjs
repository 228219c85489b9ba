// Bundles the CLI (dist/cli/main.js, as tsc wrote it, and every module it loads) into one
// entry file, dist/cli/cli.js, with a chunk per lazily loaded command. A fresh `repomap` process
// then reads and compiles a few files instead of some seventy ES modules: about 0.09 s of every
// command (bench/history/notebook-2026-11-to-12.md, "A bundled CLI"). Then the small entry
// (client.ts: the long-lived helper's client, which loads cli.js when it runs a command itself)
// is bundled over dist/cli/main.js, with this build's identity written in: the version and a
// hash of the CLI's bundle and of the library's compiled modules it loads, so that a helper
// answers only clients of its own build.
// The chunks sit beside the entry, one folder under dist/ like every compiled module, so paths made
// from `import.meta.url` (the queries, the token table, the extraction worker) resolve the same.
import { rolldown } from 'rolldown';
import { readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cliDir = join(root, 'dist', 'cli');
const CHUNK_PREFIX = 'bundle-';

const MARK = '// repomap: bundled by scripts/bundle-cli.mjs';
const entry = join(cliDir, 'main.js');
// Bundling the bundle would lose the chunks it imports: tsc writes the entry again first.
if (readFileSync(entry, 'utf8').includes(MARK)) {
  console.error('dist/cli/main.js is already bundled: run tsc -p tsconfig.json first (npm run build does)');
  process.exit(1);
}
for (const name of readdirSync(cliDir)) if (name.startsWith(CHUNK_PREFIX)) rmSync(join(cliDir, name));
const CLI_ENTRY = 'cli.js';

// CommonJS packages are loaded with require, not import: Node 20 imports one by lexing its source
// for its export names first, which costs a fresh process more than loading it (`ignore`: about
// 0.1 s of CPU through import, under 0.01 s through require; bench/warm-cli.mjs). Each becomes a
// small module of the bundle, free of side effects, so one imported but unused (graphology, whose
// graph only the tests build) is not loaded at all.
const REQUIRED = ['better-sqlite3', 'ignore', 'graphology'];
const VIRTUAL = '\0required:';
const require = createRequire(import.meta.url);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const requiredPackages = {
  name: 'required-packages',
  resolveId(id) {
    return REQUIRED.includes(id) ? VIRTUAL + id : null;
  },
  load(id) {
    if (!id.startsWith(VIRTUAL)) return null;
    const name = id.slice(VIRTUAL.length);
    const names = Object.keys(require(name)).filter((key) => IDENTIFIER.test(key) && key !== 'default');
    const code = [
      "import { createRequire } from 'node:module';",
      `const required = createRequire(import.meta.url)(${JSON.stringify(name)});`,
      'export default required;',
      ...names.map((key) => `export const ${key} = required.${key};`),
    ].join('\n');
    return { code, moduleSideEffects: false };
  },
};

const bundle = await rolldown({
  input: entry,
  platform: 'node',
  // Packages stay packages: native code, wasm files and data resolved inside them.
  external: (id) => !REQUIRED.includes(id) && !id.startsWith(VIRTUAL) && (id.startsWith('node:') || !(id.startsWith('.') || id.startsWith('/'))),
  plugins: [requiredPackages],
  logLevel: 'warn',
});
await bundle.write({
  dir: cliDir,
  format: 'esm',
  entryFileNames: CLI_ENTRY,
  chunkFileNames: `${CHUNK_PREFIX}[name]-[hash].js`,
  banner: (chunk) => (chunk.isEntry ? MARK : ''),
});
await bundle.close();
// tsc's source map describes the entry the bundle replaced.
rmSync(join(cliDir, 'main.js.map'), { force: true });

// The extraction worker, bundled in place (dist/extract/worker.js, as tsc wrote it, and every
// module it loads, but the packages): each worker thread of a cold index loaded some 180 modules
// and imported `ignore` (CommonJS) through the lexer, about 0.1–0.15 s of CPU a thread
// (bench/history/2026-12-04d-coldfixed.md, "Where a small tree"). Its paths made from `import.meta.url` (the queries,
// the grammars) resolve as before: the bundle sits where tsc's module did.
{
  const WORKER_MARK = '// repomap: extraction worker bundled by scripts/bundle-cli.mjs';
  const workerEntry = join(root, 'dist', 'extract', 'worker.js');
  if (readFileSync(workerEntry, 'utf8').includes(WORKER_MARK)) {
    console.error('dist/extract/worker.js is already bundled: run tsc -p tsconfig.json first (npm run build does)');
    process.exit(1);
  }
  const worker = await rolldown({
    input: workerEntry,
    platform: 'node',
    external: (id) => !REQUIRED.includes(id) && !id.startsWith(VIRTUAL) && (id.startsWith('node:') || !(id.startsWith('.') || id.startsWith('/'))),
    plugins: [requiredPackages],
    logLevel: 'warn',
  });
  // One file: a chunk would be a second module to load (the worker imports nothing lazily).
  const written = join(root, 'dist', 'extract', 'worker.bundle.tmp');
  await worker.write({ file: written, format: 'esm', banner: WORKER_MARK });
  await worker.close();
  renameSync(written, workerEntry);
  rmSync(`${workerEntry}.map`, { force: true });
}

// The build's identity: every compiled module under dist/ (the bundle's chunks, and the library's
// modules the extraction workers load) but the entry about to be written, hashed in name order.
const hash = createHash('sha256');
const distDir = join(root, 'dist');
const modules = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.js') && join(distDir, name) !== entry && !name.startsWith('viewer'))
  .sort();
for (const name of modules) hash.update(`${name}\0`).update(readFileSync(join(distDir, name))).update('\0');
const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
const build = `${version}+${hash.digest('hex').slice(0, 16)}`;

const UNSET = "const BUILD = 'repomap-build-unset';";
const client = await rolldown({
  input: join(cliDir, 'client.js'),
  platform: 'node',
  external: (id) => id.startsWith('node:') || id === `./${CLI_ENTRY}`,
  plugins: [
    {
      name: 'build-identity',
      transform(code, id) {
        if (!id.endsWith('client.js')) return null;
        if (!code.includes(UNSET)) throw new Error('client.js: no BUILD constant to write the build into');
        return { code: code.replace(UNSET, `const BUILD = ${JSON.stringify(build)};`) };
      },
    },
  ],
  logLevel: 'warn',
});
await client.write({ file: entry, format: 'esm', banner: MARK });
await client.close();
