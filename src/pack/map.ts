import type { RepoMap, Repository } from '../repository.js';
import type { SeedRequest } from '../rank/seeds.js';
import { renderMap } from '../render/formats.js';
import type { MapEntry } from '../render/types.js';

/** `repo.map(...)` over every ranked file except `exclude` (files the pack already shows). */
export function mapExcluding(
  repo: Repository,
  request: SeedRequest,
  budget: { tokens: number; bytes: number },
  exclude: ReadonlySet<string>,
): RepoMap {
  return repo.map(request, { tokens: budget.tokens, bytes: budget.bytes, format: 'text', exclude });
}

/** Each file's block of a map as it appears in the map's text, for the audit. */
export function mapBlocks(map: RepoMap): { path: string; reason: string; text: string }[] {
  return map.files.map((file) => {
    const headers = (file.blocks ?? []).map((block) => ({ startLine: block.line, endLine: block.endLine, line: block.line, header: block.header, parent: null }));
    const headerAt = new Map(headers.map((header, index) => [header.line, index]));
    const entry: MapEntry = {
      file: { path: file.path, score: file.score, reason: file.reason },
      definitions: file.symbols.map((symbol) => ({
        path: file.path,
        name: symbol.name,
        qualifiedName: symbol.qualifiedName,
        kind: symbol.kind as MapEntry['definitions'][number]['kind'],
        startLine: symbol.line,
        endLine: symbol.endLine,
        signature: symbol.signature,
        doc: symbol.doc,
        score: symbol.score,
        block: symbol.block != null ? (headerAt.get(symbol.block) ?? null) : null,
      })),
      blocks: headers,
      headers,
      continues: file.continues === true,
    };
    return { path: file.path, reason: file.reason, text: renderMap([entry], 'text') };
  });
}
