// Definition ranking: the definitions of the ranked files as one list, best first, each
// with why it is there (the answer to "which functions", where the file ranking answers
// "which files").
import type { DefinitionKind, RankedFile } from '../types.js';
import type { DefinitionScore } from './definitions.js';

export interface RankedSymbol {
  path: string;
  name: string;
  qualifiedName: string;
  kind: DefinitionKind;
  line: number;
  endLine: number;
  score: number;
  /** Defined in a seed file. */
  seed: boolean;
  /**
   * 'seed' (defined in a seed file), 'mentioned' (the task names it), 'quoted' (it holds a
   * string the task's text quotes),
   * 'referenced-by-seed:<file>' / 'referenced-by:<file>' (the file that sent it the most
   * rank uses its name), or 'file-<its file's reason>' (its file's rank and its share of
   * the file carry it: 'file-imported-by:<file>', 'file-co-change', 'file-global-rank', …).
   */
  reason: string;
}

/**
 * A definition's share of its file is this much its share of the file's lines (its own, its
 * members' left out) and the rest its share of the file's definition scores: a change edits
 * lines, so a long function is likelier to be touched than a one-line one; the definition
 * scores add what the seeds use. Measured on bench cochange:
 * bench/history/notebook-2026-11-to-12.md, "Definition ranking".
 */
export const LINES_WEIGHT = 0.75;

/** Lines of each definition that none of its members holds (at least 1), by position in `spans`. */
export function ownLines(spans: readonly { startLine: number; endLine: number }[]): number[] {
  const order = spans.map((_, index) => index).sort((a, b) => spans[a]!.startLine - spans[b]!.startLine || spans[b]!.endLine - spans[a]!.endLine);
  const own = spans.map((span) => span.endLine - span.startLine + 1);
  const open: number[] = [];
  const length = (index: number): number => spans[index]!.endLine - spans[index]!.startLine;
  for (const index of order) {
    const span = spans[index]!;
    while (open.length && spans[open[open.length - 1]!]!.endLine < span.startLine) open.pop();
    // The innermost open definition strictly larger than this one holding it is its container.
    for (let k = open.length - 1; k >= 0; k--) {
      const outer = spans[open[k]!]!;
      if (outer.startLine <= span.startLine && span.endLine <= outer.endLine && length(index) < length(open[k]!)) {
        own[open[k]!]! -= length(index) + 1;
        break;
      }
    }
    open.push(index);
  }
  return own.map((lines) => Math.max(1, lines));
}

/** Why a definition is where it is, from its score's parts. */
function reasonOf(scored: DefinitionScore, file: RankedFile | undefined, seeds: ReadonlySet<string>): string {
  if (seeds.has(scored.definition.path)) return 'seed';
  if (scored.mentioned) return 'mentioned';
  if (scored.quoted) return 'quoted';
  // Referenced: most of its definition score came along references to its name.
  if (scored.strongestSource !== null && scored.received >= scored.fileShare) {
    return `${seeds.has(scored.strongestSource!) ? 'referenced-by-seed' : 'referenced-by'}:${scored.strongestSource}`;
  }
  return `file-${file?.reason ?? 'global-rank'}`;
}

/** Best score first; ties by path, then line, then qualified name. */
export function bySymbolOrder(a: RankedSymbol, b: RankedSymbol): number {
  return (
    b.score - a.score ||
    (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
    a.line - b.line ||
    (a.qualifiedName < b.qualifiedName ? -1 : a.qualifiedName > b.qualifiedName ? 1 : 0)
  );
}

/**
 * The scored definitions as one ranked list: a definition's score is its file's weight,
 * 1/(1 + the file's position among the non-seed files; a seed counts as the first), times
 * its share of the file (see LINES_WEIGHT). Each comes with its reason.
 */
export function rankedSymbols(scores: readonly DefinitionScore[], files: readonly RankedFile[]): RankedSymbol[] {
  const fileOf = new Map(files.map((file) => [file.path, file]));
  const seeds = new Set(files.filter((file) => file.reason === 'seed').map((file) => file.path));
  const position = new Map<string, number>();
  let nonSeeds = 0;
  for (const file of files) position.set(file.path, seeds.has(file.path) ? 0 : nonSeeds++);

  const byPath = new Map<string, DefinitionScore[]>();
  for (const scored of scores) {
    const list = byPath.get(scored.definition.path);
    if (list) list.push(scored);
    else byPath.set(scored.definition.path, [scored]);
  }
  const symbols: RankedSymbol[] = [];
  for (const [path, list] of byPath) {
    const lines = ownLines(list.map((scored) => scored.definition));
    const totalLines = lines.reduce((sum, value) => sum + value, 0);
    const totalScore = list.reduce((sum, scored) => sum + scored.definition.score, 0);
    const weight = 1 / (1 + (position.get(path) ?? files.length));
    list.forEach((scored, index) => {
      const def = scored.definition;
      const lineShare = lines[index]! / totalLines;
      const scoreShare = totalScore > 0 ? def.score / totalScore : 0;
      symbols.push({
        path,
        name: def.name,
        qualifiedName: def.qualifiedName,
        kind: def.kind,
        line: def.startLine,
        endLine: def.endLine,
        score: weight * (LINES_WEIGHT * lineShare + (1 - LINES_WEIGHT) * scoreShare),
        seed: seeds.has(path),
        reason: reasonOf(scored, fileOf.get(path), seeds),
      });
    });
  }
  return symbols.sort(bySymbolOrder);
}
