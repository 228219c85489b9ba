// Tool error messages as the client gets them: one line, every long argument
// they repeat cut, and not too long overall; an unexpected error is marked as internal.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { RepoError, SourceError } from '../index.js';
import { ECHO_CHARS, clip, oneLine } from './issues.js';

/** Longest tool error message, in characters: a safety net on top of the cut user strings. */
export const MAX_ERROR_CHARS = 500;

/** An error result with its messages as the client gets them (see errorMessage). */
export function tidyError(result: CallToolResult, args: unknown): CallToolResult {
  const content = result.content.map((part) => (part.type === 'text' ? { ...part, text: errorMessage(part.text, args) } : part));
  const structured = result.structuredContent;
  if (structured && typeof structured.failure === 'string') {
    return { ...result, content, structuredContent: { ...structured, failure: errorMessage(structured.failure, args) } };
  }
  return { ...result, content };
}

export function messageOf(error: unknown): string {
  if (error instanceof RepoError || error instanceof SourceError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  return `internal error: ${message.split('\n')[0]}`;
}

/** Every string of a call's arguments (list entries included) that is too long to echo whole. */
function longStrings(args: unknown): string[] {
  if (args === null || typeof args !== 'object') return [];
  const strings = Object.values(args).flatMap((value: unknown) => (Array.isArray(value) ? value : [value]));
  return strings.filter((value): value is string => typeof value === 'string' && value.length > ECHO_CHARS);
}

/** An error message as the client gets it: one line, every long argument it repeats cut, and not too long overall. */
export function errorMessage(message: string, args: unknown): string {
  let out = message;
  for (const long of longStrings(args).sort((a, b) => b.length - a.length)) {
    if (out.includes(long)) out = out.split(long).join(clip(long));
  }
  return clip(oneLine(out), MAX_ERROR_CHARS);
}
