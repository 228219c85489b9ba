import { z } from 'zod';
import { REFERENCE_KINDS, referenceReport } from '../../index.js';
import { MAX_NAME_CHARS, pathArg } from '../arguments.js';
import { clip } from '../issues.js';
import { failureResult, textResult } from '../results.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

/** Uses (or callers) a call returns by default, and at most. */
export const DEFAULT_REFERENCE_LIMIT = 100;
export const MAX_REFERENCE_LIMIT = 500;

export const findReferencesSchema = z
  .object({
    name: z.string().min(1).max(MAX_NAME_CHARS).describe('A definition\'s name or qualified name: "applyTax", "Invoice.applyTax".'),
    relation: z
      .enum(['uses', 'callers', 'callees'])
      .optional()
      .describe('uses (default): every line using it; callers: the functions calling it; callees: what it calls.'),
    path: pathArg('Only definitions in this file (to choose among several).').optional(),
    kind: z.enum(REFERENCE_KINDS).optional().describe('uses only: only references of this kind.'),
    limit: z.number().int().min(1).max(MAX_REFERENCE_LIMIT).optional().describe(`Most uses or callers (default ${DEFAULT_REFERENCE_LIMIT}).`),
  })
  .strict();

export const findReferencesTool: ToolDefinition<typeof findReferencesSchema> = {
  name: 'find_references',
  title: 'Find references, callers, callees',
  description:
    'Where a definition is used (calls, type uses, imports, inheritance, member accesses) as path:line: text lines, the defining ' +
    'file first; certain = the file defines it or imports a file that does, probable = the same name only. relation callers: the ' +
    'functions whose lines call it; callees: what its lines call, resolved to definitions. Several definitions: grouped (or pass path).',
  inputSchema: findReferencesSchema,
  annotations: READ_ONLY,
  handle({ repo }, args) {
    const relation = args.relation ?? 'uses';
    if (args.kind !== undefined && relation !== 'uses') return failureResult('kind is for relation uses: callers and callees follow calls');
    const limit = args.limit ?? DEFAULT_REFERENCE_LIMIT;
    const none = `no definition or use of '${clip(args.name)}'${args.path === undefined ? '' : ` in ${clip(args.path)}`}`;
    const { text, json, empty } = referenceReport(repo, args.name, relation, { path: args.path, limit, kind: args.kind });
    return textResult(empty ? none : text, json);
  },
};
