// `Name::member`, `Name.member`, `Name#member` in a task's text: the file that defines `member`
// inside `Name` is the one meant, not every file that mentions `Name` or defines a `member`
// (laravel has five `Queue.php`; `Queue::forward()` means the one whose `Queue` defines
// `forward`). The store knows each definition's container (its qualified name), so this is a
// look-up. Issue 27; bench/history/2026-12-04d-textscope.md.

/** A `Name.member` whose definers are more than this names none of them in particular. */
const MAX_MEMBER_FILES = 2;

/** A type declaration file (`types/index.d.ts`, `stubs.pyi`): it restates a member, the code is elsewhere. */
function isDeclarationFile(path: string): boolean {
  return path.endsWith('.d.ts') || path.endsWith('.d.mts') || path.endsWith('.d.cts') || path.endsWith('.pyi');
}

/** What the look-up needs of the store: the files defining `member` inside `container`. */
export type MemberLookup = (container: string, member: string) => readonly number[];

/**
 * The files each qualified identifier of the text (`Queue.forward`, as the query's reading
 * writes `Queue::forward` and `Queue#forward`) names by its last two parts, when at most
 * two files define that member in that container, type declaration files left out (dayjs's
 * `types/plugin/utc.d.ts` is not where `dayjs.utc` is broken). Deduplicated, in the
 * identifiers' order.
 */
export function memberFiles(identifiers: readonly string[], membersOf: MemberLookup, paths: readonly string[]): number[] {
  const files: number[] = [];
  const seen = new Set<number>();
  const asked = new Set<string>();
  for (const identifier of identifiers) {
    if (!identifier.includes('.')) continue;
    const parts = identifier.split('.');
    const member = parts[parts.length - 1]!;
    const container = parts[parts.length - 2]!;
    if (member.length < 2 || container.length < 2) continue;
    const key = `${container}.${member}`;
    if (asked.has(key)) continue;
    asked.add(key);
    const definers = membersOf(container, member).filter((index) => !isDeclarationFile(paths[index]!));
    if (!definers.length || definers.length > MAX_MEMBER_FILES) continue;
    for (const index of definers) {
      if (seen.has(index)) continue;
      seen.add(index);
      files.push(index);
    }
  }
  return files;
}
