// Objective-C #import/#include resolution: relative to the importing file first, then
// by path suffix anywhere in the tree; system headers not in the tree stay external.
import { describe, expect, it } from 'vitest';
import { createObjcResolver } from '../../src/extract/resolve/objc.js';
import type { FileIndex } from '../../src/extract/resolve/types.js';

const files = [
  'Shop/SHCart.m',
  'Shop/SHCart.h',
  'Shop/Items/SHLineItem.h',
  'Shop/Items/SHLineItem.m',
  'Vendor/Kit/Kit/Kit.h',
  'Other/SHCart.h',
];
const index: FileIndex = { files: new Set(files), withExtension: (ext) => files.filter((f) => f.endsWith(ext)) };

describe('objc import resolution', () => {
  const resolver = createObjcResolver(index, {});
  const resolve = (from: string, spec: string) => resolver.resolve(from, spec, []);

  it('prefers the file next to the importing one', () => {
    expect(resolve('Shop/SHCart.m', 'SHCart.h')).toEqual(['Shop/SHCart.h']);
    expect(resolve('Shop/SHCart.m', 'Items/SHLineItem.h')).toEqual(['Shop/Items/SHLineItem.h']);
    expect(resolve('Shop/Items/SHLineItem.m', '../SHCart.h')).toEqual(['Shop/SHCart.h']);
  });

  it('falls back to every file whose path ends in the specifier', () => {
    expect(resolve('Shop/Items/SHLineItem.m', 'SHCart.h')).toEqual(['Shop/SHCart.h', 'Other/SHCart.h']);
    expect(resolve('Shop/SHCart.m', 'Kit/Kit.h')).toEqual(['Vendor/Kit/Kit/Kit.h']);
  });

  it('leaves headers that are not in the tree unresolved', () => {
    expect(resolve('Shop/SHCart.m', 'Foundation/Foundation.h')).toEqual([null]);
  });
});
