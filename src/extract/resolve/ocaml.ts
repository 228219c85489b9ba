import { createByModuleNameResolver } from './by-module-name.js';

/** `Foo` (from `open Foo`, `Foo.bar`) → `foo.ml` or `Foo.ml` anywhere in the tree. */
export const createOcamlResolver = createByModuleNameResolver('.ml', (name) => name.charAt(0).toLowerCase() + name.slice(1));
