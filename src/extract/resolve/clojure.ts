import { createModuleSuffixResolver } from './module-suffix.js';

/** `ring.util.codec` → `…/ring/util/codec.clj` (or .cljc, .cljs); `my-lib.core` → `my_lib/core`. */
export const createClojureResolver = createModuleSuffixResolver(['.clj', '.cljc', '.cljs'], (specifier) =>
  /^[\w.*+!?<>=-]+$/.test(specifier) ? specifier.replace(/-/g, '_').replace(/\./g, '/') : null,
);
