import { existsSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Repository } from '../repository.js';
import { Budget, type Measure } from './budget.js';
import { checkPaths } from './candidates.js';
import { Failure, type PackContext } from './context.js';
import { addDependencies } from './dependencies.js';
import { addMap } from './map-section.js';
import { assemble } from './render.js';
import { addFile } from './requested-files.js';
import type { PackItem, ResolvedPackRequest } from './types.js';

export interface PackOutcome {
  status: 'packed' | 'failed';
  text: string;
  failure: string | null;
  used: Measure;
  items: PackItem[];
}

/**
 * Packs required files, PR paths, their direct dependencies and a repo map, in that order,
 * each accepted only when the exact assembled output (everything accepted so far plus it)
 * fits both budgets. A failure (fail-closed, a required file, a path outside the root)
 * ends the run with no text.
 */
export class Packer {
  private readonly context: PackContext;

  constructor(repo: Repository, request: ResolvedPackRequest, auditPath: string | null) {
    this.context = {
      repo,
      request,
      budget: new Budget(request.byteBudget, request.tokenBudget),
      sections: [],
      items: [],
      shown: new Set(),
      auditRealPath: auditPath === null ? null : existsSync(auditPath) ? realpathSync(auditPath) : resolve(auditPath),
    };
  }

  run(): PackOutcome {
    const { budget, sections, items } = this.context;
    try {
      const candidates = checkPaths(this.context);
      for (const candidate of candidates) addFile(this.context, candidate);
      addDependencies(this.context, candidates);
      addMap(this.context, candidates);
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      return { status: 'failed', text: '', failure: error.message, used: budget.measure(''), items };
    }
    const text = assemble(sections);
    // Every acceptance was checked on exactly this text's prefix-so-far; the final text is the last one checked.
    const over = budget.overflow(text);
    if (over) throw new Error(`pack produced text over its budget (${over})`);
    return { status: 'packed', text, failure: null, used: budget.measure(text), items };
  }
}
