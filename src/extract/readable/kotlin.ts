/**
 * Kotlin 2.2's when-guards (`is Column<*> if isEntityIdentifier() -> …`) are beyond the
 * fallback grammar: the guard, a condition that declares nothing, is blanked with spaces,
 * so every other byte keeps its offset. Only a guard that ends on its own line with `->`,
 * after a type test or a plain value, is touched.
 *
 * A line is what `^` and `.` take it to be, ended by any line terminator (`\r` and U+2028 too):
 * a class that crossed a lone `\r` read the rest of the line again from each `\r`. The guard
 * ends on something other than a space or tab (or is empty), so a run of spaces before no
 * `->` is read once, not once from each space: both were quadratic (issue 26).
 */
const WHEN_GUARD =
  /^([ \t]*(?:!?is[ \t]+[\w.]+(?:<[^>\n\r\u2028\u2029]*>)?\??|(?!(?:else|return|throw|val|var|if|when|while|for|do|try|fun|in)\b)[\w.]+|'[^'\n\r\u2028\u2029]{1,2}'|"[^"\n\r\u2028\u2029]*"))([ \t]+if[ \t(](?:.*?[^ \t\n\r\u2028\u2029])??)([ \t]*->)/gmu;

export function blankWhenGuards(source: string): string {
  if (!source.includes(' if ')) return source;
  return source.replace(WHEN_GUARD, (_whole, subject: string, guard: string, arrow: string) => subject + ' '.repeat(guard.length) + arrow);
}

/**
 * A function type with a nullable receiver (`body: Op<Boolean>?.() -> Op<Boolean>`, Exposed's
 * `adjustWhere`) is beyond the main grammar, which then lost the rest of its class (`open class
 * Query(…) {` ended there, and its later members were read as top-level functions): the `?`
 * becomes a space, a receiver type it reads. `?.(` is no expression of Kotlin's, so only such
 * a type (or a string's text) is touched.
 */
const NULLABLE_RECEIVER = /(?<=[\w>)\]])\?\.\(/gu;

export function readableKotlin(source: string): string {
  return source.includes('?.(') ? source.replace(NULLABLE_RECEIVER, ' .(') : source;
}
