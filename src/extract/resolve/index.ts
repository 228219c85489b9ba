import type { LanguageId } from '../../types.js';
import { createFileIndex } from './file-index.js';
import { createGoResolver } from './go.js';
import { createJavaResolver } from './java.js';
import { createPythonResolver } from './python.js';
import { createRustResolver } from './rust.js';
import type { ImportResolver, LanguageResolver, LanguageResolverFactory, ResolverContext } from './types.js';
import { createTypeScriptResolver } from './typescript.js';

export { readResolverContext } from './context.js';
export type { GoModule, ImportResolver, ResolverContext, TsPathMapping } from './types.js';

/** One line per language: a resolver declares the languages it serves. */
const RESOLVERS: readonly LanguageResolverFactory[] = [
  createTypeScriptResolver,
  createPythonResolver,
  createGoResolver,
  createRustResolver,
  createJavaResolver,
];

export function createImportResolver(paths: readonly string[], context: ResolverContext = {}): ImportResolver {
  const index = createFileIndex(paths);
  const byLanguage = new Map<LanguageId, LanguageResolver>();
  for (const create of RESOLVERS) {
    const resolver = create(index, context);
    for (const language of resolver.languages) byLanguage.set(language, resolver);
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
