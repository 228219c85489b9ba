import { z } from 'zod';
import { DEFINITION_KINDS, searchSymbols, symbolJson } from '../../index.js';
import { MAX_NAME_CHARS } from '../arguments.js';
import { clip } from '../issues.js';
import { textResult } from '../results.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

export const searchSymbolsSchema = z
  .object({
    query: z.string().min(1).max(MAX_NAME_CHARS).describe('Words of a name or signature; camelCase and snake_case parts and prefixes match ("apply tax", "appl").'),
    limit: z.number().int().min(1).max(1000).optional().describe('Most hits (default 20).'),
    kind: z.enum(DEFINITION_KINDS).optional().describe('Only definitions of this kind.'),
  })
  .strict();

export const searchSymbolsTool: ToolDefinition<typeof searchSymbolsSchema> = {
  name: 'search_symbols',
  title: 'Search symbols',
  description:
    'Definitions whose name, qualified name or signature match the query words (SQLite FTS5; prefixes and camelCase/snake_case ' +
    'parts match: "apply tax", "tax" and "appl" all find applyTax), exact name matches first, then by bm25; with kind, location and signature.',
  inputSchema: searchSymbolsSchema,
  annotations: READ_ONLY,
  handle({ repo }, args) {
    const hits = searchSymbols(repo, args.query, { limit: args.limit ?? 20, kind: args.kind });
    if (!hits.length) return textResult(`no symbol matches '${clip(args.query)}'`, { match: 'none', symbols: [] });
    const lines = hits.map(
      (hit) => `${hit.path}:${hit.startLine}-${hit.endLine}  ${hit.kind} ${hit.qualifiedName}\n    ${hit.signature.replace(/\s+/g, ' ').trim()}`,
    );
    const note = hits[0]!.match === 'any' ? `(no symbol matches every word of '${clip(args.query)}'; these match some)\n` : '';
    return textResult(note + lines.join('\n'), {
      match: hits[0]!.match,
      symbols: hits.map((hit) => ({ ...symbolJson(hit), score: hit.score, exact: hit.exact })),
    });
  },
};
