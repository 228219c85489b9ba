// Names a language's standard library defines and code uses without importing them from the
// repository, listed by each language's profile (shared/profiles/): `IllegalStateException`,
// `Override` and `String` in Java, `ValueError` and `len` in Python, `Promise` and `Response`
// in TypeScript. A reference to one of them means the
// library's, not a repository file that happens to define the same name (spring-jms's own
// `IllegalStateException.java` drew an edge from every Java file that throws the JDK's), unless
// the referencing file imports that file or shares its package.
import { LANGUAGE_PROFILES, languageForPath, type LanguageProfile } from '../shared/languages.js';

type Language = NonNullable<ReturnType<typeof languageForPath>>;

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Each language's standard names (its profile's `standardNames`), for those that list any. */
const BY_LANGUAGE: ReadonlyMap<Language, ReadonlySet<string>> = new Map(
  (Object.entries(LANGUAGE_PROFILES) as [Language, LanguageProfile][]).flatMap(([id, profile]) =>
    profile.standardNames ? [[id, new Set(words(profile.standardNames))] as const] : [],
  ),
);

/** Every language's standard names together: most references are to none of them, a single look-up. */
const ANY_LANGUAGE: ReadonlySet<string> = new Set([...BY_LANGUAGE.values()].flatMap((names) => [...names]));

/**
 * Languages whose files see the other files of their package (for them, their directory) without
 * importing them (the profile's `packageScoped`): such a file's definition of a standard name is
 * the one its neighbours mean.
 */
const PACKAGE_SCOPED: ReadonlySet<Language> = new Set(
  (Object.entries(LANGUAGE_PROFILES) as [Language, LanguageProfile][]).filter(([, profile]) => profile.packageScoped).map(([id]) => id),
);

/** Whether `name`, referenced in the file at `path`, is one its language's standard library gives it. */
export function isStandardName(path: string, name: string): boolean {
  if (!ANY_LANGUAGE.has(name)) return false;
  const language = languageForPath(path);
  return language !== null && (BY_LANGUAGE.get(language)?.has(name) ?? false);
}

/** Whether a file of this path sees, unimported, what the other files of its directory define. */
export function seesItsPackage(path: string): boolean {
  const language = languageForPath(path);
  return language !== null && PACKAGE_SCOPED.has(language);
}

/** The directory part of a repository-relative path ('' at the root). */
export function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}
