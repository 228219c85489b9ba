import { createHash } from 'node:crypto';
import type { ExtractResult, LanguageId, SkipReason } from '../types.js';
import { FileGuard } from '../shared/safe-fs.js';
import { SecretRules } from '../shared/secrets.js';
import { describeExtractionError, GRAMMAR_FAILURE, loadLanguage, type LoadedLanguage } from './languages.js';
import { contentSkipReason } from './content.js';
import { extractFileSource } from './embedded.js';
import { languageOfContent } from './header-language.js';

/** The root a job reads from, with its secret rules: shared by every job of a run. */
export interface JobRoot {
  root: string;
  /** Secret patterns on top of the built-in ones (`.repomap.json`). */
  secrets: readonly string[];
  /** A file that grew past the size limit since the scan is skipped as too large. */
  maxFileBytes: number;
}

export interface ExtractJob {
  path: string;
  from: JobRoot;
  language: LanguageId;
  /** Size the scan saw (bytes): big files are parsed on a worker thread. */
  size: number;
  /** Content hash in the index; a file whose hash still matches is not parsed. */
  knownHash: string | null;
}

export type JobOutcome =
  | { path: string; kind: 'unchanged'; hash: string; size: number }
  | { path: string; kind: 'skipped'; reason: SkipReason; hash: string | null; size: number }
  /** `language`: what the file was read as (a `.h` file's content decides between C, C++ and Objective-C). */
  | { path: string; kind: 'extracted'; hash: string; size: number; language: LanguageId; result: ExtractResult };

const BINARY_PROBE_BYTES = 8192;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lenient = new TextDecoder('utf-8');

const guards = new Map<string, FileGuard>();
function guardOf(from: JobRoot): FileGuard {
  const key = `${from.root}\0${from.secrets.join('\0')}`;
  let guard = guards.get(key);
  if (!guard) {
    guard = new FileGuard(from.root, new SecretRules(from.secrets));
    guards.set(key, guard);
  }
  return guard;
}

/** Read through the guard: never a FIFO, a device, a secret or a file swapped for a link since the scan. */
function readJobFile(job: ExtractJob): Buffer | SkipReason {
  const read = guardOf(job.from).readPath(job.path, job.from.maxFileBytes);
  switch (read.kind) {
    case 'bytes':
      return read.truncated ? 'too-large' : read.bytes;
    case 'secret':
      return 'secret';
    case 'outside-root':
      return 'symlink-outside-root';
    default:
      return 'unreadable';
  }
}

export async function runJob(job: ExtractJob): Promise<JobOutcome> {
  const bytes = readJobFile(job);
  if (typeof bytes === 'string') return { path: job.path, kind: 'skipped', reason: bytes, hash: null, size: 0 };
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
  const readAs = languageOfContent(job.path, job.language, source);
  let result: ExtractResult;
  let language: LoadedLanguage | null = null;
  try {
    language = await loadLanguage(readAs);
    result = await extractFileSource(language, source);
  } catch (error) {
    const why = language ? 'extraction failed: ' : GRAMMAR_FAILURE;
    result = {
      status: 'error',
      error: `${why}${describeExtractionError(error)}`.slice(0, 300),
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
  return { path: job.path, kind: 'extracted', hash, size: bytes.length, language: readAs, result };
}
