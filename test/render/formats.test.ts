import { describe, expect, it } from 'vitest';
import { formatMapOutput, formatterOf, MAP_FORMATS, renderMap } from '../../src/render/formats.js';
import type { MapEntry, RepoMap } from '../../src/render/types.js';
import type { RankedDefinition } from '../../src/types.js';

const def = { path: 'src/a.py', name: 'run', qualifiedName: 'run', kind: 'function', signature: 'def run():', startLine: 3, endLine: 4, score: 1 } as unknown as RankedDefinition;
const entries: MapEntry[] = [
  { file: { path: 'src/a.py', score: 1, reason: 'seed' }, definitions: [def] },
  { file: { path: 'src/b.py', score: 0.5, reason: 'imports:src/a.py' }, definitions: [] },
];

describe('the map formats', () => {
  it('each give a block per file that starts a token piece and ends a line, joined into the map by a line break', () => {
    for (const format of MAP_FORMATS) {
      const blocks = entries.map(formatterOf(format).block);
      for (const block of blocks) expect(block).toMatch(/^[^\s/][^]*\n$/);
      expect(renderMap(entries, format)).toBe(blocks.join('\n'));
    }
  });

  it('print text and markdown maps as their text, a json map as its files around the text it fitted', () => {
    const text = renderMap(entries, 'json');
    expect(text).toBe(renderMap(entries, 'text'));
    const map: RepoMap = { text, tokens: 10, bytes: text.length, budget: { tokens: 100, bytes: null }, tokenizer: 'o200k_base', files: [] };
    expect(formatMapOutput(map, 'text')).toBe(text);
    expect(JSON.parse(formatMapOutput(map, 'json'))).toEqual({ files: [], text, tokens: 10, bytes: text.length, budget: { tokens: 100, bytes: null }, tokenizer: 'o200k_base', unmatched: [] });
    expect(renderMap(entries, 'markdown')).toContain('### src/a.py\nreason: seed\n```python\n');
  });
});
