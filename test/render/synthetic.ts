import type { RankedDefinition } from '../../src/types.js';
import type { MapEntry } from '../../src/render/types.js';
import { seededRandom } from '../../src/bench/metrics.js';

const NOUNS = ['Invoice', 'Ledger', 'Customer', 'Payment', 'Refund', 'Tax', 'Order', 'Cart', 'Session', 'Token'];
const VERBS = ['apply', 'compute', 'render', 'validate', 'load', 'persist', 'resolve', 'merge', 'split', 'notify'];

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

// Interfaces and classes are mostly short fields, as in real code.
const KINDS: ReadonlyArray<RankedDefinition['kind']> = ['method', 'function', 'field', 'field', 'constant', 'type'];

/** A realistic TypeScript signature: one line, or a multi-line parameter list kept whole. */
function signatureFor(random: () => number, name: string, kind: RankedDefinition['kind']): string {
  const type = pick(random, NOUNS);
  switch (kind) {
    case 'class':
      return `export class ${name} extends Base${type} implements Serializable<${type}> {`;
    case 'method':
      return `  async ${name}(input: ${type}, options?: Partial<${type}Options>): Promise<${type}Result>`;
    case 'field':
      return random() < 0.7 ? `  ${name}: ${type}` : `  private readonly ${name}: Map<string, ${type}>`;
    case 'constant':
      return `export const ${name.toUpperCase()} = ${Math.floor(random() * 1000)}`;
    case 'type':
      return `export type ${name} = ${type} | null`;
    default:
      if (random() < 0.5) return `export function ${name}(value: ${type}, strict = false): ${type} | undefined`;
      return [
        `export async function ${name}(`,
        `  source: ReadonlyArray<${type}>,`,
        `  options: { retries: number; signal?: AbortSignal } = { retries: 3 },`,
        `): Promise<Map<string, ${type}>>`,
      ].join('\n');
  }
}

/**
 * `files` ranked files, each with `perFile` definitions spread over the file so most are
 * non-adjacent, given in rank order (score descending) as the ranker would.
 */
export function syntheticMap(files: number, perFile: number, seed = 1): MapEntry[] {
  const random = seededRandom(seed);
  const entries: MapEntry[] = [];
  for (let f = 0; f < files; f++) {
    const path = `src/${pick(random, VERBS)}/${pick(random, NOUNS).toLowerCase()}_${f}.ts`;
    const fileScore = 1 / (f + 1);
    const definitions: RankedDefinition[] = [];
    let line = 1 + Math.floor(random() * 5);
    for (let d = 0; d < perFile; d++) {
      const kind = d === 0 ? 'class' : pick(random, KINDS);
      const name = `${pick(random, VERBS)}${pick(random, NOUNS)}${d}`;
      const signature = signatureFor(random, name, kind);
      const height = signature.split('\n').length;
      const startLine = line;
      const endLine = startLine + height + Math.floor(random() * 30);
      definitions.push({
        path,
        name,
        qualifiedName: name,
        kind,
        startLine,
        endLine,
        signature,
        score: fileScore * (0.2 + random()),
      });
      // Occasionally the next definition follows right after the signature (no elision).
      line = random() < 0.15 ? startLine + height : endLine + 1 + Math.floor(random() * 4);
    }
    definitions.sort((a, b) => b.score - a.score);
    const reason = f === 0 ? 'seed' : f % 3 === 0 ? `imported-by:src/app_${f - 1}.ts` : 'global-rank';
    entries.push({ file: { path, score: fileScore, reason }, definitions });
  }
  return entries;
}
