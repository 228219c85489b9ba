// Bundles the graph page's viewer (viewer/graph-viewer.ts, with sigma and graphology) into one
// script, dist/viewer/graph-viewer.js, that `repomap graph` inlines into each page.
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'viewer');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    reportCompressedSize: false,
    lib: {
      entry: join(root, 'viewer', 'graph-viewer.ts'),
      formats: ['iife'],
      name: 'repomapGraphViewer',
      fileName: () => 'graph-viewer.js',
    },
  },
});

const bundle = readFileSync(join(outDir, 'graph-viewer.js'), 'utf8');
if (/<\/script|<!--/i.test(bundle)) throw new Error('dist/viewer/graph-viewer.js holds "</script" or "<!--": it cannot be inlined in a page');
