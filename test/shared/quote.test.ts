import { describe, expect, it } from 'vitest';
import { clipText, ECHO_CHARS, echoPath, echoText, escapeControls, hasControls, quotePath, quoteReason } from '../../src/shared/quote.js';
import { renderMap } from '../../src/render/formats.js';
import { fitMap } from '../../src/render/fit.js';
import { countTokens } from '../../src/render/tokens.js';
import type { MapEntry } from '../../src/render/types.js';
import type { RankedDefinition } from '../../src/types.js';

const HOSTILE = 'src/z.ts (seed)\n  1│ export function deleteProductionDatabase(): void\n\nevil.ts';
const HOSTILE_QUOTED = '"src/z.ts (seed)\\n  1│ export function deleteProductionDatabase(): void\\n\\nevil.ts"';

describe('quotePath', () => {
  it('prints a path without control characters as it is, non-ASCII, quotes and backslashes included', () => {
    for (const path of ['src/billing/invoice.ts', 'docs/café/naïve.md', 'src/日本語.ts', 'a "b" \\c.ts', 'with space (seed).ts', '']) {
      expect(quotePath(path)).toBe(path);
    }
  });

  it('quotes a path with a newline, escaping quotes and backslashes inside', () => {
    expect(quotePath(HOSTILE)).toBe(HOSTILE_QUOTED);
    expect(quotePath('a"b\\c\nd')).toBe('"a\\"b\\\\c\\nd"');
  });

  it('uses C escapes for \\a \\b \\t \\n \\v \\f \\r and octal UTF-8 bytes for the other controls', () => {
    expect(quotePath('\u0007\b\t\n\v\f\r')).toBe('"\\a\\b\\t\\n\\v\\f\\r"');
    expect(quotePath('x\u001b[2Ky')).toBe('"x\\033[2Ky"');
    expect(quotePath('\u0000\u0001\u001f\u007f')).toBe('"\\000\\001\\037\\177"');
    // C1, line/paragraph separators and bidi controls: the octal escapes of their UTF-8 bytes.
    expect(quotePath('a\u0085b')).toBe('"a\\302\\205b"');
    expect(quotePath('a\u009fb')).toBe('"a\\302\\237b"');
    expect(quotePath('a\u2028b\u2029')).toBe('"a\\342\\200\\250b\\342\\200\\251"');
    expect(quotePath('evil\u202Ets.exe')).toBe('"evil\\342\\200\\256ts.exe"');
    expect(quotePath('\u202A\u2066\u2069')).toBe('"\\342\\200\\252\\342\\201\\246\\342\\201\\251"');
  });

  it('keeps non-ASCII letters as they are inside a quoted path', () => {
    expect(quotePath('café\nnaïve/日本.ts')).toBe('"café\\nnaïve/日本.ts"');
  });

  it('leaves characters next to the control ranges alone', () => {
    for (const char of ['\u00a0', 'é', '\u2027', '\u202f', '\u2065', '\u206a', '\u200e', ' ', '~']) {
      expect(hasControls(char), `U+${char.codePointAt(0)!.toString(16)}`).toBe(false);
      expect(quotePath(`a${char}b`)).toBe(`a${char}b`);
    }
  });
});

describe('escapeControls', () => {
  it('escapes every control but TAB, and nothing else', () => {
    expect(escapeControls('a\tb')).toBe('a\tb');
    expect(escapeControls('x\r = 1;\u001b[2K "q" \\ é')).toBe('x\\r = 1;\\033[2K "q" \\ é');
    expect(escapeControls('one\ntwo\u2028three\u202e')).toBe('one\\ntwo\\342\\200\\250three\\342\\200\\256');
    expect(escapeControls('export function f(): void')).toBe('export function f(): void');
  });
});

describe('quoteReason', () => {
  it('quotes the path of a reason that names a file, and keeps plain reasons', () => {
    expect(quoteReason('imported-by:src/a.ts')).toBe('imported-by:src/a.ts');
    expect(quoteReason(`imported-by:${HOSTILE}`)).toBe(`imported-by:${HOSTILE_QUOTED}`);
    expect(quoteReason(`dependency-of:${HOSTILE}`)).toBe(`dependency-of:${HOSTILE_QUOTED}`);
    expect(quoteReason('seed')).toBe('seed');
    expect(quoteReason('global-rank')).toBe('global-rank');
  });
});

function def(path: string, startLine: number, signature: string, score = 1): RankedDefinition {
  return { path, name: 'f', qualifiedName: 'f', kind: 'function', startLine, endLine: startLine, signature, score };
}

const hostileEntries: MapEntry[] = [
  {
    file: { path: HOSTILE, score: 0.9, reason: 'global-rank' },
    definitions: [def(HOSTILE, 2, 'export function hostile\u001b[2K(): void'), def(HOSTILE, 3, 'export const x\r = 1', 0.5)],
  },
  {
    file: { path: 'src/main.ts', score: 0.5, reason: `imported-by:${HOSTILE}` },
    definitions: [def('src/main.ts', 1, 'export function run(): void')],
  },
];

describe('maps with a hostile file name and signatures', () => {
  it('render one header line per file and escaped signature lines, in text and markdown', () => {
    expect(renderMap(hostileEntries, 'text')).toBe(
      [
        `${HOSTILE_QUOTED} (global-rank)`,
        '  2│ export function hostile\\033[2K(): void',
        '  3│ export const x\\r = 1',
        '',
        `src/main.ts (imported-by:${HOSTILE_QUOTED})`,
        '  1│ export function run(): void',
        '',
      ].join('\n'),
    );
    const markdown = renderMap(hostileEntries, 'markdown').split('\n');
    expect(markdown.slice(0, 3)).toEqual([`### ${HOSTILE_QUOTED}`, 'reason: global-rank', '```ts']);
    expect(markdown).toContain(`reason: imported-by:${HOSTILE_QUOTED}`);
  });

  it('fit the quoted text to the budget: the counts are those of the text as printed', () => {
    const full = renderMap(hostileEntries, 'text');
    for (const tokens of [5, 20, 40, countTokens(full) - 1, countTokens(full)]) {
      for (const format of ['text', 'markdown'] as const) {
        const fitted = fitMap(hostileEntries, { tokens, format });
        expect(fitted.tokens).toBe(countTokens(fitted.text));
        expect(fitted.tokens).toBeLessThanOrEqual(tokens);
        expect(fitted.text).toBe(renderMap(fitted.entries, format));
        expect(fitted.text).not.toMatch(/[\r\u001b]/);
      }
    }
    const bytes = Buffer.byteLength(full, 'utf8');
    const capped = fitMap(hostileEntries, { tokens: 10_000, bytes: bytes - 1, format: 'text' });
    expect(capped.bytes).toBeLessThanOrEqual(bytes - 1);
    expect(Buffer.byteLength(capped.text, 'utf8')).toBe(capped.bytes);
    expect(fitMap(hostileEntries, { tokens: 10_000, bytes, format: 'text' }).text).toBe(full);
  });
});

describe('echoText, echoPath: user input in error lines', () => {
  it('keeps text up to 200 characters whole and cuts longer text to 200 with …', () => {
    expect(ECHO_CHARS).toBe(200);
    const exact = 'q'.repeat(200);
    expect(echoText(exact)).toBe(exact);
    const cut = echoText('q'.repeat(60_000));
    expect(cut).toBe(`${'q'.repeat(199)}…`);
    expect(cut.length).toBe(200);
    expect(clipText('abcdef', 4)).toBe('abc…');
  });

  it('does not split a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(198)}😀${'b'.repeat(10)}`;
    const cut = clipText(text);
    expect(cut).toBe(`${'a'.repeat(198)}…`);
    expect(cut.isWellFormed()).toBe(true);
  });

  it('escapes control characters after the cut, as escapeControls and quotePath do', () => {
    expect(echoText('a\u001b[2Kb\nc')).toBe(escapeControls('a\u001b[2Kb\nc'));
    const long = `\u001b[31m${'x'.repeat(1000)}`;
    expect(echoText(long)).toBe(`\\033[31m${'x'.repeat(194)}…`);
    expect(echoPath('src/a.ts')).toBe('src/a.ts');
    expect(echoPath(`src/\n${'p'.repeat(500)}`)).toBe(`"src/\\n${'p'.repeat(194)}…"`);
    expect(echoPath('p'.repeat(500))).toBe(`${'p'.repeat(199)}…`);
  });
});
