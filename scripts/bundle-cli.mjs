// Bundles the CLI (dist/cli/main.js, as tsc wrote it, and every module it loads) into one
// entry file with a chunk per lazily loaded command, written over dist/cli/main.js. A fresh
// `repomap` process then reads and compiles a few files instead of some seventy ES modules:
// about 0.09 s of every command (bench/history/notebook-2026-11-to-12.md, "A bundled CLI").
// The chunks sit beside the entry, one folder under dist/ like every compiled module, so paths made
// from `import.meta.url` (the queries, the token table, the extraction worker) resolve the same.
import { rolldown } from 'rolldown';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
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
  entryFileNames: 'main.js',
  chunkFileNames: `${CHUNK_PREFIX}[name]-[hash].js`,
  banner: (chunk) => (chunk.isEntry ? MARK : ''),
});
await bundle.close();
// tsc's source map describes the entry the bundle replaced.
rmSync(join(cliDir, 'main.js.map'), { force: true });
