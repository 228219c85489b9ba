import type { Language, Node } from 'web-tree-sitter';
import type {
  Definition,
  DefinitionKind,
  ExtractResult,
  ImportRecord,
  LanguageId,
  Reference,
  ReferenceKind,
} from '../types.js';
import { loadLanguage, parseBudget, PARSE_BUDGET_MIB, type LoadedLanguage } from './languages.js';
import { readImports, type ImportReader } from './imports.js';
import { signatureOf } from './signature.js';
import { docOf, docOfString } from './doc.js';
import { preferCleanerParse } from './fallback-parse.js';
import { collectLiterals, LITERAL_CAPTURE } from './literals.js';
import { isDigitCode, isSpace, isWordCode } from '../shared/chars.js';
import { BlockRecorder, endRow } from './blocks.js';
import { joinClauses } from './clauses.js';
import { parseText } from './parse-text.js';
import { queryMatches, type WalkCapture, type WalkMatch } from './query-walk.js';
import { rootOf } from './fast-node.js';

/*
 * Capture convention of queries/<language>.scm:
 *   @definition.<kind>  the whole defining node       + @name on its name; several
 *                       @name captures in one match are joined in source order (an
 *                       Objective-C selector `addItem:quantity:` from its keywords and colons)
 *   @reference.<kind>   the referencing node          + @name on the referenced name
 *   @import             a whole import statement (parsed by imports.ts)
 *   @scope              a container that qualifies names without being a definition
 *                       (a Rust impl block)           + @name
 *   @receiver           optional, in a definition: the type a Go method belongs to
 *                       (also `Foo` in JS `Foo.prototype.bar = function …`); makes a
 *                       function a method
 *   @container          optional, in a definition: the object it is stored on, which
 *                       qualifies its name and keeps its kind (`cli` in `const cli =
 *                       { run() {} }`, `exports` in `module.exports.run = …`); the
 *                       last identifier of the capture counts. A member of the constant
 *                       or variable it names is not a local of that declaration.
 *   @body               optional, in a definition: where its signature ends
 *   @doc                optional, in a definition: its docstring inside the form (Clojure's
 *                       `(defn f "…" [x])`): read as its doc and cut out of its signature
 *   (#set! name "…")    in a definition: the name the language gives what the source
 *                       leaves unnamed (Kotlin's `companion object` is `Companion`);
 *                       @name then marks where the name would stand
 * Captures whose name starts with `_` are helpers for predicates.
 * Several patterns may capture one name: the outermost definition node wins, and
 * on the very same node the pattern written first in the query file wins (put
 * `const f = () => …` as a function before the catch-all constant pattern).
 */

const DEFINITION_KINDS = new Set<DefinitionKind>([
  'class', 'interface', 'type', 'enum', 'function', 'method', 'constant', 'variable',
  'field', 'module', 'struct', 'trait', 'macro', 'record',
]);
const REFERENCE_KINDS = new Set<ReferenceKind>(['call', 'type', 'new', 'import', 'inheritance', 'member']);

/** Definitions that give their members a qualified name (a type alias too, its fields and methods: `Options.realm`). */
const CONTAINER_KINDS = new Set<string>(['class', 'interface', 'enum', 'module', 'struct', 'trait', 'record', 'scope']);
/** Definitions whose nested definitions are locals and not part of the map. */
const LOCAL_SCOPE_KINDS = new Set<string>(['function', 'method', 'constant', 'variable', 'field']);

/** A reference keeps the lines of at most this many of its occurrences; its count keeps counting. */
export const MAX_REFERENCE_LINES = 1000;

const KIND_PRIORITY: Record<ReferenceKind, number> = { call: 0, new: 1, inheritance: 2, import: 3, type: 4, member: 5 };
const KINDS_BY_PRIORITY = (Object.keys(KIND_PRIORITY) as ReferenceKind[]).sort((a, b) => KIND_PRIORITY[a] - KIND_PRIORITY[b]);

interface RawReference {
  name: string;
  kind: ReferenceKind;
  line: number;
  position: number;
}

interface RawDefinition {
  kind: DefinitionKind | 'scope';
  name: string;
  node: Node;
  nameStart: number;
  receiver: string | null;
  container: string | null;
  body: Node | null;
  doc: Node | null;
  /** Index of the query pattern that matched: breaks ties between patterns on one node. */
  pattern: number;
}

export async function extractSource(language: LanguageId, source: string): Promise<ExtractResult> {
  return extractWith(await loadLanguage(language), source);
}

export function extractWith(lang: LoadedLanguage, source: string): ExtractResult {
  const budget = parseBudget();
  const readable = lang.spec.readable ? lang.spec.readable(source) : source;
  // what nodes' text is read from: the text parsed, or the file where the rewrite renames (Kotlin)
  const nodeText = lang.spec.readsSourceText ? source : readable;
  const parsed = parseText(lang.parser, readable, { progressCallback: budget.progressCallback }, nodeText);
  if (!parsed) {
    // A cancelled parse would resume on the next call: start the next one afresh.
    lang.parser.reset();
    const error = budget.exceeded() ? `parser ran out of memory (over the ${PARSE_BUDGET_MIB} MiB parse budget)` : 'parser returned no tree';
    return { status: 'error', error, lines: countLines(source), definitions: [], references: [], imports: [] };
  }
  let chosen: ReturnType<typeof preferCleanerParse>;
  try {
    chosen = preferCleanerParse(lang, parsed, source);
  } catch (error) {
    parsed.delete();
    throw error;
  }
  const { tree, query } = chosen;
  try {
    const root = rootOf(tree);
    const raw: RawDefinition[] = [];
    const rawRefs: RawReference[] = [];
    const imports: ImportRecord[] = [];

    const literalNodes: Node[] = [];
    const special = hasSpecialNames(tree.language);
    for (const match of queryMatches(query, tree, root)) {
      const first = match.captures[0];
      if (first?.name === LITERAL_CAPTURE) literalNodes.push(first.node);
      else collectMatch(lang.spec.imports, match, raw, rawRefs, imports, special);
    }

    const blocks = new BlockRecorder(source, undefined, lang.spec.indentedBodies === true);
    const qualified = qualify(raw, source, blocks, lang.spec.globalNestedFunctions === true, lang.spec.indentedBodies === true);
    const definitions = lang.spec.joinsClauses ? joinClauses(qualified) : qualified;
    const constantNames = lang.spec.constantNames;
    if (constantNames) for (const def of definitions) if (def.kind === 'variable' && constantNames.test(def.name)) def.kind = 'constant';
    const references = aggregateReferences(rawRefs, raw);
    const hasError = root.hasError;
    return {
      status: hasError ? 'partial' : 'ok',
      error: hasError ? 'syntax errors: extracted what parsed' : null,
      lines: root.endPosition.row + 1,
      definitions,
      references,
      imports,
      blocks: blocks.blocks,
      literals: collectLiterals(literalNodes, nodeText),
    };
  } finally {
    tree.delete();
  }
}

function collectMatch(
  importReader: ImportReader | null,
  match: WalkMatch,
  raw: RawDefinition[],
  refs: RawReference[],
  imports: ImportRecord[],
  /** Whether the grammar has a node type that nameText reads apart (hasSpecialNames). */
  special: boolean,
): void {
  let role: 'definition' | 'reference' | 'scope' | null = null;
  let kind = '';
  // A reference needs only its name: its own node is never built (query-walk.ts).
  let outer: WalkCapture | null = null;
  let nameCapture: WalkCapture | null = null;
  let nameCaptures: WalkCapture[] | null = null;
  let receiver: Node | null = null;
  let container: Node | null = null;
  let body: Node | null = null;
  let doc: Node | null = null;

  for (const capture of match.captures) {
    const name = capture.name;
    if (name === 'name') {
      if (nameCapture === null) nameCapture = capture;
      else (nameCaptures ??= [nameCapture]).push(capture);
    } else if (name === 'receiver') receiver = capture.node;
    else if (name === 'container') container = capture.node;
    else if (name === 'body') body = capture.node;
    else if (name === 'doc') doc = capture.node;
    else if (name === 'import') imports.push(...readImports(importReader, capture.node));
    else if (name === 'scope') {
      role = 'scope';
      outer = capture;
    } else if (name.startsWith('definition.')) {
      role = 'definition';
      kind = name.slice('definition.'.length);
      outer = capture;
    } else if (name.startsWith('reference.')) {
      role = 'reference';
      kind = name.slice('reference.'.length);
      outer = capture;
    }
  }
  if (nameCaptures) nameCapture = nameCaptures.sort((a, b) => a.startIndex - b.startIndex)[0]!;
  if (!role || !outer || !nameCapture) return;
  const impliedName = role === 'definition' ? match.setProperties?.['name'] : undefined;
  const read = special ? (capture: WalkCapture) => nameText(capture.node) : textOf;
  const text = impliedName ?? (nameCaptures === null ? read(nameCapture) : nameCaptures.map(read).join(''));
  if (!text) return;

  if (role === 'reference') {
    if (!REFERENCE_KINDS.has(kind as ReferenceKind)) return;
    refs.push({ name: text, kind: kind as ReferenceKind, line: nameCapture.row + 1, position: nameCapture.startIndex });
    return;
  }
  if (role === 'definition' && !DEFINITION_KINDS.has(kind as DefinitionKind)) return;
  raw.push({
    kind: role === 'scope' ? 'scope' : (kind as DefinitionKind),
    name: text,
    node: outer.node,
    nameStart: nameCapture.startIndex,
    receiver: receiver ? receiverTypeName(receiver) : null,
    container: container ? lastIdentifier(container.text) : null,
    body,
    doc,
    pattern: match.patternIndex,
  });
}

/**
 * One reference per name occurrence: when several patterns match it, the most
 * specific kind wins (a method call is also a member access), and a
 * definition's own name is not a reference. Then count per (kind, name), with
 * the lines it occurs on.
 */
function aggregateReferences(raw: RawReference[], definitions: RawDefinition[]): Reference[] {
  const taken = new Set<number>();
  // A scope's name (`impl Invoice`) defines nothing: it references the type.
  for (const def of definitions) if (def.kind !== 'scope') taken.add(def.nameStart);
  // Kind by kind in priority order, each in the order found (what a stable sort by priority
  // gave), counted by name per kind.
  const byKind: RawReference[][] = KINDS_BY_PRIORITY.map(() => []);
  for (const ref of raw) byKind[KIND_PRIORITY[ref.kind]]!.push(ref);
  const references: Reference[] = [];
  for (const refs of byKind) {
    const byName = new Map<string, Reference>();
    for (const ref of refs) {
      if (taken.has(ref.position)) continue;
      taken.add(ref.position);
      const existing = byName.get(ref.name);
      if (existing) {
        existing.count++;
        existing.lines.push(ref.line);
      } else {
        const reference = { name: ref.name, kind: ref.kind, line: ref.line, count: 1, lines: [ref.line] };
        byName.set(ref.name, reference);
        references.push(reference);
      }
    }
  }
  for (const reference of references) reference.lines = distinctLines(reference.lines);
  return references;
}

/** Lines ascending, each once, the first MAX_REFERENCE_LINES of them. */
export function distinctLines(lines: readonly number[]): number[] {
  // Found in source order, most often: then already ascending and distinct.
  let ascending = true;
  for (let i = 1; i < lines.length && ascending; i++) ascending = lines[i]! > lines[i - 1]!;
  const sorted = ascending ? lines.slice() : [...new Set(lines)].sort((a, b) => a - b);
  return sorted.length > MAX_REFERENCE_LINES ? sorted.slice(0, MAX_REFERENCE_LINES) : sorted;
}

const textOf = (capture: WalkCapture): string => capture.text;

/** The node types nameText reads apart from their text. */
const SPECIAL_NAME_TYPES = ['simple_symbol', 'tag', 'operator_cast', 'word'];
const specialNames = new WeakMap<Language, boolean>();

/**
 * Whether a grammar has any of SPECIAL_NAME_TYPES: when not, a name is its node's text, and
 * asking each captured name's type of tree-sitter (a call into its runtime) is saved.
 */
function hasSpecialNames(language: Language): boolean {
  let special = specialNames.get(language);
  if (special === undefined) {
    special = SPECIAL_NAME_TYPES.some((type) => language.idForNodeType(type, true) || language.idForNodeType(type, false));
    specialNames.set(language, special);
  }
  return special;
}

/**
 * A Ruby symbol names what `attr_reader :total` defines: `total`; an OCaml
 * polymorphic variant tag `` `Warn `` is named `Warn`, as its constructor; a Bash
 * alias `ll='ls -l'` is named `ll`.
 */
function nameText(node: Node): string {
  if (node.type === 'simple_symbol' || (node.type === 'tag' && node.text.startsWith('`'))) return node.text.slice(1);
  if (node.type === 'operator_cast') return conversionOperatorName(node);
  // A Bash alias's word `ll=` (Bash's grammar alone captures a `word`): the name before its `=`.
  if (node.type === 'word' && node.text.indexOf('=') > 0) return node.text.slice(0, node.text.indexOf('='));
  return node.text;
}

/** A C++ conversion operator's name is what comes before its parameters: `operator const char*`. */
function conversionOperatorName(node: Node): string {
  let declarator = node.childForFieldName('declarator');
  while (declarator && declarator.type !== 'abstract_function_declarator') declarator = declarator.childForFieldName('declarator');
  const end = declarator?.childForFieldName('parameters')?.startIndex ?? node.endIndex;
  return node.text.slice(0, end - node.startIndex).replace(/\s+/g, ' ').trim();
}

/** `module.exports` → `exports`: the name at the end, white space after it dropped. */
function lastIdentifier(text: string): string | null {
  // By hand: `/([A-Za-z_$][\w$]*)\s*$/u` read a long run of word characters again from each of them.
  return nameEndingAt(text, text.trimEnd().length, true);
}

/**
 * `(r *Server)` → `Server`; `(s Stack[T])` → `Stack`: the name before an optional `[…]` and
 * `)` at the end, white space allowed between. The leftmost such name, as
 * `/([A-Za-z_][A-Za-z0-9_]*)\s*(?:\[[^\]]*\])?\s*\)?\s*$/` found it, but in one pass: that
 * regex read the rest of the text again from each letter of a long name.
 */
function receiverTypeName(node: Node): string | null {
  const text = node.text;
  let end = text.trimEnd().length;
  if (text[end - 1] === ')') end = text.slice(0, end - 1).trimEnd().length;
  if (text[end - 1] !== ']') return nameEndingAt(text, end, false);
  // `[` … `]` holding no `]`: try each `[` that may open it, leftmost first
  const close = end - 1;
  for (let open = text.indexOf('[', text.lastIndexOf(']', close - 1) + 1); open !== -1 && open < close; open = text.indexOf('[', open + 1)) {
    let nameEnd = open;
    while (nameEnd > 0 && isSpace(text[nameEnd - 1])) nameEnd--;
    const name = nameEndingAt(text, nameEnd, false);
    if (name !== null) return name;
  }
  return null;
}

/**
 * The name ending at `end`: the run of word characters (`$` too when `dollar`) that ends
 * there, from its first character that is no digit; null when there is none.
 */
function nameEndingAt(text: string, end: number, dollar: boolean): string | null {
  const inName = (code: number) => isWordCode(code) || (dollar && code === 0x24);
  let start = end;
  while (start > 0 && inName(text.charCodeAt(start - 1))) start--;
  while (start < end && isDigitCode(text.charCodeAt(start))) start++;
  return start < end ? text.slice(start, end) : null;
}

/**
 * Deduplicate (several patterns can match one name; the outermost node wins, so
 * `export function f` keeps its `export`), drop locals, and qualify members by
 * their enclosing containers.
 */
function qualify(raw: RawDefinition[], source: string, blocks: BlockRecorder, globalNestedFunctions: boolean, indentedBodies: boolean): Definition[] {
  const byName = new Map<number, RawDefinition>();
  for (const def of raw) {
    const key = def.kind === 'scope' ? -def.node.startIndex - 1 : def.nameStart;
    const seen = byName.get(key);
    const sameStart = seen !== undefined && def.node.startIndex === seen.node.startIndex;
    const identical = sameStart && def.node.endIndex === seen.node.endIndex;
    if (!seen || def.node.startIndex < seen.node.startIndex || (sameStart && def.node.endIndex > seen.node.endIndex) || (identical && def.pattern < seen.pattern)) {
      byName.set(key, def);
    }
  }
  const ordered = [...byName.values()].sort(
    (a, b) => a.node.startIndex - b.node.startIndex || b.node.endIndex - a.node.endIndex,
  );

  const kept: { def: RawDefinition; kind: DefinitionKind; qualified: string; firstMember: RawDefinition | null }[] = [];
  const stack: { def: RawDefinition; qualified: string; end: number; kept: number | null }[] = [];
  for (const def of ordered) {
    // Names declared by one node (`a, b int`, `int x, y;`) are siblings, not nested.
    while (stack.length && (stack[stack.length - 1]!.end <= def.node.startIndex || sameNode(stack[stack.length - 1]!.def, def))) stack.pop();
    const parent = stack[stack.length - 1];
    const memberOfParent = def.container !== null && parent !== undefined && parent.def.name === def.container;
    const qualified = memberOfParent
      ? `${parent.qualified}.${def.name}`
      : def.receiver || def.container
        ? `${def.receiver ?? def.container}.${def.name}`
        : parent && (CONTAINER_KINDS.has(parent.def.kind) || (parent.def.kind === 'type' && (def.kind === 'field' || def.kind === 'method')))
          ? `${parent.qualified}.${def.name}`
          : def.name;
    // Whatever lives inside a function or a variable's initializer is local,
    // except the members of an object literal the variable holds.
    const globalNested = globalNestedFunctions && def.kind === 'function' && parent?.def.kind === 'function';
    if (parent && LOCAL_SCOPE_KINDS.has(parent.def.kind) && !memberOfParent && !globalNested) continue;
    const index = def.kind === 'scope' ? null : kept.length;
    stack.push({ def, qualified, end: def.node.endIndex, kept: index });
    if (def.kind === 'scope') continue;
    // The first member of a kept definition ends its signature when it has no body.
    if (!globalNested && parent?.kept != null && kept[parent.kept]!.firstMember === null) kept[parent.kept]!.firstMember = def;

    let kind = def.kind;
    // A function in a class (or impl scope) is a method; in a namespace/module it stays a function.
    if (kind === 'function' && (def.receiver || (parent && CONTAINER_KINDS.has(parent.def.kind) && parent.def.kind !== 'module'))) kind = 'method';
    kept.push({ def, kind, qualified, firstMember: null });
  }
  const blockOf = new Map(kept.map(({ def }) => [def, blocks.blockOf(def.node)]));
  return kept.map(({ def, kind, qualified, firstMember }) => ({
    name: def.name,
    qualifiedName: qualified,
    kind,
    startLine: def.node.startPosition.row + 1,
    endLine: lastRow(def, indentedBodies) + 1,
    signature: signatureOf(def.node, def.body, kind, source, firstMember ? membersStart(def, firstMember, blockOf.get(firstMember)!, blocks) : null, def.doc),
    doc: def.doc ? docOfString(def.doc.text) : docOf(def.node, source, blocks.nodes, indentedBodies),
    block: blockOf.get(def)!,
  }));
}

/**
 * A definition's last row: its node's, or its body's where the body comes after the node
 * (Kotlin's main grammar reads an accessor on the line below its property as the next member).
 */
function lastRow(def: RawDefinition, indentedBodies: boolean): number {
  if (def.body !== null && def.body.startIndex >= def.node.endIndex) return def.body.endPosition.row;
  return indentedBodies ? endRow(def.node) : def.node.endPosition.row;
}

/**
 * Where the members of `def` begin: the line of its first member, or of that member's block
 * header when the header is a later line of `def` (`| {` of a union of object types).
 */
function membersStart(def: RawDefinition, member: RawDefinition, block: number | null, blocks: BlockRecorder): number {
  const header = block === null ? null : blocks.blocks[block]!.line;
  const ownRow = def.node.startPosition.row + 1;
  const line = header !== null && header > ownRow ? header : member.node.startPosition.row + 1;
  return blocks.lineStart(line);
}

function sameNode(a: RawDefinition, b: RawDefinition): boolean {
  return a.kind !== 'scope' && a.node.startIndex === b.node.startIndex && a.node.endIndex === b.node.endIndex;
}

function countLines(source: string): number {
  let lines = 1;
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) lines++;
  return lines;
}
