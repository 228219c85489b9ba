import type { Node } from 'web-tree-sitter';
import type { ImportRecord } from '../types.js';

/** Reads one captured @import node of a language into [specifier, names] pairs. */
export type ImportReader = (node: Node) => Raw[];

export type Raw = [specifier: string, names: string[]];

/**
 * Turns one captured import node into ImportRecords (the language's reader: extract/imports/<id>.ts).
 * Unrecognised nodes give []; this never throws.
 */
export function readImports(reader: ImportReader | null, node: Node): ImportRecord[] {
  if (!reader) return [];
  try {
    const line = node.startPosition.row + 1;
    return reader(node).map(([specifier, names]) => ({ specifier, names, line }));
  } catch {
    return [];
  }
}

function children(node: Node): Node[] {
  return node.children.filter((c): c is Node => c !== null);
}

function namedChildren(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null);
}

/** Content of a string literal without its quotes; null unless it is a plain literal. */
function stringContent(node: Node | null): string | null {
  if (!node) return null;
  if (node.type === 'string') return node.text.slice(1, -1);
  if (node.type === 'template_string') {
    return namedChildren(node).some((c) => c.type === 'template_substitution') ? null : node.text.slice(1, -1);
  }
  return null;
}

// ---- TypeScript / JavaScript ----

export function jsImports(node: Node): Raw[] {
  if (node.type === 'import_statement') {
    const requireClause = namedChildren(node).find((c) => c.type === 'import_require_clause');
    const source = stringContent(node.childForFieldName('source') ?? requireClause?.childForFieldName('source') ?? null);
    if (source === null) return [];
    const clause = namedChildren(node).find((c) => c.type === 'import_clause');
    return [[source, clause ? importClauseNames(clause) : []]];
  }
  if (node.type === 'export_statement') {
    const source = stringContent(node.childForFieldName('source'));
    if (source === null) return [];
    const clause = namedChildren(node).find((c) => c.type === 'export_clause');
    return [[source, clause ? specifierNames(clause, 'export_specifier') : []]];
  }
  if (node.type === 'call_expression') {
    const fn = node.childForFieldName('function');
    const isLoader = fn !== null && (fn.type === 'import' || (fn.type === 'identifier' && fn.text === 'require'));
    if (!isLoader) return [];
    const args = node.childForFieldName('arguments');
    const source = stringContent(args ? (namedChildren(args)[0] ?? null) : null);
    return source === null ? [] : [[source, []]];
  }
  return [];
}

function importClauseNames(clause: Node): string[] {
  const names: string[] = [];
  for (const child of namedChildren(clause)) {
    if (child.type === 'identifier') names.push('default');
    else if (child.type === 'named_imports') names.push(...specifierNames(child, 'import_specifier'));
  }
  return names;
}

/** The exported-side name of each `{ a as b }` specifier. */
function specifierNames(list: Node, type: string): string[] {
  const names: string[] = [];
  for (const spec of namedChildren(list)) {
    if (spec.type !== type) continue;
    const name = spec.childForFieldName('name');
    if (!name) continue;
    names.push(name.type === 'string' ? name.text.slice(1, -1) : name.text);
  }
  return names;
}

// ---- Python ----

function dotted(node: Node): string {
  return node.text.replace(/\s+/g, '');
}

export function pythonImports(node: Node): Raw[] {
  if (node.type === 'import_statement') {
    return node.childrenForFieldName('name').flatMap((name): Raw[] => {
      const module = name?.type === 'aliased_import' ? name.childForFieldName('name') : name;
      return module ? [[dotted(module), []]] : [];
    });
  }
  if (node.type === 'import_from_statement') {
    const module = node.childForFieldName('module_name');
    if (!module) return [];
    const names = node.childrenForFieldName('name').flatMap((name) => {
      const imported = name?.type === 'aliased_import' ? name.childForFieldName('name') : name;
      return imported ? [dotted(imported)] : [];
    });
    return [[dotted(module), names]];
  }
  return [];
}

// ---- Go ----

export function goImports(node: Node): Raw[] {
  if (node.type !== 'import_spec') return [];
  const path = node.childForFieldName('path');
  if (!path || (path.type !== 'interpreted_string_literal' && path.type !== 'raw_string_literal')) return [];
  return [[path.text.slice(1, -1), []]];
}

// ---- Rust ----

export function rustImports(node: Node): Raw[] {
  if (node.type === 'mod_item') {
    const name = node.childForFieldName('name');
    return name && !node.childForFieldName('body') ? [[`mod:${name.text}`, []]] : [];
  }
  if (node.type === 'extern_crate_declaration') {
    const name = node.childForFieldName('name');
    return name ? [[name.text, []]] : [];
  }
  if (node.type !== 'use_declaration') return [];
  const argument = node.childForFieldName('argument');
  if (!argument) return [];
  // One record per path prefix, names merged in source order.
  const byPrefix = new Map<string, string[]>();
  const add = (prefix: string, name: string | null) => {
    const names = byPrefix.get(prefix) ?? [];
    if (name !== null) names.push(name);
    byPrefix.set(prefix, names);
  };
  collectUseTree(argument, '', add);
  return [...byPrefix];
}

function joinRust(prefix: string, path: string): string {
  return prefix && path ? `${prefix}::${path}` : prefix || path;
}

/** Walks a use tree; each leaf `a::b::C` is reported as (prefix 'a::b', name 'C'). */
function collectUseTree(node: Node, prefix: string, add: (prefix: string, name: string | null) => void): void {
  switch (node.type) {
    case 'scoped_identifier': {
      const name = node.childForFieldName('name');
      const path = node.childForFieldName('path');
      const full = joinRust(prefix, path ? dotted(path) : node.text.startsWith('::') ? '::' : '');
      if (name) leaf(full, name.text, add);
      return;
    }
    case 'use_as_clause': {
      const path = node.childForFieldName('path');
      if (path) collectUseTree(path, prefix, add);
      return;
    }
    case 'use_wildcard': {
      const path = namedChildren(node)[0];
      add(path ? joinRust(prefix, dotted(path)) : prefix, null);
      return;
    }
    case 'scoped_use_list': {
      const path = node.childForFieldName('path');
      const list = node.childForFieldName('list');
      if (list) collectUseTree(list, path ? joinRust(prefix, dotted(path)) : prefix, add);
      return;
    }
    case 'use_list':
      for (const child of namedChildren(node)) collectUseTree(child, prefix, add);
      return;
    case 'identifier':
    case 'crate':
    case 'super':
    case 'self':
      leaf(prefix, node.text, add);
      return;
    default:
      return;
  }
}

function leaf(prefix: string, name: string, add: (prefix: string, name: string | null) => void): void {
  if (name === 'self') add(prefix, null); // `use a::b::{self}` imports the module a::b itself
  else if (prefix === '' || prefix === '::') add(prefix + name, null); // `use serde;`
  else add(prefix, name);
}

// ---- Java ----

export function javaImports(node: Node): Raw[] {
  if (node.type !== 'import_declaration') return [];
  const kids = children(node);
  const path = kids.find((c) => c.type === 'scoped_identifier' || c.type === 'identifier');
  if (!path) return [];
  if (kids.some((c) => c.type === 'asterisk')) return [[dotted(path), []]];
  if (path.type === 'identifier') return [['', [path.text]]];
  const scope = path.childForFieldName('scope');
  const name = path.childForFieldName('name');
  return scope && name ? [[dotted(scope), [name.text]]] : [];
}
