// A map starts without V8's optimizing compiler; a run that turns out long (files to parse, an
// index to write, a graph to build, a large tree) must get it back, or a cold index would run
// unoptimized for minutes.
import { afterEach, describe, expect, it } from 'vitest';
import { isShortRun, keepOptimizer, longRun, noteFiles, noteWork, startShortRun } from '../../src/cli/short-run.js';

afterEach(longRun);

describe('short runs', () => {
  it('stays short through the scan and the ranking, and ends at the first other phase', () => {
    startShortRun();
    noteWork({ phase: 'scan' });
    noteWork({ phase: 'rank' });
    noteWork(null);
    expect(isShortRun()).toBe(true);
    noteWork({ phase: 'parse', done: 0, total: 12 });
    expect(isShortRun()).toBe(false);
    for (const phase of ['store', 'graph', 'tune'] as const) {
      startShortRun();
      noteWork({ phase });
      expect(isShortRun(), phase).toBe(false);
    }
  });

  it('ends for a tree of more files than a short run ranks quickly', () => {
    startShortRun();
    noteFiles(2000);
    expect(isShortRun()).toBe(true);
    noteFiles(2001);
    expect(isShortRun()).toBe(false);
  });

  // Last: a long-lived process stays so for the rest of the file.
  it('never starts in a long-lived process (the helper keeps the optimizing compiler on)', () => {
    startShortRun();
    keepOptimizer();
    expect(isShortRun()).toBe(false);
    startShortRun();
    expect(isShortRun()).toBe(false);
  });
});
