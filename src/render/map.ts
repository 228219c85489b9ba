import type { DocsScope, MapEntry, MapFormat, RepoMap, ValueOptions } from './types.js';
import { fitMap } from './fit.js';
import { mapFilesJson } from './json.js';
import { activeTokenizer } from './tokens.js';

/** The render stage's entry point: ranked entries fitted to the budgets, as text and as JSON-ready files. */
export function renderRepoMap(
  entries: readonly MapEntry[],
  options: { tokens: number; bytes?: number | null; format?: MapFormat; value?: ValueOptions; docs?: DocsScope; fileTail?: boolean; fileTailShare?: number },
): RepoMap {
  const bytes = options.bytes ?? null;
  const fitted = fitMap(entries, { tokens: options.tokens, bytes, format: options.format ?? 'text', value: options.value, docs: options.docs, fileTail: options.fileTail, fileTailShare: options.fileTailShare });
  return {
    text: fitted.text,
    tokens: fitted.tokens,
    bytes: fitted.bytes,
    budget: { tokens: options.tokens, bytes },
    tokenizer: activeTokenizer(),
    files: mapFilesJson(fitted.entries),
  };
}
