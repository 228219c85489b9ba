import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** `#import "SHCart.h"` → ['SHCart.h', []]; `#import <Foundation/Foundation.h>` → ['Foundation/Foundation.h', []]. */
export function objcImports(node: Node): Raw[] {
  if (node.type !== 'preproc_include') return [];
  const path = node.childForFieldName('path');
  if (!path) return [];
  if (path.type === 'system_lib_string') return [[path.text.slice(1, -1), []]];
  if (path.type === 'string_literal') {
    const content = path.namedChildren.find((c) => c?.type === 'string_content');
    return content ? [[content.text, []]] : [];
  }
  return [];
}
