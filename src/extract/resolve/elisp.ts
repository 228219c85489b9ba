import { createByModuleNameResolver } from './by-module-name.js';

/** `(require 'foo)` → `foo.el` anywhere in the tree (a feature is provided by its file, by convention). */
export const createElispResolver = createByModuleNameResolver('.el', (name) => name);
