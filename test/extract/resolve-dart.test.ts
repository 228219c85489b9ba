// Dart import resolution: relative URIs against the importing file, `package:NAME/…`
// against lib/ of the package whose pubspec.yaml declares `name: NAME`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readResolverContext } from '../../src/extract/resolve/context.js';
import { createDartResolver } from '../../src/extract/resolve/dart.js';
import type { FileIndex } from '../../src/extract/resolve/types.js';

const files = [
  'pkgs/shop/pubspec.yaml',
  'pkgs/shop/lib/shop.dart',
  'pkgs/shop/lib/src/cart.dart',
  'pkgs/shop/lib/src/item.dart',
  'pkgs/shop/test/cart_test.dart',
  'pkgs/billing/pubspec.yaml',
  'pkgs/billing/lib/billing.dart',
];
const root = mkdtempSync(join(tmpdir(), 'repomap-dart-'));
for (const file of files) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), '');
}
writeFileSync(join(root, 'pkgs/shop/pubspec.yaml'), 'name: shop\ndescription: a shop\ndependencies:\n  name: not_this\n');
writeFileSync(join(root, 'pkgs/billing/pubspec.yaml'), "# billing\nname: 'billing' # the package\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const dartFiles = files.filter((f) => f.endsWith('.dart'));
const index: FileIndex = {
  files: new Set(files),
  withExtension: (ext) => files.filter((f) => f.endsWith(ext)),
};

describe('dart import resolution', () => {
  const context = readResolverContext(root, dartFiles);
  const resolver = createDartResolver(index, context);
  const resolve = (from: string, spec: string) => resolver.resolve(from, spec, []);

  it('reads the name of each pubspec.yaml (top-level `name:` only)', () => {
    expect(context.dartPackages).toEqual([
      { dir: 'pkgs/billing', name: 'billing' },
      { dir: 'pkgs/shop', name: 'shop' },
    ]);
  });

  it('resolves relative URIs against the importing file', () => {
    expect(resolve('pkgs/shop/lib/src/cart.dart', 'item.dart')).toEqual(['pkgs/shop/lib/src/item.dart']);
    expect(resolve('pkgs/shop/test/cart_test.dart', '../lib/src/cart.dart')).toEqual(['pkgs/shop/lib/src/cart.dart']);
    expect(resolve('pkgs/shop/lib/shop.dart', 'src/missing.dart')).toEqual([null]);
  });

  it('resolves package: URIs to lib/ of the named package', () => {
    expect(resolve('pkgs/shop/test/cart_test.dart', 'package:shop/src/cart.dart')).toEqual(['pkgs/shop/lib/src/cart.dart']);
    expect(resolve('pkgs/shop/lib/shop.dart', 'package:billing/billing.dart')).toEqual(['pkgs/billing/lib/billing.dart']);
  });

  it('leaves dart: and unknown packages external', () => {
    expect(resolve('pkgs/shop/lib/shop.dart', 'dart:async')).toEqual([]);
    expect(resolve('pkgs/shop/lib/shop.dart', 'package:http/http.dart')).toEqual([]);
  });
});
