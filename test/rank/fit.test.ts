// Fitting the fusion offline: the recorded lists must rank exactly as the live ranking does,
// and coordinate ascent must move the weights toward the list that finds the answers.
import { afterEach, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { defaultFusionParams, fitFusion, fusedOrder, FusionTrials, SELF_TUNING, selfTune, signalCase, type SignalCase } from '../../src/rank/fit.js';
import type { ChangeHistory } from '../../src/shared/history.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterEach(cleanupTemporaries);

function caseOf(repo: Repository, seeds: string[], history: ChangeHistory | null, expected: string[] = []): SignalCase {
  const signals = repo.ranking({ paths: seeds }, { history, tuned: false }).signals!;
  const listed = new Set(Object.values(signals.lists).flat());
  return { lists: signals.lists, mentioned: signals.mentioned, supporting: [...listed].filter(signals.isSupporting), expected };
}

/** A tiny history: the invoice changed with the logger (which nothing in the graph ties it to) four times. */
const history: ChangeHistory = {
  coChanges: (seeds) => new Map(seeds.includes('src/billing/invoice.ts') ? [['src/util/logger.ts', 4], ['src/util/retry.ts', 1]] : []),
};

describe('fusion signals', () => {
  it('rank the recorded lists exactly as the live ranking orders the files', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    for (const seeds of [['src/billing/invoice.ts'], ['src/tax/calculator.ts', 'src/util/money.ts']]) {
      const live = repo
        .rank({ paths: seeds }, { history, tuned: false })
        .filter((file) => !seeds.includes(file.path) && file.score > 0)
        .map((file) => file.path);
      expect(fusedOrder(caseOf(repo, seeds, history), defaultFusionParams())).toEqual(live);
      const weights = { graph: 1, lexical: 0.2, cochange: 3, facades: 0, siblings: 1 };
      const tunedLive = repo
        .rank({ paths: seeds }, { history, fusionWeights: weights, fusion: 2, supportingFactor: 0.3 })
        .filter((file) => !seeds.includes(file.path) && file.score > 0)
        .map((file) => file.path);
      expect(fusedOrder(caseOf(repo, seeds, history), { weights, k: 2, supportingFactor: 0.3 })).toEqual(tunedLive);
    }
    repo.close();
  });

  it('rank a text alone as the live ranking does: only the files it names by path lead, with the text defaults', async () => {
    const repo = Repository.open(copyFixture('ts-billing'));
    await repo.update({ threads: 1 });
    for (const query of ['The invoice total is wrong after the tax calculator rounds money', 'Retry in src/util/retry.ts logs twice through the logger when an invoice fails']) {
      const live = repo
        .rank({ query }, { history, tuned: false })
        .filter((file) => file.score > 0)
        .map((file) => file.path);
      const signals = repo.ranking({ query }, { history, tuned: false }).signals!;
      const recorded = signalCase(signals.lists, signals, []);
      expect(fusedOrder(recorded, defaultFusionParams(true))).toEqual(live);
    }
    repo.close();
  });
});

describe('fitFusion', () => {
  /** Tasks whose answer the co-change list always ranks first and the graph ranks tenth. */
  function tasks(count: number): SignalCase[] {
    return Array.from({ length: count }, (_, task) => {
      const graph = Array.from({ length: 12 }, (_, i) => `g${task}-${i}.ts`);
      const answer = graph[9]!;
      return {
        lists: { graph, lexical: [graph[1]!, graph[2]!], cochange: [answer], facades: [], siblings: [graph[0]!] },
        mentioned: [],
        supporting: [],
        expected: [answer],
      };
    });
  }

  it('raises the weight of the list that finds the answers, and says how far the objective rose', () => {
    const trials = new FusionTrials([tasks(10)]);
    const start = { ...defaultFusionParams(), weights: { ...defaultFusionParams().weights, cochange: 0.1 } };
    const fit = fitFusion(trials, start);
    expect(fit.params.weights.cochange).toBeGreaterThan(0.1);
    expect(fit.after).toBeGreaterThan(fit.before);
    expect(fit.after).toBeCloseTo(trials.objective(fit.params), 10);
    const [qualities] = trials.qualities(fit.params);
    expect(qualities!.every((q) => q.mrr === 1 && q.recall10 === 1)).toBe(true);
    expect(fit.moves.length).toBeGreaterThan(0);
  });

  it('is deterministic and keeps the defaults when nothing beats them by the minimum gain', () => {
    const trials = new FusionTrials([tasks(6)]);
    expect(fitFusion(trials, defaultFusionParams())).toEqual(fitFusion(trials, defaultFusionParams()));
    const kept = fitFusion(trials, defaultFusionParams(), { minGain: 10 });
    expect(kept.params).toEqual(defaultFusionParams());
    expect(kept.moves).toEqual([]);
  });

  it('scores a task by the rank of its first answer and the answers in the top ten', () => {
    const only: SignalCase = {
      lists: { graph: ['a', 'b', 'c'], lexical: [], cochange: [], facades: [], siblings: [] },
      mentioned: [],
      supporting: [],
      expected: ['c', 'missing'],
    };
    const [[quality]] = new FusionTrials([[only]]).qualities(defaultFusionParams()) as [[{ mrr: number; recall10: number }]];
    expect(quality.mrr).toBeCloseTo(1 / 3, 10);
    expect(quality.recall10).toBe(0.5);
  });

  it("scores a text's assets below its code, and a text's fit by MRR and Hit@5", () => {
    const text: SignalCase = {
      lists: { graph: ['static/app.js', 'b.py', 'c.py', 'd.py', 'e.py', 'f.py'], lexical: [], cochange: [], facades: [], siblings: [] },
      mentioned: [],
      supporting: [],
      assets: ['static/app.js'],
      expected: ['f.py'],
    };
    // k 5: the asset's 1/6 × 0.25 falls below f.py's 1/11; f.py is fifth
    expect(fusedOrder(text, defaultFusionParams(true))).toEqual(['b.py', 'c.py', 'd.py', 'e.py', 'f.py', 'static/app.js']);
    const [[quality]] = new FusionTrials([[text]], 'text').qualities(defaultFusionParams(true));
    expect(quality).toMatchObject({ mrr: 0.2, hit1: 0, hit5: 1 });
    expect(new FusionTrials([[text]], 'text').objective(defaultFusionParams(true))).toBeCloseTo(0.6, 10);
    expect(new FusionTrials([[text]]).objective(defaultFusionParams(true))).toBeCloseTo(0.6, 10);
  });
});

describe('selfTune', () => {
  /** A task whose answer the given list ranks first and the graph ranks tenth. */
  function taskAnsweredBy(id: number, list: 'cochange' | 'lexical'): SignalCase {
    const graph = Array.from({ length: 12 }, (_, i) => `g${id}-${i}.ts`);
    const answer = graph[9]!;
    const lists = { graph, lexical: [graph[1]!], cochange: [graph[2]!], facades: [], siblings: [] as string[] };
    lists[list] = [answer];
    return { lists, mentioned: [], supporting: [], expected: [answer] };
  }

  it('keeps a fit that carries forward to the newest tasks, with the check it passed', () => {
    const cases = Array.from({ length: 30 }, (_, i) => taskAnsweredBy(i, 'cochange'));
    const fit = selfTune(cases);
    expect(fit.moves.length).toBeGreaterThan(0);
    expect(fit.params.weights.cochange).toBeGreaterThan(defaultFusionParams().weights.cochange);
    expect(fit.check!.after).toBeGreaterThan(fit.check!.before);
    expect(fit.rejected).toBeUndefined();
  });

  it('keeps the defaults when a fit of the older tasks loses on the newest third', () => {
    // the older two thirds answered by co-change, the newest third by the lexical list
    const cases = Array.from({ length: 30 }, (_, i) => taskAnsweredBy(i, i < 20 ? 'cochange' : 'lexical'));
    const unchecked = fitFusion(new FusionTrials([cases]), defaultFusionParams(), SELF_TUNING);
    expect(unchecked.moves.length).toBeGreaterThan(0);
    const fit = selfTune(cases);
    expect(fit.params).toEqual(defaultFusionParams());
    expect(fit.moves).toEqual([]);
    expect(fit.after).toBe(fit.before);
    expect(fit.rejected).toEqual(unchecked.moves);
    expect(fit.check!.after).toBeLessThanOrEqual(fit.check!.before);
  });
});
