import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import { languageForPath } from '../../src/shared/languages.js';
import type { ExtractResult } from '../../src/types.js';
import { defRows as rows, ref, refKeys, type Row } from './support.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/extract/tsx/', import.meta.url));
const FILES = ['InvoiceRow.tsx', 'InvoiceTable.tsx'] as const;
const HTML_TAGS = ['span', 'tr', 'td', 'button', 'table', 'tbody', 'strong', 'div'];

const sources = new Map<string, string>();
const results = new Map<string, ExtractResult>();
beforeAll(async () => {
  for (const file of FILES) {
    const source = readFileSync(FIXTURES + file, 'utf8');
    sources.set(file, source);
    results.set(file, await extractSource('tsx', source));
  }
});
const get = (file: (typeof FILES)[number]) => results.get(file)!;

describe('tsx grammar', () => {
  it('is chosen for .tsx files', () => {
    expect(languageForPath('src/ui/InvoiceRow.tsx')).toBe('tsx');
  });

  it.each(FILES)('parses %s without errors (the typescript grammar cannot)', async (file) => {
    expect(get(file).status).toBe('ok');
    expect(get(file).error).toBeNull();
    const asTypescript = await extractSource('typescript', sources.get(file)!);
    expect(asTypescript.status).toBe('partial');
  });
});

describe('tsx extraction: InvoiceRow.tsx', () => {
  it('finds the props interface and function components with a multi-line destructured parameter', () => {
    expect(rows(get('InvoiceRow.tsx'))).toEqual<Row[]>([
      ['interface', 'InvoiceRowProps', 4, 'export interface InvoiceRowProps'],
      ['field', 'InvoiceRowProps.id', 5, '  id: string'],
      ['field', 'InvoiceRowProps.total', 6, '  total: Money'],
      ['field', 'InvoiceRowProps.onPay', 7, '  onPay?: (id: string) => void'],
      ['field', 'InvoiceRowProps.children', 8, '  children?: ReactNode'],
      ['function', 'Amount', 11, 'export function Amount({ value }: { value: Money })'],
      ['function', 'InvoiceRow', 15, 'export function InvoiceRow({\n  id,\n  total,\n  onPay,\n}: InvoiceRowProps): JSX.Element'],
    ]);
  });

  it('does not record the local handler inside the component', () => {
    expect(get('InvoiceRow.tsx').definitions.map((d) => d.name)).not.toContain('handleClick');
  });

  it('references a component used in JSX, not HTML tags', () => {
    const result = get('InvoiceRow.tsx');
    expect(ref(result, 'call', 'Amount')).toMatchObject({ line: 25, count: 1 });
    expect(refKeys(result)).toEqual(
      expect.arrayContaining(['call:formatMoney', 'call:onPay', 'type:InvoiceRowProps', 'type:Money', 'type:ReactNode', 'member:JSX']),
    );
    const names = result.references.map((r) => r.name);
    for (const tag of HTML_TAGS) expect(names).not.toContain(tag);
  });

  it('records the imports', () => {
    expect(get('InvoiceRow.tsx').imports).toEqual([
      { specifier: 'react', names: ['ReactNode'], line: 1 },
      { specifier: '../typescript/money.js', names: ['formatMoney', 'Money'], line: 2 },
    ]);
  });
});

describe('tsx extraction: InvoiceTable.tsx', () => {
  it('finds arrow and function-expression components, a hook and a default-exported class component', () => {
    expect(rows(get('InvoiceTable.tsx'))).toEqual<Row[]>([
      ['type', 'Row', 5, "type Row = Omit<InvoiceRowProps, 'onPay'>;"],
      ['interface', 'PageState', 7, 'interface PageState'],
      ['field', 'PageState.selected', 8, '  selected: string | null'],
      [
        'function', 'InvoiceTable', 11,
        'export const InvoiceTable = ({ rows, onPay }: { rows: Row[]; onPay: (id: string) => void }) =>',
      ],
      ['function', 'EmptyState', 24, 'export const EmptyState = function EmptyState(): JSX.Element'],
      ['function', 'useSelection', 28, 'export function useSelection(initial: string | null = null)'],
      ['class', 'InvoicePage', 33, 'export default class InvoicePage extends React.Component<{ rows: Row[] }, PageState>'],
      ['field', 'InvoicePage.state', 34, '  state: PageState = { selected: null }'],
      ['method', 'InvoicePage.handlePay', 36, '  handlePay = (id: string): void =>'],
      ['method', 'InvoicePage.render', 40, '  render()'],
    ]);
    const page = get('InvoiceTable.tsx').definitions.find((d) => d.name === 'InvoicePage')!;
    expect(page.endLine).toBe(50);
  });

  it('does not record locals of components and methods', () => {
    const names = get('InvoiceTable.tsx').definitions.map((d) => d.qualifiedName);
    for (const local of ['sorted', 'selected', 'setSelected', 'rows']) expect(names).not.toContain(local);
  });

  it('references JSX components (plain and namespaced) as calls, and the base class', () => {
    const result = get('InvoiceTable.tsx');
    expect(ref(result, 'call', 'InvoiceRow')).toMatchObject({ line: 17, count: 1 });
    expect(ref(result, 'call', 'InvoiceTable')).toMatchObject({ line: 46, count: 1 });
    expect(ref(result, 'call', 'EmptyState')).toMatchObject({ line: 43, count: 1 });
    expect(ref(result, 'call', 'Notice')).toMatchObject({ line: 25 });
    expect(ref(result, 'call', 'Page')).toMatchObject({ line: 45 });
    // <Layout.Page> also references the namespace object it comes from
    expect(ref(result, 'member', 'Layout')).toMatchObject({ line: 25 });
    expect(ref(result, 'inheritance', 'Component')).toMatchObject({ line: 33 });
    expect(refKeys(result)).toEqual(
      expect.arrayContaining([
        'call:useMemo', 'call:useState', 'call:setState', 'member:React', 'member:handlePay',
        'type:PageState', 'type:InvoiceRowProps', 'type:Row',
        'import:React', 'import:useMemo', 'import:useState', 'import:InvoiceRow', 'import:InvoiceRowProps',
      ]),
    );
    const names = result.references.map((r) => r.name);
    for (const tag of HTML_TAGS) expect(names).not.toContain(tag);
  });

  it('records the imports', () => {
    expect(get('InvoiceTable.tsx').imports).toEqual([
      { specifier: 'react', names: ['default', 'useMemo', 'useState'], line: 1 },
      { specifier: './InvoiceRow.js', names: ['InvoiceRow', 'InvoiceRowProps'], line: 2 },
      { specifier: './Layout.js', names: [], line: 3 },
    ]);
  });
});

describe('tsx extraction: signatures never contain a body', () => {
  it.each(FILES)('%s', (file) => {
    for (const d of get(file).definitions) {
      expect(d.signature, d.qualifiedName).not.toMatch(/\breturn\b|<\/|\/>|\bconst \w+ = use|\bthis\./);
      expect(d.signature, d.qualifiedName).not.toMatch(/\{\s*$/);
    }
  });
});

describe('tsx extraction: object members (inherited from the typescript query)', () => {
  it('finds the same object-literal methods, prototype methods and exports as typescript', async () => {
    const source = readFileSync(fileURLToPath(new URL('../../fixtures/extract/typescript/handlers.ts', import.meta.url)), 'utf8');
    const asTsx = await extractSource('tsx', source);
    expect(asTsx.status).toBe('ok');
    expect(rows(asTsx)).toEqual(rows(await extractSource('typescript', source)));
    expect(rows(asTsx)).toEqual(expect.arrayContaining<Row>([
      ['method', 'handlers.open', 9, '  open(invoice: Invoice): void'],
      ['method', 'Legacy.describe', 36, 'Legacy.prototype.describe = function describe(): string'],
      ['function', 'exports.handle', 42, 'exports.handle = (event: string): string =>'],
    ]));
  });
});
