import { createModuleSuffixResolver } from './module-suffix.js';

/** `Json.Decode` → `…/Json/Decode.elm` (below `src/`, or any source directory elm.json names). */
export const createElmResolver = createModuleSuffixResolver(['.elm'], (specifier) =>
  /^[A-Z][\w.]*$/.test(specifier) ? specifier.replace(/\./g, '/') : null,
);
