import { createModulePathResolver } from './module-path.js';

/**
 * `lib/Mojo/Base.pm` → `Mojo/Base`: the path after its last `lib/` directory (`t/lib/` too),
 * else the whole path without its extension.
 */
export function perlModulePath(path: string): string | null {
  const stem = path.slice(0, -'.pm'.length);
  const lib = stem.lastIndexOf('lib/');
  if (lib === -1) return stem;
  return lib === 0 || stem[lib - 1] === '/' ? stem.slice(lib + 'lib/'.length) : stem;
}

/** `use Foo::Bar` → `lib/Foo/Bar.pm` (any `lib/`, or the root). */
export const createPerlResolver = createModulePathResolver('.pm', perlModulePath, (specifier) =>
  /^\w+(?:::\w+)*$/.test(specifier) ? specifier.replace(/::/g, '/') : null,
);
