/**
 * Kotlin 2.2's when-guards (`is Column<*> if isEntityIdentifier() -> …`) are beyond the
 * fallback grammar: the guard, a condition that declares nothing, is blanked with spaces,
 * so every other byte keeps its offset. Only a guard that ends on its own line with `->`,
 * after a type test or a plain value, is touched.
 */
const WHEN_GUARD =
  /^([ \t]*(?:!?is[ \t]+[\w.]+(?:<[^>\n]*>)?\??|(?!(?:else|return|throw|val|var|if|when|while|for|do|try|fun|in)\b)[\w.]+|'[^'\n]{1,2}'|"[^"\n]*"))([ \t]+if[ \t(][^\n]*?)([ \t]*->)/gmu;

export function blankWhenGuards(source: string): string {
  if (!source.includes(' if ')) return source;
  return source.replace(WHEN_GUARD, (_whole, subject: string, guard: string, arrow: string) => subject + ' '.repeat(guard.length) + arrow);
}
