import { createByModuleNameResolver } from './by-module-name.js';

/** `Foo` (from `open Foo`, `Foo.bar`) → `Foo.res` anywhere in the tree (ReScript module names are global). */
export const createRescriptResolver = createByModuleNameResolver('.res', (name) => name.charAt(0).toUpperCase() + name.slice(1));
