// A `.h` file is read as C, C++ or Objective-C by what it holds (not by the other files of its
// tree), the index records that language, and the header then maps like the rest of its language.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HEADER_SCAN_CHARS, headerLanguage, languageOfContent } from '../../src/extract/header-language.js';
import { Repository } from '../../src/index.js';
import { scan } from '../../src/scan/scan.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterAll(cleanupTemporaries);

describe('a header read by its content', () => {
  it('is Objective-C when it declares an @interface, @protocol, @implementation or @class, or #imports', () => {
    expect(headerLanguage('@interface View : NSObject\n@end\n')).toBe('objc');
    expect(headerLanguage('@protocol Spinning <NSObject>\n@end\n')).toBe('objc');
    expect(headerLanguage('@implementation View\n@end\n')).toBe('objc');
    expect(headerLanguage('@class View;\nvoid f(View *v);\n')).toBe('objc');
    expect(headerLanguage('  #  import <Foundation/Foundation.h>\nint x;\n')).toBe('objc');
    // an Objective-C++ header: the Objective-C markers win over the C++ ones before them
    expect(headerLanguage('namespace a { class B {}; }\n@interface View : NSObject\n@end\n')).toBe('objc');
  });

  it('is C++ when it holds a construct C lacks', () => {
    expect(headerLanguage('class Shape {\n};\n')).toBe('cpp');
    expect(headerLanguage('enum class Mode { a, b };\n')).toBe('cpp');
    expect(headerLanguage('namespace {\nint x;\n}\n')).toBe('cpp');
    expect(headerLanguage('template<typename T> T max(T a, T b);\n')).toBe('cpp');
    expect(headerLanguage('struct S {\n private:\n  int x;\n};\n')).toBe('cpp');
    expect(headerLanguage('std::string name();\n')).toBe('cpp');
  });

  it('is C otherwise, whatever its comments, strings and macros spell', () => {
    expect(headerLanguage('int ring_push(struct ring *r, int item);\n')).toBe('c');
    expect(headerLanguage('/* class Shape; namespace geo; @interface X */\n// template <T> and #import\nint x;\n')).toBe('c');
    expect(headerLanguage('#define NAME "class Ring::x @interface"\nchar c = \'@\';\nint class_count;\n')).toBe('c');
    // a name that merely starts with a keyword, a label-like word followed by `::`-less text, a mid-line `#import`
    expect(headerLanguage('int classify(int templates, int namespaces);\n#define S(x) #import\n')).toBe('c');
    expect(headerLanguage('')).toBe('c');
  });

  it('reads C++14 digit separators as numbers, not as character literals that hide what follows', () => {
    expect(headerLanguage("constexpr long big = 1'000'000;\nclass Big {};\n")).toBe('cpp');
  });

  it('reads only the first HEADER_SCAN_CHARS characters, so a huge or hostile header costs one bounded pass', () => {
    const padding = `${'int x;\n'.repeat(Math.ceil(HEADER_SCAN_CHARS / 7))}`;
    expect(headerLanguage(`${padding}@interface Late : NSObject\n@end\n`)).toBe('c');
    // an unclosed comment or string runs to the bound, not past it, and never backtracks
    const started = performance.now();
    expect(headerLanguage(`/*${'*'.repeat(4 << 20)}`)).toBe('c');
    expect(headerLanguage(`"${'\\'.repeat(4 << 20)}`)).toBe('c');
    expect(headerLanguage('class'.repeat(1 << 20))).toBe('c');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('decides only for .h files: every other extension keeps its language', () => {
    expect(languageOfContent('src/a.h', 'c', 'class A {};')).toBe('cpp');
    expect(languageOfContent('src/A.H', 'c', '@interface A\n@end')).toBe('objc');
    expect(languageOfContent('src/a.c', 'c', 'class A {};')).toBe('c');
    expect(languageOfContent('src/a.hpp', 'cpp', '@interface A\n@end')).toBe('cpp');
    expect(languageOfContent('src/a.m', 'objc', 'int x;')).toBe('objc');
  });
});

describe('headers in an index', () => {
  const languages = (repo: Repository) => Object.fromEntries(repo.files().map((f) => [f.path, f.language]));
  const defs = (repo: Repository, path: string) => repo.symbols([path]).map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`);
  const edges = (repo: Repository): string[] =>
    repo.database
      .prepare("SELECT f.path || ' -> ' || t.path FROM import_edges e JOIN files f ON f.id = e.file_id JOIN files t ON t.id = e.target_id ORDER BY 1")
      .pluck()
      .all() as string[];

  it('records each header under the language its content chose, whatever else the tree holds', async () => {
    const root = copyFixture('headers');
    // the scan lists every .h as C, by its extension; extraction decides
    expect(scan(root).files.filter((f) => f.path.endsWith('.h')).map((f) => f.language)).toEqual(['c', 'c', 'c']);
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    expect(languages(repo)).toEqual({
      'App/SHWidget.h': 'objc',
      'App/SHWidget.m': 'objc',
      'engine/geometry.cpp': 'cpp',
      'engine/geometry.h': 'cpp',
      'ring/ring.c': 'c',
      'ring/ring.h': 'c',
    });
    repo.close();
  });

  it('gives each header the definitions of its language, and resolves #import and #include to it', async () => {
    const repo = Repository.open(copyFixture('headers'));
    await repo.update({ threads: 1 });
    // the availability macros above the class and after its methods are no part of them
    expect(defs(repo, 'App/SHWidget.h')).toEqual([
      'interface SHSpinning 6',
      'method SHSpinning.spinTimes: 7',
      'class SHWidget 11',
      'field SHWidget.title 12',
      'method SHWidget.initWithTitle: 13',
      'method SHWidget.init 14',
      'function SHWidgetMake 17',
    ]);
    expect(defs(repo, 'engine/geometry.h')).toEqual([
      'module geo 3',
      'function geo.clamp 5',
      'class geo.Shape 8',
      'method geo.Shape.~Shape 10',
      'method geo.Shape.area 11',
    ]);
    expect(defs(repo, 'ring/ring.h')).toEqual(['macro RING_H 2', 'macro RING_NAME 7', 'struct ring 9', 'field ring.items 10', 'field ring.size 11', 'function ring_push 14']);
    expect(edges(repo)).toEqual(['App/SHWidget.m -> App/SHWidget.h', 'App/SHWidget.m -> ring/ring.h', 'engine/geometry.cpp -> engine/geometry.h', 'ring/ring.c -> ring/ring.h']);
    repo.close();
  });

  it('parses an unchanged header again only when its bytes change, and then may read it as another language', async () => {
    const root = copyFixture('headers');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const again = await repo.update({ threads: 1 });
    expect(again.parsed).toBe(0);
    writeFileSync(join(root, 'ring/ring.h'), 'class Ring {\n public:\n  int push(int item);\n};\n');
    const changed = await repo.update({ threads: 1 });
    expect(changed.parsed).toBe(1);
    expect(languages(repo)['ring/ring.h']).toBe('cpp');
    expect(defs(repo, 'ring/ring.h')).toEqual(['class Ring 1', 'method Ring.push 3']);
    expect((await repo.update({ threads: 1 })).parsed).toBe(0);
    repo.close();
  });

  it('skips a binary .h as binary', async () => {
    const root = copyFixture('headers');
    writeFileSync(join(root, 'ring/blob.h'), Buffer.from([0x40, 0x69, 0x6e, 0x74, 0, 0xff, 0xfe]));
    const repo = Repository.open(root);
    const stats = await repo.update({ threads: 1 });
    expect(stats.skipped.binary).toBe(1);
    repo.close();
  });
});
