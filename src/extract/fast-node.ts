import { Node, type Tree } from 'web-tree-sitter';
import { parserModule } from './languages.js';

/*
 * Nodes whose look-ups cost less. web-tree-sitter answers every look-up of a node (its
 * parent, type, end, siblings, children) by writing the node into the runtime's transfer
 * buffer one 32-bit value at a time through a DataView (`setValue`), calling the runtime, and
 * reading the answer back the same way into a new `Node`, whose constructor defines a field
 * keyed `[0]` through V8's runtime. On spring-framework's Java that glue was a quarter of the
 * JS above the parse: the docs, blocks and signatures of 140k definitions climb, list and
 * compare nodes (bench/history/2026-12-05-coldwalk.md).
 *
 * A `FastNode` is a node with the same five values (handle, id, tree, start index, start
 * position) set by plain stores, whose prototype puts these look-ups, written the way
 * web-tree-sitter's `Node` writes them (the version pinned in package.json: the same runtime
 * calls, the same transfer buffer layout) but with plain stores and loads of the runtime's
 * heap, in front of `Node`'s: every other getter and method of a node works on it unchanged,
 * and every node it answers is a FastNode too. The nodes of a query's captures
 * (query-walk.ts) are FastNodes, and so is what is reached from them.
 */

/** The exports of web-tree-sitter's emscripten module that node look-ups call (each reads the node from the transfer buffer). */
interface NodeModule {
  HEAP32: Int32Array;
  _ts_init(): number;
  _ts_tree_root_node_wasm(tree: number): void;
  _ts_node_symbol_wasm(tree: number): number;
  _ts_node_is_named_wasm(tree: number): number;
  _ts_node_is_extra_wasm(tree: number): number;
  _ts_node_is_missing_wasm(tree: number): number;
  _ts_node_has_error_wasm(tree: number): number;
  _ts_node_end_index_wasm(tree: number): number;
  _ts_node_end_point_wasm(tree: number): void;
  _ts_node_child_wasm(tree: number, index: number): void;
  _ts_node_named_child_wasm(tree: number, index: number): void;
  _ts_node_child_by_field_id_wasm(tree: number, field: number): void;
  _ts_node_child_count_wasm(tree: number): number;
  _ts_node_named_child_count_wasm(tree: number): number;
  _ts_node_children_wasm(tree: number): void;
  _ts_node_named_children_wasm(tree: number): void;
  _ts_node_next_sibling_wasm(tree: number): void;
  _ts_node_prev_sibling_wasm(tree: number): void;
  _ts_node_next_named_sibling_wasm(tree: number): void;
  _ts_node_prev_named_sibling_wasm(tree: number): void;
  _ts_node_parent_wasm(tree: number): void;
  _ts_query_matches_wasm(...args: number[]): void;
  _free(address: number): void;
}

const CALLS: readonly (keyof NodeModule)[] = [
  '_ts_init', '_ts_tree_root_node_wasm', '_ts_node_symbol_wasm', '_ts_node_is_named_wasm', '_ts_node_is_extra_wasm',
  '_ts_node_is_missing_wasm', '_ts_node_has_error_wasm', '_ts_node_end_index_wasm', '_ts_node_end_point_wasm',
  '_ts_node_child_wasm', '_ts_node_named_child_wasm', '_ts_node_child_by_field_id_wasm', '_ts_node_child_count_wasm',
  '_ts_node_named_child_count_wasm', '_ts_node_children_wasm', '_ts_node_named_children_wasm', '_ts_node_next_sibling_wasm',
  '_ts_node_prev_sibling_wasm', '_ts_node_next_named_sibling_wasm', '_ts_node_prev_named_sibling_wasm',
  '_ts_node_parent_wasm', '_ts_query_matches_wasm', '_free',
];

/** This thread's runtime and its transfer buffer's address. */
export interface NodeRuntime {
  module: NodeModule;
  buffer: number;
}

let cached: NodeRuntime | null | undefined;

/** This thread's runtime, or null when it is not up or not as expected (then web-tree-sitter's own nodes are used). */
export function nodeRuntime(): NodeRuntime | null {
  if (cached !== undefined) return cached;
  const module = parserModule() as Partial<NodeModule> | null;
  if (!module?.HEAP32) return null; // not initialized yet
  const usable = CALLS.every((name) => typeof module[name] === 'function');
  // `_ts_init` only returns the transfer buffer's address (and writes the ABI versions into it).
  cached = usable ? { module: module as NodeModule, buffer: module._ts_init!() } : null;
  return cached;
}

interface Handle {
  0: number;
}

/** A tree's text read as web-tree-sitter's `getText` reads it: its text callback from `start`, cut to the length. */
interface TreeText {
  textCallback: (index: number, position: { row: number; column: number }) => string | undefined | null;
}

/** A node: what web-tree-sitter's `Node` constructor sets, set by plain stores; its look-ups below. */
export class FastNode {
  declare 0: number;
  declare id: number;
  declare tree: Tree;
  declare startIndex: number;
  declare startPosition: { row: number; column: number };
  declare _children: (Node | null)[] | undefined;
  declare _namedChildren: (Node | null)[] | undefined;

  constructor(handle: number, id: number, tree: Tree, startIndex: number, row: number, column: number) {
    this[0] = handle;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = { row, column };
  }
}

const runtime = (): NodeRuntime => cached!;

/** Write `node` into the transfer buffer (web-tree-sitter's marshalNode) and return the tree's handle. */
function marshal(node: FastNode): number {
  const { module, buffer } = runtime();
  const heap = module.HEAP32;
  const at = buffer >> 2;
  heap[at] = node.id;
  heap[at + 1] = node.startIndex;
  heap[at + 2] = node.startPosition.row;
  heap[at + 3] = node.startPosition.column;
  heap[at + 4] = node[0];
  return (node.tree as unknown as Handle)[0];
}

/** The node at `address` (web-tree-sitter's unmarshalNode), or null when its id is 0. */
function unmarshal(tree: Tree, address: number = runtime().buffer): Node | null {
  const heap = runtime().module.HEAP32; // read after the call: it may have grown the memory
  const at = address >> 2;
  const id = heap[at]!;
  if (id === 0) return null;
  return new FastNode(heap[at + 4]!, id, tree, heap[at + 1]!, heap[at + 2]!, heap[at + 3]!) as unknown as Node;
}

/** The nodes of a list the runtime allocated (count and address in the transfer buffer), freed after. */
function unmarshalList(tree: Tree): (Node | null)[] {
  const { module, buffer } = runtime();
  const heap = module.HEAP32;
  const count = heap[buffer >> 2]!;
  const list = heap[(buffer >> 2) + 1]!;
  const nodes = new Array<Node | null>(count);
  if (count > 0) {
    for (let i = 0, address = list; i < count; i++, address += 20) nodes[i] = unmarshal(tree, address);
    module._free(list);
  }
  return nodes;
}

const m = (): NodeModule => runtime().module;

/** The look-ups put in front of `Node`'s, each as web-tree-sitter writes it. */
const lookups = {
  get typeId(): number {
    return m()._ts_node_symbol_wasm(marshal(this as unknown as FastNode));
  },
  get type(): string {
    const self = this as unknown as FastNode;
    return self.tree.language.types[m()._ts_node_symbol_wasm(marshal(self))] || 'ERROR';
  },
  get isNamed(): boolean {
    return m()._ts_node_is_named_wasm(marshal(this as unknown as FastNode)) === 1;
  },
  get isExtra(): boolean {
    return m()._ts_node_is_extra_wasm(marshal(this as unknown as FastNode)) === 1;
  },
  get isMissing(): boolean {
    return m()._ts_node_is_missing_wasm(marshal(this as unknown as FastNode)) === 1;
  },
  get hasError(): boolean {
    return m()._ts_node_has_error_wasm(marshal(this as unknown as FastNode)) === 1;
  },
  get endIndex(): number {
    return m()._ts_node_end_index_wasm(marshal(this as unknown as FastNode));
  },
  get endPosition(): { row: number; column: number } {
    const { module, buffer } = runtime();
    module._ts_node_end_point_wasm(marshal(this as unknown as FastNode));
    const heap = module.HEAP32;
    return { row: heap[buffer >> 2]! >>> 0, column: heap[(buffer >> 2) + 1]! >>> 0 };
  },
  get text(): string {
    const self = this as unknown as FastNode;
    const tree = self.tree as unknown as TreeText;
    let start = self.startIndex;
    const end = (this as unknown as Node).endIndex;
    const length = end - start;
    let result = tree.textCallback(start, self.startPosition);
    if (result) {
      start += result.length;
      while (start < end) {
        const piece = tree.textCallback(start, self.startPosition);
        if (!piece || piece.length === 0) break;
        start += piece.length;
        result += piece;
      }
      if (start > end) result = result.slice(0, length);
    }
    return result ?? '';
  },
  child(index: number): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_child_wasm(marshal(self), index);
    return unmarshal(self.tree);
  },
  namedChild(index: number): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_named_child_wasm(marshal(self), index);
    return unmarshal(self.tree);
  },
  childForFieldId(fieldId: number): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_child_by_field_id_wasm(marshal(self), fieldId);
    return unmarshal(self.tree);
  },
  childForFieldName(fieldName: string): Node | null {
    const fieldId = (this as unknown as FastNode).tree.language.fields.indexOf(fieldName);
    return fieldId !== -1 ? (this as unknown as Node).childForFieldId(fieldId) : null;
  },
  get childCount(): number {
    return m()._ts_node_child_count_wasm(marshal(this as unknown as FastNode));
  },
  get namedChildCount(): number {
    return m()._ts_node_named_child_count_wasm(marshal(this as unknown as FastNode));
  },
  get firstChild(): Node | null {
    return (this as unknown as Node).child(0);
  },
  get firstNamedChild(): Node | null {
    return (this as unknown as Node).namedChild(0);
  },
  get lastChild(): Node | null {
    const self = this as unknown as Node;
    return self.child(self.childCount - 1);
  },
  get lastNamedChild(): Node | null {
    const self = this as unknown as Node;
    return self.namedChild(self.namedChildCount - 1);
  },
  get children(): (Node | null)[] {
    const self = this as unknown as FastNode;
    if (!self._children) {
      m()._ts_node_children_wasm(marshal(self));
      self._children = unmarshalList(self.tree);
    }
    return self._children;
  },
  get namedChildren(): (Node | null)[] {
    const self = this as unknown as FastNode;
    if (!self._namedChildren) {
      m()._ts_node_named_children_wasm(marshal(self));
      self._namedChildren = unmarshalList(self.tree);
    }
    return self._namedChildren;
  },
  get nextSibling(): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_next_sibling_wasm(marshal(self));
    return unmarshal(self.tree);
  },
  get previousSibling(): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_prev_sibling_wasm(marshal(self));
    return unmarshal(self.tree);
  },
  get nextNamedSibling(): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_next_named_sibling_wasm(marshal(self));
    return unmarshal(self.tree);
  },
  get previousNamedSibling(): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_prev_named_sibling_wasm(marshal(self));
    return unmarshal(self.tree);
  },
  get parent(): Node | null {
    const self = this as unknown as FastNode;
    m()._ts_node_parent_wasm(marshal(self));
    return unmarshal(self.tree);
  },
};

Object.defineProperties(FastNode.prototype, Object.getOwnPropertyDescriptors(lookups));
Object.setPrototypeOf(FastNode.prototype, Node.prototype);

/** A tree's root as a FastNode (`tree.rootNode`), or web-tree-sitter's when the runtime is not as expected. */
export function rootOf(tree: Tree): Node {
  if (!nodeRuntime()) return tree.rootNode;
  m()._ts_tree_root_node_wasm((tree as unknown as Handle)[0]);
  return unmarshal(tree)!;
}
