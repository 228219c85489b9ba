// The shape of one repomap tool: what tools/list shows of it and how it answers a call.
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { Repository } from '../../index.js';
import type { ReadTracker } from '../reads.js';

/** What a tool works on: the session's repository, its index already up to date, and its read tracker. */
export interface ToolSession {
  readonly repo: Repository;
  readonly reads: ReadTracker;
}

/** Every tool takes an object of named arguments and rejects unknown ones. */
export type ToolSchema = z.ZodObject<z.ZodRawShape, z.core.$strict>;

export interface ToolDefinition<Schema extends ToolSchema = ToolSchema> {
  name: string;
  title: string;
  description: string;
  inputSchema: Schema;
  annotations: ToolAnnotations;
  /** Answer a call whose arguments passed `inputSchema`; a thrown RepoError becomes a tool error result. */
  handle(session: ToolSession, args: z.infer<Schema>): CallToolResult;
}

export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
