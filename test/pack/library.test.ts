// packContext, the library function behind `repomap pack` and the MCP tool: real index, real files.
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { afterEach, describe, expect, it } from 'vitest';
import { Repository, RepoError, packContext, packRepository, type AuditRecord, type PackItem, type PackRequest } from '../../src/index.js';
import { validateConfig } from '../../src/pack/profiles.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

const opened: Repository[] = [];
afterEach(() => {
  for (const repo of opened.splice(0)) repo.close();
  cleanupTemporaries();
});

async function fixture(name: string, prepare?: (root: string) => void): Promise<Repository> {
  const root = copyFixture(name);
  prepare?.(root);
  const repo = Repository.open(root);
  opened.push(repo);
  await repo.update({ threads: 1 });
  return repo;
}

const bytesOf = (text: string): number => Buffer.byteLength(text, 'utf8');
const itemFor = (items: PackItem[], path: string | null, role: string): PackItem | undefined =>
  items.find((item) => item.path === path && item.role === role);

describe('packContext', () => {
  it('never exceeds either budget, counted on the exact text, across a grid of budgets', async () => {
    const repo = await fixture('ts-billing');
    const request: PackRequest = { prPaths: ['src/billing/invoice.ts', 'src/reports/monthly.ts'], required: ['README.md'], mode: 'compact', audit: false };
    let packedSome = 0;
    for (const byteBudget of [200, 700, 1100, 1600, 2300, 3100, 5000]) {
      for (const tokenBudget of [null, 60, 150, 260, 400, 700]) {
        const result = packContext(repo, { ...request, byteBudget, tokenBudget });
        const label = `${byteBudget} bytes, ${tokenBudget} tokens`;
        if (result.status === 'failed') {
          // Only the required README can fail a compact run.
          expect(result.audit.items.at(-1), label).toMatchObject({ path: 'README.md', role: 'required', action: 'discard' });
          expect(result.text).toBe('');
          continue;
        }
        packedSome++;
        expect(bytesOf(result.text), label).toBeLessThanOrEqual(byteBudget);
        expect(result.audit.used.bytes, label).toBe(bytesOf(result.text));
        if (tokenBudget !== null) {
          expect(referenceCount(result.text), label).toBeLessThanOrEqual(tokenBudget);
          expect(result.audit.used.tokens, label).toBe(referenceCount(result.text));
        } else {
          expect(result.audit.used.tokens).toBeNull();
          expect(result.audit.tokenizer).toBeNull();
        }
        // Every injected file is in the text; every discarded one is not.
        for (const item of result.audit.items) {
          if (item.role === 'map' || item.path === null) continue;
          const shown = result.text.includes(`==> ${item.path} (`);
          expect(shown, `${label}: ${item.path} ${item.action}`).toBe(item.action === 'inject');
        }
      }
    }
    expect(packedSome).toBeGreaterThan(20);
  });

  it('fails when a required file is larger than the whole budget, without reading it all', async () => {
    const repo = await fixture('ts-billing', (root) => writeFileSync(join(root, 'RULES.md'), 'rule\n'.repeat(200_000)));
    const result = packContext(repo, { required: ['RULES.md'], byteBudget: 4096, audit: false });
    expect(result.status).toBe('failed');
    expect(result.failure).toBe('required RULES.md does not fit: it is 1000000 bytes, over the byte budget of 4096');
    const item = itemFor(result.audit.items, 'RULES.md', 'required')!;
    expect(item).toMatchObject({ action: 'discard', reason: 'budget:bytes', tokens: null });
    expect(item.bytes).toBe(bytesOf('==> RULES.md (required) <==\n') + 1_000_000);
  });

  it('treats missing, non-regular and binary paths by mode: fatal when mandatory, recorded otherwise', async () => {
    const repo = await fixture('ts-billing', (root) => {
      writeFileSync(join(root, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
      mkdirSync(join(root, 'docs'));
    });
    const compact = packContext(repo, { mode: 'compact', prPaths: ['gone.ts', 'docs', 'logo.png', 'src/util/money.ts'], audit: false });
    expect(compact.status).toBe('packed');
    expect(compact.audit.items.slice(0, 4)).toEqual([
      expect.objectContaining({ path: 'gone.ts', action: 'reject', reason: 'missing' }),
      expect.objectContaining({ path: 'docs', action: 'reject', reason: 'not-a-file' }),
      expect.objectContaining({ path: 'logo.png', action: 'reject', reason: 'binary' }),
      expect.objectContaining({ path: 'src/util/money.ts', action: 'inject', reason: 'budget-ok' }),
    ]);
    expect(compact.text).not.toContain('PNG');

    for (const [prPath, reason] of [['gone.ts', 'missing'], ['docs', 'not-a-file'], ['logo.png', 'binary']]) {
      const closed = packContext(repo, { mode: 'fail-closed', prPaths: ['src/util/money.ts', prPath!], audit: false });
      expect(closed.status).toBe('failed');
      expect(closed.text).toBe('');
      expect(closed.failure).toMatch(new RegExp(`^pr-path ${prPath}: .*\\(fail-closed\\)$`));
      expect(closed.audit.items.at(-1)).toMatchObject({ path: prPath, action: 'reject', reason });
    }
    const required = packContext(repo, { mode: 'compact', required: ['AGENTS.md'], audit: false });
    expect(required.status).toBe('failed');
    expect(required.audit.items).toEqual([expect.objectContaining({ path: 'AGENTS.md', action: 'reject', reason: 'required-missing' })]);
  });

  it('adds dependencies the index resolved for Python imports too', async () => {
    const repo = await fixture('py-shop');
    const result = packContext(repo, { prPaths: ['shop/orders/order.py'], audit: false });
    expect(result.status).toBe('packed');
    const dependencies = result.audit.items.filter((item) => item.role === 'dependency');
    expect(dependencies.map((item) => item.path).sort()).toEqual(['shop/catalog/product.py', 'shop/payments/gateway.py', 'shop/utils/pricing.py']);
    for (const item of dependencies) expect(item).toMatchObject({ action: 'inject', reason: 'dependency-of:shop/orders/order.py' });
    // The file that imports the PR file is found by the map, with its ranking reason.
    expect(itemFor(result.audit.items, 'shop/reports.py', 'map')).toMatchObject({ action: 'inject', reason: 'imports:shop/orders/order.py' });
  });

  it('with indexedOnly, refuses files the scan ignores', async () => {
    const repo = await fixture('ts-billing', (root) => {
      writeFileSync(join(root, '.gitignore'), 'secret.env\n');
      writeFileSync(join(root, 'secret.env'), 'TOKEN=hunter2\n');
    });
    const served = packContext(repo, { mode: 'compact', prPaths: ['secret.env', 'README.md'], indexedOnly: true, audit: false });
    expect(served.text).not.toContain('hunter2');
    expect(itemFor(served.audit.items, 'secret.env', 'pr-path')).toMatchObject({ action: 'reject', reason: 'not-indexed' });
    // README.md is known to the index (skipped as an unknown language, but seen).
    expect(itemFor(served.audit.items, 'README.md', 'pr-path')).toMatchObject({ action: 'inject' });
    const local = packContext(repo, { mode: 'compact', prPaths: ['secret.env'], audit: false });
    expect(local.text).toContain('hunter2');
  });

  it('appends one audit line per run to the default file, or to a path relative to the root, or none', async () => {
    const repo = await fixture('ts-billing');
    const now = () => new Date('2030-01-02T03:04:05.000Z');
    const first = packContext(repo, { prPaths: ['src/util/money.ts'], now });
    expect(first.auditPath).toBe(join(repo.root, '.repomap', 'audit.jsonl'));
    const failed = packContext(repo, { required: ['missing.md'], now });
    expect(failed.status).toBe('failed');
    const lines = readFileSync(first.auditPath!, 'utf8').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as AuditRecord)).toEqual([first.audit, failed.audit]);
    expect(first.audit.time).toBe('2030-01-02T03:04:05.000Z');
    expect(Object.keys(first.audit)).toEqual(['schemaVersion', 'time', 'root', 'mode', 'profile', 'tokenizer', 'budgets', 'used', 'status', 'failure', 'items']);

    const relative = packContext(repo, { prPaths: ['src/util/money.ts'], audit: 'logs/pack.jsonl' });
    expect(relative.auditPath).toBe(join(repo.root, 'logs', 'pack.jsonl'));
    expect(readFileSync(relative.auditPath!, 'utf8').trimEnd().split('\n')).toHaveLength(1);

    const none = packContext(repo, { prPaths: ['src/util/money.ts'], audit: false });
    expect(none.auditPath).toBeNull();
    expect(readFileSync(first.auditPath!, 'utf8').trimEnd().split('\n')).toHaveLength(2);
  });

  it('throws a RepoError for an invalid request, before any run', async () => {
    const repo = await fixture('ts-billing');
    for (const request of [{ byteBudget: 0 }, { tokenBudget: -1 }, { mapShare: 1.5 }, { mode: 'loose' as never }, { profile: 'review' }]) {
      expect(() => packContext(repo, request), JSON.stringify(request)).toThrow(RepoError);
    }
    expect(existsSync(join(repo.root, '.repomap', 'audit.jsonl'))).toBe(false);
  });

  it('packRepository opens, indexes and packs in one call', async () => {
    const root = copyFixture('ts-billing');
    const result = await packRepository(root, { prPaths: ['src/billing/invoice.ts'], tokenBudget: 500, audit: false });
    expect(result.status).toBe('packed');
    expect(referenceCount(result.text)).toBeLessThanOrEqual(500);
    expect(result.audit.items.some((item) => item.role === 'dependency')).toBe(true);
  });
});

describe('config validation', () => {
  it('accepts the documented schema', () => {
    const config = validateConfig({
      profiles: {
        review: { mode: 'fail-closed', required: ['AGENTS.md'], byteBudget: 65536, tokenBudget: 16000, mapShare: 0.3 },
        explore: { mode: 'compact' },
        empty: {},
      },
    });
    expect(config.profiles.review).toEqual({ mode: 'fail-closed', required: ['AGENTS.md'], byteBudget: 65536, tokenBudget: 16000, mapShare: 0.3 });
    expect(Object.keys(config.profiles)).toEqual(['review', 'explore', 'empty']);
  });

  it('accepts a config of secret patterns alone (no profiles)', () => {
    expect(Object.keys(validateConfig({ secrets: ['*.secret', 'private/'] }).profiles)).toEqual([]);
  });

  it.each([
    [[], /the top level must be an object/],
    [{ secrets: 'a' }, /secrets must be an array/],
    [{ secrets: [''] }, /secrets must be an array/],
    [{ profiles: [] }, /profiles must be an object/],
    [{ profiles: { a: 1 } }, /profiles\.a must be an object/],
    [{ profiles: { a: { tokenBudget: 1.5 } } }, /profiles\.a\.tokenBudget must be a positive integer/],
    [{ profiles: { a: { required: [''] } } }, /profiles\.a\.required must be an array of non-empty path strings/],
    [{ profiles: { a: { mapShare: -0.1 } } }, /profiles\.a\.mapShare/],
  ])('rejects %j', (json, message) => {
    expect(() => validateConfig(json)).toThrow(message);
  });
});
