import { profileForPath } from '../../shared/languages.js';
import { quotePath, quoteReason } from '../../shared/quote.js';
import { numberedLines } from '../format.js';
import type { MapFormatter } from './types.js';

/** A `###` heading per file, its reason, and its numbered lines in a fence tagged with its language. */
export const markdown: MapFormatter = {
  block: (entry) => {
    const lines = [`### ${quotePath(entry.file.path)}`];
    if (entry.file.reason) lines.push(`reason: ${quoteReason(entry.file.reason)}`);
    const body = numberedLines(entry.definitions, entry.file.path, entry);
    if (body.length > 0) {
      const fence = fenceFor(body);
      lines.push(fence + languageTag(entry.file.path), ...body, fence);
    }
    return lines.join('\n') + '\n';
  },
  output: (map) => map.text,
};

function fenceFor(lines: readonly string[]): string {
  let longestRun = 0;
  for (const line of lines) {
    for (const run of line.match(/`+/g) ?? []) longestRun = Math.max(longestRun, run.length);
  }
  return '`'.repeat(Math.max(3, longestRun + 1));
}

/** The fence's info string: the language of a known extension, else a plain extension, else none. */
function languageTag(path: string): string {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return '';
  const extension = path.slice(dot).toLowerCase();
  const profile = profileForPath(path);
  if (profile) return profile.fences?.[extension] ?? profile.fence;
  return /^\.[a-z0-9_+-]+$/.test(extension) ? extension.slice(1) : '';
}
