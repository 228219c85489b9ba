// The two shapes of a tool's answer: text (with optional structured content) and a failure.
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export function textResult(body: string, structured?: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: 'text', text: body }],
    ...(structured ? { structuredContent: structured } : {}),
  };
}

export function failureResult(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}
