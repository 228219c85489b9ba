import { describe, expect, it } from 'vitest';
import { fusionWeights } from '../../src/rank/fusion.js';
import { describeWeights, SIGNAL_NAMES, SIGNALS } from '../../src/rank/signals.js';
import { parseTuning } from '../../src/rank/tune.js';

describe('the signals table', () => {
  it('names each signal once, the graph first as the unit of the weights', () => {
    expect(new Set(SIGNAL_NAMES).size).toBe(SIGNALS.length);
    expect(SIGNALS.filter((signal) => signal.unit).map((signal) => signal.name)).toEqual(['graph']);
  });

  it('gives the fusion one weight per signal, in its order, from the options or the defaults', () => {
    const weights = fusionWeights({ facadeWeight: 2, fusionWeights: { literals: 3 } });
    expect(Object.keys(weights)).toEqual([...SIGNAL_NAMES]);
    expect(weights).toMatchObject({ graph: 1, facades: 2, literals: 3, lexical: 0.5 });
    expect(fusionWeights({}, true)).toMatchObject({ lexical: 1, messages: 1 });
  });

  it('describes weights in its order, a weight a stored tuning lacks as the default', () => {
    expect(describeWeights({ graph: 1, lexical: 0.5, cochange: 0.5, facades: 0.5, siblings: 0.25 })).toBe(
      'graph 1, lexical 0.5, cochange 0.5, facades 0.5, siblings 0.25, messages default, literals default, definitions default',
    );
  });

  it('reads a stored tuning without the late signals, and refuses one missing an early one or with a bad late one', () => {
    const tuning = (weights: object) => JSON.stringify({ params: { weights, k: 5, supportingFactor: 0.5 }, tasks: 1, newest: '', before: 0, after: 0, moves: [] });
    const early = { graph: 1, lexical: 0.5, cochange: 0.5, facades: 0.5, siblings: 0.25 };
    expect(parseTuning(tuning(early))).not.toBeNull();
    expect(parseTuning(tuning({ ...early, siblings: undefined }))).toBeNull();
    expect(parseTuning(tuning({ ...early, literals: 'x' }))).toBeNull();
  });
});
