import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

/**
 * The literal path of `source PATH` / `. PATH`. A prefix naming the script's own directory
 * (`$(dirname "$0")/`, `$(dirname "${BASH_SOURCE[0]}")/`, `${BASH_SOURCE%/*}/`, `$SCRIPT_DIR/`-style
 * variables are not: they are left alone) becomes `./`. Any other expansion → [].
 */
export function bashImports(node: Node): Raw[] {
  const arg = node.childrenForFieldName('argument').find((c) => c !== null);
  if (!arg) return [];
  let text = arg.text;
  if ((text.startsWith('"') && text.endsWith('"')) || (text.startsWith("'") && text.endsWith("'"))) text = text.slice(1, -1);
  text = text.replace(SELF_DIR, './');
  if (text.startsWith('"')) text = text.replace(/^"([^"]*)"/, '$1');
  text = text.replace(/"/g, '');
  if (!text || /[$`*?(){}\s]/.test(text)) return [];
  return [[text, []]];
}

const SELF_DIR = /^"?(?:\$\(\s*dirname\s+"?\$(?:0|\{0\}|\{BASH_SOURCE(?:\[0\])?\}|BASH_SOURCE)"?\s*\)|\$\{BASH_SOURCE(?:\[0\])?%\/\*\}|\$\{0%\/\*\})"?\//;
