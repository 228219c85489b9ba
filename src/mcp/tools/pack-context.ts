import { z } from 'zod';
import { PACK_MODES, packContext, type PackMode } from '../../index.js';
import { MAX_PROFILE_CHARS, pathList } from '../arguments.js';
import { failureResult, textResult } from '../results.js';
import type { ToolDefinition } from './types.js';

export const packContextSchema = z
  .object({
    required: pathList('Files that must be included whole (project rules such as AGENTS.md).'),
    prPaths: pathList('Files the pull request changes, included whole in this order; their direct dependencies follow where the budget allows.'),
    mode: z.enum(PACK_MODES as [string, ...string[]]).optional().describe('fail-closed (default): a required or PR file that is missing or does not fit fails the call; compact: optional items that do not fit are dropped.'),
    byteBudget: z.number().int().min(1).optional().describe('Hard cap on the UTF-8 size (default 32 KiB).'),
    tokenBudget: z.number().int().min(1).optional().describe('Hard cap on the o200k_base tokens (default none).'),
    mapShare: z.number().min(0).max(1).optional().describe('Largest share of each budget the repo map section may use (default 1; 0: no map).'),
    profile: z.string().min(1).max(MAX_PROFILE_CHARS).optional().describe('A profile of <root>/.repomap.json.'),
  })
  .strict();

export const packContextTool: ToolDefinition<typeof packContextSchema> = {
  name: 'pack_context',
  title: 'Pack context',
  description:
    'Assemble a prompt context under byte (and token) budgets: required files first, then the PR files whole, then their direct ' +
    'dependencies, then a repo map in the remaining budget. Every run appends one line to the audit file. Only files the index ' +
    'sees are served. A failed run (fail-closed mode) is an error result with the reason.',
  inputSchema: packContextSchema,
  annotations: { openWorldHint: false },
  handle({ repo }, args) {
    const result = packContext(repo, {
      required: args.required,
      prPaths: args.prPaths,
      mode: args.mode as PackMode | undefined,
      byteBudget: args.byteBudget,
      tokenBudget: args.tokenBudget,
      mapShare: args.mapShare,
      profile: args.profile,
      indexedOnly: true,
    });
    const summary = {
      status: result.status,
      failure: result.failure,
      used: result.audit.used,
      budgets: result.audit.budgets,
      items: result.audit.items,
    };
    if (result.status === 'failed') return { ...failureResult(`pack failed: ${result.failure ?? 'unknown reason'}`), structuredContent: summary };
    return textResult(result.text, summary);
  },
};
