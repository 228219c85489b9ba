// What the parts of one pack run share: the repository, the request, the budget and the
// output accepted so far, with the one way a section is accepted (the exact assembled
// output with it must fit).
import type { Repository } from '../repository.js';
import type { Budget, BudgetReason } from './budget.js';
import { assemble } from './render.js';
import type { PackItem, ResolvedPackRequest } from './types.js';

export interface PackContext {
  readonly repo: Repository;
  readonly request: ResolvedPackRequest;
  readonly budget: Budget;
  /** The accepted sections, in output order. */
  readonly sections: string[];
  /** Every decision of the run, in order: the audit's items. */
  readonly items: PackItem[];
  /** Paths shown in the output, whole or as signatures: kept out of the map. */
  readonly shown: Set<string>;
  /** The audit file's real path, never packed; null when no audit is written. */
  readonly auditRealPath: string | null;
}

/** Ends the run with no text; its message is the run's one-line failure. */
export class Failure extends Error {}

/** Accept `text` as the next section when the output with it fits; else the budget it breaks. */
export function tryAdd(context: PackContext, text: string): BudgetReason | null {
  const over = context.budget.overflow(assemble([...context.sections, text]));
  if (over === null) context.sections.push(text);
  return over;
}

/** Size of a section too large to read whole: its header and the file's size on disk; tokens not counted. */
export function oversize(header: string, size: number): { bytes: number; tokens: null } {
  return { bytes: Buffer.byteLength(header) + 1 + size, tokens: null };
}

export function describeOverflow(context: PackContext, text: string, over: BudgetReason): string {
  const full = context.budget.measure(assemble([...context.sections, text]));
  return over === 'budget:bytes'
    ? `the output would be ${full.bytes} bytes, over the byte budget of ${context.budget.bytes}`
    : `the output would be ${full.tokens} tokens, over the token budget of ${context.budget.tokens}`;
}
