// The cross-validated fit: how much a move must gain is chosen by leaving one training
// repository out at a time, so that a fit that only suits some repositories does not ship.
import { describe, expect, it } from 'vitest';
import { chooseMinGain, CROSS_VALIDATED_GAINS, fitReport } from '../../src/bench/fit-report.js';
import type { SignalRecord } from '../../src/bench/signals.js';
import { defaultFusionParams } from '../../src/rank/fit.js';

/** Tasks of one repository whose answer is first in the co-change list (`historyHelps`) or first in the graph's. */
function repository(repo: string, historyHelps: boolean, count = 8): SignalRecord[] {
  return Array.from({ length: count }, (_, task) => {
    const graph = Array.from({ length: 14 }, (_, i) => `${repo}/g${task}-${i}.ts`);
    const decoy = `${repo}/decoy${task}.ts`;
    const answer = historyHelps ? graph[12]! : graph[0]!;
    return {
      repo,
      id: `${repo}-${task}`,
      time: task,
      seeds: [],
      lists: { graph, lexical: [], cochange: historyHelps ? [answer] : [decoy, ...graph.slice(5, 9)], facades: [], siblings: [] },
      mentioned: [],
      supporting: [],
      expected: [answer],
    };
  });
}

describe('chooseMinGain', () => {
  it('fits when every held-out repository gains from the fit', () => {
    const train = ['a', 'b', 'c', 'd'].flatMap((repo) => repository(repo, true));
    const choice = chooseMinGain(train);
    expect(choice.heldOut.map((entry) => entry.minGain)).toEqual([...CROSS_VALIDATED_GAINS]);
    const chosen = choice.heldOut.find((entry) => entry.minGain === choice.minGain)!;
    expect(chosen.gain).toBeGreaterThan(0);
    expect(chosen.worse).toBe(0);
    // every candidate finds the same large gain here; ties go to the larger minimum gain
    expect(choice.minGain).toBe(Math.max(...choice.heldOut.filter((entry) => entry.gain === chosen.gain).map((entry) => entry.minGain)));
    const report = fitReport(train, [], { crossValidate: true });
    expect((report.json as { fitted: { weights: { cochange: number } } }).fitted.weights.cochange).toBeGreaterThan(defaultFusionParams().weights.cochange);
  });

  it('moves nothing when what one repository gains the held-out ones lose', () => {
    // three repositories where history helps and three where it misleads: a fit on any five
    // moves the co-change weight one way, and the held-out repository of the other kind pays
    const train = [
      ...['a', 'b', 'c'].flatMap((repo) => repository(repo, true)),
      ...['x', 'y', 'z'].flatMap((repo) => repository(repo, false)),
    ];
    const choice = chooseMinGain(train);
    const smallest = choice.heldOut[0]!;
    expect(smallest.worse).toBeGreaterThan(0);
    expect(smallest.gain).toBeLessThan(0);
    // only the candidate that moves nothing (a gain no objective can reach) keeps the defaults
    expect(choice.minGain).toBe(1);
    const report = fitReport(train, [], { crossValidate: true });
    expect(report.text).toContain('(chosen)');
    expect((report.json as { fitted: unknown }).fitted).toEqual(defaultFusionParams());
  });

  it('keeps the defaults when a fit gains on average but leaves a held-out repository worse', () => {
    const train = [...['a', 'b', 'c'].flatMap((repo) => repository(repo, true)), ...repository('x', false)];
    const choice = chooseMinGain(train);
    const smallest = choice.heldOut[0]!;
    expect(smallest.gain).toBeGreaterThan(0);
    expect(smallest.worse).toBeGreaterThan(0);
    expect(choice.minGain).toBe(1);
  });

  it("fits texts from a text's defaults on MRR and Hit@5, and scores each training repository by the fit on the others", () => {
    const train = ['a', 'b', 'c', 'd'].flatMap((repo) => repository(repo, true));
    const report = fitReport(train, repository('v', true), { crossValidate: true, text: true });
    const json = report.json as { defaults: unknown; fitted: { weights: { cochange: number } }; rows: { repo: string; set: string; hit1: { before: number; after: number } }[] };
    expect(json.defaults).toEqual(defaultFusionParams(true));
    expect(json.fitted.weights.cochange).toBeGreaterThan(defaultFusionParams(true).weights.cochange);
    const heldOut = json.rows.filter((row) => row.set === 'held out');
    expect(heldOut.map((row) => row.repo)).toEqual(['a', 'b', 'c', 'd']);
    // the answer is thirteenth in the graph's list: the co-change list, weighed up, puts it first
    for (const row of [...heldOut, json.rows.find((row) => row.set === 'validation')!]) expect(row.hit1).toEqual({ before: 0, after: 1 });
    expect(report.text).toContain('Hit@5 default→fitted');
  });
});
