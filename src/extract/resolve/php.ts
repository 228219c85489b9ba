import { pushTo } from './multimap.js';
import { joinPath } from './paths.js';
import type { FileIndex, LanguageResolver, ResolverContext } from './types.js';

/**
 * `use App\Models\User` → the file composer.json's psr-4 autoload maps it to
 * (`"App\\": "src/"` → src/Models/User.php), else every file whose path ends in
 * App/Models/User.php.
 */
export function createPhpResolver(index: FileIndex, context: ResolverContext): LanguageResolver {
  const bySuffix = new Map<string, string[]>();
  for (const path of index.withExtension('.php')) {
    const segs = path.split('/');
    for (let i = 0; i < segs.length; i++) pushTo(bySuffix, segs.slice(i).join('/'), path);
  }
  // Longest prefixes first: `App\Http\` is more specific than `App\`.
  const maps = (context.phpAutoload ?? [])
    .flatMap(({ dir, psr4 }) => Object.entries(psr4).map(([prefix, dirs]) => ({ dir, prefix, dirs })))
    .sort((a, b) => b.prefix.length - a.prefix.length);

  function resolve(_fromPath: string, specifier: string): string[] {
    const spec = specifier.replace(/^\\+/, '');
    for (const { dir, prefix, dirs } of maps) {
      if (!spec.startsWith(prefix)) continue;
      const rest = `${spec.slice(prefix.length).replace(/\\/g, '/')}.php`;
      const hits: string[] = [];
      for (const target of dirs) {
        const file = joinPath(dir, `${target}/${rest}`);
        if (file !== null && index.files.has(file)) hits.push(file);
      }
      if (hits.length) return hits;
    }
    return bySuffix.get(`${spec.replace(/\\/g, '/')}.php`) ?? [];
  }

  return { resolve };
}
