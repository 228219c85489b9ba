import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Repository } from '../repository.js';
import { definitionsOfPaths } from '../store/read.js';
import { Budget, type BudgetReason, type Measure } from './budget.js';
import { inspectPath, readInspected, type Inspection } from './files.js';
import { mapBlocks, mapExcluding } from './map.js';
import { MAP_HEADER, assemble, fileHeader, section, signatureBody } from './render.js';
import type { PackItem, PackRole, ResolvedPackRequest } from './types.js';

export interface PackOutcome {
  status: 'packed' | 'failed';
  text: string;
  failure: string | null;
  used: Measure;
  items: PackItem[];
}

/** Attempts at fitting the map section when the exact count of the assembled text says it overshoots. */
const MAP_ATTEMPTS = 8;

interface Candidate {
  input: string;
  role: 'required' | 'pr-path';
  found: Inspection;
}

/** The decisions `read` can end in, before the budget is consulted. */
type Loaded = { kind: 'text'; text: string } | { kind: 'prefix'; prefix: string; size: number } | { kind: 'reject'; reason: string };

class Failure extends Error {}

/**
 * Packs required files, PR paths, their direct dependencies and a repo map, in that order,
 * each accepted only when the exact assembled output (everything accepted so far plus it)
 * fits both budgets. A failure (fail-closed, a required file, a path outside the root)
 * ends the run with no text.
 */
export class Packer {
  private readonly budget: Budget;
  private readonly sections: string[] = [];
  private readonly items: PackItem[] = [];
  /** Paths shown in the output, whole or as signatures: kept out of the map. */
  private readonly shown = new Set<string>();
  private readonly auditRealPath: string | null;

  constructor(
    private readonly repo: Repository,
    private readonly request: ResolvedPackRequest,
    auditPath: string | null,
  ) {
    this.budget = new Budget(request.byteBudget, request.tokenBudget);
    this.auditRealPath = auditPath === null ? null : existsSync(auditPath) ? realpathSync(auditPath) : resolve(auditPath);
  }

  run(): PackOutcome {
    try {
      const candidates = this.checkPaths();
      for (const candidate of candidates) this.addFile(candidate);
      this.addDependencies(candidates);
      this.addMap(candidates);
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      return { status: 'failed', text: '', failure: error.message, used: this.measureOf(''), items: this.items };
    }
    const text = assemble(this.sections);
    // Every acceptance was checked on exactly this text's prefix-so-far; the final text is the last one checked.
    const over = this.budget.overflow(text);
    if (over) throw new Error(`pack produced text over its budget (${over})`);
    return { status: 'packed', text, failure: null, used: this.measureOf(text), items: this.items };
  }

  private measureOf(text: string): Measure {
    return this.budget.measure(text);
  }

  /**
   * Every required and PR path, deduplicated, classified without opening anything. A path
   * outside the root (lexically or through a symlink) is rejected and fails the run before
   * any file is read.
   */
  private checkPaths(): Candidate[] {
    const candidates: Candidate[] = [];
    const seen = new Set<string>();
    const outside: string[] = [];
    const add = (input: string, role: Candidate['role']): void => {
      const found = inspectPath(this.repo.guard, input);
      const key = found.kind === 'outside-root' ? `\0${input}` : found.path;
      if (seen.has(key)) return;
      seen.add(key);
      if (found.kind === 'outside-root') {
        this.record({ path: input, role, bytes: null, tokens: null, action: 'reject', reason: 'outside-root' });
        outside.push(`${role} ${input} is outside the repository root${/symlink/.test(found.message) ? ' (through a symlink)' : ''}`);
        return;
      }
      candidates.push({ input, role, found });
    };
    for (const path of this.request.required) add(path, 'required');
    for (const path of this.request.prPaths) add(path, 'pr-path');
    if (outside.length) throw new Failure(outside.length === 1 ? outside[0]! : `${outside[0]} (and ${outside.length - 1} more)`);
    return candidates;
  }

  private mandatory(role: PackRole): boolean {
    return role === 'required' || (role === 'pr-path' && this.request.mode === 'fail-closed');
  }

  /** A required or PR file, whole; rejected or discarded (and the run failed when it is mandatory) otherwise. */
  private addFile({ input, role, found }: Candidate): void {
    const mandatory = this.mandatory(role);
    const path = found.path;
    const loaded = this.load(found);
    if (loaded.kind === 'reject') {
      const reason = loaded.reason === 'missing' && role === 'required' ? 'required-missing' : loaded.reason;
      this.record({ path, role, bytes: null, tokens: null, action: 'reject', reason });
      if (mandatory) throw new Failure(`${role} ${input}: ${describeReject(loaded.reason)}${role === 'pr-path' ? ' (fail-closed)' : ''}`);
      return;
    }
    const header = fileHeader(path, role);
    if (loaded.kind === 'prefix') {
      this.record({ path, role, ...this.oversize(header, loaded.size), action: 'discard', reason: 'budget:bytes', form: 'whole' });
      if (mandatory) throw new Failure(`${role} ${path} does not fit: it is ${loaded.size} bytes, over the byte budget of ${this.budget.bytes}`);
      return;
    }
    const text = section(header, loaded.text);
    const over = this.tryAdd(text);
    const size = this.measureOf(text);
    if (over === null) {
      this.record({ path, role, ...size, action: 'inject', reason: 'budget-ok', form: 'whole' });
      this.shown.add(path);
      return;
    }
    this.record({ path, role, ...size, action: 'discard', reason: over, form: 'whole' });
    if (mandatory) throw new Failure(`${role} ${path} does not fit: ${this.describeOverflow(text, over)}`);
  }

  /** Direct dependencies of the PR files, as the index resolved their imports. */
  private addDependencies(candidates: readonly Candidate[]): void {
    const considered = new Set(candidates.map((candidate) => candidate.found.path));
    const targets = this.repo.database.prepare(
      `SELECT t.path AS path FROM import_edges e
         JOIN files f ON f.id = e.file_id JOIN files t ON t.id = e.target_id
        WHERE f.path = ? AND t.status != 'skipped'
        GROUP BY t.path ORDER BY MIN(e.rowid), t.path`,
    );
    for (const candidate of candidates) {
      if (candidate.role !== 'pr-path' || candidate.found.kind !== 'file') continue;
      const from = candidate.found.path;
      for (const { path } of targets.all(from) as { path: string }[]) {
        if (considered.has(path)) continue;
        considered.add(path);
        this.addDependency(path, from);
      }
    }
  }

  /** Whole when it fits, else its stored signatures when they fit, else discarded. Never fails the run. */
  private addDependency(path: string, from: string): void {
    const label = `dependency-of:${from}`;
    const record = (size: { bytes: number | null; tokens: number | null }, action: PackItem['action'], reason: string, form?: PackItem['form']): void =>
      this.record({ path, role: 'dependency', ...size, action, reason, ...(form ? { form } : {}), dependencyOf: from });
    const loaded = this.load(inspectPath(this.repo.guard, path));
    if (loaded.kind === 'reject') return record({ bytes: null, tokens: null }, 'reject', loaded.reason);
    let over: BudgetReason;
    let wholeSize: { bytes: number | null; tokens: number | null };
    if (loaded.kind === 'prefix') {
      over = 'budget:bytes';
      wholeSize = this.oversize(fileHeader(path, label), loaded.size);
    } else {
      const whole = section(fileHeader(path, label), loaded.text);
      const wholeOver = this.tryAdd(whole);
      wholeSize = this.measureOf(whole);
      if (wholeOver === null) {
        this.shown.add(path);
        return record(wholeSize, 'inject', label, 'whole');
      }
      over = wholeOver;
    }
    const body = signatureBody(definitionsOfPaths(this.repo.database, [path]));
    if (body === '') return record(wholeSize, 'discard', over, 'whole');
    const signatures = section(fileHeader(path, `${label}, signatures`), body);
    const signaturesOver = this.tryAdd(signatures);
    const size = this.measureOf(signatures);
    if (signaturesOver !== null) return record(size, 'discard', signaturesOver, 'signatures');
    this.shown.add(path);
    record(size, 'inject', label, 'signatures');
  }

  /**
   * The repo map, seeded by the PR paths, without the files already shown, in what is left
   * of both budgets and within the map share. The map is fitted by `Repository.map`; the
   * pack then checks the exact assembled output and, should the boundary between sections
   * tokenize differently, asks again with the overshoot taken off.
   */
  private addMap(candidates: readonly Candidate[]): void {
    const discard = (reason: string): void => {
      this.record({ path: null, role: 'map', bytes: null, tokens: null, action: 'discard', reason });
    };
    if (this.request.mapShare === 0) return discard('disabled');
    const seeds = candidates.filter((c) => c.role === 'pr-path' && c.found.kind === 'file').map((c) => c.found.path);
    const shareCap = this.budget.scaled(this.request.mapShare);
    const base = this.measureOf(assemble(this.sections));
    const header = this.measureOf(`${MAP_HEADER}\n`);
    const separator = this.sections.length ? 1 : 0;
    let capBytes = Math.min(this.budget.bytes - base.bytes - separator - header.bytes, shareCap.bytes - header.bytes);
    let capTokens =
      this.budget.tokens === null || shareCap.tokens === null
        ? capBytes // never binding: a text has no more tokens than bytes
        : Math.min(this.budget.tokens - base.tokens! - header.tokens!, shareCap.tokens - header.tokens!);
    let reason: BudgetReason = 'budget:bytes';
    for (let attempt = 0; attempt < MAP_ATTEMPTS; attempt++) {
      if (capBytes <= 0) return discard('budget:bytes');
      if (capTokens <= 0) return discard('budget:tokens');
      const map = mapExcluding(this.repo, { paths: seeds }, { tokens: capTokens, bytes: capBytes }, this.shown);
      if (map.files.length === 0) return discard(this.emptyMapReason(seeds, capBytes));
      const text = section(MAP_HEADER, map.text);
      const full = assemble([...this.sections, text]);
      const over = this.budget.overflow(full) ?? this.budget.overflow(text, shareCap);
      if (over === null) {
        this.sections.push(text);
        for (const block of mapBlocks(map)) {
          this.record({ path: block.path, role: 'map', ...this.measureOf(block.text), action: 'inject', reason: block.reason });
        }
        return;
      }
      reason = over;
      if (over === 'budget:bytes') {
        const excess = Math.max(Buffer.byteLength(full) - this.budget.bytes, Buffer.byteLength(text) - shareCap.bytes);
        capBytes -= Math.max(excess, 1);
      } else {
        const excess = Math.max(this.measureOf(full).tokens! - this.budget.tokens!, this.measureOf(text).tokens! - shareCap.tokens!);
        capTokens -= Math.max(excess, 1);
      }
    }
    discard(reason);
  }

  /** Why a map came out empty: nothing left to map at all, or the budget that is too small. */
  private emptyMapReason(seeds: string[], capBytes: number): string {
    const unbounded = { tokens: Number.MAX_SAFE_INTEGER, bytes: Number.MAX_SAFE_INTEGER };
    if (mapExcluding(this.repo, { paths: seeds }, unbounded, this.shown).files.length === 0) return 'empty';
    if (this.budget.tokens === null) return 'budget:bytes';
    const bytesOnly = mapExcluding(this.repo, { paths: seeds }, { tokens: Number.MAX_SAFE_INTEGER, bytes: capBytes }, this.shown);
    return bytesOnly.files.length === 0 ? 'budget:bytes' : 'budget:tokens';
  }

  /** Read a file, at most one budget and a character's worth of it (more cannot fit anyway). */
  private load(found: Inspection): Loaded {
    if (found.kind === 'outside-root') return { kind: 'reject', reason: 'outside-root' };
    const real = found.kind === 'file' ? found.realPath : join(this.repo.guard.realRoot, found.path);
    if (this.auditRealPath !== null && real === this.auditRealPath) return { kind: 'reject', reason: 'audit-file' };
    if (found.kind !== 'file') return { kind: 'reject', reason: found.kind };
    if (this.request.indexedOnly && !this.repo.database.prepare('SELECT 1 FROM files WHERE path = ?').get(found.path)) {
      return { kind: 'reject', reason: 'not-indexed' };
    }
    const read = readInspected(this.repo.guard, found, this.budget.bytes + 4);
    switch (read.kind) {
      case 'text':
        return read;
      case 'prefix': {
        // The decoded prefix alone is over the byte budget, so the whole file is too: exact, not an estimate.
        if (Buffer.byteLength(read.prefix, 'utf8') <= this.budget.bytes) throw new Error(`short prefix read from ${found.path}`);
        return read;
      }
      case 'changed':
        return { kind: 'reject', reason: 'not-a-file' };
      default:
        return { kind: 'reject', reason: read.kind };
    }
  }

  /** Size of a section too large to read whole: its header and the file's size on disk; tokens not counted. */
  private oversize(header: string, size: number): { bytes: number; tokens: null } {
    return { bytes: Buffer.byteLength(header) + 1 + size, tokens: null };
  }

  /** Accept `text` as the next section when the output with it fits; else the budget it breaks. */
  private tryAdd(text: string): BudgetReason | null {
    const over = this.budget.overflow(assemble([...this.sections, text]));
    if (over === null) this.sections.push(text);
    return over;
  }

  private describeOverflow(text: string, over: BudgetReason): string {
    const full = this.measureOf(assemble([...this.sections, text]));
    return over === 'budget:bytes'
      ? `the output would be ${full.bytes} bytes, over the byte budget of ${this.budget.bytes}`
      : `the output would be ${full.tokens} tokens, over the token budget of ${this.budget.tokens}`;
  }

  private record(item: PackItem): void {
    this.items.push(item);
  }
}

function describeReject(reason: string): string {
  switch (reason) {
    case 'missing':
      return 'no such file';
    case 'not-a-file':
      return 'not a regular file';
    case 'binary':
      return 'a binary file';
    case 'unreadable':
      return 'cannot be read';
    case 'audit-file':
      return 'is the audit file';
    case 'not-indexed':
      return 'not a file of the index (ignored or excluded)';
    case 'secret':
      return 'a secret file (never packed)';
    default:
      return reason;
  }
}
