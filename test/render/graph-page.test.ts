// The graph page's model and HTML, from a real index: as many nodes as asked (or ranked),
// seeds coloured as seeds, the signatures the store holds, edges only among shown files, a
// hostile path or signature unable to leave its script element, the same bytes every time.
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_DATA_ELEMENT_ID, graphModel, graphPage, REASON_COLOURS, Repository, type GraphPageModel } from '../../src/index.js';
import { categoryOf } from '../../src/render/graph-page.js';
import { SIGNALS } from '../../src/rank/signals.js';
import { cleanupTemporaries, PROJECT_ROOT, temporaryDir } from '../helpers.js';

const HOSTILE = 'src/a</script><img src=x>.ts';
const HOSTILE_SIGNATURE = "export function evil(note = '\u2028</script><script>alert(1)</script>'): string";
const SEED = 'src/services/order-service.ts';

let root: string;
let repo: Repository;

beforeAll(async () => {
  root = join(temporaryDir('repomap-graph-'), 'shop');
  cpSync(join(PROJECT_ROOT, 'fixtures', 'rank-ts'), root, { recursive: true });
  mkdirSync(join(root, 'src', 'a<'));
  writeFileSync(
    join(root, HOSTILE),
    `import { OrderService } from '../services/order-service';\n${HOSTILE_SIGNATURE} {\n  return String(OrderService) + note;\n}\n`,
  );
  // Secrets are never indexed, so never drawn: a built-in pattern (id_rsa*) and one of .repomap.json.
  writeFileSync(join(root, 'src', 'id_rsa.ts'), "export const PRIVATE_KEY = 'begin-private-key';\n");
  mkdirSync(join(root, 'src', 'vault'));
  writeFileSync(join(root, 'src', 'vault', 'token.ts'), "export const API_TOKEN = 'tok';\n");
  writeFileSync(join(root, '.repomap.json'), JSON.stringify({ secrets: ['src/vault/'] }));
  writeFileSync(
    join(root, 'src', 'uses-secrets.ts'),
    "import { PRIVATE_KEY } from './id_rsa';\nimport { API_TOKEN } from './vault/token';\nexport const both = PRIVATE_KEY + API_TOKEN;\n",
  );
  repo = Repository.open(root, { db: join(temporaryDir(), 'index.db') });
  await repo.update();
});

afterAll(() => {
  repo.close();
  cleanupTemporaries();
});

/** The data the page carries, read back the way the viewer reads it. */
function pageData(html: string): GraphPageModel {
  const open = `<script type="application/json" id="${GRAPH_DATA_ELEMENT_ID}">`;
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as GraphPageModel;
}

describe('a file that changed with the seeds', () => {
  it('is coloured and explained as co-change when history sent it the most rank', () => {
    const history = { coChanges: (seeds: readonly string[]) => new Map(seeds.includes(SEED) ? [['src/cli/banner.ts', 6]] : []) };
    const node = (options: { cochangeWeight?: number }) =>
      graphModel(repo, { paths: [SEED] }, { top: 40, history, ...options }).nodes.find((n) => n.path === 'src/cli/banner.ts');
    const withHistory = node({});
    expect(withHistory).toMatchObject({ category: 'co-change', colour: REASON_COLOURS['co-change'] });
    expect(withHistory!.reasonText).toContain('changed together with the seeds');
    expect(node({ cochangeWeight: 0 })?.category).not.toBe('co-change');
    expect(new Set(Object.values(REASON_COLOURS)).size).toBe(Object.keys(REASON_COLOURS).length);
  });
});

describe('a file that past changes like the task touched', () => {
  it('is coloured and explained as a similar change', () => {
    const history = {
      coChanges: () => new Map<string, number>(),
      filesLike: (terms: readonly string[]) => new Map(terms.includes('greeting') ? [['src/cli/banner.ts', 5]] : []),
    };
    const node = (options: { messageWeight?: number }) =>
      graphModel(repo, { query: 'the greeting shows a stale total' }, { top: 40, history, ...options }).nodes.find((n) => n.path === 'src/cli/banner.ts');
    expect(node({})).toMatchObject({ category: 'similar-change', colour: REASON_COLOURS['similar-change'] });
    expect(node({})!.reasonText).toContain("messages read like the task's text");
    expect(node({ messageWeight: 0 })?.category).not.toBe('similar-change');
  });
});

describe('the legend', () => {
  it('has a category, colour and words for each reason a fused signal gives, read from the signals table', () => {
    const reasons = SIGNALS.flatMap((signal) => (signal.reason ? [signal.reason] : []));
    // The reasons rank/rank.ts gives a file a fused list ranked: each must be one the page knows.
    for (const name of ['co-change', 'similar-change', 'quoted', 'lexical']) expect(reasons.map((reason) => reason.name)).toContain(name);
    for (const reason of reasons) {
      expect(categoryOf(reason.name)).toBe(reason.name);
      expect(REASON_COLOURS[reason.name]).toBe(reason.colour);
    }
    expect(categoryOf('imported-by:src/a.ts')).toBe('imported-by');
    expect(categoryOf('no-such-reason')).toBe('global-rank');
  });
});

describe('graph page model', () => {
  it('has min(top, ranked) nodes, best first, the seed first and coloured as a seed', () => {
    const request = { paths: [SEED] };
    const ranked = repo.rank(request);
    expect(ranked.length).toBeGreaterThan(10);
    for (const top of [1, 5, ranked.length + 20]) {
      const model = graphModel(repo, request, { top });
      expect(model.nodes.map((node) => node.path)).toEqual(ranked.slice(0, top).map((file) => file.path));
    }
    const model = graphModel(repo, request, { top: 8 });
    const seed = model.nodes[0]!;
    expect(seed).toMatchObject({ path: SEED, reason: 'seed', category: 'seed', colour: REASON_COLOURS.seed, reasonText: 'a seed of the task' });
    expect(model.nodes.slice(1).every((node) => node.category !== 'seed' && node.colour !== REASON_COLOURS.seed)).toBe(true);
    expect(model.legend.find((entry) => entry.category === 'seed')).toMatchObject({ count: 1, colour: REASON_COLOURS.seed });
    expect(model.legend.reduce((sum, entry) => sum + entry.count, 0)).toBe(8);
    // A seed may score 0 (it passes its rank on); it is never drawn smaller than a file below it.
    for (let i = 1; i < model.nodes.length; i++) expect(model.nodes[i]!.size).toBeLessThanOrEqual(model.nodes[i - 1]!.size);
  });

  it('gives each node the signatures the store holds, and edges only among the shown files', () => {
    const model = graphModel(repo, { paths: [SEED] }, { top: 6 });
    const stored = repo.symbols([SEED]).map((def) => def.signature);
    const seed = model.nodes[0]!;
    expect(seed.signatures.length).toBeGreaterThan(0);
    expect(seed.signatures.map((signature) => signature.text)).toEqual(expect.arrayContaining(['export class OrderService']));
    for (const signature of seed.signatures) expect(stored).toContain(signature.text);
    const shown = new Set(model.nodes.map((node) => node.path));
    expect(model.edges.length).toBeGreaterThan(0);
    for (const edge of model.edges) {
      expect(shown.has(edge.source) && shown.has(edge.target)).toBe(true);
      expect(edge.weight).toBeGreaterThan(0);
    }
    const reasonNeighbour = model.nodes.find((node) => node.reason === `imported-by:${SEED}`)!;
    expect(reasonNeighbour.reasonText).toBe(`imported by ${SEED}, the file that sent it the most rank`);
    expect(model.edges).toContainEqual(expect.objectContaining({ source: SEED, target: reasonNeighbour.path }));
  });

  it('keeps a hostile path and signature inside the JSON element, and reads them back intact', () => {
    const html = graphPage(repo, { paths: [HOSTILE] }, { top: 10 });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('\u2028');
    const data = pageData(html);
    const hostile = data.nodes[0]!;
    expect(hostile).toMatchObject({ path: HOSTILE, label: HOSTILE, category: 'seed' });
    // The data keeps the real text; U+2028 is a control character, escaped for display like every text output.
    expect(hostile.signatures.map((signature) => signature.text)).toContain(HOSTILE_SIGNATURE.replace('\u2028', '\\342\\200\\250'));
  });

  it('never shows a file the secrets filter hides, nor its signatures', () => {
    const html = graphPage(repo, { paths: ['src/uses-secrets.ts'], mentions: ['PRIVATE_KEY', 'API_TOKEN'] }, { top: 1000 });
    const data = pageData(html);
    expect(data.nodes[0]!.path).toBe('src/uses-secrets.ts');
    expect(data.nodes.map((node) => node.path)).not.toEqual(expect.arrayContaining(['src/id_rsa.ts']));
    expect(data.nodes.some((node) => node.path.includes('id_rsa') || node.path.includes('vault'))).toBe(false);
    expect(html).not.toContain('begin-private-key');
    expect(html).not.toMatch(/export const (PRIVATE_KEY|API_TOKEN)/);
  });

  it('admits only its own inline script and style (by hash) and nothing from the network', () => {
    const html = graphPage(repo, { paths: [SEED] }, { top: 5 });
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)![1]!;
    const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = /<script>([\s\S]*)<\/script>\n<\/body>/.exec(html)![1]!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(policy).toBe(`default-src 'none'; script-src ${hash(script)}; style-src ${hash(style)}; img-src data:; base-uri 'none'; form-action 'none'`);
    expect(html).not.toMatch(/\b(src|href)="(https?:)?\/\//);
  });

  it('writes the same bytes for the same request, from a fresh index too', async () => {
    const request = { paths: [SEED], mentions: ['PricingEngine'] };
    const first = graphPage(repo, request, { top: 12 });
    expect(graphPage(repo, request, { top: 12 })).toBe(first);
    const again = Repository.open(root, { db: join(temporaryDir(), 'index.db') });
    try {
      await again.update();
      expect(graphPage(again, request, { top: 12 })).toBe(first);
    } finally {
      again.close();
    }
  });
});
