import type { BudgetReason } from './budget.js';
import type { Candidate } from './candidates.js';
import type { PackContext } from './context.js';
import { mapBlocks, mapExcluding } from './map.js';
import { MAP_HEADER, assemble, section } from './render.js';

/** Attempts at fitting the map section when the exact count of the assembled text says it overshoots. */
const MAP_ATTEMPTS = 8;

/**
 * The repo map, seeded by the PR paths, without the files already shown, in what is left
 * of both budgets and within the map share. The map is fitted by `Repository.map`; the
 * pack then checks the exact assembled output and, should the boundary between sections
 * tokenize differently, asks again with the overshoot taken off.
 */
export function addMap(context: PackContext, candidates: readonly Candidate[]): void {
  const { repo, request, budget, sections, shown } = context;
  const discard = (reason: string): void => {
    context.items.push({ path: null, role: 'map', bytes: null, tokens: null, action: 'discard', reason });
  };
  if (request.mapShare === 0) return discard('disabled');
  const seeds = candidates.filter((c) => c.role === 'pr-path' && c.found.kind === 'file').map((c) => c.found.path);
  const shareCap = budget.scaled(request.mapShare);
  const base = budget.measure(assemble(sections));
  const header = budget.measure(`${MAP_HEADER}\n`);
  const separator = sections.length ? 1 : 0;
  let capBytes = Math.min(budget.bytes - base.bytes - separator - header.bytes, shareCap.bytes - header.bytes);
  let capTokens =
    budget.tokens === null || shareCap.tokens === null
      ? capBytes // never binding: a text has no more tokens than bytes
      : Math.min(budget.tokens - base.tokens! - header.tokens!, shareCap.tokens - header.tokens!);
  let reason: BudgetReason = 'budget:bytes';
  for (let attempt = 0; attempt < MAP_ATTEMPTS; attempt++) {
    if (capBytes <= 0) return discard('budget:bytes');
    if (capTokens <= 0) return discard('budget:tokens');
    const map = mapExcluding(repo, { paths: seeds }, { tokens: capTokens, bytes: capBytes }, shown);
    if (map.files.length === 0) return discard(emptyMapReason(context, seeds, capBytes));
    const text = section(MAP_HEADER, map.text);
    const full = assemble([...sections, text]);
    const over = budget.overflow(full) ?? budget.overflow(text, shareCap);
    if (over === null) {
      sections.push(text);
      for (const block of mapBlocks(map)) {
        context.items.push({ path: block.path, role: 'map', ...budget.measure(block.text), action: 'inject', reason: block.reason });
      }
      return;
    }
    reason = over;
    if (over === 'budget:bytes') {
      const excess = Math.max(Buffer.byteLength(full) - budget.bytes, Buffer.byteLength(text) - shareCap.bytes);
      capBytes -= Math.max(excess, 1);
    } else {
      const excess = Math.max(budget.measure(full).tokens! - budget.tokens!, budget.measure(text).tokens! - shareCap.tokens!);
      capTokens -= Math.max(excess, 1);
    }
  }
  discard(reason);
}

/** Why a map came out empty: nothing left to map at all, or the budget that is too small. */
function emptyMapReason(context: PackContext, seeds: string[], capBytes: number): string {
  const { repo, budget, shown } = context;
  const unbounded = { tokens: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER };
  if (mapExcluding(repo, { paths: seeds }, unbounded, shown).files.length === 0) return 'empty';
  if (budget.tokens === null) return 'budget:bytes';
  const bytesOnly = mapExcluding(repo, { paths: seeds }, { tokens: Number.MAX_SAFE_INTEGER, bytes: capBytes }, shown);
  return bytesOnly.files.length === 0 ? 'budget:bytes' : 'budget:tokens';
}
