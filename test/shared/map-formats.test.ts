// The map formats' names are written once (shared/map-formats.ts): `.repomap.json` accepts each
// format the renderer has and nothing else, `--format` and its help list the same names, and
// every name renders (a formatter exists for it).
import { describe, expect, it } from 'vitest';
import { FLAGS } from '../../src/cli/flags.js';
import { configDefaultsOf } from '../../src/shared/config.js';
import { formatterOf, isMapFormat, MAP_FORMATS } from '../../src/render/formats.js';

describe('map format names', () => {
  it('are the formats the renderer has, accepted by .repomap.json and listed by --format help', () => {
    expect(MAP_FORMATS).toEqual(['text', 'markdown', 'json']);
    const help = FLAGS.find((flag) => flag.name === 'format')!.description;
    for (const format of MAP_FORMATS) {
      expect(isMapFormat(format)).toBe(true);
      expect(typeof formatterOf(format).block).toBe('function');
      expect(configDefaultsOf({ map: { format } }).map.format).toBe(format);
      expect(help).toContain(format);
    }
    expect(help).toBe('text, markdown or json');
    expect(isMapFormat('html')).toBe(false);
    expect(() => configDefaultsOf({ map: { format: 'html' } })).toThrow(/map\.format/);
  });
});
