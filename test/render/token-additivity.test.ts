// The fitter counts a map as the sum of its blocks' counts (each with the blank line after
// it): exact because o200k_base never merges across a run of line breaks followed by a path.
// Checked here against the reference count on varied blocks, both formats.
import { countTokens as referenceCount } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { renderMap } from '../../src/render/formats.js';
import type { MapEntry, MapFormat } from '../../src/render/types.js';
import { syntheticMap } from './synthetic.js';

const PLAIN = { disallowedSpecial: new Set<string>() };
const count = (text: string) => referenceCount(text, PLAIN);

/** Blocks whose edges are the awkward cases: punctuation and spaces at the end, odd paths, special-token text. */
function awkward(): MapEntry[] {
  const endings = ['{', ')', ':   ', '=>', '// <|endoftext|>', '   ', '；', '"""'];
  return endings.map((ending, index) => ({
    file: { path: index % 2 ? `src/"quoted ${index}".ts` : `lib/ünïcode_${index}/mod.py`, score: 1, reason: index % 3 ? 'seed' : '' },
    definitions: [
      {
        path: '', name: `f${index}`, qualifiedName: `f${index}`, kind: 'function', startLine: 3, endLine: 9,
        signature: `export function f${index}(a: number) ${ending}`, doc: null, score: 1, container: null,
      },
    ],
  })) as MapEntry[];
}

describe('a map’s token count', () => {
  for (const format of ['text', 'markdown'] as MapFormat[]) {
    it(`is the sum of its blocks’ counts (${format})`, () => {
      for (const entries of [syntheticMap(60, 6, 7), awkward(), [...awkward(), ...syntheticMap(10, 3, 9)]]) {
        for (let cut = 1; cut <= entries.length; cut += 3) {
          const shown = entries.slice(0, cut);
          const blocks = shown.map((entry) => renderMap([entry], format));
          const summed = blocks.reduce((sum, block, i) => sum + count(i < blocks.length - 1 ? `${block}\n` : block), 0);
          expect(summed).toBe(count(renderMap(shown, format)));
        }
      }
    });
  }
});
