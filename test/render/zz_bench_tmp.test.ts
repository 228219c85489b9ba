import { test } from 'vitest';
import { fitMap } from '../../src/render/fit.js';
import { PriorityOrder } from '../../src/render/priority.js';
import * as tokens from '../../src/render/tokens.js';
import { syntheticMap } from './synthetic.js';
test('bench', () => {
  tokens.countTokens('warm');
  const big = syntheticMap(10000, 20);
  for (let i = 0; i < 3; i++) { const t = performance.now(); new PriorityOrder(big).prefix(1000); console.log('order ms', (performance.now() - t).toFixed(1)); }
  for (let rep = 0; rep < 2; rep++)
  for (const format of ['text', 'markdown'] as const)
  for (const budget of [64, 2048, 8192, 65536]) {
    const t = performance.now();
    const r = fitMap(big, { tokens: budget, format });
    const ms = (performance.now() - t).toFixed(1);
    console.log(format, budget, r.tokens, 'ms', ms);
  }
});
