// `repomap graph` in a real headless Chromium (found as test/e2e/chromium.ts says; .ci/run
// installs Debian's `chromium`, so CI always runs it): the page draws every node, a click on a
// node and the search box open the side panel with the file's path, reason and signatures,
// nothing is fetched and nothing breaks the page's CSP.
// The screenshot it takes is the one docs/cli.md shows (docs/graph.png), written there only when
// asked: REPOMAP_RECORD_SCREENSHOT=1 npx vitest run test/e2e/graph-browser.test.ts (else to a
// temporary file, so a test run never edits the checkout). Outside CI (CI unset) a machine
// without Chromium skips it, saying so in one line; on CI a missing browser fails it.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_DATA_ELEMENT_ID, type GraphPageModel } from '../../src/index.js';
import { cleanupTemporaries, PROJECT_ROOT, runCli, temporaryDir } from '../helpers.js';
import { findChromium } from './chromium.js';

const CHROMIUM = findChromium();
const SKIPPED = CHROMIUM.path === null && !process.env.CI;
if (CHROMIUM.path === null && SKIPPED) console.warn(`test/e2e/graph-browser.test.ts skipped: ${CHROMIUM.why}, and CI is not set`);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SEED = 'src/services/order-service.ts';
const HOSTILE = 'src/x</script><img src=x onerror=window.__pwned=1>.ts';
const RECORD_SCREENSHOT = process.env.REPOMAP_RECORD_SCREENSHOT === '1';
let screenshot: string;

let browser: Browser;
let page: Page;
let model: GraphPageModel;
const problems: string[] = [];
const requests: string[] = [];

declare global {
  interface Window {
    __repomapGraph?: { nodes: number; edges: number; viewportPosition(path: string): { x: number; y: number }; selected(): string | null };
  }
}

describe.skipIf(SKIPPED)('repomap graph in Chromium', () => {
  beforeAll(async () => {
    if (CHROMIUM.path === null) throw new Error(`${CHROMIUM.why}; on CI the browser test must run (.ci/run installs Debian's chromium)`);
    screenshot = RECORD_SCREENSHOT ? join(PROJECT_ROOT, 'docs', 'graph.png') : join(temporaryDir('repomap-graph-shot-'), 'graph.png');
    const root = join(temporaryDir('repomap-graph-e2e-'), 'rank-ts');
    cpSync(join(PROJECT_ROOT, 'fixtures', 'rank-ts'), root, { recursive: true });
    const html = join(temporaryDir('repomap-graph-page-'), 'graph.html');
    const result = runCli(['graph', root, '--seed', SEED, '--top', '50', '--html', html, '--quiet']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const text = readFileSync(html, 'utf8');
    const open = `<script type="application/json" id="${GRAPH_DATA_ELEMENT_ID}">`;
    const start = text.indexOf(open) + open.length;
    model = JSON.parse(text.slice(start, text.indexOf('</script>', start))) as GraphPageModel;

    browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(pathToFileURL(html).href);
    await page.waitForFunction(() => window.__repomapGraph !== undefined, null, { timeout: 30_000 });
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    cleanupTemporaries();
  });

  it('draws every ranked file of the fixture, with the edges among them', async () => {
    const drawn = await page.evaluate(() => ({ nodes: window.__repomapGraph!.nodes, edges: window.__repomapGraph!.edges }));
    expect(model.nodes).toHaveLength(18); // rank-ts has 18 source files, fewer than --top 50
    expect(drawn).toEqual({ nodes: 18, edges: model.edges.length });
    expect(model.edges.length).toBeGreaterThan(10);
    expect(await page.locator('#legend li').allTextContents()).toEqual(model.legend.map((entry) => `${entry.label} (${entry.count})`));
    expect(await page.locator('#panel').isHidden()).toBe(true);
  });

  it('opens the side panel with the path, reason and signatures of a clicked node', async () => {
    const target = model.nodes.find((node) => node.path === 'src/services/pricing.ts')!;
    const at = await page.evaluate((path) => window.__repomapGraph!.viewportPosition(path), target.path);
    const box = (await page.locator('#graph').boundingBox())!;
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await expect.poll(() => page.evaluate(() => window.__repomapGraph!.selected())).toBe(target.path);
    expect(await page.locator('#panel').isVisible()).toBe(true);
    expect(await page.locator('#panel-path').textContent()).toBe(target.path);
    expect(await page.locator('#panel-reason').textContent()).toBe(target.reasonText);
    const rank = model.nodes.indexOf(target) + 1;
    expect(await page.locator('#panel-score').textContent()).toBe(`#${rank} of 18 · score ${target.score.toExponential(3)} · ${target.signatures.length} definitions`);
    const signatures = await page.locator('#panel-signatures li').allTextContents();
    expect(signatures).toEqual(target.signatures.map((signature) => `${signature.line}${signature.text}`));
    expect(signatures).toContain('13export function applyDiscount(totalCents: number, customer: Customer, rules: DiscountRule[] = DEFAULT_DISCOUNTS): number');
    await page.mouse.move(box.x + 5, box.y + box.height - 5);
    await page.screenshot({ path: screenshot });
    expect(readFileSync(screenshot).subarray(1, 4).toString()).toBe('PNG');
  });

  it('finds a file from the search box: Enter centres it and opens its panel', async () => {
    await page.locator('#search').fill('order-service');
    expect(await page.locator('#search-status').textContent()).toBe('1 file');
    await page.locator('#search').press('Enter');
    await expect.poll(() => page.evaluate(() => window.__repomapGraph!.selected())).toBe(SEED);
    expect(await page.locator('#panel-path').textContent()).toBe(SEED);
    expect(await page.locator('#panel-reason').textContent()).toBe('a seed of the task');
    expect(await page.locator('#panel-signatures li').first().textContent()).toContain('export class OrderService');
    await page.locator('#search').fill('');
    expect(await page.locator('#search-status').textContent()).toBe('');
  });

  it('shows a hostile path as text: no element of the page is made from it', async () => {
    const root = join(temporaryDir('repomap-graph-hostile-'), 'hostile');
    mkdirSync(join(root, 'src', 'x<'), { recursive: true });
    writeFileSync(join(root, 'src', 'main.ts'), "import { evil } from './evil';\nexport const run = evil;\n");
    writeFileSync(join(root, 'src', 'evil.ts'), "export function evil(tag = '<img src=x onerror=window.__pwned=2>'): string {\n  return tag;\n}\n");
    writeFileSync(join(root, HOSTILE), "import { run } from '../main';\nexport const again = run;\n");
    const html = join(root, '..', 'hostile.html');
    const result = runCli(['graph', root, '--seed', HOSTILE, '--html', html, '--quiet']);
    expect(result.status).toBe(0);
    const hostilePage = await browser.newPage();
    const errors: string[] = [];
    hostilePage.on('pageerror', (error) => errors.push(error.message));
    await hostilePage.goto(pathToFileURL(html).href);
    await hostilePage.waitForFunction(() => window.__repomapGraph !== undefined, null, { timeout: 30_000 });
    expect(await hostilePage.evaluate(() => window.__repomapGraph!.nodes)).toBe(3);
    await hostilePage.locator('#search').fill('img');
    await hostilePage.locator('#search').press('Enter');
    expect(await hostilePage.locator('#panel-path').textContent()).toBe(HOSTILE);
    await hostilePage.locator('#search').fill('evil.ts');
    await hostilePage.locator('#search').press('Enter');
    expect(await hostilePage.locator('#panel-signatures li').first().textContent()).toBe("1export function evil(tag = '<img src=x onerror=window.__pwned=2>'): string");
    expect(await hostilePage.evaluate(() => ({ images: document.images.length, scripts: document.scripts.length, pwned: (window as { __pwned?: number }).__pwned }))).toEqual({
      images: 0,
      scripts: 2,
      pwned: undefined,
    });
    expect(errors).toEqual([]);
    await hostilePage.close();
  });

  it('fetched nothing but the page itself and broke no rule of its Content-Security-Policy', () => {
    expect(requests.filter((url) => !url.startsWith('file://'))).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
