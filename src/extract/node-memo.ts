import type { Node } from 'web-tree-sitter';

/**
 * One parsed file's node lookups, each asked of tree-sitter once per node. web-tree-sitter
 * answers every `node.parent` by a call into its runtime that walks down from the root to
 * the node, and every `node.type` by a call too; the blocks and docs of a file's definitions
 * climb the same ancestors again and again (every method of a class asks for the class and
 * its parents). Valid while its tree lives: node ids are unique within one tree only.
 */
export class NodeMemo {
  private readonly parents = new Map<number, Node | null>();
  private readonly types = new Map<number, string>();

  parent(node: Node): Node | null {
    let parent = this.parents.get(node.id);
    if (parent === undefined) {
      parent = node.parent;
      this.parents.set(node.id, parent);
    }
    return parent;
  }

  type(node: Node): string {
    let type = this.types.get(node.id);
    if (type === undefined) {
      type = node.type;
      this.types.set(node.id, type);
    }
    return type;
  }
}
