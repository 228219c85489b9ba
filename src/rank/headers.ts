// A C or C++ header beside its source: when a text's ranking puts `lexer.c` high, its own
// `lexer.h` is usually changed with it (jq), and the reverse. A path-seeded task has this
// through its seeds' directories; a text has no seed, so the partner follows its file here.
// Issue 27; bench/history/2026-12-04d-textscope.md.

const SOURCE_EXTENSIONS = new Set(['c', 'cc', 'cpp', 'cxx', 'c++', 'm', 'mm']);
const HEADER_EXTENSIONS = new Set(['h', 'hh', 'hpp', 'hxx', 'h++']);
/** A stem's partners elsewhere than the file's own directory lead only when there are at most this many. */
const MAX_DISTANT_PARTNERS = 1;

type Kind = 'source' | 'header';

function split(path: string): { directory: string; stem: string; kind: Kind } | null {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  const kind: Kind | null = SOURCE_EXTENSIONS.has(extension) ? 'source' : HEADER_EXTENSIONS.has(extension) ? 'header' : null;
  return kind ? { directory: path.slice(0, slash + 1), stem: name.slice(0, dot), kind } : null;
}

/** The C-family files of a repository by stem, for finding a file's partner. */
export class HeaderPairs {
  private readonly byStem = new Map<string, string[]>();

  constructor(paths: readonly string[]) {
    for (const path of paths) {
      const parts = split(path);
      if (!parts) continue;
      const list = this.byStem.get(parts.stem);
      if (list) list.push(path);
      else this.byStem.set(parts.stem, [path]);
    }
  }

  get empty(): boolean {
    return this.byStem.size === 0;
  }

  /**
   * A source's header (`src/lexer.c` → `src/lexer.h`) or a header's source: the same stem in
   * the same directory, else the one file of that stem and the other kind elsewhere
   * (`src/store.c` → `include/kv/store.h`); none when there are several.
   */
  partnersOf(path: string): string[] {
    const parts = split(path);
    if (!parts) return [];
    const others = (this.byStem.get(parts.stem) ?? []).filter((other) => split(other)!.kind !== parts.kind);
    const near = others.filter((other) => other.slice(0, other.lastIndexOf('/') + 1) === parts.directory);
    if (near.length) return near;
    return others.length <= MAX_DISTANT_PARTNERS ? others : [];
  }
}

/**
 * For each of the `leading` files (a text's first ones), its partner's score becomes at least
 * the file's × `factor` when the partner is already `near` (among the text's first fifteen): the
 * header follows its source closely, and the source its header.
 */
export function pairHeaders(
  scores: Map<string, number>,
  leading: readonly string[],
  pairs: HeaderPairs,
  factor: number,
  near: ReadonlySet<string>,
): void {
  if (factor <= 0 || pairs.empty) return;
  const lifted = new Map<string, number>();
  for (const path of leading) {
    const score = scores.get(path) ?? 0;
    if (score <= 0) continue;
    for (const partner of pairs.partnersOf(path)) {
      // A partner the text's lists do not already hold near the top is not lifted: most headers
      // are not changed with their source (jq: lifting every one cost MRR).
      if (!near.has(partner)) continue;
      const target = score * factor;
      if (target > (scores.get(partner) ?? 0) && target > (lifted.get(partner) ?? 0)) lifted.set(partner, target);
    }
  }
  for (const [path, score] of lifted) scores.set(path, score);
}
