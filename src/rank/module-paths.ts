// Dotted module names a text writes (`sphinx.ext.autodoc`, `_pytest.python`,
// `com.acme.billing.Invoice`) traced to the files that are those modules.

/** File stems that stand for their directory: a package's entry file. */
const PACKAGE_ENTRIES = new Set(['__init__', 'index', 'mod', 'lib']);

/** Each module path (`sphinx/ext/autodoc`) by its last segment, once per list of paths. */
const byLastSegment = new WeakMap<readonly string[], Map<string, Array<[string, number]>>>();

function moduleIndex(paths: readonly string[]): Map<string, Array<[string, number]>> {
  let index = byLastSegment.get(paths);
  if (index) return index;
  index = new Map();
  paths.forEach((path, file) => {
    const slash = path.lastIndexOf('/');
    const name = path.slice(slash + 1);
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const module = PACKAGE_ENTRIES.has(stem) ? path.slice(0, Math.max(slash, 0)) : path.slice(0, slash + 1) + stem;
    if (!module) return;
    const last = module.slice(module.lastIndexOf('/') + 1);
    let list = index!.get(last);
    if (!list) index!.set(last, (list = []));
    list.push([module, file]);
  });
  byLastSegment.set(paths, index);
  return index;
}

/**
 * The files a dotted name is the module of: the longest prefix of two or more of its parts
 * that some file's path ends with (`sphinx.ext.autodoc.ClassDocumenter` → sphinx/ext/autodoc/__init__.py).
 */
export function filesOfModule(paths: readonly string[], dotted: string): number[] {
  const parts = dotted.split('.');
  if (parts.length < 2 || parts.some((part) => part === '')) return [];
  const index = moduleIndex(paths);
  for (let count = parts.length; count >= 2; count--) {
    const module = parts.slice(0, count).join('/');
    const candidates = index.get(parts[count - 1]!) ?? [];
    const files = candidates.filter(([path]) => path === module || path.endsWith(`/${module}`)).map(([, file]) => file);
    if (files.length) return files;
  }
  return [];
}
