import { z } from 'zod';
import { readSource } from '../../index.js';
import { answerRead } from '../answers.js';
import { force, pathArg } from '../arguments.js';
import { MAX_RANGE_BYTES, capRange } from '../range-cap.js';
import { failureResult } from '../results.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

/** Lines `read_range` returns when no end is given. */
export const DEFAULT_RANGE_LINES = 200;
/** Most lines one `read_range` call returns. */
export const MAX_RANGE_LINES = 2000;

export const readRangeSchema = z
  .object({
    path: pathArg('A file, relative to the repository root.'),
    start: z.number().int().min(1).optional().describe('First line, 1-based (default 1).'),
    end: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        `Last line, inclusive (default start + ${DEFAULT_RANGE_LINES - 1}; at most ${MAX_RANGE_LINES} lines and ${MAX_RANGE_BYTES} bytes a call; clamped to the file).`,
      ),
    force,
  })
  .strict();

export const readRangeTool: ToolDefinition<typeof readRangeSchema> = {
  name: 'read_range',
  title: 'Read lines of a file',
  description:
    `Lines start..end of a file of the repository, with line numbers (default: ${DEFAULT_RANGE_LINES} lines from start; ` +
    `at most ${MAX_RANGE_LINES} lines and ${MAX_RANGE_BYTES} bytes: a longer answer ends early and says where to continue). Only files the index sees (tracked or not ignored) are served. Unchanged content already ` +
    'returned in this session (also as part of a larger read) comes back as a one-line reference unless force is true.',
  inputSchema: readRangeSchema,
  annotations: READ_ONLY,
  handle({ repo, reads }, args) {
    const start = args.start ?? 1;
    if (args.end !== undefined && args.end < start) return failureResult(`end (${args.end}) is before start (${start})`);
    const end = Math.min(args.end ?? start + DEFAULT_RANGE_LINES - 1, start + MAX_RANGE_LINES - 1);
    const range = capRange(readSource(repo, args.path, start, end, { indexedOnly: true }));
    return answerRead(reads, range, `range:${range.path}:${start}-${end}`, null, args.force === true);
  },
};
