// #include resolution (shared by C and C++). Which language a `.h` file is read as: header-language.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createImportResolver, readResolverContext } from '../../src/extract/resolve/index.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';

afterAll(cleanupTemporaries);

function tree(files: Record<string, string>): string {
  const root = temporaryDir('repomap-c-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('C/C++ #include resolution', () => {
  const paths = [
    'src/main.c',
    'src/util.h',
    'src/net/socket.c',
    'src/net/socket.h',
    'include/lib/api.h',
    'include/lib/detail/impl.hpp',
    'third/zlib/zlib.h',
    'tools/gen/util.h',
    'app/main.cpp',
  ];
  const resolver = createImportResolver(paths);

  it('resolves a quoted include relative to the including file first', () => {
    expect(resolver.resolve('src/main.c', 'c', 'util.h', [])).toEqual(['src/util.h']);
    expect(resolver.resolve('src/net/socket.c', 'c', '../util.h', [])).toEqual(['src/util.h']);
    expect(resolver.resolve('src/net/socket.c', 'c', 'socket.h', [])).toEqual(['src/net/socket.h']);
  });

  it('looks quoted includes up in include directories, then by path suffix (nearest first)', () => {
    expect(resolver.resolve('app/main.cpp', 'cpp', 'lib/api.h', [])).toEqual(['include/lib/api.h']);
    expect(resolver.resolve('include/lib/api.h', 'cpp', 'lib/detail/impl.hpp', [])).toEqual(['include/lib/detail/impl.hpp']);
    expect(resolver.resolve('src/main.c', 'c', 'net/socket.h', [])).toEqual(['src/net/socket.h']);
    expect(resolver.resolve('src/main.c', 'c', 'zlib.h', [])).toEqual(['third/zlib/zlib.h']);
    // two util.h: the one sharing more directories with the includer
    expect(resolver.resolve('tools/gen/x.c', 'c', 'gen/util.h', [])).toEqual(['tools/gen/util.h']);
  });

  it('resolves angle includes only under include directories: system headers cost nothing', () => {
    expect(resolver.resolve('app/main.cpp', 'cpp', '<lib/api.h>', [])).toEqual(['include/lib/api.h']);
    expect(resolver.resolve('src/main.c', 'c', '<stdio.h>', [])).toEqual([]);
    expect(resolver.resolve('src/main.c', 'c', '<zlib.h>', [])).toEqual([]);
    expect(resolver.resolve('src/main.c', 'c', '<util.h>', [])).toEqual([]);
  });

  it('uses the -I directories of compile_commands.json', () => {
    const root = tree({
      'src/main.c': '#include <zlib.h>\n',
      'third/zlib/zlib.h': '',
    });
    writeFileSync(
      join(root, 'compile_commands.json'),
      JSON.stringify([{ directory: root, file: 'src/main.c', arguments: ['cc', '-I', 'third/zlib', '-isystem/nowhere', '-c', 'src/main.c'] }]),
    );
    const context = readResolverContext(root, ['src/main.c', 'third/zlib/zlib.h']);
    expect(context.cIncludeDirs).toEqual(['third/zlib']);
    const r = createImportResolver(['src/main.c', 'third/zlib/zlib.h'], context);
    expect(r.resolve('src/main.c', 'c', '<zlib.h>', [])).toEqual(['third/zlib/zlib.h']);
  });
});
