// `repomap refs` end to end: the built CLI on a copy of fixtures/refs, text and JSON, callers
// and callees, and the bad input that must end in one line and exit 2.
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanupTemporaries, copyFixture, runCli } from '../helpers.js';

afterEach(cleanupTemporaries);

function refs(root: string, ...args: string[]) {
  const result = runCli(['refs', root, ...args, '--quiet']);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('repomap refs', () => {
  it('prints each use as path:line: text under its definition, the probable ones last', () => {
    const root = copyFixture('refs');
    expect(refs(root, 'applyTax')).toBe(
      [
        'applyTax: 1 definition, 6 uses (5 certain, 1 probable)',
        'src/tax.ts:1  function applyTax',
        '    export function applyTax(amount: number, rate: number): number',
        '  src/tax.ts:11: for (const amount of amounts) total += applyTax(amount, rate);',
        "  src/invoice.ts:1: import { applyTax } from './tax';",
        '  src/invoice.ts:7: return applyTax(this.amount, rate);',
        '  src/invoice.ts:11: const first = applyTax(this.amount, rate);',
        '  src/invoice.ts:12: const second = applyTax(first, rate);',
        'probable (the same name; the file imports no file defining it):',
        '  src/legacy.ts:3: return (globalThis as any).applyTax(amount, 0.2);',
        '',
      ].join('\n'),
    );
  });

  it('prints the documented JSON shape, and takes ROOT from the current directory with one positional', () => {
    const root = copyFixture('refs');
    const result = runCli(['refs', 'roundCents', '--json', '--quiet', '--path', 'src/shipping.ts'], { cwd: root });
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(Object.keys(report)).toEqual(['name', 'definitions', 'uses', 'total']);
    expect(report.definitions).toEqual([
      {
        path: 'src/shipping.ts', name: 'roundCents', qualifiedName: 'roundCents', kind: 'function', line: 1, endLine: 3,
        signature: 'export function roundCents(value: number): number', doc: null,
      },
    ]);
    expect(report.uses).toEqual([
      { path: 'src/shipping.ts', line: 6, text: 'return roundCents(weight * 1.5);', kind: 'call', kinds: ['call'], certainty: 'certain', definition: 'src/shipping.ts' },
      { path: 'src/tax.ts', line: 2, text: 'return roundCents(amount * (1 + rate));', kind: 'call', kinds: ['call'], certainty: 'probable', definition: null },
      { path: 'src/tax.ts', line: 12, text: 'return roundCents(total);', kind: 'call', kinds: ['call'], certainty: 'probable', definition: null },
    ]);
    expect(report.total).toBe(3);
  });

  it('--kind and --limit narrow the uses; the total still counts them all', () => {
    const root = copyFixture('refs');
    const news = JSON.parse(refs(root, 'Invoice', '--kind', 'new', '--json'));
    expect(news.uses.map((use: { path: string; line: number }) => `${use.path}:${use.line}`)).toEqual(['src/report.ts:8', 'src/report.ts:12']);
    const text = refs(root, 'applyTax', '--limit', '2');
    expect(text).toContain('  src/invoice.ts:1: ');
    expect(text).not.toContain('src/invoice.ts:7');
    expect(text.trimEnd().split('\n').at(-1)).toBe('… 4 more (raise the limit)');
  });

  it('--callers lists each calling function with its call lines; --callees what a function calls', () => {
    const root = copyFixture('refs');
    expect(refs(root, 'applyTax', '--callers')).toBe(
      [
        'applyTax: 1 definition, 4 callers',
        'src/tax.ts:1  function applyTax',
        '    export function applyTax(amount: number, rate: number): number',
        '  src/tax.ts:9  function totalWithTax',
        '    src/tax.ts:11: for (const amount of amounts) total += applyTax(amount, rate);',
        '  src/invoice.ts:6  method Invoice.total',
        '    src/invoice.ts:7: return applyTax(this.amount, rate);',
        '  src/invoice.ts:10  method Invoice.totalTwice',
        '    src/invoice.ts:11: const first = applyTax(this.amount, rate);',
        '    src/invoice.ts:12: const second = applyTax(first, rate);',
        'probable (the same name; the file imports no file defining it):',
        '  src/legacy.ts:2  function legacyTotal',
        '    src/legacy.ts:3: return (globalThis as any).applyTax(amount, 0.2);',
        '',
      ].join('\n'),
    );
    expect(refs(root, 'totalWithTax', '--callees')).toBe(
      [
        'totalWithTax: 1 definition',
        'src/tax.ts:9  function totalWithTax',
        '    export function totalWithTax(amounts: number[], rate: number): number',
        '  certain call applyTax → src/tax.ts:1',
        '    src/tax.ts:11: for (const amount of amounts) total += applyTax(amount, rate);',
        '  certain call roundCents → src/tax.ts:5',
        '    src/tax.ts:12: return roundCents(total);',
        '',
      ].join('\n'),
    );
    const callers = JSON.parse(refs(root, 'report', '--callers', '--json'));
    expect(callers.callers).toEqual([
      { path: 'src/report.ts', caller: null, calls: [{ line: 11, text: 'export const SAMPLE = report(build());' }], certainty: 'certain', definition: 'src/report.ts' },
    ]);
    const callees = JSON.parse(refs(root, 'legacyTotal', '--callees', '--json'));
    expect(callees.callees).toHaveLength(1);
    expect(callees.callees[0].calls).toMatchObject([{ name: 'applyTax', kind: 'call', certainty: 'probable', definitions: [{ path: 'src/tax.ts', line: 1 }] }]);
  });

  it('an unknown name is no result: an empty list, one line on stderr, exit 0', () => {
    const root = copyFixture('refs');
    const text = runCli(['refs', root, 'noSuchName', '--quiet']);
    expect(text.status).toBe(0);
    expect(text.stdout).toBe('');
    expect(text.stderr).toBe("repomap: no definition or use of 'noSuchName'\n");
    expect(JSON.parse(refs(root, 'noSuchName', '--json'))).toEqual({ name: 'noSuchName', definitions: [], uses: [], total: 0 });
  });

  it('escapes control characters of the lines it prints; JSON keeps them', () => {
    const root = copyFixture('refs');
    writeFileSync(join(root, 'src', 'loud.ts'), "import { applyTax } from './tax';\nexport const LOUD = applyTax(1, 2) + '\u001b[31m\r';\n");
    const text = refs(root, 'applyTax');
    expect(text).toContain("  src/loud.ts:2: export const LOUD = applyTax(1, 2) + '\\033[31m\\r';\n");
    expect(text).not.toContain('\u001b');
    const json = JSON.parse(refs(root, 'applyTax', '--json'));
    expect(json.uses.find((use: { path: string; line: number }) => use.path === 'src/loud.ts' && use.line === 2).text).toBe("export const LOUD = applyTax(1, 2) + '\u001b[31m\r';");
  });

  it('refuses bad input with one line and exit 2', () => {
    const root = copyFixture('refs');
    const cases: [string[], string][] = [
      [['refs', join(root, 'missing'), 'applyTax'], 'root does not exist'],
      [['refs', root, ''], 'the name is empty'],
      [['refs', root, '   '], 'the name is empty'],
      [['refs'], 'missing NAME'],
      [['refs', root, 'a', 'b'], 'too many arguments'],
      [['refs', root, 'applyTax', '--kind', 'nope'], "--kind must be one of call, new, inheritance, import, type, member, got 'nope'"],
      [['refs', root, 'applyTax', '--callers', '--callees'], 'give --callers or --callees, not both'],
      [['refs', root, 'applyTax', '--callers', '--kind', 'call'], '--kind is for references'],
      [['refs', root, 'applyTax', '--limit', '0'], '--limit must be a positive integer'],
      [['refs', root, 'applyTax', '--path', '../elsewhere.ts'], '--path: '],
    ];
    for (const [args, message] of cases) {
      const result = runCli([...args, '--quiet']);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
      expect(result.stderr.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
      expect(result.stdout).toBe('');
    }
  });
});
