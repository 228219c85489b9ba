import { z } from 'zod';
import { textResult } from '../results.js';
import { seedRequest, seedShape } from '../seeds.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

export const rankFilesSchema = z
  .object({ ...seedShape, top: z.number().int().min(1).max(1_000_000).optional().describe('How many files (default 20).') })
  .strict();

export const rankFilesTool: ToolDefinition<typeof rankFilesSchema> = {
  name: 'rank_files',
  title: 'Rank files',
  description: 'Files ranked for a task (personalized PageRank seeded from paths, identifiers and free text), best first, with scores and reasons.',
  inputSchema: rankFilesSchema,
  annotations: READ_ONLY,
  handle({ repo }, args) {
    const files = repo.rank(seedRequest(repo, args)).slice(0, args.top ?? 20);
    const body = files.map((file) => `${file.score.toExponential(3)}  ${file.path}  ${file.reason}`).join('\n');
    return textResult(body || '(no files indexed)', { files: files.map(({ path, score, reason }) => ({ path, score, reason })) });
  },
};
