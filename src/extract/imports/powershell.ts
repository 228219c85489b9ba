import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/** A path relative to the script (`$PSScriptRoot\x.ps1`, `./x.ps1`), with its quotes and the root variable removed; null when computed. */
function scriptPath(text: string): string | null {
  let path = text.trim();
  if ((path.startsWith('"') && path.endsWith('"')) || (path.startsWith("'") && path.endsWith("'"))) path = path.slice(1, -1);
  path = path.replace(/\\/g, '/');
  if (path.startsWith('$PSScriptRoot/')) path = `./${path.slice('$PSScriptRoot/'.length)}`;
  else if (path.startsWith('${PSScriptRoot}/')) path = `./${path.slice('${PSScriptRoot}/'.length)}`;
  if (path.includes('$') || path.includes('(') || path === '') return null;
  return path;
}

/**
 * Dot-sourcing `. ./lib.ps1` → ['./lib.ps1', []]; `Import-Module ./Tools.psm1` and
 * `using module ./Lib.psm1` → the path; a module imported by name (`Import-Module Pester`)
 * is kept as its name.
 */
export function powershellImports(node: Node): Raw[] {
  if (node.type !== 'command') return [];
  const name = node.childForFieldName('command_name');
  if (!name) return [];
  if (node.namedChildren[0]?.type === 'command_invokation_operator') {
    if (node.children[0]?.text !== '.') return [];
    const path = scriptPath(name.text);
    return path ? [[path, []]] : [];
  }
  const words = (node.childForFieldName('command_elements')?.namedChildren ?? []).filter((child): child is Node => child !== null && child.type !== 'command_argument_sep');
  const command = name.text.toLowerCase();
  let target: Node | null | undefined;
  if (command === 'using') target = words[0]?.text.toLowerCase() === 'module' ? words[1] : null;
  else target = words.find((word) => word.type !== 'command_parameter');
  const path = target ? scriptPath(target.text) : null;
  return path ? [[path, []]] : [];
}
