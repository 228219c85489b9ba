import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createImportResolver, readResolverContext } from '../../src/extract/resolve/index.js';

describe('TypeScript / JavaScript', () => {
  const r = createImportResolver([
    'src/app.ts',
    'src/invoice.ts',
    'src/util.tsx',
    'src/types.d.ts',
    'src/legacy.js',
    'src/both.ts',
    'src/both.js',
    'src/esm.mts',
    'src/view.tsx',
    'src/lib/index.ts',
    'src/lib.ts',
    'src/styles.css',
    'src/jsonly/index.js',
    'index.ts',
    'web/main.js',
  ]);

  it('resolves relative specifiers with extension and index lookup', () => {
    expect(r.resolve('src/app.ts', 'typescript', './invoice', ['Invoice'])).toEqual(['src/invoice.ts']);
    expect(r.resolve('src/app.ts', 'typescript', './util', [])).toEqual(['src/util.tsx']);
    expect(r.resolve('src/app.ts', 'typescript', './types', [])).toEqual(['src/types.d.ts']);
    expect(r.resolve('src/app.ts', 'typescript', './legacy', [])).toEqual(['src/legacy.js']);
    expect(r.resolve('src/app.ts', 'typescript', './lib', [])).toEqual(['src/lib.ts']);
    expect(r.resolve('src/app.ts', 'typescript', './lib/', [])).toEqual(['src/lib/index.ts']);
    expect(r.resolve('src/app.ts', 'typescript', './jsonly', [])).toEqual(['src/jsonly/index.js']);
    expect(r.resolve('src/app.ts', 'typescript', './styles.css', [])).toEqual(['src/styles.css']);
    expect(r.resolve('web/main.js', 'javascript', '../src/invoice', [])).toEqual(['src/invoice.ts']);
  });

  it('maps NodeNext .js/.mjs/.jsx specifiers to their TypeScript sources', () => {
    expect(r.resolve('src/app.ts', 'typescript', './invoice.js', [])).toEqual(['src/invoice.ts']);
    expect(r.resolve('src/app.ts', 'typescript', './both.js', [])).toEqual(['src/both.ts']);
    expect(r.resolve('src/app.ts', 'typescript', './esm.mjs', [])).toEqual(['src/esm.mts']);
    expect(r.resolve('src/app.ts', 'tsx', './view.jsx', [])).toEqual(['src/view.tsx']);
    expect(r.resolve('src/app.ts', 'typescript', './legacy.js', [])).toEqual(['src/legacy.js']);
  });

  it("resolves '.', '..' and trailing slashes to index files only", () => {
    expect(r.resolve('src/lib/x.ts', 'typescript', '.', [])).toEqual(['src/lib/index.ts']);
    expect(r.resolve('src/lib/deep/x.ts', 'typescript', '..', [])).toEqual(['src/lib/index.ts']);
    expect(r.resolve('src/lib/deep/x.ts', 'typescript', '../', [])).toEqual(['src/lib/index.ts']);
    expect(r.resolve('src/app.ts', 'typescript', '..', [])).toEqual(['index.ts']);
  });

  it('returns [] for bare packages, missing files and paths above the root', () => {
    expect(r.resolve('src/app.ts', 'typescript', 'react', ['default'])).toEqual([]);
    expect(r.resolve('src/app.ts', 'typescript', 'invoice', [])).toEqual([]);
    expect(r.resolve('src/app.ts', 'typescript', './missing', [])).toEqual([]);
    expect(r.resolve('src/app.ts', 'typescript', '../../src/invoice', [])).toEqual([]);
    expect(r.resolve('src/app.ts', 'typescript', '/src/invoice', [])).toEqual([]);
  });

  it('never returns the importing file itself', () => {
    expect(r.resolve('src/app.ts', 'typescript', './app', [])).toEqual([]);
    expect(r.resolve('src/lib/index.ts', 'typescript', '.', [])).toEqual([]);
  });

  it('applies tsconfig paths (exact, longest wildcard prefix, fallbacks) and baseUrl of the nearest config', () => {
    const paths = [
      'packages/web/src/app.ts',
      'packages/web/src/components/Button.tsx',
      'packages/web/src/features/cart/index.ts',
      'packages/web/legacy/old.ts',
      'packages/web/legacy/features/cart.ts',
      'packages/web/src/config.ts',
      'packages/web/src/utils/math.ts',
      'packages/shared/src/index.ts',
      'other/app.ts',
      'other/components/Button.ts',
    ];
    const mapped = createImportResolver(paths, {
      tsPaths: [
        { dir: '', baseUrl: 'packages', paths: { '@shared': ['shared/src/index.ts'] } },
        {
          dir: 'packages/web',
          baseUrl: 'packages/web/src',
          paths: {
            '@/*': ['./*', '../legacy/*'],
            '@/features/*': ['../legacy/features/*'],
            '#config': ['config.ts'],
          },
        },
      ],
    });
    const from = 'packages/web/src/app.ts';
    expect(mapped.resolve(from, 'typescript', '@/components/Button', [])).toEqual(['packages/web/src/components/Button.tsx']);
    expect(mapped.resolve(from, 'typescript', '@/old', [])).toEqual(['packages/web/legacy/old.ts']);
    // The longest matching prefix wins over '@/*', which would hit src/features/cart/index.ts.
    expect(mapped.resolve(from, 'typescript', '@/features/cart', [])).toEqual(['packages/web/legacy/features/cart.ts']);
    expect(mapped.resolve(from, 'typescript', '#config', [])).toEqual(['packages/web/src/config.ts']);
    expect(mapped.resolve(from, 'typescript', 'utils/math', [])).toEqual(['packages/web/src/utils/math.ts']);
    expect(mapped.resolve(from, 'typescript', '@/nothing', [])).toEqual([]);
    expect(mapped.resolve(from, 'typescript', 'react', [])).toEqual([]);
    // The nearest config wins: the web package's mapping does not know '@shared'.
    expect(mapped.resolve(from, 'typescript', '@shared', [])).toEqual([]);
    expect(mapped.resolve('other/app.ts', 'typescript', '@shared', [])).toEqual(['packages/shared/src/index.ts']);
    expect(mapped.resolve('other/app.ts', 'typescript', '@/components/Button', [])).toEqual([]);
  });
});

describe('Python', () => {
  const r = createImportResolver([
    'src/flask/__init__.py',
    'src/flask/app.py',
    'src/flask/types.py',
    'src/flask/json/__init__.py',
    'src/flask/json/provider.py',
    'tests/test_app.py',
    'scripts/run.py',
    'scripts/helpers.py',
    'setup.py',
    'pkg/__init__.py',
    'pkg/mod.py',
    'pkg/sub/__init__.py',
    'pkg/sub/leaf.py',
    'pkg/sub/deeper/x.py',
  ]);

  it('finds absolute modules from the root or any source directory', () => {
    expect(r.resolve('tests/test_app.py', 'python', 'flask.app', [])).toEqual(['src/flask/app.py']);
    expect(r.resolve('tests/test_app.py', 'python', 'flask', [])).toEqual(['src/flask/__init__.py']);
    expect(r.resolve('tests/test_app.py', 'python', 'flask.json', [])).toEqual(['src/flask/json/__init__.py']);
    expect(r.resolve('tests/test_app.py', 'python', 'pkg.sub.leaf', [])).toEqual(['pkg/sub/leaf.py']);
    expect(r.resolve('scripts/run.py', 'python', 'helpers', [])).toEqual(['scripts/helpers.py']);
  });

  it('does not treat directories inside packages as import roots', () => {
    // src/flask/types.py is flask.types, not the stdlib's `types`.
    expect(r.resolve('tests/test_app.py', 'python', 'types', [])).toEqual([]);
    expect(r.resolve('tests/test_app.py', 'python', 'app', [])).toEqual([]);
    expect(r.resolve('tests/test_app.py', 'python', 'os.path', [])).toEqual([]);
  });

  it('resolves from-imports to the package and to submodules named in it', () => {
    expect(r.resolve('tests/test_app.py', 'python', 'flask', ['Flask', 'app', 'json'])).toEqual([
      'src/flask/__init__.py',
      'src/flask/app.py',
      'src/flask/json/__init__.py',
    ]);
    expect(r.resolve('tests/test_app.py', 'python', 'flask.json', ['provider'])).toEqual([
      'src/flask/json/__init__.py',
      'src/flask/json/provider.py',
    ]);
    expect(r.resolve('tests/test_app.py', 'python', 'flask.app', ['Flask'])).toEqual(['src/flask/app.py']);
  });

  it('resolves relative imports from the package directory', () => {
    expect(r.resolve('src/flask/app.py', 'python', '.', ['json', 'helpers'])).toEqual([
      'src/flask/__init__.py',
      'src/flask/json/__init__.py',
    ]);
    expect(r.resolve('src/flask/app.py', 'python', '.types', ['T'])).toEqual(['src/flask/types.py']);
    expect(r.resolve('src/flask/json/provider.py', 'python', '..app', ['Flask'])).toEqual(['src/flask/app.py']);
    expect(r.resolve('src/flask/json/provider.py', 'python', '..', ['app'])).toEqual([
      'src/flask/__init__.py',
      'src/flask/app.py',
    ]);
    expect(r.resolve('pkg/sub/deeper/x.py', 'python', '...mod', ['f'])).toEqual(['pkg/mod.py']);
    expect(r.resolve('pkg/sub/deeper/x.py', 'python', '..leaf', [])).toEqual(['pkg/sub/leaf.py']);
    expect(r.resolve('pkg/mod.py', 'python', '...x', [])).toEqual([]);
    expect(r.resolve('pkg/mod.py', 'python', '.missing', [])).toEqual([]);
  });

  it('never returns the importing file itself', () => {
    expect(r.resolve('src/flask/__init__.py', 'python', '.', ['app'])).toEqual(['src/flask/app.py']);
    expect(r.resolve('src/flask/app.py', 'python', 'flask.app', [])).toEqual([]);
  });

  it('prefers the candidate closest to the importing file, then the shortest prefix', () => {
    const mono = createImportResolver([
      'svc_a/common/__init__.py',
      'svc_a/common/util.py',
      'svc_a/main.py',
      'svc_b/common/__init__.py',
      'svc_b/common/util.py',
      'svc_b/common/extra.py',
      'svc_b/main.py',
      'vendor_copy/lib/__init__.py',
      'vendor_copy/lib/core.py',
      'lib/__init__.py',
      'lib/core.py',
    ]);
    expect(mono.resolve('svc_b/main.py', 'python', 'common.util', [])).toEqual(['svc_b/common/util.py']);
    expect(mono.resolve('svc_a/main.py', 'python', 'common', ['util'])).toEqual([
      'svc_a/common/__init__.py',
      'svc_a/common/util.py',
    ]);
    expect(mono.resolve('svc_a/main.py', 'python', 'lib.core', [])).toEqual(['lib/core.py']);
    // Submodules are looked up under the same root as their package.
    expect(mono.resolve('svc_a/main.py', 'python', 'common', ['extra'])).toEqual(['svc_a/common/__init__.py']);
  });
});

describe('Go', () => {
  const paths = [
    'go.mod',
    'main.go',
    'internal/format/format.go',
    'internal/format/table.go',
    'internal/format/format_test.go',
    'internal/format/sub/deep.go',
    'tools/gen/go.mod',
    'tools/gen/gen.go',
    'tools/gen/model/model.go',
    'legacy/src/pkg/util/util.go',
    'other/util/util.go',
  ];
  const r = createImportResolver(paths, {
    goModules: [
      { dir: '', modulePath: 'github.com/acme/app' },
      { dir: 'tools/gen', modulePath: 'github.com/acme/app/tools/gen' },
    ],
  });

  it('maps import paths through the nearest go.mod to package directories, skipping tests', () => {
    expect(r.resolve('main.go', 'go', 'github.com/acme/app/internal/format', [])).toEqual([
      'internal/format/format.go',
      'internal/format/table.go',
    ]);
    expect(r.resolve('main.go', 'go', 'github.com/acme/app', [])).toEqual([]);
    expect(r.resolve('internal/format/format.go', 'go', 'github.com/acme/app', [])).toEqual(['main.go']);
    expect(r.resolve('main.go', 'go', 'github.com/acme/app/tools/gen/model', [])).toEqual(['tools/gen/model/model.go']);
    expect(r.resolve('main.go', 'go', 'github.com/acme/app/missing', [])).toEqual([]);
  });

  it('never returns the importing file (external test packages)', () => {
    expect(r.resolve('internal/format/format_test.go', 'go', 'github.com/acme/app/internal/format', [])).toEqual([
      'internal/format/format.go',
      'internal/format/table.go',
    ]);
    expect(r.resolve('internal/format/table.go', 'go', 'github.com/acme/app/internal/format', [])).toEqual([
      'internal/format/format.go',
    ]);
  });

  it('falls back to a suffix match of at least the last two segments', () => {
    const bare = createImportResolver(paths);
    expect(bare.resolve('main.go', 'go', 'example.com/legacy/pkg/util', [])).toEqual(['legacy/src/pkg/util/util.go']);
    expect(bare.resolve('main.go', 'go', 'example.com/other/util', [])).toEqual(['other/util/util.go']);
    expect(bare.resolve('main.go', 'go', 'example.com/x/util', [])).toEqual([]);
    expect(bare.resolve('main.go', 'go', 'util', [])).toEqual([]);
    expect(bare.resolve('main.go', 'go', 'fmt', [])).toEqual([]);
  });
});

describe('Rust', () => {
  const r = createImportResolver([
    'Cargo.toml',
    'src/lib.rs',
    'src/main.rs',
    'src/a.rs',
    'src/a/b.rs',
    'src/a/b/c.rs',
    'src/net/mod.rs',
    'src/net/tcp.rs',
    'src/net/udp/mod.rs',
    'src/bin/tool.rs',
    'src/bin/helper.rs',
    'tests/it.rs',
    'tests/common/mod.rs',
    'crates/my-util/src/lib.rs',
    'crates/my-util/src/fmt.rs',
  ]);

  it('resolves body-less mod items to sibling or nested module files', () => {
    expect(r.resolve('src/lib.rs', 'rust', 'mod:a', [])).toEqual(['src/a.rs']);
    expect(r.resolve('src/main.rs', 'rust', 'mod:net', [])).toEqual(['src/net/mod.rs']);
    expect(r.resolve('src/net/mod.rs', 'rust', 'mod:tcp', [])).toEqual(['src/net/tcp.rs']);
    expect(r.resolve('src/net/mod.rs', 'rust', 'mod:udp', [])).toEqual(['src/net/udp/mod.rs']);
    expect(r.resolve('src/a.rs', 'rust', 'mod:b', [])).toEqual(['src/a/b.rs']);
    expect(r.resolve('src/a/b.rs', 'rust', 'mod:c', [])).toEqual(['src/a/b/c.rs']);
    expect(r.resolve('src/bin/tool.rs', 'rust', 'mod:helper', [])).toEqual(['src/bin/helper.rs']);
    expect(r.resolve('tests/it.rs', 'rust', 'mod:common', [])).toEqual(['tests/common/mod.rs']);
    expect(r.resolve('src/lib.rs', 'rust', 'mod:missing', [])).toEqual([]);
  });

  it('resolves crate:: paths to the longest module prefix, names that are modules included', () => {
    expect(r.resolve('src/net/tcp.rs', 'rust', 'crate::a::b', ['Thing'])).toEqual(['src/a/b.rs']);
    expect(r.resolve('src/net/tcp.rs', 'rust', 'crate::a::b::Thing', ['method'])).toEqual(['src/a/b.rs']);
    expect(r.resolve('src/net/tcp.rs', 'rust', 'crate::a', ['b', 'Top'])).toEqual(['src/a/b.rs', 'src/a.rs']);
    expect(r.resolve('src/net/tcp.rs', 'rust', 'crate::a::b', [])).toEqual(['src/a/b.rs']);
    expect(r.resolve('src/a.rs', 'rust', 'crate::net', ['udp'])).toEqual(['src/net/udp/mod.rs']);
    expect(r.resolve('src/a.rs', 'rust', 'crate', ['Config'])).toEqual(['src/lib.rs']);
  });

  it('resolves self:: and super:: relative to the importing module', () => {
    expect(r.resolve('src/net/tcp.rs', 'rust', 'super', ['udp'])).toEqual(['src/net/udp/mod.rs']);
    expect(r.resolve('src/net/tcp.rs', 'rust', 'super::udp', ['Socket'])).toEqual(['src/net/udp/mod.rs']);
    expect(r.resolve('src/net/tcp.rs', 'rust', 'super', ['Shared'])).toEqual(['src/net/mod.rs']);
    expect(r.resolve('src/a/b/c.rs', 'rust', 'super::super', ['X'])).toEqual(['src/a.rs']);
    expect(r.resolve('src/net/mod.rs', 'rust', 'self::tcp', ['Stream'])).toEqual(['src/net/tcp.rs']);
    expect(r.resolve('src/a.rs', 'rust', 'self::b::c', [])).toEqual(['src/a/b/c.rs']);
  });

  it('resolves in-scope modules and workspace crates, not external crates', () => {
    expect(r.resolve('src/lib.rs', 'rust', 'net::tcp', ['Stream'])).toEqual(['src/net/tcp.rs']);
    expect(r.resolve('src/a.rs', 'rust', 'my_util::fmt', ['pretty'])).toEqual(['crates/my-util/src/fmt.rs']);
    expect(r.resolve('src/a.rs', 'rust', 'my_util', [])).toEqual(['crates/my-util/src/lib.rs']);
    expect(r.resolve('src/a.rs', 'rust', 'std::collections', ['HashMap'])).toEqual([]);
    expect(r.resolve('src/a.rs', 'rust', 'serde', [])).toEqual([]);
  });

  it('never returns the importing file itself', () => {
    expect(r.resolve('src/a.rs', 'rust', 'self', ['Local'])).toEqual([]);
    expect(r.resolve('src/lib.rs', 'rust', 'crate', ['Config'])).toEqual([]);
    expect(r.resolve('src/a/b.rs', 'rust', 'crate::a::b', ['c', 'Own'])).toEqual(['src/a/b/c.rs']);
  });
});

describe('Java', () => {
  const r = createImportResolver([
    'core/src/main/java/com/x/y/Foo.java',
    'core/src/main/java/com/x/y/Bar.java',
    'core/src/main/java/com/x/Y.java',
    'core/src/test/java/com/x/y/FooTest.java',
    'core/src/main/java/com/x/y/z/Deep.java',
    'app/src/main/java/org/app/Main.java',
    'app/src/main/java/org/app/xcom/x/y/Other.java',
    'odd/org/util.java',
  ]);

  it('resolves class imports by path suffix', () => {
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'com.x.y', ['Foo'])).toEqual([
      'core/src/main/java/com/x/y/Foo.java',
    ]);
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'com.x.y', ['Missing'])).toEqual([]);
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'java.util', ['List'])).toEqual([]);
    // Only class-like (capitalised) segments are walked up as enclosing classes.
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'org.util', ['Missing'])).toEqual([]);
  });

  it('resolves wildcards to every file of the package directories, and to a class for static wildcards', () => {
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'com.x.y', []).sort()).toEqual([
      'core/src/main/java/com/x/y/Bar.java',
      'core/src/main/java/com/x/y/Foo.java',
      'core/src/test/java/com/x/y/FooTest.java',
    ]);
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'com.x.Y', [])).toEqual([
      'core/src/main/java/com/x/Y.java',
    ]);
  });

  it('resolves static imports and nested classes to the enclosing class file', () => {
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'com.x.Y', ['m'])).toEqual([
      'core/src/main/java/com/x/Y.java',
    ]);
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'com.x.y.Foo', ['Inner'])).toEqual([
      'core/src/main/java/com/x/y/Foo.java',
    ]);
    expect(r.resolve('app/src/main/java/org/app/Main.java', 'java', 'com.x.Y.Inner', ['m'])).toEqual([
      'core/src/main/java/com/x/Y.java',
    ]);
  });

  it('never returns the importing file itself', () => {
    expect(r.resolve('core/src/main/java/com/x/y/Foo.java', 'java', 'com.x.y', []).sort()).toEqual([
      'core/src/main/java/com/x/y/Bar.java',
      'core/src/test/java/com/x/y/FooTest.java',
    ]);
  });
});

describe('resolver performance', () => {
  it('answers 100k imports over a 10k-file repository quickly', () => {
    const paths: string[] = [];
    for (let i = 0; i < 2000; i++) {
      paths.push(`src/m${i % 50}/f${i}.ts`, `py/pkg${i % 50}/mod${i}.py`, `go/p${i % 50}/f${i}.go`);
      paths.push(`java/com/acme/p${i % 50}/C${i}.java`, `rs/src/m${i % 50}/f${i}.rs`);
    }
    const r = createImportResolver(paths, { goModules: [{ dir: 'go', modulePath: 'example.com/g' }] });
    let hits = 0;
    for (let i = 0; i < 20_000; i++) {
      hits += r.resolve(`src/m0/f${i % 2000}.ts`, 'typescript', `../m${i % 50}/f${i % 2000}.js`, []).length;
      hits += r.resolve(`py/x.py`, 'python', `pkg${i % 50}.mod${i % 2000}`, []).length;
      hits += r.resolve(`go/main.go`, 'go', `example.com/g/p${i % 50}`, []).length;
      hits += r.resolve(`java/A.java`, 'java', `com.acme.p${i % 50}`, [`C${i % 2000}`]).length;
      hits += r.resolve(`rs/src/lib.rs`, 'rust', `crate::m${i % 50}`, [`f${i % 2000}`]).length;
    }
    expect(hits).toBeGreaterThan(20_000);
  });
});

describe('readResolverContext', () => {
  let root: string | null = null;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = null;
  });

  function write(rel: string, text: string): void {
    mkdirSync(dirname(join(root!, rel)), { recursive: true });
    writeFileSync(join(root!, rel), text);
  }

  it('reads go.mod module lines and tsconfig paths, tolerating JSONC and skipping broken files', () => {
    root = mkdtempSync(join(tmpdir(), 'repomap-resolve-'));
    write('go.mod', '// main module\nmodule github.com/acme/app\n\ngo 1.22\n');
    write('tools/go.mod', 'module "github.com/acme/app/tools"\n');
    write('tsconfig.base.json', '{ "compilerOptions": { "baseUrl": "./src", "paths": { "@/*": ["*"] } } }');
    write(
      'web/tsconfig.json',
      '{\n  // comment with "quotes"\n  "extends": "../tsconfig.base",\n  "compilerOptions": {\n    /* block */ "strict": true,\n    "outDir": "dist//x",\n  },\n}\n',
    );
    write(
      'api/tsconfig.json',
      '{ "compilerOptions": { "paths": { "#lib/*": ["./lib/*",], }, }, }',
    );
    write('broken/tsconfig.json', '{ "compilerOptions": { "baseUrl": ');
    write('plain/tsconfig.json', '{ "compilerOptions": { "strict": true } }');
    const paths = ['main.go', 'tools/x.go', 'web/app.ts', 'api/a.ts', 'broken/b.ts', 'plain/p.ts', 'src/z.ts'];
    const ctx = readResolverContext(root, paths);
    expect(ctx.goModules).toEqual([
      { dir: '', modulePath: 'github.com/acme/app' },
      { dir: 'tools', modulePath: 'github.com/acme/app/tools' },
    ]);
    expect(ctx.tsPaths).toEqual([
      { dir: 'api', baseUrl: 'api', paths: { '#lib/*': ['./lib/*'] } },
      { dir: 'web', baseUrl: 'src', paths: { '@/*': ['*'] } },
    ]);
    const r = createImportResolver([...paths, 'api/lib/db.ts'], ctx);
    expect(r.resolve('web/app.ts', 'typescript', '@/z', [])).toEqual(['src/z.ts']);
    expect(r.resolve('api/a.ts', 'typescript', '#lib/db', [])).toEqual(['api/lib/db.ts']);
  });

  // issue 26: each unclosed quote or `/*` of a JSONC file read the rest of it again, and so did
  // `^\s*` of go.mod from each of a run of blank lines
  it('reads megabyte config files of unclosed strings, comments and blank lines in one pass', () => {
    root = mkdtempSync(join(tmpdir(), 'repomap-resolve-'));
    write('go.mod', `${'\n\t'.repeat(400_000)}go 1.22\n`);
    write('tools/go.mod', `${'\n\t'.repeat(400_000)}module example.com/deep\n`);
    write('a/tsconfig.json', `// ${'"\\/*'.repeat(200_000)}\n{ "compilerOptions": { "paths": { "@a/*": ["./*",], }, }, }`);
    write('b/tsconfig.json', `{ "compilerOptions": { "paths": { "@b/*": ["./*"] } } } ${'/* '.repeat(300_000)}`);
    write('c/tsconfig.json', `{ "x": ${'\t\\"\\'.repeat(200_000)}`);
    write('d/tsconfig.json', `{ "x": ${'"\\"'.repeat(250_000)}`);
    const ctx = readResolverContext(root, ['m.go', 'tools/t.go', 'a/x.ts', 'b/x.ts', 'c/x.ts', 'd/x.ts']);
    expect(ctx.goModules).toEqual([{ dir: 'tools', modulePath: 'example.com/deep' }]);
    // a's comment goes; b's unclosed comments stay and break its JSON; c and d are no JSON at all
    expect(ctx.tsPaths).toEqual([{ dir: 'a', baseUrl: 'a', paths: { '@a/*': ['./*'] } }]);
  });
});
