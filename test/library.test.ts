// The library as a consumer sees it: `import … from 'repomap'` resolved through
// package.json `exports` to the built dist/, with its types; and docs/library.md's
// library example, run as written.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT, cleanupTemporaries, copyFixture, temporaryDir } from './helpers.js';

afterEach(cleanupTemporaries);

/** The first ```ts block of docs/library.md's "## Library" section. */
function readmeLibraryExample(): string {
  const readme = readFileSync(join(PROJECT_ROOT, 'docs', 'library.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Library\n'));
  const match = /```ts\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error('docs/library.md has no ```ts block under "## Library"');
  return match[1]!;
}

/** A directory outside the project whose node_modules/repomap links to it, as after `npm install`. */
function consumerDir(): string {
  const dir = temporaryDir('repomap-consumer-');
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(PROJECT_ROOT, join(dir, 'node_modules', 'repomap'), 'dir');
  return dir;
}

function node(args: string[], cwd: string) {
  return spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, REPOMAP_DEBUG: '' } });
}

function typecheck(dir: string, file: string) {
  const tsc = join(PROJECT_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  return node(
    [
      tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext',
      '--types', 'node', '--typeRoots', join(PROJECT_ROOT, 'node_modules', '@types'), '--skipLibCheck', file,
    ],
    dir,
  );
}

describe('the library by package name', () => {
  it('runs the documented example (docs/library.md) from a consumer directory against a fixture', () => {
    const dir = consumerDir();
    const root = copyFixture('ts-billing');
    writeFileSync(join(dir, 'example.mjs'), readmeLibraryExample());
    const result = node(['example.mjs', root], dir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const out = result.stdout;
    expect(out).toContain('indexed 8 files, 8 parsed');
    expect(out).toContain('src/billing/invoice.ts (seed)');
    expect(out).toMatch(/src\/tax\/calculator\.ts \(imported-by:src\/billing\/invoice\.ts\)/);
    expect(out).toMatch(/\n\d+ tokens, \d+ files\n/);
    expect(out).toContain('pack packed:');
    expect(out).toContain('method Invoice.applyTax at src/billing/invoice.ts:28-31');
    expect(out).toContain('28│   applyTax(rules: TaxRule[]): number {\n29│     const tax = this.calculator.computeTax(this.subtotal(), rules);');
    expect(out).toContain("1│ import { TaxCalculator, type TaxRule } from '../tax/calculator.js';");
    expect(out).toContain('src/billing/invoice.ts:28  method Invoice.applyTax');
    expect(out).toContain('src/billing/invoice.ts:29: const tax = this.calculator.computeTax(this.subtotal(), rules); (certain)');
    const tokens = Number(/\n(\d+) tokens, /.exec(out)![1]);
    expect(tokens).toBeGreaterThan(0);
    expect(tokens).toBeLessThanOrEqual(512);
  });

  it('type-checks the documented example (docs/library.md) against dist/index.d.ts, and rejects a misuse', () => {
    const dir = consumerDir();
    writeFileSync(join(dir, 'example.mts'), readmeLibraryExample());
    const good = typecheck(dir, 'example.mts');
    expect(good.stdout + good.stderr).toBe('');
    expect(good.status).toBe(0);

    // The types are real, not `any`: a wrong use fails to compile.
    writeFileSync(
      join(dir, 'wrong.mts'),
      "import { Repository, searchSymbols } from 'repomap';\n" +
        "const repo = Repository.open('.');\n" +
        'const line: string = searchSymbols(repo, "x")[0]!.startLine;\n' +
        'console.log(line);\n',
    );
    const bad = typecheck(dir, 'wrong.mts');
    expect(bad.status).not.toBe(0);
    expect(bad.stdout).toContain("error TS2322: Type 'number' is not assignable to type 'string'");
  });

  it('resolves `repomap` by self-reference from inside the package', () => {
    const result = node(
      [
        '--input-type=module',
        '-e',
        "const m = await import('repomap'); console.log(['Repository', 'searchSymbols', 'showSymbol', 'readSource', 'packContext', 'mapRepository'].map((k) => k + ':' + typeof m[k]).join(' '));",
      ],
      PROJECT_ROOT,
    );
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe(
      'Repository:function searchSymbols:function showSymbol:function readSource:function packContext:function mapRepository:function',
    );
  });
});
