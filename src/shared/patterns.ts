// Limits on the gitignore-syntax patterns a repository supplies (`.repomapignore`, `.gitignore`
// files outside git, `.repomap.json` "secrets"). The `ignore` package compiles `**` to a
// backtracking regex whose cost grows as depth^(number of `**`), and tests every parent of a
// path too: a 52-byte line with ten `**` and a 60-level path took minutes. Within these
// limits the worst pattern costs about a millisecond per path.

/** Most `**` a repository pattern may hold; real ignore files use one, rarely two. */
export const MAX_GLOBSTARS = 2;
export const MAX_PATTERN_LENGTH = 1024;
/** Deeper paths (this many directories or more) are never matched against repository patterns. */
export const MAX_PATH_DEPTH = 64;

/** Why a repository pattern is refused, or null when it is within the limits. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length > MAX_PATTERN_LENGTH) return `longer than ${MAX_PATTERN_LENGTH} characters`;
  if (globstars(pattern) > MAX_GLOBSTARS) return `more than ${MAX_GLOBSTARS} "**"`;
  return null;
}

/** The lines of an ignore file that are within the limits (the others are left out). */
export function boundedIgnoreLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => patternProblem(line) === null);
}

/** Directories above a repository-relative POSIX path. */
export function pathDepth(path: string): number {
  let depth = 0;
  for (let at = path.indexOf('/'); at >= 0; at = path.indexOf('/', at + 1)) depth++;
  return depth;
}

/** Runs of two or more `*`. */
function globstars(pattern: string): number {
  let count = 0;
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '*' || pattern[i + 1] !== '*') continue;
    count++;
    while (pattern[i + 1] === '*') i++;
  }
  return count;
}
