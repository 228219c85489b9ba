// A task's scope names a component: `fix(complete): …`, `[clap_derive] …`, `sqlite: …`,
// `area/lexer: …`. When the scope word is a directory of this repository, or a word of a
// package directory's name (`complete` in `clap_complete/`, `clap-complete` for `clap_complete/`),
// the files under it are the task's neighbourhood: a text's fused scores of those files are
// raised, so its first files come from inside it. A word that matches no directory names
// nothing (never a guess). Issue 27; bench/history/2026-12-04d-textscope.md.
import { taskScopes } from './query-terms.js';

/** `[clap_derive] …`, `[area/lexer] …` at the start of a text: a bracketed scope. */
const BRACKET_SCOPE = /^\s*\[([A-Za-z][\w./-]*)\]\s/;

/** The scopes a text opens with, lowercased, `-` read as `_` (`clap-complete` is `clap_complete/`). */
export function scopeWords(text: string): string[] {
  const scopes = taskScopes(text);
  const bracket = BRACKET_SCOPE.exec(text);
  if (bracket) scopes.push(bracket[1]!.toLowerCase());
  return [...new Set(scopes.map((scope) => scope.replaceAll('-', '_')))].filter((scope) => /[a-z]/.test(scope) && scope.length >= 2);
}

/** Whether a directory's name (lowercased, `-` as `_`) is the scope or holds it as a word (`clap_complete` holds `complete`). */
function directoryMatches(directory: string, scope: string): boolean {
  return directory === scope || directory.split('_').includes(scope);
}

/**
 * The files under the component a text's scope names: a directory the scope names, or a path
 * of directories it writes (`area/lexer`); none when no directory matches or the matches
 * hold half of the repository or more (`src` names nothing in particular).
 */
export function scopedFiles(paths: readonly string[], text: string): Set<string> {
  const inScope = new Set<string>();
  for (const scope of scopeWords(text)) {
    const files: string[] = [];
    for (const path of paths) {
      const directories = path.toLowerCase().replaceAll('-', '_').split('/').slice(0, -1);
      const matches = scope.includes('/')
        ? `/${directories.join('/')}/`.includes(`/${scope}/`)
        : directories.some((directory) => directoryMatches(directory, scope));
      if (matches) files.push(path);
    }
    if (!files.length || files.length * 2 > paths.length) continue;
    for (const path of files) inScope.add(path);
  }
  return inScope;
}

/** Raises the scores of the files in the scope: × `factor`; its tests, docs and examples (`supporting`) stay as they are. */
export function raiseScope(scores: Map<string, number>, inScope: ReadonlySet<string>, factor: number, supporting: (path: string) => boolean): void {
  if (factor === 1 || !inScope.size) return;
  for (const path of inScope) {
    if (supporting(path)) continue;
    const score = scores.get(path);
    if (score !== undefined) scores.set(path, score * factor);
  }
}
