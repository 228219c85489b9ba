import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { ExtractResult, LanguageId, SkipReason } from '../types.js';
import { describeExtractionError, loadLanguage } from './languages.js';
import { contentSkipReason } from './content.js';
import { extractWith } from './extractor.js';

export interface ExtractJob {
  path: string;
  absolutePath: string;
  language: LanguageId;
  /** Content hash in the index; a file whose hash still matches is not parsed. */
  knownHash: string | null;
}

export type JobOutcome =
  | { path: string; kind: 'unchanged'; hash: string; size: number }
  | { path: string; kind: 'skipped'; reason: SkipReason; hash: string | null; size: number }
  | { path: string; kind: 'extracted'; hash: string; size: number; result: ExtractResult };

const BINARY_PROBE_BYTES = 8192;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');

export async function runJob(job: ExtractJob): Promise<JobOutcome> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(job.absolutePath);
  } catch {
    return { path: job.path, kind: 'skipped', reason: 'unreadable', hash: null, size: 0 };
  }
  const hash = createHash('sha1').update(bytes).digest('hex');
  if (hash === job.knownHash) return { path: job.path, kind: 'unchanged', hash, size: bytes.length };
  const probe = bytes.subarray(0, BINARY_PROBE_BYTES);
  if (probe.includes(0)) return { path: job.path, kind: 'skipped', reason: 'binary', hash, size: bytes.length };

  let source: string;
  let invalidUtf8 = false;
  try {
    source = utf8.decode(bytes);
  } catch {
    source = utf8Lenient.decode(bytes);
    invalidUtf8 = true;
  }
  // Minified or generated whatever its name: never parsed.
  const generated = contentSkipReason(source);
  if (generated) return { path: job.path, kind: 'skipped', reason: generated, hash, size: bytes.length };
  let result: ExtractResult;
  try {
    result = extractWith(await loadLanguage(job.language), source);
  } catch (error) {
    result = {
      status: 'error',
      error: `extraction failed: ${describeExtractionError(error)}`.slice(0, 300),
      lines: 0,
      definitions: [],
      references: [],
      imports: [],
    };
  }
  if (invalidUtf8) {
    result.status = result.status === 'error' ? 'error' : 'partial';
    result.error = ['invalid UTF-8 replaced', result.error].filter(Boolean).join('; ');
  }
  return { path: job.path, kind: 'extracted', hash, size: bytes.length, result };
}
