import { z } from 'zod';
import { escapeControls, quotePath, quoteReason } from '../../index.js';
import { textResult } from '../results.js';
import { seedRequest, seedShape, unmatchedNotes } from '../seeds.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

export const rankFilesSchema = z
  .object({
    ...seedShape,
    top: z.number().int().min(1).max(1_000_000).optional().describe('How many files, or definitions with `symbols` (default 20).'),
    symbols: z.boolean().optional().describe('Rank definitions instead of files: which functions, not only which files.'),
  })
  .strict();

export const rankFilesTool: ToolDefinition<typeof rankFilesSchema> = {
  name: 'rank_files',
  title: 'Rank files',
  description:
    'Files ranked for a task (personalized PageRank seeded from paths, identifiers and free text), best first, with scores and reasons; with `symbols`, their definitions ranked the same way.',
  inputSchema: rankFilesSchema,
  annotations: READ_ONLY,
  handle({ repo }, args) {
    const top = args.top ?? 20;
    const ranking = repo.ranking(seedRequest(repo, args));
    const notes = unmatchedNotes(ranking.unmatched, ranking.seeded);
    const { unmatched } = ranking;
    if (args.symbols) {
      const symbols = repo.symbolsOf(ranking, { top });
      const body = symbols
        .map((s) => `${s.score.toExponential(3)}  ${quotePath(s.path)}:${s.line}  ${escapeControls(s.qualifiedName)}  ${s.kind}  ${quoteReason(s.reason)}`)
        .join('\n');
      return textResult(notes + (body || '(no definitions indexed)'), { symbols, unmatched });
    }
    const files = ranking.files.slice(0, top);
    const body = files.map((file) => `${file.score.toExponential(3)}  ${file.path}  ${file.reason}`).join('\n');
    return textResult(notes + (body || '(no files indexed)'), { files: files.map(({ path, score, reason }) => ({ path, score, reason })), unmatched });
  },
};
