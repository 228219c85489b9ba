// The scaling chart as handwritten SVG, from the results bench/scaling.mjs
// writes: the same JSON always gives the same bytes.
//
//   node bench/scaling-chart.mjs bench/scaling.json bench/scaling.svg

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WIDTH = 760;
const PANEL = { left: 70, right: 180, top: 50, height: 250 };
const SECOND_PANEL_TOP = 390;
const SERIES = [
  { key: 'coldIndexS', cpu: 'coldIndexCpuS', memory: 'coldIndexPeakMiB', label: 'cold index', color: '#1f5fbf', dash: '' },
  { key: 'firstMapS', cpu: 'firstMapCpuS', memory: 'firstMapPeakMiB', label: 'first map (graph build)', color: '#c2562c', dash: '6 4' },
  { key: 'warmMapS', cpu: 'warmMapCpuS', memory: 'warmMapPeakMiB', label: 'warm map (median of 3)', color: '#2c8a4b', dash: '', labelBelow: true },
  { key: 'editMapS', cpu: 'editMapCpuS', memory: 'editMapPeakMiB', label: 'map after a one-file edit', color: '#7b4fa6', dash: '2 3' },
  { key: 'freshMapS', cpu: 'freshMapCpuS', memory: 'freshMapPeakMiB', label: 'map on an empty index', color: '#8a6d1f', dash: '8 3 2 3', labelBelow: true },
];
// The bounds of issue 32, drawn on the memory panel where they fall inside it.
const MEMORY_BOUNDS = [
  { value: 1024, label: '1 GiB' },
  { value: 2048, label: '2 GiB' },
];

const escapeXml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fixed = (value) => (Math.round(value * 10) / 10).toFixed(1);

function logScale(min, max, from, to) {
  const lo = Math.floor(Math.log10(min));
  const hi = Math.ceil(Math.log10(max));
  const span = hi === lo ? 1 : hi - lo;
  return { lo, hi, at: (value) => from + ((Math.log10(value) - lo) / span) * (to - from) };
}

function linearScale(max, from, to) {
  const step = niceStep(max / 4);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return { step, top, at: (value) => from + (value / top) * (to - from) };
}

function niceStep(raw) {
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

function decadeLabel(power) {
  const value = 10 ** power;
  if (value >= 1000) return `${value / 1000}k`;
  return value < 1 ? value.toFixed(-power) : String(value);
}

function xAxis(lines, x, bottom, top) {
  for (let p = x.lo; p < x.hi; p++) {
    for (const m of [2, 5]) lines.push(`<line x1="${fixed(x.at(m * 10 ** p))}" y1="${fixed(top)}" x2="${fixed(x.at(m * 10 ** p))}" y2="${fixed(bottom)}" class="minor"/>`);
  }
  for (let p = x.lo; p <= x.hi; p++) {
    const px = fixed(x.at(10 ** p));
    lines.push(`<line x1="${px}" y1="${fixed(top)}" x2="${px}" y2="${fixed(bottom)}" class="grid"/>`);
    lines.push(`<text x="${px}" y="${fixed(bottom + 16)}" text-anchor="middle">${decadeLabel(p)}</text>`);
  }
  lines.push(`<text x="${fixed((PANEL.left + WIDTH - PANEL.right) / 2)}" y="${fixed(bottom + 34)}" text-anchor="middle">source files (log scale)</text>`);
}

function seriesPath(points) {
  return points.map(([px, py], i) => `${i ? 'L' : 'M'}${fixed(px)} ${fixed(py)}`).join(' ');
}

/** Synthetic rows as lines, real repositories as labelled diamonds, one panel per measure. */
function panel(lines, rows, x, { top, title, yLabel, value, format, yScale, bounds = [] }) {
  const bottom = top + PANEL.height;
  const right = WIDTH - PANEL.right;
  lines.push(`<text x="${PANEL.left}" y="${top - 14}" class="title">${escapeXml(title)}</text>`);
  xAxis(lines, x, bottom, top);
  const values = rows.flatMap((row) => SERIES.map((series) => value(row, series))).filter((v) => v > 0);
  const y = yScale(values, bottom, top);
  for (const value of y.minor) lines.push(`<line x1="${PANEL.left}" y1="${fixed(y.at(value))}" x2="${right}" y2="${fixed(y.at(value))}" class="minor"/>`);
  for (const tick of y.ticks) {
    const py = fixed(y.at(tick.value));
    lines.push(`<line x1="${PANEL.left}" y1="${py}" x2="${right}" y2="${py}" class="grid"/>`);
    lines.push(`<text x="${PANEL.left - 6}" y="${py}" text-anchor="end" dy="4">${tick.label}</text>`);
  }
  for (const bound of bounds) {
    if (!(y.at(bound.value) >= top)) continue;
    const py = fixed(y.at(bound.value));
    lines.push(`<line x1="${PANEL.left}" y1="${py}" x2="${right}" y2="${py}" class="bound"/>`);
    lines.push(`<text x="${PANEL.left + 4}" y="${fixed(y.at(bound.value) - 4)}" class="note">${escapeXml(bound.label)}</text>`);
  }
  lines.push(`<rect x="${PANEL.left}" y="${top}" width="${right - PANEL.left}" height="${PANEL.height}" class="frame"/>`);
  lines.push(`<text transform="translate(18 ${fixed((top + bottom) / 2)}) rotate(-90)" text-anchor="middle">${escapeXml(yLabel)}</text>`);
  const synthetic = rows.filter((row) => row.kind === 'synthetic').sort((a, b) => a.files - b.files);
  const real = rows.filter((row) => row.kind === 'real');
  SERIES.forEach((series, i) => {
    const points = synthetic.filter((row) => value(row, series) > 0).map((row) => [x.at(row.files), y.at(value(row, series)), format(value(row, series))]);
    if (points.length > 1) lines.push(`<path d="${seriesPath(points)}" stroke="${series.color}"${series.dash ? ` stroke-dasharray="${series.dash}"` : ''} class="line"/>`);
    for (const [px, py, label] of points) {
      lines.push(`<circle cx="${fixed(px)}" cy="${fixed(py)}" r="3.5" fill="${series.color}"/>`);
      const nearEdge = px > right - 40;
      const labelY = series.labelBelow ? py + 15 : py - 6;
      lines.push(`<text x="${fixed(nearEdge ? px - 6 : px + 6)}" y="${fixed(labelY)}"${nearEdge ? ' text-anchor="end"' : ''} class="value" fill="${series.color}">${escapeXml(label)}</text>`);
    }
    for (const row of real) {
      if (!(value(row, series) > 0)) continue;
      const px = x.at(row.files);
      const py = y.at(value(row, series));
      lines.push(`<path d="M${fixed(px)} ${fixed(py - 5)} L${fixed(px + 5)} ${fixed(py)} L${fixed(px)} ${fixed(py + 5)} L${fixed(px - 5)} ${fixed(py)} Z" fill="white" stroke="${series.color}" stroke-width="1.5"/>`);
      if (i === 0) lines.push(`<text x="${fixed(px)}" y="${fixed(py - 8)}" text-anchor="middle" class="value" fill="#555">${real.indexOf(row) + 1}</text>`);
    }
    const legendY = top + 14 + i * 18;
    lines.push(`<line x1="${right + 12}" y1="${legendY - 4}" x2="${right + 34}" y2="${legendY - 4}" stroke="${series.color}"${series.dash ? ` stroke-dasharray="${series.dash}"` : ''} class="line"/>`);
    lines.push(`<text x="${right + 40}" y="${legendY}">${escapeXml(series.label)}</text>`);
  });
  if (real.length === 0) return;
  const legendY = top + 14 + SERIES.length * 18;
  lines.push(`<path d="M${right + 23} ${legendY - 9} L${right + 28} ${legendY - 4} L${right + 23} ${legendY + 1} L${right + 18} ${legendY - 4} Z" fill="white" stroke="#555" stroke-width="1.5"/>`);
  lines.push(`<text x="${right + 40}" y="${legendY}">real repository:</text>`);
  real.forEach((row, i) => lines.push(`<text x="${right + 40}" y="${legendY + 16 + i * 16}">${i + 1} ${escapeXml(row.name)}</text>`));
}

function logYScale(values, bottom, top) {
  const scale = logScale(Math.min(...values), Math.max(...values), bottom, top);
  const ticks = [];
  const minor = [];
  for (let p = scale.lo; p <= scale.hi; p++) ticks.push({ value: 10 ** p, label: `${decadeLabel(p)} s` });
  for (let p = scale.lo; p < scale.hi; p++) minor.push(2 * 10 ** p, 5 * 10 ** p);
  return { at: scale.at, ticks, minor };
}

function linearYScale(values, bottom, top) {
  const scale = linearScale(Math.max(...values), bottom, top);
  const ticks = [];
  for (let v = 0; v <= scale.top; v += scale.step) ticks.push({ value: v, label: String(v) });
  return { at: scale.at, ticks, minor: [] };
}

/** The SVG text for a results record `{ machine, load, rows }`. */
export function scalingChart(results) {
  const rows = results.rows.filter((row) => row.files > 0);
  if (rows.length === 0) throw new Error('no rows to chart');
  const files = rows.map((row) => row.files);
  const x = logScale(Math.min(...files), Math.max(...files), PANEL.left, WIDTH - PANEL.right);
  const height = SECOND_PANEL_TOP + PANEL.height + 70;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="12">`,
    '<style>.grid{stroke:#d8d8d8;stroke-width:1}.minor{stroke:#f0f0f0;stroke-width:1}.value{font-size:10px}.frame{fill:none;stroke:#888}.line{fill:none;stroke-width:2}.title{font-size:14px;font-weight:bold}.note{fill:#555;font-size:11px}.bound{stroke:#b00;stroke-width:1;stroke-dasharray:4 4}</style>',
    `<rect width="${WIDTH}" height="${height}" fill="white"/>`,
  ];
  // CPU time (user + sys) where the results have it, as every run since 2026-12-04 does; rows
  // without it are then left off the time panel rather than mixed in as wall time.
  const cpu = rows.some((row) => row.coldIndexCpuS > 0);
  panel(lines, rows, x, {
    top: PANEL.top,
    title: cpu ? 'CPU time of the CLI, user + sys (log scale)' : 'Wall time of the CLI (log scale)',
    yLabel: cpu ? 'CPU seconds' : 'seconds',
    value: (row, series) => row[cpu ? series.cpu : series.key],
    format: (seconds) => (seconds >= 10 ? `${Math.round(seconds)} s` : `${seconds.toFixed(1)} s`),
    yScale: logYScale,
  });
  panel(lines, rows, x, {
    top: SECOND_PANEL_TOP,
    title: 'Peak RSS of the process',
    yLabel: 'MiB',
    value: (row, series) => row[series.memory],
    format: (mib) => `${mib}`,
    yScale: linearYScale,
    bounds: MEMORY_BOUNDS,
  });
  const machine = results.machine ?? {};
  const note = `${machine.cores ?? '?'} cores, ${machine.memoryGiB ?? '?'} GiB, Node ${machine.node ?? '?'}; load average ${results.load?.before ?? '?'} before, ${results.load?.after ?? '?'} after; ${results.date ?? ''}`;
  lines.push(`<text x="${PANEL.left}" y="${height - 14}" class="note">${escapeXml(note)}</text>`);
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('usage: node bench/scaling-chart.mjs RESULTS.json OUT.svg');
    process.exit(2);
  }
  writeFileSync(to, scalingChart(JSON.parse(readFileSync(from, 'utf8'))));
}
