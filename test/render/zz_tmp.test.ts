import { test } from 'vitest';
import { fitMap } from '../../src/render/fit.js';
import { syntheticMap } from './synthetic.js';
test('x', () => {
  const out: string[] = [];
  for (let seed = 1; seed <= 30; seed++) {
    const m = syntheticMap(200, 12, seed);
    for (const format of ['text', 'markdown'] as const) for (const b of [64, 128, 256, 512]) {
      const r = fitMap(m, { tokens: b, format });
      if (r.tokens < 0.9 * b) out.push(`seed ${seed} ${format} ${b}: ${r.tokens}`);
    }
  }
  console.log(out.join('\n') || 'all >= 90%');
});
