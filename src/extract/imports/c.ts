import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * `#include "a/b.h"` → ['a/b.h', []]; `#include <stdio.h>` → ['<stdio.h>', []]: the angle
 * brackets stay so the resolver can tell a system include from a local one. A computed
 * `#include MACRO` gives nothing. Shared by C and C++.
 */
export function cIncludes(node: Node): Raw[] {
  if (node.type !== 'preproc_include') return [];
  const path = node.childForFieldName('path');
  if (!path) return [];
  if (path.type === 'string_literal') {
    const text = path.text.slice(1, -1);
    return text ? [[text, []]] : [];
  }
  if (path.type === 'system_lib_string') {
    const text = path.text.trim();
    return text.length > 2 ? [[text, []]] : [];
  }
  return [];
}
