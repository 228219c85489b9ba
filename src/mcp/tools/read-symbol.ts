import { z } from 'zod';
import { readSymbol, repoPath, searchSymbols, symbolJson } from '../../index.js';
import { answerRead } from '../answers.js';
import { MAX_NAME_CHARS, force, pathArg } from '../arguments.js';
import { clip, oneLine } from '../issues.js';
import { capRange } from '../range-cap.js';
import { failureResult, textResult } from '../results.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

export const readSymbolSchema = z
  .object({
    name: z.string().min(1).max(MAX_NAME_CHARS).describe('A definition\'s name or qualified name: "applyTax", "Invoice.applyTax".'),
    path: pathArg('Only definitions in this file (to choose among several matches).').optional(),
    force,
  })
  .strict();

export const readSymbolTool: ToolDefinition<typeof readSymbolSchema> = {
  name: 'read_symbol',
  title: 'Read a definition',
  description:
    'The full source of a definition (class, function, method, …) by name or qualified name, with line numbers, read from disk. ' +
    'Several matches: a list of locations (call again with path or a qualified name). Unchanged content already returned ' +
    'in this session comes back as a one-line reference unless force is true.',
  inputSchema: readSymbolSchema,
  annotations: READ_ONLY,
  handle({ repo, reads }, args) {
    let matches = repo.findSymbol(args.name);
    if (args.path !== undefined) {
      const path = repoPath(repo.root, args.path);
      matches = matches.filter((def) => def.path === path);
    }
    if (!matches.length) {
      const suggestions = [...new Set(searchSymbols(repo, args.name, { limit: 5 }).map((hit) => hit.qualifiedName))].slice(0, 3);
      return failureResult(
        `no symbol named '${clip(args.name)}'${args.path !== undefined ? ` in ${clip(args.path)}` : ''}` +
          (suggestions.length ? ` (did you mean ${suggestions.join(', ')}?)` : ' (try search_symbols)'),
      );
    }
    if (matches.length > 1) {
      const list = matches
        .map((def, index) => `${index + 1}. ${def.path}:${def.startLine}-${def.endLine}  ${def.kind} ${def.qualifiedName}`)
        .join('\n');
      return textResult(
        `${matches.length} definitions match '${clip(oneLine(args.name))}':\n${list}\n` +
          'Call read_symbol again with path (or a qualified name), or read_range with one of these locations.',
        { matches: matches.map(symbolJson) },
      );
    }
    const def = matches[0]!;
    const source = readSymbol(repo, def);
    const symbol = { qualifiedName: def.qualifiedName, kind: def.kind };
    return answerRead(reads, capRange(source), `symbol:${def.path}#${def.qualifiedName}`, symbol, args.force === true);
  },
};
