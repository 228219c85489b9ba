import { z } from 'zod';
import { DEFAULT_MAP_TOKENS } from '../../index.js';
import { textResult } from '../results.js';
import { seedRequest, seedShape, unmatchedNotes } from '../seeds.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

export const repoMapSchema = z
  .object({
    ...seedShape,
    tokens: z.number().int().min(1).max(10_000_000).optional().describe(`Hard cap on the map's o200k_base tokens (default ${DEFAULT_MAP_TOKENS}).`),
    bytes: z.number().int().min(1).optional().describe('Optional hard cap on its UTF-8 bytes.'),
    format: z.enum(['text', 'markdown']).optional().describe('Default text.'),
    docs: z.boolean().optional().describe("Show the first sentence of each shown definition's doc comment or docstring after its signature, within the budget (default true)."),
  })
  .strict();

export const repoMapTool: ToolDefinition<typeof repoMapSchema> = {
  name: 'repo_map',
  title: 'Repository map',
  description:
    'A signature-only map (never function bodies) of the code most relevant to a task, ranked by personalized PageRank over ' +
    'the definition/reference graph, grouped by file with line numbers and a reason per file, never over the token budget. ' +
    'No seeds: a general map of the repository.',
  inputSchema: repoMapSchema,
  annotations: READ_ONLY,
  handle({ repo }, args) {
    const map = repo.map(seedRequest(repo, args), { tokens: args.tokens, bytes: args.bytes ?? null, format: args.format ?? 'text', docs: args.docs });
    const notes = unmatchedNotes(map.unmatched, map.seeded ?? true);
    return textResult(notes + (map.text || '(the map is empty: nothing indexed, or nothing fits the budget)'), {
      unmatched: map.unmatched ?? [],
      tokens: map.tokens,
      bytes: map.bytes,
      budget: map.budget,
      tokenizer: map.tokenizer,
      files: map.files.map(({ path, reason, score }) => ({ path, reason, score })),
    });
  },
};
