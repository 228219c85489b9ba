import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `import Foundation` → ['Foundation', []]; `import struct Shop.Money` →
 * ['Shop', ['Money']]. Swift modules are build targets, not files: these stay
 * unresolved (files of one target see each other without imports).
 */
export function swiftImports(node: Node): Raw[] {
  if (node.type !== 'import_declaration') return [];
  const path = node.namedChildren.find((c) => c?.type === 'identifier');
  if (!path) return [];
  const parts = path.namedChildren.filter((c) => c?.type === 'simple_identifier').map((c) => c!.text);
  if (parts.length === 0) return [];
  const hasKind = node.children.some((c) => c !== null && ['struct', 'class', 'enum', 'protocol', 'typealias', 'func', 'var', 'let'].includes(c.type));
  if (hasKind && parts.length > 1) return [[parts.slice(0, -1).join('.'), [parts[parts.length - 1]!]]];
  return [[parts.join('.'), []]];
}
