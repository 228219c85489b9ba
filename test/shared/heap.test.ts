import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/shared/heap.js';

describe('collectGarbage', () => {
  it('collects an object nothing references any more', async () => {
    let target: { payload: number[] } | null = { payload: Array.from({ length: 1000 }, (_, i) => i) };
    const ref = new WeakRef(target);
    target = null;
    // A WeakRef's target is kept until the job that made the ref ends.
    await new Promise((done) => setImmediate(done));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });

  it('keeps what is still referenced', async () => {
    const held = { payload: [1, 2, 3] };
    const ref = new WeakRef(held);
    await new Promise((done) => setImmediate(done));
    collectGarbage();
    expect(ref.deref()).toBe(held);
  });
});
