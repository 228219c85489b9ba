import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { Language, Parser, Query } from 'web-tree-sitter';
import type { LanguageId } from '../types.js';
import { isLanguageId, languageSpec, type LanguageSpec } from './registry/index.js';
import { literalPattern } from './literals.js';

const require = createRequire(import.meta.url);


/** queries/ sits next to src/ and dist/ at the package root. */
export const QUERIES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'queries');

/**
 * A query file may start with `; inherits: a, b` to include other queries first: a language's
 * (its query file) or a shared file of queries/ named without `.scm` (`groovy-common`, the
 * patterns Groovy's two grammars both read).
 */
export function readQuerySource(language: LanguageId, seen: Set<string> = new Set()): string {
  return readQueryFile(languageSpec(language).query, language, seen);
}

function readQueryFile(file: string, owner: string, seen: Set<string>): string {
  seen.add(owner);
  const own = readFileSync(join(QUERIES_DIR, file), 'utf8');
  const inherits = /^; inherits: ([a-z_, -]+)$/m.exec(own.split('\n', 2)[0] ?? '');
  if (!inherits) return own;
  const parents = inherits[1]!.split(',').map((name) => name.trim()).filter((name) => name && !seen.has(name));
  const sources = parents.map((parent) => {
    if (isLanguageId(parent)) return readQuerySource(parent, seen);
    if (!existsSync(join(QUERIES_DIR, `${parent}.scm`))) throw new Error(`query ${file} inherits unknown language or query ${parent}`);
    return readQueryFile(`${parent}.scm`, parent, seen);
  });
  return [...sources, own].join('\n');
}

/** The query of a language's fallback grammar (its `; inherits:` read too), or null when it has none. */
export function readFallbackQuerySource(language: LanguageId): string | null {
  const fallback = languageSpec(language).fallback;
  return fallback ? readQueryFile(fallback.query, `${language} fallback`, new Set()) : null;
}

/** A hash per language of its query text: a changed query re-extracts that language. */
export function queryHash(language: LanguageId): string {
  const hash = createHash('sha1').update(readQuerySource(language));
  const fallback = readFallbackQuerySource(language);
  if (fallback !== null) hash.update('\0fallback\0').update(fallback);
  // A file embedding other languages is re-extracted when their queries change too.
  for (const embedded of languageSpec(language).embeds ?? []) hash.update('\0').update(readQuerySource(embedded));
  return hash.digest('hex').slice(0, 16);
}

export interface LoadedGrammar {
  language: Language;
  query: Query;
  parser: Parser;
}

export interface LoadedLanguage extends LoadedGrammar {
  id: LanguageId;
  spec: LanguageSpec;
  /** The spec's fallback grammar, for files this one does not parse cleanly. */
  fallback: LoadedGrammar | null;
}

/**
 * Where a grammar's .wasm is read from: `REPOMAP_GRAMMARS_DIR` when it holds a file of
 * that name (to try a newer build of a grammar), else the registry's: a file of
 * tree-sitter-wasms/out/, or a path inside another grammar package.
 */
export function grammarPath(grammar: string): string {
  const file = grammar.slice(grammar.lastIndexOf('/') + 1);
  const dir = process.env.REPOMAP_GRAMMARS_DIR;
  if (dir && existsSync(join(dir, file))) return join(dir, file);
  // A grammar named with its package (`tree-sitter-bash/tree-sitter-bash.wasm`) comes from that package.
  return require.resolve(grammar.includes('/') ? grammar : `tree-sitter-wasms/out/${grammar}`);
}

/** The error of a file whose language's grammar or query did not load starts with this. */
export const GRAMMAR_FAILURE = 'grammar did not load: ';

let parserReady: Promise<void> | null = null;
const loaded = new Map<LanguageId, Promise<LoadedLanguage>>();

/** web-tree-sitter 0.25 reads grammars of ABI 13–15. */
const MIN_ABI = 13;
const MAX_ABI = 15;

const MIB = 1024 * 1024;
/** WebAssembly pages of 64 KiB; tree-sitter's runtime starts with 32 MiB and may grow to 2 GiB. */
const PAGE_BYTES = 65536;
const INITIAL_PAGES = 512;
const MAX_PAGES = 32768;

function mibFromEnv(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? Math.min(max, Math.max(min, Math.floor(value))) : fallback;
}

/**
 * The hard cap on one thread's tree-sitter heap (its WebAssembly memory). A
 * grammar that needs more aborts the runtime: the file fails with "parser ran
 * out of memory" and the runtime is not used again (a worker thread is
 * replaced). `REPOMAP_PARSER_MEMORY_MIB` (64–2048) changes it, for tests.
 */
export const PARSER_MEMORY_MIB = mibFromEnv('REPOMAP_PARSER_MEMORY_MIB', 1024, 64, (MAX_PAGES * PAGE_BYTES) / MIB);
/**
 * The soft cap: a parse whose tree-sitter heap outgrows this is cancelled
 * (the file fails with "parser ran out of memory") long before the hard cap,
 * and the runtime stays usable. Ordinary code needs about 20 bytes of heap per
 * byte of source, deeply nested brackets up to 400. `REPOMAP_PARSE_BUDGET_MIB`
 * changes it, for tests.
 */
export const PARSE_BUDGET_MIB = mibFromEnv('REPOMAP_PARSE_BUDGET_MIB', 512, 16, 2048);

/** This thread's tree-sitter runtime: its memory, whether it aborted, what it printed. */
const runtime = {
  memory: null as WebAssembly.Memory | null,
  /** The memory could not grow: the next allocation fails and tree-sitter aborts. */
  growFailed: false,
  /** The runtime aborted or trapped: its heap may be inconsistent, it must not be used again. */
  broken: false,
  /** Last lines the runtime printed (emscripten writes `Aborted()` and tree-sitter's messages there). */
  output: [] as string[],
  /** The options object handed to emscripten, which makes it the runtime's module (its exports and heap views). */
  module: null as object | null,
};

function capture(text: unknown): void {
  runtime.output.push(String(text).slice(0, 200));
  if (runtime.output.length > 8) runtime.output.shift();
}

/**
 * Module options for emscripten: our own memory (capped, and watched for a
 * failed grow), and everything the runtime prints captured instead of
 * written to the process's stdout and stderr.
 */
function moduleOptions(): object {
  const memory = new WebAssembly.Memory({
    initial: INITIAL_PAGES,
    maximum: Math.max(INITIAL_PAGES, Math.floor((PARSER_MEMORY_MIB * MIB) / PAGE_BYTES)),
  });
  const grow = memory.grow.bind(memory);
  // emscripten tries a few sizes, largest first: only the outcome of the last try counts.
  memory.grow = (delta: number): number => {
    try {
      const previous = grow(delta);
      runtime.growFailed = false;
      return previous;
    } catch (error) {
      runtime.growFailed = true;
      throw error;
    }
  };
  runtime.memory = memory;
  runtime.module = {
    wasmMemory: memory,
    print: capture,
    printErr: capture,
    onAbort: () => {
      runtime.broken = true;
    },
  };
  return runtime.module;
}

/** This thread's emscripten module once the runtime is initialized (its exports and heap views; see query-walk.ts). */
export function parserModule(): object | null {
  return runtime.module;
}

export function initParser(): Promise<void> {
  parserReady ??= Parser.init(moduleOptions());
  return parserReady;
}

/** False once this thread's tree-sitter runtime aborted or trapped: parse nothing more with it. */
export function parserRuntimeUsable(): boolean {
  return !runtime.broken;
}

/** How big this thread's tree-sitter heap has grown (it never shrinks). */
export function parserHeapBytes(): number {
  return runtime.memory?.buffer.byteLength ?? 0;
}

/**
 * A progress callback for `Parser.parse` that cancels the parse once the heap
 * grew past PARSE_BUDGET_MIB during it (a heap already that large from an
 * earlier file, now free, is reused first), and tells whether it did.
 */
export function parseBudget(): { progressCallback: () => boolean; exceeded: () => boolean } {
  const budget = PARSE_BUDGET_MIB * MIB;
  const start = parserHeapBytes();
  let over = false;
  return {
    progressCallback: () => {
      const heap = parserHeapBytes();
      over = heap > budget && heap > start;
      return over;
    },
    exceeded: () => over,
  };
}

/**
 * Why extraction threw, in words for the index. An abort (emscripten's
 * `Aborted()`: tree-sitter could not allocate) or a trap inside the runtime
 * also marks the runtime unusable.
 */
export function describeExtractionError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof WebAssembly.RuntimeError || error instanceof RangeError) runtime.broken = true;
  if (!runtime.broken || !message.startsWith('Aborted(')) return message;
  if (runtime.growFailed) return `parser ran out of memory (tree-sitter heap at its ${PARSER_MEMORY_MIB} MiB cap)`;
  const printed = runtime.output.filter((line) => line && !line.startsWith('Aborted(')).join('; ');
  return `parser aborted${printed ? `: ${printed}` : ''}`;
}

/**
 * Load a grammar and its query once per process (per worker thread). Loads
 * run one at a time: concurrent WASM grammar loads in one runtime can fail
 * spuriously. A failed load is not cached, so the next file retries it.
 */
let loadQueue: Promise<unknown> = Promise.resolve();
export function loadLanguage(id: LanguageId): Promise<LoadedLanguage> {
  let pending = loaded.get(id);
  if (!pending) {
    pending = loadQueue.then(() => loadNow(id));
    loadQueue = pending.catch(() => undefined);
    loaded.set(id, pending);
    pending.catch(() => loaded.delete(id));
  }
  return pending;
}

async function loadNow(id: LanguageId): Promise<LoadedLanguage> {
  await initParser();
  const spec = languageSpec(id);
  const main = await loadGrammar(id, spec.grammar, readQuerySource(id));
  const fallbackQuery = readFallbackQuerySource(id);
  const fallback = spec.fallback && fallbackQuery !== null ? await loadGrammar(id, spec.fallback.grammar, fallbackQuery) : null;
  return { id, spec, ...main, fallback };
}

async function loadGrammar(id: LanguageId, grammar: string, querySource: string): Promise<LoadedGrammar> {
  const language = await Language.load(grammarPath(grammar));
  const abi = language.abiVersion;
  if (abi < MIN_ABI || abi > MAX_ABI) {
    throw new Error(`grammar ${id} has ABI ${abi}, this runtime reads ${MIN_ABI}-${MAX_ABI}`);
  }
  const query = new Query(language, querySource + literalPattern(language));
  const parser = new Parser();
  parser.setLanguage(language);
  return { language, query, parser };
}
