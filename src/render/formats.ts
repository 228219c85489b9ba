// The map formats: one module each in formats/, one row below (keyed by the names of
// `MapFormat`, shared/map-formats.ts, so a name without a module does not compile, nor a module
// without a name). The fitter renders and counts
// every map through its format's `block`.
import { json } from './formats/json.js';
import { markdown } from './formats/markdown.js';
import { text } from './formats/text.js';
import type { MapFormatter } from './formats/types.js';
import type { MapEntry, MapFormat, RepoMap } from './types.js';

export type { MapFormatter } from './formats/types.js';

const FORMATTERS: { readonly [name in MapFormat]: MapFormatter } = { text, markdown, json };

export { MAP_FORMAT_NAMES as MAP_FORMATS, MAP_FORMATS_IN_WORDS } from '../shared/map-formats.js';

export function isMapFormat(name: string): name is MapFormat {
  return Object.hasOwn(FORMATTERS, name);
}

export function formatterOf(format: MapFormat): MapFormatter {
  return FORMATTERS[format];
}

/** Renders entries in the given order, blocks joined by a blank line; definitions are shown in source order. */
export function renderMap(entries: readonly MapEntry[], format: MapFormat = 'text'): string {
  const { block } = FORMATTERS[format];
  return entries.map(block).join('\n');
}

/** What is printed of a fitted map in its format. */
export function formatMapOutput(map: RepoMap, format: MapFormat): string {
  return FORMATTERS[format].output(map);
}
