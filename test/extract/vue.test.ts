// Vue single-file components: the script blocks are extracted with the typescript, tsx or
// javascript query by their lang attribute, at the component file's own line numbers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractFileSource } from '../../src/extract/embedded.js';
import { createImportResolver } from '../../src/extract/resolve/index.js';
import { PROJECT_ROOT } from '../helpers.js';
import { defRows, hasRef } from './support.js';

const component = (file: string) =>
  extractFileSource('vue', readFileSync(join(PROJECT_ROOT, 'fixtures', 'extract', 'vue', 'src', 'components', file), 'utf8'));

describe('vue extraction', () => {
  it('maps both <script lang="ts"> and <script setup lang="ts"> at the file\'s lines', async () => {
    const result = await component('InvoiceList.vue');
    expect(result.status).toBe('ok');
    expect(result.lines).toBe(36);
    expect(defRows(result)).toEqual([
      ['interface', 'InvoiceFilter', 8, 'export interface InvoiceFilter'],
      ['field', 'InvoiceFilter.status', 9, "  status: 'open' | 'paid'"],
      ['constant', 'props', 22, 'const props = defineProps<{ invoices: Invoice[]; filter: InvoiceFilter }>();'],
      ['constant', 'paying', 23, 'const paying = ref<string | null>(null);'],
      ['constant', 'visible', 25, 'const visible = computed(() => props.invoices.filter((i) => i.status === props.filter.status));'],
      ['function', 'pay', 27, 'function pay(invoice: Invoice): void'],
    ]);
    expect(result.imports).toEqual([
      { specifier: 'vue', names: ['computed', 'ref'], line: 18 },
      { specifier: './InvoiceRow.vue', names: ['default'], line: 19 },
      { specifier: '../billing/invoice', names: ['formatTotal', 'Invoice'], line: 20 },
    ]);
    expect(result.references.find((r) => r.kind === 'call' && r.name === 'formatTotal')).toMatchObject({ line: 29, count: 1 });
    expect(hasRef(result, 'InvoiceFilter', 'type')).toBe(true);
    expect(hasRef(result, 'Invoice', 'type')).toBe(true);
    // the template's component tag is a call of the imported component; <ul> is not
    expect(result.references.find((r) => r.kind === 'call' && r.name === 'InvoiceRow')).toMatchObject({ line: 3, count: 1 });
    expect(result.references.some((r) => r.name === 'ul')).toBe(false);
  });

  it('reads kebab-case component tags as their PascalCase names', async () => {
    const result = await extractFileSource('vue', '<template>\n  <invoice-row /><router-view></router-view><p/>\n</template>\n');
    expect(result.references.map((r) => `${r.kind}:${r.name}@${r.line}`)).toEqual(['call:InvoiceRow@2', 'call:RouterView@2']);
  });

  it('reads a plain <script> as JavaScript, after which the template defines nothing', async () => {
    const result = await component('InvoiceRow.vue');
    expect(result.status).toBe('ok');
    expect(defRows(result)).toEqual([['function', 'rowKey', 14, 'export function rowKey(invoice)']]);
    expect(result.imports).toEqual([{ specifier: '../billing/invoice', names: ['formatTotal'], line: 2 }]);
    expect(hasRef(result, 'formatTotal', 'call')).toBe(true);
  });

  it('reads <script lang="tsx"> with JSX', async () => {
    const result = await component('Chart.vue');
    expect(result.status).toBe('ok');
    expect(defRows(result)).toEqual([
      ['class', 'ChartModel', 5, 'export class ChartModel'],
      ['method', 'ChartModel.constructor', 6, '  constructor(readonly points: number[])'],
      ['method', 'ChartModel.max', 8, '  max(): number'],
      ['function', 'Legend', 13, 'export const Legend = () =>'],
    ]);
    expect(hasRef(result, 'ChartModel', 'new')).toBe(true);
  });

  it('extracts a component without a script block as nothing, and a broken script as partial', async () => {
    const empty = await extractFileSource('vue', '<template><p>hi</p></template>\n');
    expect(empty).toMatchObject({ status: 'ok', definitions: [], imports: [] });
    const broken = await extractFileSource('vue', '<template/>\n<script>\nexport function ok() {}\nfunction (\n</script>\n');
    expect(broken.status).toBe('partial');
    expect(broken.error).toContain('<script> at line 2');
    expect(defRows(broken)[0]).toEqual(['function', 'ok', 3, 'export function ok()']);
  });

  it('resolves .vue imports from components and from TypeScript', () => {
    const r = createImportResolver(['src/components/InvoiceList.vue', 'src/components/InvoiceRow.vue', 'src/billing/invoice.ts', 'src/main.ts']);
    expect(r.resolve('src/components/InvoiceList.vue', 'vue', './InvoiceRow.vue', ['default'])).toEqual(['src/components/InvoiceRow.vue']);
    expect(r.resolve('src/components/InvoiceList.vue', 'vue', '../billing/invoice', ['formatTotal'])).toEqual(['src/billing/invoice.ts']);
    expect(r.resolve('src/main.ts', 'typescript', './components/InvoiceList.vue', ['default'])).toEqual(['src/components/InvoiceList.vue']);
    expect(r.resolve('src/main.ts', 'typescript', 'vue', ['createApp'])).toEqual([]);
  });
});
