// Task-aware context packing: required files, PR paths, their dependencies and a repo map
// under byte and token budgets, with one audit line per run. No process exit, no stdout:
// the CLI and the MCP server are shells over `packContext`.
import { resolve } from 'node:path';
import { Repository, type OpenOptions } from '../repository.js';
import type { IndexOptions } from '../store/indexer.js';
import { activeTokenizer } from '../render/tokens.js';
import { appendAuditLine, defaultAuditPath } from './audit.js';
import { Packer } from './plan.js';
import { resolvePackRequest } from './profiles.js';
import { AUDIT_SCHEMA_VERSION, type AuditRecord, type PackRequest, type PackResult } from './types.js';

export { CONFIG_FILE, loadProfile, resolvePackRequest, validateConfig, type PackProfile } from './profiles.js';
export { defaultAuditPath } from './audit.js';
export * from './types.js';

/**
 * Pack context for a task from an up-to-date index (call `repo.update()` first).
 *
 * Invalid requests (a bad budget, mode or map share; a missing, malformed or unknown profile)
 * throw a RepoError before the run starts, and write no audit line. Otherwise the run appends
 * exactly one line to the audit file, whether it packs or fails, and returns its text (empty
 * when it failed), status, one-line failure and audit record. A relative `audit` path is taken
 * relative to the root.
 */
export function packContext(repo: Repository, request: PackRequest = {}): PackResult {
  const resolved = resolvePackRequest(repo.root, request);
  const auditPath = request.audit === false ? null : resolve(repo.root, request.audit ?? defaultAuditPath(repo.root));
  const time = (request.now ?? (() => new Date()))().toISOString();
  const record = (fields: Pick<AuditRecord, 'used' | 'status' | 'failure' | 'items'>): AuditRecord => ({
    schemaVersion: AUDIT_SCHEMA_VERSION,
    time,
    root: repo.root,
    mode: resolved.mode,
    profile: resolved.profile,
    tokenizer: resolved.tokenBudget === null ? null : activeTokenizer(),
    budgets: { bytes: resolved.byteBudget, tokens: resolved.tokenBudget },
    ...fields,
  });

  let outcome: ReturnType<Packer['run']>;
  try {
    outcome = new Packer(repo, resolved, auditPath).run();
  } catch (error) {
    // An internal error is a failed run too: record it, then let it propagate.
    const message = error instanceof Error ? error.message : String(error);
    const used = { bytes: 0, tokens: resolved.tokenBudget === null ? null : 0 };
    if (auditPath) appendAuditLine(auditPath, record({ used, status: 'failed', failure: `internal error: ${firstLine(message)}`, items: [] }), repo.root);
    throw error;
  }
  const audit = record({ used: outcome.used, status: outcome.status, failure: outcome.failure, items: outcome.items });
  if (auditPath) appendAuditLine(auditPath, audit, repo.root);
  return { status: outcome.status, text: outcome.text, failure: outcome.failure, audit, auditPath };
}

/** Open, update and pack in one call. */
export async function packRepository(
  root: string,
  request: PackRequest = {},
  options: OpenOptions & { index?: IndexOptions } = {},
): Promise<PackResult> {
  const repo = Repository.open(root, options);
  try {
    // Check the request (profile included) before spending time on the index.
    resolvePackRequest(repo.root, request);
    await repo.update(options.index);
    return packContext(repo, request);
  } finally {
    repo.close();
  }
}

function firstLine(text: string): string {
  return text.split('\n')[0]!;
}
