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
   * 'seed' (defined in a seed file), 'mentioned' (the task names it),
   * 'referenced-by-seed:<file>' / 'referenced-by:<file>' (the file that sent it the most
   * rank uses its name), or 'file-<its file's reason>' (its file's own rank carries it:
   * 'file-imported-by:<file>', 'file-co-change', 'file-global-rank', …).
   */
  reason: string;
}

/** Why a definition is where it is, from its score's parts. */
function reasonOf(scored: DefinitionScore, file: RankedFile | undefined, seeds: ReadonlySet<string>): string {
  const path = scored.definition.path;
  if (seeds.has(path)) return 'seed';
  if (scored.mentioned) return 'mentioned';
  if (scored.strongestSource !== null && scored.received >= scored.fileShare) {
    return `${seeds.has(scored.strongestSource) ? 'referenced-by-seed' : 'referenced-by'}:${scored.strongestSource}`;
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

/** The scored definitions as one ranked list, each with its reason. */
export function rankedSymbols(scores: readonly DefinitionScore[], files: readonly RankedFile[]): RankedSymbol[] {
  const fileOf = new Map(files.map((file) => [file.path, file]));
  const seeds = new Set(files.filter((file) => file.reason === 'seed').map((file) => file.path));
  return scores
    .map((scored): RankedSymbol => {
      const def = scored.definition;
      return {
        path: def.path,
        name: def.name,
        qualifiedName: def.qualifiedName,
        kind: def.kind,
        line: def.startLine,
        endLine: def.endLine,
        score: def.score,
        seed: seeds.has(def.path),
        reason: reasonOf(scored, fileOf.get(def.path), seeds),
      };
    })
    .sort(bySymbolOrder);
}
