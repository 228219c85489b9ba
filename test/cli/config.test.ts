// `.repomap.json` fails closed: a key repomap does not know, at any depth, is exit 2 for every
// command, naming it and the known key nearest to it, so a misspelt `secrets` never serves a secret.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture, runCli } from '../helpers.js';

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
