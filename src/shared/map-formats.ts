// The names of the map formats, below every stage: `.repomap.json` (shared/config.ts, which may
// not import render/) and the CLI's help read them here. Each name is a module of
// render/formats/ with its row in render/formats.ts, keyed by `MapFormat`: a name without a
// module, or a module without a name, does not compile.
export const MAP_FORMAT_NAMES = ['text', 'markdown', 'json'] as const;

export type MapFormat = (typeof MAP_FORMAT_NAMES)[number];

/** `text, markdown or json`: the names as help and error messages list them. */
export const MAP_FORMATS_IN_WORDS = `${MAP_FORMAT_NAMES.slice(0, -1).join(', ')} or ${MAP_FORMAT_NAMES.at(-1)}`;
