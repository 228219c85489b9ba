// The scaling chart is made from the results JSON alone: the same results give
// the same SVG, a size that did not finish is drawn as far as it got, and a
// repository name cannot break out of the SVG text.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench script, without type declarations
import { scalingChart } from '../../bench/scaling-chart.mjs';

const results = {
  date: '2026-12-01 18:00 UTC',
  machine: { cores: 2, memoryGiB: 24, node: 'v20.20.2' },
  load: { before: '1.00 1.00 1.00', after: '2.00 2.00 2.00' },
  rows: [
    { kind: 'synthetic', name: 'synthetic 1000', files: 1000, coldIndexS: 5.2, coldIndexPeakMiB: 200, firstMapS: 2.1, firstMapPeakMiB: 220, warmMapS: 1.1, warmMapPeakMiB: 180, editMapS: 1.3, editMapPeakMiB: 190 },
    { kind: 'synthetic', name: 'synthetic 10000', files: 10000, coldIndexS: 48, coldIndexPeakMiB: 300, firstMapS: 15, firstMapPeakMiB: 650, warmMapS: 1.5, warmMapPeakMiB: 210, editMapS: 2.4, editMapPeakMiB: 260 },
    { kind: 'synthetic', name: 'synthetic 100000', files: 100000, coldIndexS: 600, coldIndexPeakMiB: 900 },
    { kind: 'real', name: 'a<b>&"c"', files: 1564, coldIndexS: 7, coldIndexPeakMiB: 280, firstMapS: 1.2, firstMapPeakMiB: 300, warmMapS: 0.4, warmMapPeakMiB: 200 },
  ],
};

describe('the scaling chart', () => {
  it('is the same SVG for the same results', () => {
    expect(scalingChart(structuredClone(results))).toBe(scalingChart(results));
  });

  it('draws every measured point, the unfinished size as far as it got', () => {
    const svg: string = scalingChart(results);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<circle /g)).toHaveLength(3 + 2 + 2 + 2 + 3 + 2 + 2 + 2);
    expect(svg).toContain('map after a one-file edit');
    expect(svg).toContain('>2.4 s<');
    expect(svg).toContain('>600 s<');
    expect(svg).toContain('>900<');
  });

  it('draws CPU time when the results have it, the map on an empty index, and the memory bounds it crosses', () => {
    const measured = structuredClone(results);
    measured.rows = [
      { kind: 'synthetic', name: 'synthetic 1000', files: 1000, coldIndexS: 5.2, coldIndexCpuS: 7.1, coldIndexPeakMiB: 170, freshMapS: 6, freshMapCpuS: 8.2, freshMapPeakMiB: 185 },
      { kind: 'synthetic', name: 'synthetic 200000', files: 200000, coldIndexS: 600, coldIndexCpuS: 812, coldIndexPeakMiB: 900, freshMapS: 700, freshMapCpuS: 903, freshMapPeakMiB: 1500 },
      { kind: 'real', name: 'measured before CPU time', files: 1564, coldIndexS: 7, coldIndexPeakMiB: 280 },
    ] as never;
    const svg: string = scalingChart(measured);
    expect(svg).toContain('CPU time of the CLI, user + sys');
    expect(svg).toContain('>812 s<');
    expect(svg).toContain('>903 s<');
    expect(svg).not.toContain('>600 s<');
    expect(svg).toContain('map on an empty index');
    expect(svg).toContain('>1500<');
    expect(svg).toContain('>1 GiB<');
    // the real row without CPU time: on the memory panel only (one diamond, and each panel's legend one)
    expect(svg.match(/<path d="M[^"]*Z" fill="white"/g)).toHaveLength(1 + 2);
  });

  it('escapes names', () => {
    const svg: string = scalingChart(results);
    expect(svg).toContain('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(svg).not.toContain('a<b>');
  });
});
