import type { LanguageId } from '../../types.js';
import { languageSpecs } from '../registry/index.js';
import { createFileIndex } from './file-index.js';
import type { ImportResolver, LanguageResolver, LanguageResolverFactory, ResolverContext } from './types.js';

export { readResolverContext } from './context.js';
export type { GoModule, ImportResolver, ResolverContext, TsPathMapping } from './types.js';

export function createImportResolver(paths: readonly string[], context: ResolverContext = {}): ImportResolver {
  const index = createFileIndex(paths);
  const byLanguage = new Map<LanguageId, LanguageResolver>();
  // Each language names its resolver in the registry; languages sharing one share its tables.
  const built = new Map<LanguageResolverFactory, LanguageResolver>();
  for (const { id, resolver: create } of languageSpecs()) {
    if (!create) continue;
    let resolver = built.get(create);
    if (!resolver) built.set(create, (resolver = create(index, context)));
    byLanguage.set(id, resolver);
  }
  return {
    resolve(fromPath, language, specifier, names) {
      const hits = byLanguage.get(language)?.resolve(fromPath, specifier, names) ?? [];
      const out = new Set<string>();
      for (const h of hits) if (h !== null && h !== fromPath) out.add(h);
      return [...out];
    },
  };
}
