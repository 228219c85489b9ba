import type { BudgetReason } from './budget.js';
import { load, type Candidate } from './candidates.js';
import { oversize, tryAdd, type PackContext } from './context.js';
import { inspectPath } from './files.js';
import { fileHeader, section, signatureBody } from './render.js';
import type { PackItem } from './types.js';

/** Direct dependencies of the PR files, as the index resolved their imports. */
export function addDependencies(context: PackContext, candidates: readonly Candidate[]): void {
  const considered = new Set(candidates.map((candidate) => candidate.found.path));
  for (const candidate of candidates) {
    if (candidate.role !== 'pr-path' || candidate.found.kind !== 'file') continue;
    const from = candidate.found.path;
    for (const path of context.repo.store.importTargets(from)) {
      if (considered.has(path)) continue;
      considered.add(path);
      addDependency(context, path, from);
    }
  }
}

/** Whole when it fits, else its stored signatures when they fit, else discarded. Never fails the run. */
function addDependency(context: PackContext, path: string, from: string): void {
  const label = `dependency-of:${from}`;
  const record = (size: { bytes: number | null; tokens: number | null }, action: PackItem['action'], reason: string, form?: PackItem['form']): void => {
    context.items.push({ path, role: 'dependency', ...size, action, reason, ...(form ? { form } : {}), dependencyOf: from });
  };
  const loaded = load(context, inspectPath(context.repo.guard, path));
  if (loaded.kind === 'reject') return record({ bytes: null, tokens: null }, 'reject', loaded.reason);
  let over: BudgetReason;
  let wholeSize: { bytes: number | null; tokens: number | null };
  if (loaded.kind === 'prefix') {
    over = 'budget:bytes';
    wholeSize = oversize(fileHeader(path, label), loaded.size);
  } else {
    const whole = section(fileHeader(path, label), loaded.text);
    const wholeOver = tryAdd(context, whole);
    wholeSize = context.budget.measure(whole);
    if (wholeOver === null) {
      context.shown.add(path);
      return record(wholeSize, 'inject', label, 'whole');
    }
    over = wholeOver;
  }
  const body = signatureBody(context.repo.store.definitions([path]));
  if (body === '') return record(wholeSize, 'discard', over, 'whole');
  const signatures = section(fileHeader(path, `${label}, signatures`), body);
  const signaturesOver = tryAdd(context, signatures);
  const size = context.budget.measure(signatures);
  if (signaturesOver !== null) return record(size, 'discard', signaturesOver, 'signatures');
  context.shown.add(path);
  record(size, 'inject', label, 'signatures');
}
