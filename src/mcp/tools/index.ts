// repomap's tools, in the order tools/list shows them.
import { describeIssue } from '../issues.js';
import { findReferencesTool } from './find-references.js';
import { packContextTool } from './pack-context.js';
import { rankFilesTool } from './rank-files.js';
import { readRangeTool } from './read-range.js';
import { readSymbolTool } from './read-symbol.js';
import { repoMapTool } from './repo-map.js';
import { searchSymbolsTool } from './search-symbols.js';
import { staleReadsTool } from './stale-reads.js';
import type { ToolDefinition } from './types.js';

export const TOOLS: readonly ToolDefinition[] = [
  repoMapTool,
  rankFilesTool,
  readSymbolTool,
  readRangeTool,
  searchSymbolsTool,
  findReferencesTool,
  packContextTool,
  staleReadsTool,
];

/** Why `args` fail `tool`'s schema, on one line (`start: expected number, got string`); null when they pass or the tool is not ours. */
export function checkToolArguments(tool: string, args: Record<string, unknown>): string | null {
  const definition = TOOLS.find((candidate) => candidate.name === tool);
  if (!definition) return null;
  const parsed = definition.inputSchema.safeParse(args);
  return parsed.success ? null : describeIssue(parsed.error, args);
}
