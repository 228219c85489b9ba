// The blocks that enclose a file's definitions, as the source writes them: `impl Context {`,
// `module.exports = {`, `export namespace Linter {`, `class Foo(Base):`, `defmodule Foo do`,
// `type (`. Recorded once at extraction (header line and span), so that a map shows a member
// under the header of its block without parsing the file again.
import type { Node } from 'web-tree-sitter';
import type { Block } from '../types.js';
import { clipLongLines } from './signature.js';
import { NodeMemo } from './node-memo.js';

/**
 * A node whose body is a function's: what it holds are locals or closures, and its header
 * tells a reader nothing about a member (the block around it does).
 */
const FUNCTION_LIKE = /function|method|lambda|arrow|closure|constructor|func_literal|anonymous|initializer_declaration|deinit|accessor_declaration|getter|setter/u;

/** A node of alternatives (`| { … } | { … }`): each is a block of its own, not the whole's body. */
const PEERS = /union_type|intersection_type|binary_expression/u;

/** A list of members or statements (a class body, a block, a field list): a block's body, never its header. */
const BODY_LIST = /body|block|_list$|^object$/u;

/** A node of a class, an object or a module: a block of its own even inside a function (`?: object : Factory {`). */
const CONTAINER_TYPE = /object|class|struct|interface|enum|impl|trait|namespace|module|protocol|extension/u;

const DECORATOR_TYPE = /decorator|annotation|attribute/u;

/** A statement or declaration of its own: a node that holds one before a block is a body, not the block's header. */
const SIBLING_MEMBER = /declaration|directive|definition|statement/u;

/** Lines above a header that only decorate it: `@Entity`, `#[derive(…)]`, comments. */
const DECORATION = /^\s*(?:@|#\[|\/\/|\/\*|\*)/u;

/**
 * Finds and records the enclosing blocks of definitions of one parsed file. A definition's
 * block is the innermost node around it that starts on an earlier line (or, for a member on
 * one line with its block, that line's), taken whole with the nodes that end where it ends
 * but for closing tokens (`impl X {` around its `{ … }`, Ruby's `class Foo … end` around its
 * body, `export class` around the class) up to a list of members or statements; blocks that
 * are function bodies are passed over.
 */
export class BlockRecorder {
  readonly blocks: Block[] = [];
  /** Block index (or none) by the id of the node a block was taken from. */
  private readonly byNode = new Map<number, number | null>();
  private lineStarts: number[] | null = null;

  constructor(
    private readonly source: string,
    /** The file's tree's parents and types, shared with its docs. */
    readonly nodes: NodeMemo = new NodeMemo(),
    /** Whether a node's end is its last character that is not white space (LanguageSpec.indentedBodies). */
    private readonly indentedBodies = false,
  ) {}

  /** The index in `blocks` of the innermost block enclosing `node`, or null. */
  blockOf(node: Node): number | null {
    const row = node.startPosition.row;
    const oneLine = node.endPosition.row === row;
    let below = node;
    const nodes = this.nodes;
    let around = nodes.parent(node);
    // A one-line block around a one-line member (`enum Kind { A, B }`): the outermost node on
    // that line that holds more than the member.
    let sameLine: Node | null = null;
    let holdsMore = false;
    // (a node that only adds decorators to what it holds, Python's `@property` above a `def`, is that definition's)
    while (around && nodes.parent(around) && (around.startPosition.row >= row || decoratedBy(below, nodes))) {
      if (oneLine && around.endPosition.row === row) {
        holdsMore ||= around.namedChildCount > 1;
        if (holdsMore) sameLine = around;
      }
      below = around;
      around = nodes.parent(around);
    }
    if (sameLine) return this.record(sameLine, [sameLine], sameLine);
    // The root holds everything: no block.
    if (!around || !nodes.parent(around)) return null;
    const chain = [around];
    let top = around;
    for (let up = nodes.parent(top); up && nodes.parent(up); up = nodes.parent(top)) {
      const type = nodes.type(up);
      if (BODY_LIST.test(type) || PEERS.test(type) || !onlyClosersBetween(this.source, top.endIndex, up.endIndex)) break;
      // C#'s `namespace X;` ends where its last class ends, but holds it as it holds the usings and classes before it.
      if (hasMemberBefore(top, nodes)) break;
      // An object or class in a function (an `init` block's anonymous object) is the block, not the function around it.
      if (FUNCTION_LIKE.test(type) && chain.some((part) => CONTAINER_TYPE.test(nodes.type(part)))) break;
      top = up;
      chain.push(top);
    }
    return this.record(top, chain, around);
  }

  /** The block taken from `top` (`chain`: the nodes from `inner` up to it), once per node. */
  private record(top: Node, chain: readonly Node[], inner: Node): number | null {
    const known = this.byNode.get(top.id);
    if (known !== undefined) return known;
    let index: number | null;
    // A Kotlin class's parameters (`class Hashed(\n val encodedValue: String`) are its properties: their block is the class.
    const constructor = chain.find((part) => this.nodes.type(part) === 'primary_constructor');
    const owner = constructor && this.nodes.parent(constructor);
    if (owner && this.nodes.parent(owner)) index = this.record(owner, [owner], constructor);
    else if (chain.some((part) => FUNCTION_LIKE.test(this.nodes.type(part)))) index = this.blockOf(top);
    else {
      const line = this.headerRow(chain, inner) + 1;
      index = this.blocks.length;
      this.blocks.push({ startLine: top.startPosition.row + 1, endLine: (this.indentedBodies ? endRow(top) : top.endPosition.row) + 1, line, header: this.lineText(line), parent: null });
      this.byNode.set(top.id, index);
      this.blocks[index]!.parent = this.blockOf(top);
    }
    this.byNode.set(top.id, index);
    return index;
  }

  /**
   * The row that names the block: where a node of it has its name (`class Foo` under its
   * annotations), else its first row that does not only decorate it.
   */
  private headerRow(chain: readonly Node[], inner: Node): number {
    for (const part of chain) {
      const name = part.childForFieldName('name');
      if (name) return name.startPosition.row;
    }
    const top = chain[chain.length - 1]!;
    let row = top.startPosition.row;
    // (a block taken whole, `@InternalApi` above `open class X(private val b: B) : Y {`, may pass its decorations too)
    const limit = inner.id === top.id ? top.endPosition.row : inner.startPosition.row;
    while (row < limit && DECORATION.test(this.lineText(row + 1))) row++;
    return row;
  }

  /** Where source line `line` (1-based) begins. */
  lineStart(line: number): number {
    const starts = (this.lineStarts ??= lineStartsOf(this.source));
    return starts[line - 1] ?? this.source.length;
  }

  /** Source line `line` (1-based) without its line break, trailing space or an overlong tail. */
  private lineText(line: number): string {
    const starts = (this.lineStarts ??= lineStartsOf(this.source));
    const start = starts[line - 1] ?? this.source.length;
    const end = line < starts.length ? starts[line]! - 1 : this.source.length;
    return clipLongLines(this.source.slice(start, end).replace(/\r/g, '').trimEnd());
  }
}

/**
 * The row of a node's last token, comments after it left out: a body that indentation ends
 * (Scala 3's `object A:`) runs up to the token after it, on a later line, and holds the
 * comments before that token.
 */
export function endRow(node: Node): number {
  let last = node;
  for (;;) {
    let child = last.lastChild;
    while (child && (child.isExtra || child.startIndex === child.endIndex)) child = child.previousSibling;
    if (!child || last.type.includes('comment')) return last.endPosition.row;
    last = child;
  }
}

/** Whether every node before `node` in its parent is a decorator, an annotation or an attribute (and there is one). */
function decoratedBy(node: Node, nodes: NodeMemo): boolean {
  let sibling = node.previousNamedSibling;
  if (!sibling) return false;
  for (; sibling; sibling = sibling.previousNamedSibling) if (!DECORATOR_TYPE.test(nodes.type(sibling))) return false;
  return true;
}

/** Whether a node before `node` in its parent is a member of its own (`using X;`, a class) or ends one (`namespace X;`). */
function hasMemberBefore(node: Node, nodes: NodeMemo): boolean {
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    const type = nodes.type(sibling);
    if (type === ';' || SIBLING_MEMBER.test(type)) return true;
  }
  return false;
}

/** Whether source[from, to) holds only white space, closing brackets, `;`, `,` and `end`. */
function onlyClosersBetween(source: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = source[i]!;
    if (c === 'e' && source.startsWith('end', i)) i += 2;
    else if (!(c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '}' || c === ')' || c === ']' || c === ';' || c === ',')) return false;
  }
  return true;
}

function lineStartsOf(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
