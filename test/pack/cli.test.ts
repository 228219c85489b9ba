// `repomap pack` end to end: the built CLI as a child process on a real index and real files.
// Run `npm run build` first (npm test does).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLI, PROJECT_ROOT, cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';
import { armFifoTrap, type FifoTrap } from '../traps.js';
import type { AuditRecord, PackItem } from '../../src/index.js';

afterEach(cleanupTemporaries);

beforeAll(() => {
  expect(existsSync(CLI), 'run `npm run build` before the CLI tests').toBe(true);
});

const INVOICE = 'src/billing/invoice.ts';
const bytesOf = (text: string): number => Buffer.byteLength(text, 'utf8');

function auditLines(file: string): AuditRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as AuditRecord);
}

/** The single audit line a run appended to the default audit file. */
function lastAudit(root: string): AuditRecord {
  const lines = auditLines(join(root, '.repomap', 'audit.jsonl'));
  expect(lines.length).toBeGreaterThan(0);
  return lines[lines.length - 1]!;
}

function item(record: AuditRecord, path: string | null, role?: string): PackItem {
  const found = record.items.find((entry) => entry.path === path && (role === undefined || entry.role === role));
  expect(found, `audit item for ${path}`).toBeDefined();
  return found!;
}

function pack(root: string, ...args: string[]) {
  return runCli(['pack', root, '--quiet', ...args]);
}

/** A section of the packed text: its header line through the line before the next header. */
function sectionOf(stdout: string, headerStart: string): string | null {
  const start = stdout.indexOf(`==> ${headerStart}`);
  if (start < 0) return null;
  const next = stdout.indexOf('\n==> ', start + 1);
  return stdout.slice(start, next < 0 ? undefined : next);
}

describe('repomap pack: files and order', () => {
  it('packs two small PR files whole, each under its header, and records both as injected', () => {
    const root = copyFixture('ts-billing');
    const result = pack(root, '--pr-path', 'src/util/money.ts', '--pr-path', 'src/customers/customer.ts');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const money = readFileSync(join(root, 'src/util/money.ts'), 'utf8');
    const customer = readFileSync(join(root, 'src/customers/customer.ts'), 'utf8');
    expect(result.stdout.startsWith(`==> src/util/money.ts (pr-path) <==\n${money}`)).toBe(true);
    expect(result.stdout).toContain(`==> src/customers/customer.ts (pr-path) <==\n${customer}`);
    expect(result.stdout.indexOf('src/util/money.ts (pr-path)')).toBeLessThan(result.stdout.indexOf('src/customers/customer.ts (pr-path)'));
    // The map comes last.
    expect(result.stdout.lastIndexOf('==> ')).toBe(result.stdout.indexOf('==> repo map <=='));

    const audit = lastAudit(root);
    expect(audit).toMatchObject({ schemaVersion: 1, root, mode: 'fail-closed', profile: null, tokenizer: null, status: 'packed', failure: null });
    expect(audit.budgets).toEqual({ bytes: 32768, tokens: null });
    expect(audit.used).toEqual({ bytes: bytesOf(result.stdout), tokens: null });
    expect(new Date(audit.time).toISOString()).toBe(audit.time);
    for (const path of ['src/util/money.ts', 'src/customers/customer.ts']) {
      expect(item(audit, path, 'pr-path')).toMatchObject({ action: 'inject', reason: 'budget-ok', form: 'whole' });
      expect(item(audit, path, 'pr-path').bytes).toBe(bytesOf(sectionOf(result.stdout, `${path} (pr-path)`)!));
    }
    // The audit never enters the output.
    expect(result.stdout).not.toContain('schemaVersion');
  });

  it('puts required files first, PR paths in the order given, duplicates once, paths relative to ROOT', () => {
    const root = copyFixture('ts-billing');
    const result = runCli(
      ['pack', root, '--quiet', '--pr-path', 'src/util/retry.ts', '--pr-path', './src/util/logger.ts', '--pr-path', 'src/util/retry.ts', '--required', 'README.md', '--pr-path', 'README.md'],
      { cwd: temporaryDir() },
    );
    expect(result.status).toBe(0);
    const headers = result.stdout.split('\n').filter((line) => line.startsWith('==> '));
    expect(headers).toEqual([
      '==> README.md (required) <==',
      '==> src/util/retry.ts (pr-path) <==',
      '==> src/util/logger.ts (pr-path) <==',
      '==> repo map <==',
    ]);
    const audit = lastAudit(root);
    expect(audit.items.filter((entry) => entry.role !== 'map').map((entry) => `${entry.role}:${entry.path}`)).toEqual([
      'required:README.md',
      'pr-path:src/util/retry.ts',
      'pr-path:src/util/logger.ts',
    ]);
  });
});

describe('repomap pack: budgets', () => {
  it('fails closed when a required file does not fit: exit 2, nothing on stdout, the decision in the audit', () => {
    const root = copyFixture('ts-billing');
    const result = pack(root, '--required', 'README.md', '--byte-budget', '1');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^repomap: pack failed: required README\.md does not fit/);
    const audit = lastAudit(root);
    expect(audit.status).toBe('failed');
    expect(audit.failure).toMatch(/README\.md/);
    expect(audit.failure).not.toContain('\n');
    expect(audit.budgets).toEqual({ bytes: 1, tokens: null });
    expect(audit.used.bytes).toBe(0);
    expect(audit.items).toEqual([expect.objectContaining({ path: 'README.md', role: 'required', action: 'discard', reason: 'budget:bytes' })]);
  });

  it('compact discards a PR path that does not fit and keeps going; fail-closed stops on it', () => {
    const root = copyFixture('ts-billing');
    const big = Array.from({ length: 400 }, (_, i) => `export function generated${i}(value: number): number {\n  return value + ${i};\n}\n`).join('\n');
    writeFileSync(join(root, 'src/big.ts'), big);
    expect(bytesOf(big)).toBeGreaterThan(20_000);

    const compact = pack(root, '--mode', 'compact', '--byte-budget', '4096', '--pr-path', 'src/big.ts', '--pr-path', 'src/util/money.ts');
    expect(compact.stderr).toBe('');
    expect(compact.status).toBe(0);
    expect(bytesOf(compact.stdout)).toBeLessThanOrEqual(4096);
    expect(compact.stdout).not.toContain('==> src/big.ts (pr-path)');
    expect(compact.stdout).not.toContain('return value + 1;');
    expect(compact.stdout).toContain('==> src/util/money.ts (pr-path) <==');
    const audit = lastAudit(root);
    expect(audit).toMatchObject({ mode: 'compact', status: 'packed', failure: null });
    expect(item(audit, 'src/big.ts', 'pr-path')).toMatchObject({ action: 'discard', reason: 'budget:bytes' });
    expect(item(audit, 'src/big.ts', 'pr-path').bytes).toBeGreaterThan(4096);
    expect(item(audit, 'src/util/money.ts', 'pr-path')).toMatchObject({ action: 'inject', reason: 'budget-ok' });

    const closed = pack(root, '--mode', 'fail-closed', '--byte-budget', '4096', '--pr-path', 'src/util/money.ts', '--pr-path', 'src/big.ts');
    expect(closed.status).toBe(2);
    expect(closed.stdout).toBe('');
    const failed = lastAudit(root);
    expect(failed.status).toBe('failed');
    expect(failed.items.at(-1)).toMatchObject({ path: 'src/big.ts', role: 'pr-path', action: 'discard', reason: 'budget:bytes' });
  });

  it('compact still fails on a required file that is missing', () => {
    const root = copyFixture('ts-billing');
    const result = pack(root, '--mode', 'compact', '--required', 'AGENTS.md', '--pr-path', 'src/util/money.ts');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/required AGENTS\.md/);
    const audit = lastAudit(root);
    expect(audit.status).toBe('failed');
    expect(item(audit, 'AGENTS.md', 'required')).toMatchObject({ action: 'reject', reason: 'required-missing' });
  });

  it('enforces the token and byte budgets together on the exact stdout', () => {
    const root = copyFixture('ts-billing');
    for (const [bytes, tokens] of [
      [100_000, 300], // tokens bind
      [1_200, 100_000], // bytes bind
      [1_500, 380],
    ] as const) {
      const result = pack(root, '--mode', 'compact', '--pr-path', INVOICE, '--byte-budget', String(bytes), '--token-budget', String(tokens));
      expect(result.status).toBe(0);
      const stdoutTokens = referenceCount(result.stdout);
      const stdoutBytes = bytesOf(result.stdout);
      expect(stdoutBytes).toBeLessThanOrEqual(bytes);
      expect(stdoutTokens).toBeLessThanOrEqual(tokens);
      const audit = lastAudit(root);
      expect(audit.tokenizer).toBe('o200k_base');
      expect(audit.budgets).toEqual({ bytes, tokens });
      expect(audit.used).toEqual({ bytes: stdoutBytes, tokens: stdoutTokens });
      // The budget is used, not wasted: the binding one is nearly full.
      expect(Math.max(stdoutBytes / bytes, stdoutTokens / tokens)).toBeGreaterThan(0.85);
      const discarded = audit.items.filter((entry) => entry.action === 'discard').map((entry) => entry.reason);
      expect(discarded.length).toBeGreaterThan(0);
      expect(discarded).toContain(stdoutTokens / tokens > stdoutBytes / bytes ? 'budget:tokens' : 'budget:bytes');
    }
  });

  it('takes --tokens as --token-budget, and refuses both at once', () => {
    const root = copyFixture('ts-billing');
    const spelled = pack(root, '--pr-path', 'src/util/money.ts', '--tokens', '800');
    expect(spelled.status).toBe(0);
    expect(spelled.stdout).toBe(pack(root, '--pr-path', 'src/util/money.ts', '--token-budget', '800').stdout);
    const both = pack(root, '--pr-path', 'src/util/money.ts', '--tokens', '800', '--token-budget', '800');
    expect(both.status).toBe(2);
    expect(both.stderr.trim()).toBe('repomap: give --token-budget or --tokens, not both');
  });

  it('caps the map section at --map-share of each budget', () => {
    const root = copyFixture('ts-billing');
    const result = pack(root, '--pr-path', 'src/util/money.ts', '--byte-budget', '3000', '--token-budget', '800', '--map-share', '0.2');
    expect(result.status).toBe(0);
    const map = sectionOf(result.stdout, 'repo map')!;
    expect(map).not.toBeNull();
    expect(bytesOf(map)).toBeLessThanOrEqual(600);
    expect(referenceCount(map)).toBeLessThanOrEqual(160);
    const unlimited = pack(root, '--pr-path', 'src/util/money.ts', '--byte-budget', '3000', '--token-budget', '800');
    expect(bytesOf(sectionOf(unlimited.stdout, 'repo map')!)).toBeGreaterThan(600);

    const none = pack(root, '--pr-path', 'src/util/money.ts', '--map-share', '0');
    expect(none.stdout).not.toContain('==> repo map');
    expect(item(lastAudit(root), null, 'map')).toMatchObject({ action: 'discard', reason: 'disabled' });
  });
});

describe('repomap pack: dependencies and the map tier', () => {
  it('adds the PR files’ resolved imports, then a map of the rest with its ranking reasons', () => {
    const root = copyFixture('ts-billing');
    const result = pack(root, '--pr-path', INVOICE);
    expect(result.status).toBe(0);
    const audit = lastAudit(root);
    const dependencies = audit.items.filter((entry) => entry.role === 'dependency');
    expect(dependencies.map((entry) => entry.path).sort()).toEqual(['src/customers/customer.ts', 'src/tax/calculator.ts', 'src/util/money.ts']);
    for (const dependency of dependencies) {
      expect(dependency).toMatchObject({ action: 'inject', reason: `dependency-of:${INVOICE}`, form: 'whole', dependencyOf: INVOICE });
      const text = readFileSync(join(root, dependency.path!), 'utf8');
      expect(result.stdout).toContain(`==> ${dependency.path} (dependency-of:${INVOICE}) <==\n${text}`);
    }

    const mapItems = audit.items.filter((entry) => entry.role === 'map');
    expect(mapItems.length).toBeGreaterThan(0);
    const ranked = JSON.parse(runCli(['rank', root, '--quiet', '--json', '--seed', INVOICE]).stdout) as { files: { path: string; reason: string }[] };
    const rankReason = new Map(ranked.files.map((file) => [file.path, file.reason]));
    const shownWhole = new Set([INVOICE, ...dependencies.map((entry) => entry.path)]);
    const map = sectionOf(result.stdout, 'repo map')!;
    for (const entry of mapItems) {
      expect(entry.action).toBe('inject');
      expect(entry.reason).toBe(rankReason.get(entry.path!));
      expect(shownWhole.has(entry.path!)).toBe(false);
      expect(map).toContain(`\n${entry.path} (${entry.reason})\n`);
    }
    // Under a 32 KiB budget the whole (small) repository fits: every ranked file not shown, in rank order.
    expect(mapItems.map((entry) => entry.path)).toEqual(ranked.files.map((file) => file.path).filter((path) => !shownWhole.has(path)));
    expect(mapItems.some((entry) => entry.reason.startsWith('imports:'))).toBe(true);
    // Files already shown whole are not mapped again.
    for (const path of shownWhole) expect(map).not.toContain(`\n${path} (`);
  });

  it('shows a dependency as its stored signatures when it does not fit whole', () => {
    const root = copyFixture('ts-billing');
    const full = pack(root, '--pr-path', INVOICE, '--map-share', '0');
    const generous = lastAudit(root);
    const invoiceBytes = item(generous, INVOICE, 'pr-path').bytes!;
    const calculatorWhole = item(generous, 'src/tax/calculator.ts', 'dependency').bytes!;
    expect(full.status).toBe(0);
    // Room for the PR file and a bit less than the calculator whole: its signatures must do.
    const budget = invoiceBytes + 1 + calculatorWhole - 1;
    const result = pack(root, '--mode', 'compact', '--pr-path', INVOICE, '--byte-budget', String(budget), '--map-share', '0');
    expect(result.status).toBe(0);
    expect(bytesOf(result.stdout)).toBeLessThanOrEqual(budget);
    const audit = lastAudit(root);
    expect(item(audit, 'src/tax/calculator.ts', 'dependency')).toMatchObject({
      action: 'inject',
      form: 'signatures',
      reason: `dependency-of:${INVOICE}`,
    });
    const shown = sectionOf(result.stdout, `src/tax/calculator.ts (dependency-of:${INVOICE}, signatures)`)!;
    expect(shown).toContain('│ export class TaxCalculator');
    expect(shown).toMatch(/│ {3}computeTax\(amount: number, rules: TaxRule\[\]\): number/);
    expect(shown).not.toContain('return roundCents(amount * rate)');
    // The other dependencies could not fit even as signatures.
    for (const path of ['src/customers/customer.ts', 'src/util/money.ts']) {
      expect(item(audit, path, 'dependency')).toMatchObject({ action: 'discard', reason: 'budget:bytes' });
    }
  });
});

describe('repomap pack: path safety', () => {
  /**
   * The outside file is a FIFO trap: a writer blocked in open(2) until some process opens it
   * for reading. If pack opened it at all (blocking or not, even to close it at once), the
   * trap reports it. Stat, lstat and realpath do not open it.
   */
  async function outsideFifo(): Promise<{ root: string; fifo: string; trap: FifoTrap }> {
    const outer = temporaryDir('repomap-pack-outside-');
    const root = join(outer, 'repo');
    mkdirSync(root);
    copyFixtureInto(root);
    const trap = await armFifoTrap(join(outer, 'outside-the-repo'));
    return { root, fifo: trap.path, trap };
  }

  function copyFixtureInto(root: string): void {
    cpSync(join(PROJECT_ROOT, 'fixtures', 'ts-billing'), root, { recursive: true });
  }

  it.each([
    ['a relative path out of the root', () => '../outside-the-repo'],
    ['an absolute path elsewhere', (fifo: string) => fifo],
    ['a symlink out of the root', (_fifo: string, root: string) => (symlinkSync('../outside-the-repo', join(root, 'link')), 'link')],
  ])('rejects %s without opening it, and fails the run', async (_name, pathFor) => {
    const { root, fifo, trap } = await outsideFifo();
    try {
      const path = pathFor(fifo, root);
      for (const mode of ['fail-closed', 'compact']) {
        const result = spawnSync(process.execPath, [CLI, 'pack', root, '--quiet', '--mode', mode, '--pr-path', 'src/util/money.ts', '--pr-path', path], {
          encoding: 'utf8',
          timeout: 30_000,
        });
        expect(result.signal).toBeNull(); // not hung
        expect(result.status).toBe(2);
        expect(result.stdout).toBe('');
        expect(result.stderr).toMatch(/^repomap: pack failed: pr-path .* is outside the repository root/);
        const audit = lastAudit(root);
        expect(audit.status).toBe('failed');
        expect(item(audit, path, 'pr-path')).toMatchObject({ action: 'reject', reason: 'outside-root', bytes: null });
        // Nothing was read before the rejection, not even the valid path.
        expect(audit.items).toHaveLength(1);
      }
      expect(await trap.opened()).toBe(false);
    } finally {
      trap.dispose();
    }
  });
});

describe('repomap pack: profiles', () => {
  const config = {
    profiles: {
      review: { mode: 'fail-closed', required: ['README.md'], byteBudget: 3000, tokenBudget: 700, mapShare: 0.3 },
      explore: { mode: 'compact', byteBudget: 1000 },
    },
  };

  it('takes mode, required files and budgets from the profile; flags override them', () => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, '.repomap.json'), JSON.stringify(config));
    const review = pack(root, '--profile', 'review', '--pr-path', 'src/util/money.ts');
    expect(review.status).toBe(0);
    expect(review.stdout.startsWith('==> README.md (required) <==\n')).toBe(true);
    let audit = lastAudit(root);
    expect(audit).toMatchObject({ profile: 'review', mode: 'fail-closed', tokenizer: 'o200k_base', budgets: { bytes: 3000, tokens: 700 } });
    expect(bytesOf(review.stdout)).toBeLessThanOrEqual(3000);
    expect(referenceCount(review.stdout)).toBeLessThanOrEqual(700);
    const map = sectionOf(review.stdout, 'repo map')!;
    expect(bytesOf(map)).toBeLessThanOrEqual(900);
    expect(referenceCount(map)).toBeLessThanOrEqual(210);

    const overridden = pack(root, '--profile', 'review', '--pr-path', INVOICE, '--byte-budget', '800', '--mode', 'compact', '--required', 'package.json');
    expect(overridden.status).toBe(0);
    audit = lastAudit(root);
    expect(audit).toMatchObject({ profile: 'review', mode: 'compact', budgets: { bytes: 800, tokens: 700 } });
    // The profile's required files come first, the command line's are added.
    expect(audit.items.filter((entry) => entry.role === 'required').map((entry) => entry.path)).toEqual(['README.md', 'package.json']);
    expect(item(audit, INVOICE, 'pr-path')).toMatchObject({ action: 'discard', reason: 'budget:bytes' });

    const explore = pack(root, '--profile', 'explore', '--pr-path', INVOICE);
    expect(explore.status).toBe(0);
    expect(lastAudit(root)).toMatchObject({ profile: 'explore', mode: 'compact', tokenizer: null, budgets: { bytes: 1000, tokens: null } });
  });

  it.each([
    ['bad JSON', '{"profiles": {"review": ', /\.repomap\.json: invalid JSON/],
    ['an unknown top-level key', JSON.stringify({ profiles: {}, extra: 1 }), /\.repomap\.json: key "extra" is unknown \(allowed: 'tokenizer', 'exclude', 'maxFileBytes', 'includeVendored', 'map', 'rank', 'pack', 'profiles', 'secrets'\)/],
    ['an unknown profile key', JSON.stringify({ profiles: { review: { budget: 10 } } }), /key "profiles\.review\.budget" is unknown/],
    ['a wrong type', JSON.stringify({ profiles: { review: { byteBudget: '4096' } } }), /profiles\.review\.byteBudget must be a positive integer/],
    ['a bad mode', JSON.stringify({ profiles: { review: { mode: 'strict' } } }), /profiles\.review\.mode must be/],
    ['a bad required list', JSON.stringify({ profiles: { review: { required: 'AGENTS.md' } } }), /profiles\.review\.required must be an array/],
    ['a map share over 1', JSON.stringify({ profiles: { review: { mapShare: 2 } } }), /profiles\.review\.mapShare must be a number from 0 to 1/],
    ['an unknown profile', JSON.stringify({ profiles: { explore: {} } }), /unknown profile 'review' \(profiles: explore\)/],
  ])('reports %s in the config in one line, exit 2', (_name, text, message) => {
    const root = copyFixture('ts-billing');
    writeFileSync(join(root, '.repomap.json'), text);
    const result = pack(root, '--profile', 'review', '--pr-path', 'src/util/money.ts');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
    // A request that is invalid never starts a run: no audit line.
    expect(existsSync(join(root, '.repomap', 'audit.jsonl'))).toBe(false);
  });

  it('rejects bad flag values in one line, exit 2', () => {
    const root = copyFixture('ts-billing');
    for (const args of [['--mode', 'loose'], ['--byte-budget', '0'], ['--token-budget', 'x'], ['--map-share', '1.5'], ['--profile', 'none']]) {
      const result = pack(root, '--pr-path', 'src/util/money.ts', ...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });
});

describe('repomap pack: audit file', () => {
  it('appends exactly one parseable line per run when 8 runs write at once', async () => {
    const root = copyFixture('ts-billing');
    expect(runCli(['index', root, '--quiet']).status).toBe(0);
    const auditFile = join(temporaryDir('repomap-audit-'), 'shared', 'audit.jsonl');
    const requests = Array.from({ length: 8 }, (_, i) => [
      '--pr-path',
      [INVOICE, 'src/util/money.ts', 'src/reports/monthly.ts', 'src/tax/calculator.ts'][i % 4]!,
      '--byte-budget',
      String(4000 + i * 1000),
    ]);
    const runs = await Promise.all(
      requests.map(
        (args) =>
          new Promise<{ code: number | null; stdout: string }>((resolve) => {
            const child = spawn(process.execPath, [CLI, 'pack', root, '--quiet', '--audit', auditFile, ...args], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
            let stdout = '';
            child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
            child.on('close', (code) => resolve({ code, stdout }));
          }),
      ),
    );
    expect(runs.map((run) => run.code)).toEqual(Array(8).fill(0));
    const raw = readFileSync(auditFile, 'utf8');
    expect(raw.endsWith('\n')).toBe(true);
    const lines = raw.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(8);
    const records = lines.map((line) => JSON.parse(line) as AuditRecord);
    expect(records.map((record) => record.budgets.bytes).sort()).toEqual(requests.map((args) => Number(args[3])).sort());
    for (const record of records) {
      expect(record.status).toBe('packed');
      const run = runs[requests.findIndex((args) => Number(args[3]) === record.budgets.bytes)]!;
      expect(record.used.bytes).toBe(bytesOf(run.stdout));
    }
    // The default audit file was not used.
    expect(existsSync(join(root, '.repomap', 'audit.jsonl'))).toBe(false);
  });

  it('refuses to pack the audit file itself', () => {
    const root = copyFixture('ts-billing');
    expect(pack(root, '--pr-path', 'src/util/money.ts').status).toBe(0);
    const result = pack(root, '--mode', 'compact', '--pr-path', '.repomap/audit.jsonl', '--pr-path', 'src/util/money.ts');
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain('schemaVersion');
    expect(item(lastAudit(root), '.repomap/audit.jsonl', 'pr-path')).toMatchObject({ action: 'reject', reason: 'audit-file' });
  });
});
