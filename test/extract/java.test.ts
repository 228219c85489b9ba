// Java extraction cases that do not fit the fixture table in languages.test.ts.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { defRows as defs, hasRef } from './support.js';

describe('java extraction: anonymous classes in initializers', async () => {
  const source = [
    'class Scheduler {', // 1
    '    private final Runnable job = new Runnable() {', // 2
    '        public void run() { flush(); }', // 3
    '    };', // 4
    '}', // 5
  ].join('\n');
  const result = await extractSource('java', source);

  it('stops the field signature before the anonymous class body', () => {
    expect(defs(result)).toEqual([
      ['class', 'Scheduler', 1, 'class Scheduler'],
      ['field', 'Scheduler.job', 2, '    private final Runnable job = new Runnable()'],
    ]);
    expect(hasRef(result, 'Runnable', 'new')).toBe(true);
    expect(hasRef(result, 'flush', 'call')).toBe(true);
  });
});
