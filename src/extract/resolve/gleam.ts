import { createModuleSuffixResolver } from './module-suffix.js';

/** `gleam/list` → `…/gleam/list.gleam` (below `src/` or `test/`). */
export const createGleamResolver = createModuleSuffixResolver(['.gleam'], (specifier) =>
  /^[a-z][\w/]*$/.test(specifier) ? specifier : null,
);
