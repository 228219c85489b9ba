// Single-file components: a Svelte component's `<script>` blocks (read with the HTML grammar)
// and a Vue component's are extracted with the typescript or javascript query by their lang
// attribute, at the component file's own line numbers; their imports resolve in the index.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractFileSource } from '../../src/extract/embedded.js';
import { Repository } from '../../src/index.js';
import type { LanguageId } from '../../src/types.js';
import { PROJECT_ROOT, cleanupTemporaries, copyFixture } from '../helpers.js';
import { defRows } from './support.js';

afterAll(cleanupTemporaries);

const component = (language: LanguageId, file: string) =>
  extractFileSource(language, readFileSync(join(PROJECT_ROOT, 'fixtures', 'components', 'src', 'components', file), 'utf8'));

/** `kind name@line` of every reference, sorted. */
const refs = (result: { references: { kind: string; name: string; line: number }[] }) =>
  result.references.map((r) => `${r.kind} ${r.name}@${r.line}`).sort();

describe('svelte components', () => {
  it('maps the module and instance <script lang="ts"> blocks at the file\'s lines, its markup\'s syntax no fault', async () => {
    const result = await component('svelte', 'CartSummary.svelte');
    expect(result).toMatchObject({ status: 'ok', error: null, lines: 33 });
    expect(defRows(result)).toEqual([
      ['constant', 'CURRENCY', 2, "  export const CURRENCY = 'EUR';"],
      ['function', 'formatAmount', 4, '  export function formatAmount(amount: number): string'],
      ['variable', 'lines', 13, '  export let lines: CartLine[] = [];'],
      ['function', 'clear', 17, '  function clear(): void'],
    ]);
    expect(result.imports).toEqual([
      { specifier: './CartRow.svelte', names: ['default'], line: 10 },
      { specifier: '../lib/cart', names: ['lineTotal', 'CartLine'], line: 11 },
    ]);
    expect(refs(result)).toEqual([
      // the markup's <CartRow/> is a call of the imported component
      'call CartRow@24',
      'call lineTotal@15',
      'call reduce@15',
      'call toFixed@5',
      'import CartLine@11',
      'import CartRow@10',
      'import lineTotal@11',
      'type CartLine@13',
    ]);
  });

  it('takes a Svelte 5 component\'s props, destructured from $props() with let, as its variables', async () => {
    const source = [
      '<script lang="ts">',
      "  import { useForm } from './form';",
      '  let { title, count = 0, class: className }: Props = $props();',
      '  const [Form, { validate, reset: resetForm }] = useForm();',
      '  function go(): void { let { inner } = title as any; }',
      '</script>',
      '<h1>{title}</h1>',
    ].join('\n');
    const result = await extractFileSource('svelte', source);
    expect(result.status).toBe('ok');
    expect(defRows(result).map(([kind, name, line]) => `${kind} ${name}@${line}`)).toEqual([
      'variable title@3',
      'variable className@3',
      'variable count@3',
      'constant Form@4',
      'constant validate@4',
      'constant resetForm@4',
      'function go@5',
    ]);
  });

  it('reads a plain <script> as JavaScript and leaves a <svelte:head> page script out', async () => {
    const result = await component('svelte', 'CartRow.svelte');
    expect(result.status).toBe('ok');
    expect(defRows(result)).toEqual([
      ['variable', 'line', 10, '  export let line;'],
      ['function', 'describeLine', 12, '  export function describeLine(entry)'],
    ]);
    expect(result.imports).toEqual([{ specifier: '../lib/cart', names: ['lineTotal'], line: 8 }]);
    expect(refs(result)).toEqual(['import lineTotal@8', 'member quantity@13', 'member sku@13']);
  });

  it('yields nothing from markup alone, and a broken script as partial with its line', async () => {
    expect(await extractFileSource('svelte', '{#if ok}<p>{name}</p>{/if}\n')).toMatchObject({ status: 'ok', definitions: [], imports: [], references: [] });
    const broken = await extractFileSource('svelte', '<p/>\n<script module>\nexport function ok() {}\nfunction (\n</script>\n');
    expect(broken.status).toBe('partial');
    expect(broken.error).toContain('<script> at line 2');
    expect(defRows(broken)[0]).toEqual(['function', 'ok', 3, 'export function ok()']);
  });
});

describe('vue components beside them', () => {
  it('maps <script setup lang="ts"> at the file\'s lines, with the template\'s kebab-case component tag as a call', async () => {
    const result = await component('vue', 'CartPanel.vue');
    expect(result.status).toBe('ok');
    expect(defRows(result)).toEqual([
      ['constant', 'props', 13, 'const props = defineProps<{ lines: CartLine[] }>();'],
      ['constant', 'headline', 15, 'const headline = computed(() => `${props.lines.length} lines, ${sum(props.lines)}`);'],
      ['function', 'sum', 17, 'function sum(lines: CartLine[]): number'],
    ]);
    expect(refs(result)).toEqual(expect.arrayContaining(['call CartBadge@3', 'call lineTotal@18', 'call sum@15', 'type CartLine@13', 'import CartBadge@10']));
  });
});

describe('components in an index', () => {
  it('records .svelte and .vue files, with their definitions and resolved imports', async () => {
    const repo = Repository.open(copyFixture('components'));
    await repo.update({ threads: 1 });
    expect(Object.fromEntries(repo.files().map((f) => [f.path, f.language]))).toEqual({
      'src/components/CartBadge.vue': 'vue',
      'src/components/CartPanel.vue': 'vue',
      'src/components/CartRow.svelte': 'svelte',
      'src/components/CartSummary.svelte': 'svelte',
      'src/lib/cart.ts': 'typescript',
    });
    expect(repo.findSymbol('formatAmount').map((d) => `${d.path}:${d.startLine}`)).toEqual(['src/components/CartSummary.svelte:4']);
    const edges = repo.database
      .prepare("SELECT f.path || ' -> ' || t.path FROM import_edges e JOIN files f ON f.id = e.file_id JOIN files t ON t.id = e.target_id ORDER BY 1")
      .pluck()
      .all();
    expect(edges).toEqual([
      'src/components/CartPanel.vue -> src/components/CartBadge.vue',
      'src/components/CartPanel.vue -> src/lib/cart.ts',
      'src/components/CartRow.svelte -> src/lib/cart.ts',
      'src/components/CartSummary.svelte -> src/components/CartRow.svelte',
      'src/components/CartSummary.svelte -> src/lib/cart.ts',
    ]);
    repo.close();
  });
});
