import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { readFileLines, readSymbol, type Repository } from '../../index.js';
import { describeRead } from '../answers.js';
import { MAX_RANGE_BYTES, capRange, capText } from '../range-cap.js';
import type { CurrentContent, ReadRecord } from '../reads.js';
import { textResult } from '../results.js';
import { READ_ONLY, type ToolDefinition } from './types.js';

export const staleReadsSchema = z.object({}).strict();

export const staleReadsTool: ToolDefinition<typeof staleReadsSchema> = {
  name: 'stale_reads',
  title: 'Stale reads',
  description: 'Earlier reads of this session (read_symbol, read_range) whose content has changed on disk since it was returned.',
  inputSchema: staleReadsSchema,
  annotations: READ_ONLY,
  handle({ repo, reads }) {
    const stale = reads.stale((read) => currentContent(repo, read));
    const total = reads.reads().length;
    if (!stale.length) return textResult(`no stale reads (${total} read${total === 1 ? '' : 's'} on record)`, { stale: [] });
    const lines = stale.map(({ read, status, now }) => {
      const where = now && (now.startLine !== read.startLine || now.endLine !== read.endLine) ? ` (now lines ${now.startLine}-${now.endLine})` : '';
      return `read #${read.id} ${describeRead(read)}: ${status}${where}`;
    });
    return textResult(`${stale.length} of ${total} reads are stale:\n${lines.join('\n')}`, {
      stale: stale.map(({ read, status, now }) => ({
        read: read.id,
        path: read.path,
        startLine: read.startLine,
        endLine: read.endLine,
        symbol: read.symbol?.qualifiedName ?? null,
        status,
        now,
      })),
    });
  },
};

/** What a read's key holds now, for stale_reads. */
function currentContent(repo: Repository, read: ReadRecord): ReturnType<CurrentContent> {
  if (read.symbol) {
    const defs = repo.findSymbol(read.symbol.qualifiedName).filter((def) => def.path === read.path && def.qualifiedName === read.symbol!.qualifiedName);
    if (!defs.length) return { status: existsSync(resolve(repo.root, read.path)) ? 'removed' : 'deleted' };
    const def = defs.reduce((best, d) => (Math.abs(d.startLine - read.startLine) < Math.abs(best.startLine - read.startLine) ? d : best));
    try {
      const source = capRange(readSymbol(repo, def));
      return { status: 'ok', startLine: source.startLine, endLine: source.endLine, text: source.text };
    } catch {
      return { status: 'deleted' };
    }
  }
  let lines: string[];
  try {
    lines = readFileLines(repo, read.path);
  } catch {
    return { status: 'deleted' };
  }
  // Compared with what read_range returned: the same lines, cut the same way.
  const returned = lines.slice(read.startLine - 1, read.endLine).join('\n');
  const now = capText(returned, MAX_RANGE_BYTES)?.text ?? returned;
  return { status: 'ok', startLine: read.startLine, endLine: read.endLine, text: now };
}
