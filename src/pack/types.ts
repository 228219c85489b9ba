// Records of the pack stage: the request, the decisions it makes and the audit line.
// No behaviour lives here.

export type PackMode = 'fail-closed' | 'compact';
export type PackRole = 'required' | 'pr-path' | 'dependency' | 'map';
export type PackAction = 'inject' | 'discard' | 'reject';

export const PACK_MODES: readonly PackMode[] = ['fail-closed', 'compact'];
/** 32 KiB: the byte budget when neither the request nor its profile sets one. */
export const DEFAULT_BYTE_BUDGET = 32 * 1024;
/** Bump when the audit line changes shape. */
export const AUDIT_SCHEMA_VERSION = 1;

/**
 * What to pack. Every field is optional; unset fields come from the profile
 * (when one is named), then from the defaults. Paths are relative to the
 * repository root (absolute paths are accepted when they lie inside it).
 */
export interface PackRequest {
  /** Files that must be in the output (project rules such as AGENTS.md); a profile's list comes first. */
  required?: readonly string[];
  /** Paths the pull request changes, in the order given; duplicates count once. */
  prPaths?: readonly string[];
  /** Default `fail-closed`. */
  mode?: PackMode;
  /** Hard cap on the UTF-8 size of the output. Default 32 KiB. */
  byteBudget?: number;
  /** Hard cap on the output's o200k_base token count; null or unset: none. */
  tokenBudget?: number | null;
  /** Largest share (0..1) of each budget the repo map section may use. Default 1; 0 disables the map. */
  mapShare?: number;
  /** A profile of `<root>/.repomap.json`. */
  profile?: string | null;
  /**
   * Only pack required and PR files the index knows (tracked or not ignored, skipped ones
   * included); others are rejected as `not-indexed`. A server sets it so that ignored files
   * such as `.env` are never served. Default false.
   */
  indexedOnly?: boolean;
  /** Audit file to append to; default `<root>/.repomap/audit.jsonl`; `false` writes none. */
  audit?: string | false;
  /** Clock for the audit line (tests). */
  now?: () => Date;
}

/** A request with the profile applied and the defaults filled in. */
export interface ResolvedPackRequest {
  required: string[];
  prPaths: string[];
  mode: PackMode;
  byteBudget: number;
  tokenBudget: number | null;
  mapShare: number;
  profile: string | null;
  indexedOnly: boolean;
}

/** One decision of a run. */
export interface PackItem {
  /** Repository-relative path; the path as given when it was rejected outside the root; null for the map as a whole. */
  path: string | null;
  role: PackRole;
  /** UTF-8 bytes of the item's section (header included); null when the item was never read. */
  bytes: number | null;
  /** o200k_base tokens of the item's section; null without a token budget or when never read. */
  tokens: number | null;
  action: PackAction;
  /**
   * inject: `budget-ok` (required, pr-path), `dependency-of:<file>`, or the map's ranking reason;
   * discard: `budget:bytes`, `budget:tokens`, `missing`, `disabled`, `empty`;
   * reject: `outside-root`, `required-missing`, `missing`, `not-a-file`, `binary`, `unreadable`, `audit-file`, `not-indexed`.
   */
  reason: string;
  /** Files: `whole`, or `signatures` (a dependency shown as its stored signatures). */
  form?: 'whole' | 'signatures';
  /** Dependencies: the PR file that imports it. */
  dependencyOf?: string;
}

/** The audit line: one per run, failed runs included. */
export interface AuditRecord {
  schemaVersion: number;
  time: string;
  root: string;
  mode: PackMode;
  profile: string | null;
  tokenizer: string | null;
  budgets: { bytes: number; tokens: number | null };
  used: { bytes: number; tokens: number | null };
  status: 'packed' | 'failed';
  failure: string | null;
  items: PackItem[];
}

export interface PackResult {
  status: 'packed' | 'failed';
  /** The packed context; empty when the run failed. Its size is `audit.used`. */
  text: string;
  /** One line, or null. */
  failure: string | null;
  audit: AuditRecord;
  /** Where the audit line was appended; null when `audit: false`. */
  auditPath: string | null;
}
