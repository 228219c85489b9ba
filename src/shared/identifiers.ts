// Identifier words: the vocabulary shared by the index (FTS terms), the ranking
// (lexical similarity, query terms) and the benchmark's BM25.

/**
 * Splits an identifier into lowercase word parts: at `_ - . / $ ::` and other
 * non-alphanumerics, at lower→upper case changes (`applyTax` → apply, tax),
 * before the last capital of an acronym followed by lowercase
 * (`HTTPResponse` → http, response; a plural acronym stays whole:
 * `getURLs` → get, urls) and between letters and digits, digits
 * being parts of their own (`parseHTTPResponse2` → parse, http, response, 2;
 * `utf8Decode` → utf, 8, decode). Duplicates are kept; the empty string and
 * pure punctuation give [].
 */
export function splitIdentifier(name: string): string[] {
  const parts = name.match(/\p{Lu}{2,}s(?!\p{Ll})|\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{Nd}+|[\p{Lo}\p{Lm}\p{Lt}]+/gu);
  return parts ? parts.map((part) => part.toLowerCase()) : [];
}
