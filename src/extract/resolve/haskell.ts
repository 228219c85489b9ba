import { createModulePathResolver } from './module-path.js';

const isModuleSegment = (segment: string) => segment.length > 0 && segment[0]! >= 'A' && segment[0]! <= 'Z';

/**
 * `src/ShellCheck/Parser.hs` → `ShellCheck/Parser`: the run of capitalised segments at the end
 * of the path, a module's name below its source directory (`src/`, `lib/`, `app/`, `test/`).
 */
export function haskellModulePath(path: string): string | null {
  const segments = path.slice(0, -'.hs'.length).split('/');
  let first = segments.length;
  while (first > 0 && isModuleSegment(segments[first - 1]!)) first--;
  return first === segments.length ? null : segments.slice(first).join('/');
}

/** `import Data.Foo` → `Data/Foo.hs` below any source directory of the repository. */
export const createHaskellResolver = createModulePathResolver('.hs', haskellModulePath, (specifier) =>
  /^[A-Z][\w']*(?:\.[A-Z][\w']*)*$/.test(specifier) ? specifier.replace(/\./g, '/') : null,
);
