import type { Node } from 'web-tree-sitter';
import type { ExtractResult, LanguageId, Reference } from '../types.js';
import { distinctLines, extractWith } from './extractor.js';
import { loadLanguage, parseBudget, type LoadedLanguage } from './languages.js';
import { parseText } from './parse-text.js';

/**
 * Languages whose files embed code of other languages: the host grammar only finds
 * the blocks, and each block is extracted with its own language's query, its lines
 * shifted to the host file's. Every other language is extracted as it is.
 */
export async function extractFileSource(language: LanguageId | LoadedLanguage, source: string): Promise<ExtractResult> {
  const lang = typeof language === 'string' ? await loadLanguage(language) : language;
  if (lang.id === 'vue') return extractComponent(lang, source, VUE);
  if (lang.id === 'svelte') return extractComponent(lang, source, SVELTE);
  return extractWith(lang, source);
}

/** One embedded block: its language, its text and the host row its first line is on. */
interface Block {
  language: LanguageId;
  text: string;
  row: number;
}

/** How a kind of single-file component holds its code: its script blocks and the components its markup uses. */
interface ComponentHost {
  scriptBlocks(root: Node): Block[];
  components(root: Node): Reference[];
  /** Whether the host grammar's syntax errors mean the file is broken (not so for markup it does not know). */
  hostErrorsCount: boolean;
}

/**
 * A Vue single-file component: its `<script>` and `<script setup>` blocks, as
 * TypeScript (`lang="ts"`), TSX (`lang="tsx"`) or JavaScript. The template and
 * styles define nothing a map shows; the template's component tags are references.
 */
const VUE: ComponentHost = {
  scriptBlocks: (root) => scriptBlocks(root.namedChildren),
  components: (root) => componentTags(root.namedChildren.filter((node) => node?.type === 'template_element'), true),
  hostErrorsCount: true,
};

/**
 * A Svelte component, read with the HTML grammar: its `<script>` blocks (instance, and module
 * with `context="module"` or `module`), as TypeScript (`lang="ts"`) or JavaScript. The markup's
 * `{#if}` blocks are text to that grammar and may nest a later script in a recovered element,
 * so the blocks are looked for at any depth, except inside `<svelte:head>` (a page's own scripts).
 * Its component tags (`<InvoiceRow/>`, capitalised) are references.
 */
const SVELTE: ComponentHost = {
  scriptBlocks: (root) => scriptBlocks(root.descendantsOfType('script_element').filter((script) => script !== null && !insideSvelteHead(script))),
  components: (root) => componentTags([root], false),
  // `{#if …}`, `{value}` and `on:click={…}` are errors to the HTML grammar, and no fault of the file.
  hostErrorsCount: false,
};

/** The script blocks of a component, each extracted with its own language at the file's lines. */
export async function extractComponent(host: LoadedLanguage, source: string, kind: ComponentHost): Promise<ExtractResult> {
  const tree = parseText(host.parser, source, { progressCallback: parseBudget().progressCallback });
  if (!tree) {
    host.parser.reset();
    return { status: 'error', error: 'parser returned no tree', lines: countLines(source), definitions: [], references: [], imports: [] };
  }
  let blocks: Block[];
  let hostErrors: boolean;
  let components: Reference[];
  try {
    blocks = kind.scriptBlocks(tree.rootNode);
    components = kind.components(tree.rootNode);
    hostErrors = kind.hostErrorsCount && tree.rootNode.hasError;
  } finally {
    tree.delete();
  }
  const out: ExtractResult = {
    status: 'ok',
    error: null,
    lines: countLines(source),
    definitions: [],
    references: [],
    imports: [],
    literals: [],
  };
  const errors: string[] = hostErrors ? ['syntax errors in the component: extracted the script blocks that parsed'] : [];
  const references = new Map<string, Reference>();
  for (const r of components) references.set(`${r.kind}\u0000${r.name}`, r);
  for (const block of blocks) {
    const result = extractWith(await loadLanguage(block.language), block.text);
    const shift = block.row;
    for (const d of result.definitions) out.definitions.push({ ...d, startLine: d.startLine + shift, endLine: d.endLine + shift });
    for (const i of result.imports) out.imports.push({ ...i, line: i.line + shift });
    for (const l of result.literals ?? []) out.literals!.push({ text: l.text, line: l.line + shift });
    for (const r of result.references) {
      const key = `${r.kind}\u0000${r.name}`;
      const seen = references.get(key);
      const lines = r.lines.map((line) => line + shift);
      if (seen) {
        seen.count += r.count;
        seen.line = Math.min(seen.line, r.line + shift);
        seen.lines = distinctLines([...seen.lines, ...lines]);
      } else references.set(key, { ...r, line: r.line + shift, lines });
    }
    if (result.status === 'error') errors.push(`<script> at line ${shift + 1}: ${result.error ?? 'failed'}`);
    else if (result.status === 'partial') errors.push(`<script> at line ${shift + 1}: ${result.error ?? 'partial'}`);
  }
  out.references = [...references.values()];
  if (errors.length > 0) {
    out.status = 'partial';
    out.error = errors.join('; ');
  }
  return out;
}

/**
 * Components the markup uses: `<InvoiceRow …/>` (and in Vue `<invoice-row …>`) are calls of
 * `InvoiceRow` (the name its script imports it under); plain HTML tags are not, nor Svelte's
 * special elements (`<svelte:window>`).
 */
function componentTags(markup: readonly (Node | null)[], kebabCase: boolean): Reference[] {
  const out = new Map<string, Reference>();
  for (const part of markup) {
    if (!part) continue;
    for (const tag of part.descendantsOfType('tag_name')) {
      if (!tag || (tag.parent?.type !== 'start_tag' && tag.parent?.type !== 'self_closing_tag')) continue;
      const text = tag.text;
      if (text.includes(':') || !(/^[A-Z]/.test(text) || (kebabCase && text.includes('-')))) continue;
      const name = text.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase());
      const seen = out.get(name);
      const line = tag.startPosition.row + 1;
      if (seen) {
        seen.count++;
        seen.lines.push(line);
      } else out.set(name, { name, kind: 'call', line, count: 1, lines: [line] });
    }
  }
  const references = [...out.values()];
  for (const reference of references) reference.lines = distinctLines(reference.lines);
  return references;
}

function scriptBlocks(elements: readonly (Node | null)[]): Block[] {
  const blocks: Block[] = [];
  for (const element of elements) {
    if (!element || element.type !== 'script_element') continue;
    const start = element.namedChildren.find((c) => c?.type === 'start_tag');
    const raw = element.namedChildren.find((c) => c?.type === 'raw_text');
    if (!start || !raw) continue;
    blocks.push({ language: scriptLanguage(attribute(start, 'lang')), text: raw.text, row: raw.startPosition.row });
  }
  return blocks;
}

function insideSvelteHead(node: Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type !== 'element') continue;
    const start = parent.namedChildren.find((c) => c?.type === 'start_tag');
    if (start?.namedChildren.find((c) => c?.type === 'tag_name')?.text === 'svelte:head') return true;
  }
  return false;
}

/** `lang="ts"` → typescript, `lang="tsx"` → tsx, anything else (js, jsx, none) → javascript. */
function scriptLanguage(lang: string | null): LanguageId {
  if (lang === 'ts' || lang === 'typescript') return 'typescript';
  if (lang === 'tsx') return 'tsx';
  return 'javascript';
}

function attribute(startTag: Node, name: string): string | null {
  for (const attr of startTag.namedChildren) {
    if (!attr || attr.type !== 'attribute') continue;
    const attrName = attr.namedChildren.find((c) => c?.type === 'attribute_name');
    if (attrName?.text !== name) continue;
    const value = attr.namedChildren.find((c) => c?.type === 'quoted_attribute_value' || c?.type === 'attribute_value');
    if (!value) return '';
    return value.type === 'attribute_value' ? value.text : value.text.replace(/^["']|["']$/g, '');
  }
  return null;
}

function countLines(source: string): number {
  return source === '' ? 1 : source.split('\n').length;
}
