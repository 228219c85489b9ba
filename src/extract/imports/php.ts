import type { Node } from 'web-tree-sitter';
import type { Raw } from '../imports.js';

function named(node: Node): Node[] {
  return node.namedChildren.filter((c): c is Node => c !== null);
}

/**
 * `use App\Models\User;` → ['App\Models\User', ['User']]; `use A\B as C, D\E;` gives one
 * pair per clause; `use App\Models\{User, Billing\Invoice};` → ['App\Models\User', ['User']],
 * ['App\Models\Billing\Invoice', ['Invoice']]. `use function`/`use const` import no class
 * and are skipped.
 */
export function phpImports(node: Node): Raw[] {
  if (node.type !== 'namespace_use_declaration') return [];
  if (node.children.some((c) => c !== null && (c.type === 'function' || c.type === 'const'))) return [];
  const out: Raw[] = [];
  const push = (qualified: string): void => {
    const spec = qualified.replace(/^\\+/, '').replace(/\s+/g, '');
    if (!spec) return;
    out.push([spec, [spec.slice(spec.lastIndexOf('\\') + 1)]]);
  };
  const prefix = named(node).find((c) => c.type === 'namespace_name')?.text ?? null;
  for (const child of named(node)) {
    if (child.type === 'namespace_use_clause') {
      const target = named(child).find((c) => c.type === 'qualified_name' || c.type === 'name');
      if (target) push(target.text);
    } else if (child.type === 'namespace_use_group' && prefix !== null) {
      for (const clause of named(child)) {
        if (clause.type !== 'namespace_use_group_clause') continue;
        const target = named(clause).find((c) => c.type === 'namespace_name' || c.type === 'qualified_name' || c.type === 'name');
        if (target) push(`${prefix}\\${target.text}`);
      }
    }
  }
  return out;
}
