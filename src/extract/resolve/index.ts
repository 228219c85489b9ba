import type { LanguageId } from '../../types.js';
import { languageSpecs } from '../registry/index.js';
import { createFileIndex } from './file-index.js';
import type { ImportResolver, LanguageResolver, LanguageResolverFactory, ResolverContext } from './types.js';

export { readResolverContext } from './context.js';
export type { GoModule, ImportResolver, ResolverContext, TsPathMapping } from './types.js';

export function createImportResolver(paths: readonly string[], context: ResolverContext = {}): ImportResolver {
  const index = createFileIndex(paths);
  const factories = new Map<LanguageId, LanguageResolverFactory>();
  for (const { id, resolver: create } of languageSpecs()) if (create) factories.set(id, create);
  // Each language names its resolver in the registry; languages sharing one share its tables.
  // A resolver's tables are built when a file of its language first needs one: re-resolving
  // one changed file of a large tree builds one language's, not every language's.
  const built = new Map<LanguageResolverFactory, LanguageResolver>();
  const resolverFor = (language: LanguageId): LanguageResolver | undefined => {
    const create = factories.get(language);
    if (!create) return undefined;
    let resolver = built.get(create);
    if (!resolver) built.set(create, (resolver = create(index, context)));
    return resolver;
  };
  return {
    resolve(fromPath, language, specifier, names) {
      const hits = resolverFor(language)?.resolve(fromPath, specifier, names) ?? [];
      const out = new Set<string>();
      for (const h of hits) if (h !== null && h !== fromPath) out.add(h);
      return [...out];
    },
  };
}
