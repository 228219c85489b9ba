import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { Language, Parser, Query } from 'web-tree-sitter';
import type { LanguageId } from '../types.js';

const require = createRequire(import.meta.url);

const EXTENSIONS: Record<string, LanguageId> = {
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'tsx',
  '.js': 'javascript',
  '.jsx': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.py': 'python',
  '.pyi': 'python',
  '.go': 'go',
  '.rs': 'rust',
  '.java': 'java',
};

export const LANGUAGES: readonly LanguageId[] = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java'];

export function languageForPath(path: string): LanguageId | null {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  if (path.endsWith('.d.ts')) return 'typescript';
  return EXTENSIONS[path.slice(dot).toLowerCase()] ?? null;
}

/** queries/ sits next to src/ and dist/ at the package root. */
export const QUERIES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'queries');

/** The query file a language uses (tsx shares the typescript query, plus JSX references). */
function queryFileFor(language: LanguageId): string {
  return join(QUERIES_DIR, `${language}.scm`);
}

/** A query file may start with `; inherits: other` to include another language's query first. */
export function readQuerySource(language: LanguageId, seen: Set<string> = new Set()): string {
  seen.add(language);
  const own = readFileSync(queryFileFor(language), 'utf8');
  const inherits = /^; inherits: ([a-z_, ]+)$/m.exec(own.split('\n', 2)[0] ?? '');
  if (!inherits) return own;
  const parents = inherits[1]!.split(',').map((name) => name.trim()).filter((name) => name && !seen.has(name));
  return [...parents.map((parent) => readQuerySource(parent as LanguageId, seen)), own].join('\n');
}

/** A hash per language of its query text: a changed query re-extracts that language. */
export function queryHash(language: LanguageId): string {
  return createHash('sha1').update(readQuerySource(language)).digest('hex').slice(0, 16);
}

export interface LoadedLanguage {
  id: LanguageId;
  language: Language;
  query: Query;
  parser: Parser;
}

let parserReady: Promise<void> | null = null;
const loaded = new Map<LanguageId, Promise<LoadedLanguage>>();

/** web-tree-sitter 0.25 reads grammars of ABI 13–15. */
const MIN_ABI = 13;
const MAX_ABI = 15;

export function initParser(): Promise<void> {
  parserReady ??= Parser.init();
  return parserReady;
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
  const wasm = require.resolve(`tree-sitter-wasms/out/tree-sitter-${id}.wasm`);
  const language = await Language.load(wasm);
  const abi = language.abiVersion;
  if (abi < MIN_ABI || abi > MAX_ABI) {
    throw new Error(`grammar ${id} has ABI ${abi}, this runtime reads ${MIN_ABI}-${MAX_ABI}`);
  }
  const query = new Query(language, readQuerySource(id));
  const parser = new Parser();
  parser.setLanguage(language);
  return { id, language, query, parser };
}
