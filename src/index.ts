// repomap's library API: open a repository's index, bring it up to date, rank
// files for a task, render a map under a token budget, look symbols up. The
// CLI and the MCP server are thin shells over this module (and over core.ts, its lean part).
export * from './core.js';
import { Repository, RepoError, guardFor } from './repository.js';
import type { StoredDefinition } from './types.js';
import type { Callees, Callers, References } from './store/references.js';
export type { RankOptions, RankedSymbol } from './rank/rank.js';
export type { Tuning } from './rank/tune.js';
export type { FusionParams } from './rank/fit.js';
export type { FileStatus } from './store/read.js';
export type { MapEntry, MapFormat } from './render/types.js';
export type * from './types.js';
export { personalizedPageRank } from './rank/pagerank.js';
export { watchTree, WatchLimitError, type TreeWatcher, type TreeWatchOptions, type WatchFunction, type WatchHandle } from './scan/watcher.js';

// ---- Show and search: code windows read from disk, symbol search (FTS5) ----
import type { SearchOptions, SymbolHit } from './store/search.js';
import { SourceError, readAround, readRange, repoPath, type SourceRange } from './store/source.js';

export type { SearchOptions, SymbolHit } from './store/search.js';
export type { SourceRange, Location } from './store/source.js';
export { DEFAULT_CONTEXT_LINES, numberLines, parseLocation } from './store/source.js';

/** Where a definition's source came from: the definition as indexed, and its lines as they are on disk now. */
export interface SymbolSource extends SourceRange {
  symbol: StoredDefinition;
}

export interface ReadSourceOptions {
  /**
   * Only read files the index knows (those the scan sees: tracked or not
   * ignored, including skipped ones). The MCP server sets it, so ignored
   * files such as `.env` are never served. Default false.
   */
  indexedOnly?: boolean;
}

/**
 * Symbol search over names, qualified names and signatures: every word of the
 * query matches a word prefix, camelCase and snake_case parts included
 * (`apply tax`, `tax` and `appl` all find `applyTax`); exact name matches
 * first, then by bm25.
 */
export function searchSymbols(repo: Repository, query: string, options: SearchOptions = {}): SymbolHit[] {
  return repo.store.search(query, options);
}

/** The definitions `name` (bare or qualified) designates; with exactly one, its source read from disk. */
export function showSymbol(repo: Repository, name: string): { matches: StoredDefinition[]; source: SymbolSource | null } {
  const matches = repo.findSymbol(name);
  return { matches, source: matches.length === 1 ? readSymbol(repo, matches[0]!) : null };
}

/** A definition's full source (its stored line range, read from the file on disk). */
export function readSymbol(repo: Repository, symbol: StoredDefinition): SymbolSource {
  return { ...sourceCall(() => readRange(repo.guard, symbol.path, symbol.startLine, symbol.endLine)), symbol };
}

/**
 * Lines `startLine..endLine` (clamped to the file) of a file inside the
 * repository; `path` is relative to the root (or absolute inside it). A path
 * outside the root, a missing or binary file or a start past the end throws a
 * RepoError.
 */
export function readSource(repo: Repository, path: string, startLine: number, endLine: number, options: ReadSourceOptions = {}): SourceRange {
  return sourceCall(() => readRange(repo.guard, checkedSourcePath(repo, path, options), startLine, endLine));
}

/**
 * Lines of a file read without an index (`repomap show PATH:LINE`): the path checked to lie
 * inside the root, the file read through the root's guard. A RepoError for bad input.
 */
export function readFileRange(root: string, path: string, startLine: number, endLine: number): SourceRange {
  return sourceCall(() => readRange(guardFor(root), repoPath(root, path), startLine, endLine));
}

/** `context` lines on each side of `line` of a file, read without an index. */
export function readFileAround(root: string, path: string, line: number, context?: number): SourceRange {
  return sourceCall(() => readAround(guardFor(root), repoPath(root, path), line, context));
}

/** `context` lines (default 20) on each side of `line`. */
export function readSourceAround(repo: Repository, path: string, line: number, context?: number, options: ReadSourceOptions = {}): SourceRange {
  return sourceCall(() => readAround(repo.guard, checkedSourcePath(repo, path, options), line, context));
}

function checkedSourcePath(repo: Repository, input: string, options: ReadSourceOptions): string {
  const path = repoPath(repo.root, input);
  if (options.indexedOnly && !repo.store.isIndexed(path)) {
    throw new SourceError(`not a file of the index (missing, ignored or excluded): ${input}`);
  }
  return path;
}

function sourceCall<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SourceError) throw new RepoError(error.message);
    throw error;
  }
}

// ---- References: where a definition is used, its callers and callees (store/references.ts) ----
import type { ReferenceQuery } from './store/references.js';

export type { Callee, Callees, CalleesOf, Caller, Callers, CallSite, Certainty, ReferenceQuery, ReferenceUse, References } from './store/references.js';
export { CALL_KINDS, MAX_LINE_TEXT_CHARS, REFERENCE_KINDS } from './store/references.js';
import { MAX_REFERENCE_LINES as REFERENCE_LINES_KEPT } from './extract/extractor.js';
/** A reference keeps the lines of at most this many of its occurrences (not re-exported: see extractSource). */
export const MAX_REFERENCE_LINES: number = REFERENCE_LINES_KEPT;
import { calleesJson, calleesText, callersJson, callersText, referencesJson, referencesText } from './render/references.js';
export { calleesJson, calleesText, callersJson, callersText, referencesJson, referencesText };

/**
 * Every use of what `name` (bare or qualified) designates, one per line and reference kind:
 * `certain` in a file that defines it or imports a file that does, `probable` elsewhere (the
 * same name only); the defining files first. `path` (relative to the root) keeps the
 * definitions of that file. An empty name or a path outside the root throws a RepoError.
 */
export function findReferences(repo: Repository, name: string, query: ReferenceQuery = {}): References {
  return sourceCall(() => repo.store.references(repo.guard, checkedName(name), checkedQuery(repo, query)));
}

/** The functions and methods whose lines call (or construct) what `name` designates, with their call lines. */
export function findCallers(repo: Repository, name: string, query: Omit<ReferenceQuery, 'kind'> = {}): Callers {
  return sourceCall(() => repo.store.callers(repo.guard, checkedName(name), checkedQuery(repo, query)));
}

/** What each definition `name` designates calls or constructs within its lines, each resolved to its definitions. */
export function findCallees(repo: Repository, name: string, query: Pick<ReferenceQuery, 'path'> = {}): Callees {
  return sourceCall(() => repo.store.callees(repo.guard, checkedName(name), checkedQuery(repo, query)));
}

/** What `refs` and `find_references` ask of a definition: its uses, its callers, or its callees. */
export type ReferenceRelation = 'uses' | 'callers' | 'callees';

/** One relation of a definition as the shells print it: the text, the JSON, and whether nothing was found. */
export interface ReferenceReport {
  text: string;
  json: Record<string, unknown>;
  /** No definition and no use (callees: no definition). */
  empty: boolean;
}

/** `kind` filters uses only; `limit` bounds uses and callers (callees are bounded by the function). */
export function referenceReport(repo: Repository, name: string, relation: ReferenceRelation, query: ReferenceQuery = {}): ReferenceReport {
  if (relation === 'callers') {
    const report = findCallers(repo, name, { path: query.path, limit: query.limit });
    return { text: callersText(report), json: callersJson(report), empty: !report.definitions.length && !report.total };
  }
  if (relation === 'callees') {
    const report = findCallees(repo, name, { path: query.path });
    return { text: calleesText(report), json: calleesJson(report), empty: !report.definitions.length };
  }
  const report = findReferences(repo, name, query);
  return { text: referencesText(report), json: referencesJson(report), empty: !report.definitions.length && !report.total };
}

function checkedName(name: string): string {
  if (name.trim() === '') throw new SourceError('the name is empty: give a definition\'s name or qualified name');
  return name;
}

function checkedQuery<Query extends ReferenceQuery>(repo: Repository, query: Query): Query {
  if (query.limit !== undefined && (!Number.isSafeInteger(query.limit) || query.limit < 1)) {
    throw new SourceError(`limit must be a positive integer, got ${query.limit}`);
  }
  return query.path === undefined ? query : { ...query, path: repoPath(repo.root, query.path) };
}

// ---- Pack: task-aware context packing with budgets and an audit trail (src/pack) ----
export { packContext, packRepository, resolvePackRequest, defaultAuditPath, CONFIG_FILE, DEFAULT_BYTE_BUDGET, AUDIT_SCHEMA_VERSION } from './pack/index.js';
export type { PackRequest, PackResult, PackItem, PackMode, PackRole, PackAction, AuditRecord, ResolvedPackRequest, PackProfile } from './pack/index.js';

// ---- For the shells (CLI, MCP server): what they print and how they write, from the library's own modules ----
import { readSourceLines } from './store/source.js';

export { DEFAULT_SEARCH_LIMIT, DEFINITION_KINDS, queryWords } from './store/search.js';
export { SourceError, contentHash, repoPath } from './store/source.js';
export { symbolJson } from './render/json.js';
export { PACK_MODES } from './pack/index.js';

/** A file's lines as they are on disk now (a final newline does not start a line); a RepoError when it cannot be read. */
export function readFileLines(repo: Repository, path: string): string[] {
  return sourceCall(() => readSourceLines(repo.guard, path));
}

// ---- Languages: the registry and what each language supports (`repomap languages`) ----
// Wrapped, not re-exported: the declarations of extractor.ts and support.ts name web-tree-sitter's
// types, whose .d.ts needs @types/emscripten; a consumer compiling with skipLibCheck: false would fail.
import { extractSource as extractFromSource } from './extract/extractor.js';
import { languageSupport as supportOfLanguages, type LanguageSupport } from './extract/support.js';
import type { ExtractResult, LanguageId } from './types.js';
export type { LanguageSupport } from './extract/support.js';

/** Definitions, references and imports of one file's source, as the indexer extracts them. */
export function extractSource(language: LanguageId, source: string): Promise<ExtractResult> {
  return extractFromSource(language, source);
}

/** Every registered language; a grammar that fails to load is reported, never thrown. */
export function languageSupport(): Promise<LanguageSupport[]> {
  return supportOfLanguages();
}
export { LANGUAGES, languageForPath } from './shared/languages.js';

// ---- Graph picture: the ranked neighbourhood as a self-contained HTML page (`repomap graph`) ----
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphPageModel, type GraphNeighbourhood, type GraphPageModel } from './render/graph-page.js';
import { graphPageHtml } from './render/graph-html.js';
import type { SeedRequest } from './rank/seeds.js';
import type { RankOptions } from './rank/rank.js';

export { graphPageModel, categoryOf, REASON_COLOURS, MAX_PANEL_SIGNATURES } from './render/graph-page.js';
export type { GraphPageModel, GraphNode, GraphPageEdge, GraphSignature, LegendEntry, ReasonCategory, GraphNeighbourhood } from './render/graph-page.js';
export { graphPageHtml, scriptSafeJson, GRAPH_DATA_ELEMENT_ID } from './render/graph-html.js';
export type { FileEdge } from './graph/edges.js';

export const DEFAULT_GRAPH_TOP = 50;

/**
 * The bundled viewer (`npm run build` makes it): the same file from `src/`, from `dist/` and
 * from the bundled CLI's chunks in `dist/cli/` (scripts/bundle-cli.mjs).
 */
export const GRAPH_VIEWER_FILE = viewerFile();

function viewerFile(): string {
  const candidates = ['../dist/viewer/graph-viewer.js', '../viewer/graph-viewer.js'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  return candidates.find((path) => existsSync(path)) ?? candidates[0]!;
}

/** The page model of a task's ranked neighbourhood: the `top` best files (default 50) and the edges among them. */
export function graphModel(repo: Repository, request: SeedRequest = {}, options: { top?: number } & RankOptions = {}): GraphPageModel {
  const { top = DEFAULT_GRAPH_TOP, ...rankOptions } = options;
  return modelOf(repo, repo.neighbourhood(request, top, rankOptions));
}

function modelOf(repo: Repository, neighbourhood: GraphNeighbourhood): GraphPageModel {
  return graphPageModel(neighbourhood, `repomap graph: ${basename(repo.root)}`);
}

/** The page's HTML: one file, the viewer and the data inline, nothing fetched when it is viewed. */
export function graphPage(repo: Repository, request: SeedRequest = {}, options: { top?: number } & RankOptions = {}): string {
  return graphPageHtml(graphModel(repo, request, options), readGraphViewer());
}

/** The page's HTML for a neighbourhood already ranked (`Repository.neighbourhood`). */
export function graphPageOf(repo: Repository, neighbourhood: GraphNeighbourhood): string {
  return graphPageHtml(modelOf(repo, neighbourhood), readGraphViewer());
}

function readGraphViewer(): string {
  try {
    return readFileSync(GRAPH_VIEWER_FILE, 'utf8');
  } catch (error) {
    throw new Error(`the graph viewer bundle is missing (${GRAPH_VIEWER_FILE}: ${(error as NodeJS.ErrnoException).code}); run npm run build`);
  }
}
