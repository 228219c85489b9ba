// `.repomap.json` fails closed: a key repomap does not know, at any depth, is exit 2 for every
// command, naming it and the known key nearest to it, so a misspelt `secrets` never serves a secret.
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

function withConfig(config: unknown): string {
  const root = copyFixture('py-shop');
  mkdirSync(join(root, 'config'));
  writeFileSync(join(root, 'config/credentials.py'), 'API_KEY = "sk-live-0123456789"\n');
  writeFileSync(join(root, '.repomap.json'), JSON.stringify(config));
  return root;
}

describe('a config key repomap does not know', () => {
  it('is exit 2 with the nearest known key, and nothing is served', () => {
    const root = withConfig({ secret: ['config/credentials.py'] });
    for (const args of [['search', root, 'API_KEY'], ['map', root, '-q'], ['rank', root, '-q']]) {
      const result = runCli(args);
      expect(result.status, args[0]).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toEqual([`repomap: .repomap.json: key "secret" is unknown (did you mean 'secrets'?)`]);
    }
  });

  it('is found inside a profile too, and a key far from every known one lists them', () => {
    const inProfile = runCli(['map', withConfig({ profiles: { review: { tokenbudget: 10 } } }), '-q']);
    expect(inProfile.status).toBe(2);
    expect(inProfile.stderr).toContain(`key "profiles.review.tokenbudget" is unknown (did you mean 'tokenBudget'?)`);
    const far = runCli(['map', withConfig({ colours: true }), '-q']);
    expect(far.status).toBe(2);
    expect(far.stderr).toContain(`key "colours" is unknown (allowed: 'tokenizer', 'exclude', 'maxFileBytes', 'includeVendored', 'map', 'rank', 'pack', 'profiles', 'secrets')`);
  });

  it('leaves a config of known keys working: the secret is denied', () => {
    const root = withConfig({ secrets: ['config/credentials.py'] });
    const result = runCli(['search', root, 'API_KEY']);
    expect(result.status).toBe(0);
    expect(result.stdout).not.toContain('sk-live');
    expect(result.stdout).not.toContain('credentials');
  });
});

describe('.repomap.json defaults', () => {
  const mapJson = (root: string, ...args: string[]) => JSON.parse(runCli(['map', root, '-q', '--json', ...args]).stdout);

  it('sets map and rank defaults; a flag given wins (flag > config > built-in)', () => {
    const root = withConfig({ '//': 'comments are allowed', map: { '//': 'here too', tokens: 300, docs: false }, rank: { top: 2 } });
    const configured = mapJson(root);
    expect(configured.budget.tokens).toBe(300);
    expect(configured.tokens).toBeLessThanOrEqual(300);
    expect(JSON.stringify(configured.files)).not.toContain('"doc":"');
    expect(mapJson(root, '--tokens', '500').budget.tokens).toBe(500);
    expect(JSON.parse(runCli(['rank', root, '-q', '--json']).stdout).files).toHaveLength(2);
    expect(JSON.parse(runCli(['rank', root, '-q', '--json', '--top', '3']).stdout).files).toHaveLength(3);
    expect(mapJson(withConfig({})).budget.tokens).toBe(2048);
  });

  it('sets the tokenizer and the files left out of the index', () => {
    const root = withConfig({ tokenizer: 'cl100k_base', exclude: ['shop/reports.py'] });
    const map = mapJson(root, '--tokens', '4000');
    expect(map.tokenizer).toBe('cl100k_base');
    expect(map.files.map((file: { path: string }) => file.path)).not.toContain('shop/reports.py');
    expect(mapJson(root, '--tokenizer', 'o200k_base').tokenizer).toBe('o200k_base');
  });

  it('gives pack its defaults under a profile chosen (flag > profile > pack section > built-in)', () => {
    const root = withConfig({ pack: { bytes: 5000, tokens: 900 }, profiles: { small: { byteBudget: 3000 } } });
    const audit = join(root, 'audit.jsonl');
    const last = () => JSON.parse(readFileSync(audit, 'utf8').trim().split('\n').at(-1)!);
    expect(runCli(['pack', root, '-q', '--audit', audit]).status).toBe(0);
    expect(last().budgets).toEqual({ bytes: 5000, tokens: 900 });
    expect(runCli(['pack', root, '-q', '--audit', audit, '--profile', 'small']).status).toBe(0);
    expect(last().budgets).toEqual({ bytes: 3000, tokens: 900 });
    expect(runCli(['pack', root, '-q', '--audit', audit, '--profile', 'small', '--bytes', '4000']).status).toBe(0);
    expect(last().budgets).toEqual({ bytes: 4000, tokens: 900 });
  });

  it('refuses a value of the wrong kind, naming the key', () => {
    for (const [config, message] of [
      [{ map: { tokens: '300' } }, 'map.tokens must be a positive integer'],
      [{ tokenizer: 'p50k_base' }, 'tokenizer must be "o200k_base" or "cl100k_base"'],
      [{ map: { tokenz: 1 } }, `key "map.tokenz" is unknown (did you mean 'tokens'?)`],
      [{ '//': 3 }, '"//" is a comment: a string or a list of strings'],
    ] as const) {
      const result = runCli(['map', withConfig(config), '-q']);
      expect(result.status, message).toBe(2);
      expect(result.stderr.trim()).toBe(`repomap: .repomap.json: ${message}`);
    }
  });
});

describe('a config that is there but cannot be read', () => {
  it('is exit 2 in one line, never taken for no config', () => {
    const cases: [string, (root: string) => void, RegExp][] = [
      ['invalid JSON', (root) => writeFileSync(join(root, '.repomap.json'), '{"secrets": ["a",]}'), /invalid JSON/],
      ['a directory', (root) => mkdirSync(join(root, '.repomap.json')), /not a readable regular file/],
      ['a link to nothing', (root) => symlinkSync('gone.json', join(root, '.repomap.json')), /a symbolic link to nothing/],
    ];
    for (const [what, make, message] of cases) {
      const root = copyFixture('py-shop');
      make(root);
      const result = runCli(['map', root, '-q']);
      expect(result.status, what).toBe(2);
      expect(result.stdout, what).toBe('');
      expect(result.stderr, what).toMatch(message);
      expect(result.stderr.trimEnd().split('\n'), what).toHaveLength(1);
    }
  });
});

describe('repomap init', () => {
  it('writes a commented config that the checker accepts and that changes nothing', () => {
    const root = copyFixture('py-shop');
    writeFileSync(join(root, 'AGENTS.md'), '# rules\n');
    const before = runCli(['map', root, '-q', '--json']).stdout;
    const result = runCli(['init', root]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^repomap: wrote .*\.repomap\.json\n$/);
    const config = JSON.parse(readFileSync(join(root, '.repomap.json'), 'utf8'));
    expect(config['//'].join(' ')).toContain('A flag given on the command line wins over this file');
    expect(config.profiles.review.required).toEqual(['AGENTS.md']);
    expect(runCli(['map', root, '-q', '--json']).stdout).toBe(before);
    expect(runCli(['pack', root, '-q', '--profile', 'explore', '--audit', join(root, 'a.jsonl')]).status).toBe(0);
  });

  it('never replaces a config, nor writes through a link where it would go', () => {
    const root = copyFixture('py-shop');
    writeFileSync(join(root, '.repomap.json'), '{"secrets": []}\n');
    const again = runCli(['init', root]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/^repomap: .*\.repomap\.json already exists: edit it, or remove it first\n$/);
    expect(readFileSync(join(root, '.repomap.json'), 'utf8')).toBe('{"secrets": []}\n');

    const linked = copyFixture('py-shop');
    const victim = join(temporaryDir(), 'victim.json');
    symlinkSync(victim, join(linked, '.repomap.json'));
    expect(runCli(['init', linked]).status).toBe(2);
    expect(existsSync(victim)).toBe(false);
    expect(readdirSync(linked).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
