// `repomap tune` and `repomap bench fit` end to end through the built CLI: output, the
// stored tuning, and the bad input that ends in one line and exit 2.
import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, git, pairedHistoryRepo, runCli, temporaryDir } from '../helpers.js';
import { isTuningPoint } from '../../src/rank/tune.js';

afterEach(cleanupTemporaries);

function historyRepo(commits: number): string {
  return pairedHistoryRepo('repomap-tune-cli-', (change) => change >= commits);
}

describe('repomap tune', () => {
  it('tunes, shows and resets the fusion kept in the index', () => {
    // no tuning point with 20 tasks up to it (the last three changes): automatic tuning waits
    let root: string;
    do root = historyRepo(22);
    while (git(root, 'log', '-3', '--format=%H').trim().split('\n').some(isTuningPoint));
    const tuned = runCli(['tune', root, '--quiet']);
    expect(tuned.stderr).toBe('');
    expect(tuned.status).toBe(0);
    expect(tuned.stdout).toMatch(/^tuned on 22 recent change\(s\) up to [0-9a-f]{12}: \(MRR \+ R@10\) \/ 2 [\d.]+ → [\d.]+ on them\nfusion: graph 1, /);
    const shown = runCli(['tune', root, '--show', '--json', '--quiet']);
    expect(shown.status).toBe(0);
    const { tuning } = JSON.parse(shown.stdout) as { tuning: { tasks: number; params: { k: number } } };
    expect(tuning.tasks).toBe(22);
    expect(runCli(['tune', root, '--reset', '--quiet']).stdout).toBe('repomap: tuning removed, automatic tuning off; rankings use the shipped defaults\n');
    expect(runCli(['tune', root, '--show', '--quiet']).stdout).toBe('repomap: not tuned (automatic tuning is off); rankings use the shipped defaults\n');
    const auto = runCli(['tune', root, '--auto', '--json', '--quiet']);
    expect(auto.status).toBe(0);
    expect(JSON.parse(auto.stdout)).toEqual({ tuning: null, automatic: true });
    expect(runCli(['tune', root, '--show', '--quiet']).stdout).toMatch(/^repomap: not tuned \(automatic tuning is on and waits for 20 changes/);
  });

  it('tunes by itself once the history reaches a tuning point, and --show says so', () => {
    const root = historyRepo(21);
    let point = '';
    for (let i = 21; !point; i++) {
      for (const name of i % 2 ? ['orders', 'mail'] : ['billing', 'audit']) appendFileSync(join(root, 'src', `${name}.ts`), `// ${i}\n`);
      git(root, 'commit', '-qam', `change ${i}`);
      const head = git(root, 'rev-parse', 'HEAD').trim();
      if (isTuningPoint(head)) point = head;
    }
    const shown = runCli(['tune', root, '--show', '--quiet']);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toMatch(/^tuned automatically on \d+ recent change\(s\) up to [0-9a-f]{12}: /);
    expect(shown.stdout).toContain(point.slice(0, 12));
  });

  it.each([
    [['--show', '--reset'], 'give one of --show, --reset and --auto, not --show and --reset'],
    [['--reset', '--auto'], 'not --reset and --auto'],
    [['--changes', '0'], '--changes'],
    [['--changes', '5', '--show'], '--changes is for tuning now, not with --show'],
    [['--changes', '5', '--auto'], 'not with --auto'],
  ])('rejects %j with one line and exit 2', (args, message) => {
    const result = runCli(['tune', historyRepo(1), ...args, '--quiet']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('says in one line when there is no history to learn from (exit 2)', () => {
    const root = temporaryDir('repomap-tune-nogit-');
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    const result = runCli(['tune', root, '--quiet']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^repomap: no git history to tune on: .*\n$/);
    const auto = runCli(['tune', root, '--auto', '--quiet']);
    expect(auto.status).toBe(2);
    expect(auto.stderr).toMatch(/^repomap: no git history to tune on: .*\n$/);
    const few = runCli(['tune', historyRepo(3), '--quiet']);
    expect(few.status).toBe(2);
    expect(few.stderr).toMatch(/only 3 recent change\(s\) touch 2 to 8 indexed source files; tuning needs 20\n$/);
  });
});

describe('repomap bench fit', () => {
  function record(repo: string, id: number, answerList: 'cochange' | 'lexical') {
    const graph = Array.from({ length: 12 }, (_, i) => `${repo}/g${id}-${i}.ts`);
    const answer = graph[8]!;
    const lists = { graph, lexical: [graph[1]!], cochange: [graph[2]!], facades: [], siblings: [] as string[] };
    lists[answerList] = [answer];
    return JSON.stringify({ repo, id: `c${id}`, time: id, seeds: ['seed.ts'], expected: [answer], mentioned: [], supporting: [], lists });
  }

  it('fits on the training files and scores training and validation repositories', () => {
    const dir = temporaryDir('repomap-fit-');
    const train = join(dir, 'train.jsonl');
    const validate = join(dir, 'validate.jsonl');
    writeFileSync(train, Array.from({ length: 8 }, (_, i) => record('alpha', i, 'cochange')).join('\n') + '\n');
    writeFileSync(validate, Array.from({ length: 6 }, (_, i) => record('beta', i, 'cochange')).join('\n') + '\n');
    const result = runCli(['bench', 'fit', train, '--validate', validate, '--json', join(dir, 'fit.json')]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^defaults: weights graph 1, lexical 0.5, cochange 0.5/);
    expect(result.stdout).toMatch(/\nalpha +training +8 /);
    expect(result.stdout).toMatch(/\nbeta +validation +6 /);
    const byTime = runCli(['bench', 'fit', `${train},${validate}`, '--by-time']);
    expect(byTime.status).toBe(0);
    expect(byTime.stdout).toMatch(/\nalpha +newer half +4 /);
  });

  it('chooses the minimum gain by leaving one training repository out, and refuses it with --by-time', () => {
    const dir = temporaryDir('repomap-fit-cv-');
    const train = join(dir, 'train.jsonl');
    const lines = ['alpha', 'gamma', 'delta'].flatMap((repo) => Array.from({ length: 6 }, (_, i) => record(repo, i, 'cochange')));
    writeFileSync(train, lines.join('\n') + '\n');
    const result = runCli(['bench', 'fit', train, '--cross-validate']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^minimum gain by leave-one-repository-out/);
    expect(result.stdout.match(/\(chosen\)/g)).toHaveLength(1);
    // every repository's answers come from the co-change list: held out, each gains from the fit
    expect(result.stdout).toMatch(/\nfitted: +weights graph 1, lexical [\d.]+, cochange (?!0\.5[;,])[\d.]+/);
    const both = runCli(['bench', 'fit', train, '--cross-validate', '--by-time']);
    expect(both.status).toBe(2);
    expect(both.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(both.stderr).toContain('--cross-validate');
  });

  it('names the file and line of a malformed record (exit 2)', () => {
    const dir = temporaryDir('repomap-fit-bad-');
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, `${record('alpha', 1, 'lexical')}\n{"repo": "alpha"}\n`);
    const result = runCli(['bench', 'fit', file]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`${file}:2: not a signals record`);
    expect(runCli(['bench', 'fit', join(dir, 'missing.jsonl')]).stderr).toContain('cannot read signals file');
  });
});
