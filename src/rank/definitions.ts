// Definition scoring: the rank that flows into each definition along the references to its
// name from the best-ranked files.
import type { DefinitionKind, RankedDefinition, RankedFile, StoredDefinition } from '../types.js';
import type { GraphSnapshot } from '../graph/snapshot.js';
import { nameSpecificity } from '../graph/weights.js';
import { UNIMPORTED_DEFINER_SHARE } from '../graph/build.js';
import type { RankOptions } from './options.js';
import type { TransitionMatrix } from './pagerank.js';

const KIND_WEIGHT: Partial<Record<DefinitionKind, number>> = { field: 0.5, variable: 0.5, constant: 0.7 };
/** Definition scores count the rank sent by this many best-ranked files: where nearly all of it comes from. */
const CONTRIBUTING_FILES = 64;
const SEED_SOURCE_BOOST = 3;

/** What definition scoring reads from the store: the references of the best-ranked files. */
export interface ReferenceSource {
  /** (name, occurrences) referenced by each given file. */
  referencesOf(paths: readonly string[]): Map<string, { name: string; count: number }[]>;
  /** How many files define each name. */
  definerCounts(names: readonly string[]): Map<string, number>;
  /** For each given file, the files its imports resolve to. */
  importsOf(paths: readonly string[]): Map<string, Set<string>>;
}

/** What definition scoring reads of the rank inputs. */
export interface DefinitionInputs {
  snapshot: GraphSnapshot;
  matrix: TransitionMatrix;
  references: ReferenceSource;
}

/** A definition's score and where it came from: the rank it received along references, and its file's share. */
export interface DefinitionScore {
  definition: RankedDefinition;
  /** Rank received along references to its name. */
  received: number;
  /** The file that sent the most of it (null when nothing did). */
  strongestSource: string | null;
  /** Its even share of its file's own rank. */
  fileShare: number;
  /** Whether the task names it (its score is boosted). */
  mentioned: boolean;
  /** Whether it is the innermost definition holding a literal the task's text quotes (boosted too). */
  quoted: boolean;
}

/** What definitions are scored against: a task's ranking and the inputs it was made from. */
export interface ScoringContext {
  inputs: DefinitionInputs;
  /** The ranked files, best first. */
  ranked: readonly RankedFile[];
  /** Each file's rank. */
  scores: Map<string, number>;
  /** Names the task mentions. */
  mentioned: ReadonlySet<string>;
  /** Lines holding literals the task's text quotes, by file. */
  quotedLines?: ReadonlyMap<string, readonly number[]>;
  options: RankOptions;
}

interface Inflow {
  total: number;
  strongest: string;
  strongestFlow: number;
}

/**
 * A definition's score is the rank that flows into it along the references to
 * its name from the best-ranked files (each passes on its rank in proportion
 * to the reference's weight in its out-weight), plus an even share of its
 * file's own rank so a seed file's definitions show even when nothing calls
 * them. Each score comes with its parts and the file that sent the most rank.
 */
export function explainScores(context: ScoringContext, definitions: readonly StoredDefinition[]): DefinitionScore[] {
  const parts = scoreParts(context, definitions);
  return definitions.map((def) => {
    const flow = parts.inflow.get(def.path)?.get(def.name);
    const received = flow?.total ?? 0;
    const share = parts.fileShare(def);
    const named = isMentioned(def, context.mentioned);
    const quoted = parts.quoted.has(def);
    return {
      definition: rankedDefinition(def, received, share, named || quoted),
      received,
      strongestSource: flow && flow.strongestFlow > 0 ? flow.strongest : null,
      fileShare: share,
      mentioned: named,
      quoted,
    };
  });
}

/** The scores of explainScores without their explanation: what a map needs, with half the objects. */
export function scoreDefinitions(context: ScoringContext, definitions: readonly StoredDefinition[]): RankedDefinition[] {
  const parts = scoreParts(context, definitions);
  return definitions.map((def) =>
    rankedDefinition(def, parts.inflow.get(def.path)?.get(def.name)?.total ?? 0, parts.fileShare(def), isMentioned(def, context.mentioned) || parts.quoted.has(def)),
  );
}

interface ScoreParts {
  inflow: Map<string, Map<string, Inflow>>;
  /** The definitions holding a quoted literal (the innermost around each quoted line). */
  quoted: Set<StoredDefinition>;
  /** A definition's even share of its file's own rank. */
  fileShare(def: StoredDefinition): number;
}

function scoreParts(context: ScoringContext, definitions: readonly StoredDefinition[]): ScoreParts {
  const inflow = inflowByName(context, definitions);
  const { scores } = context;
  const perFile = new Map<string, number>();
  for (const def of definitions) perFile.set(def.path, (perFile.get(def.path) ?? 0) + 1);
  return {
    inflow,
    quoted: quotedDefinitions(definitions, context.quotedLines),
    fileShare: (def) => (scores.get(def.path) ?? 0) / ((perFile.get(def.path) ?? 0) + 1),
  };
}

/** For each quoted line, the innermost of the definitions that holds it. */
function quotedDefinitions(definitions: readonly StoredDefinition[], lines: ReadonlyMap<string, readonly number[]> | undefined): Set<StoredDefinition> {
  const quoted = new Set<StoredDefinition>();
  if (!lines?.size) return quoted;
  const innermost = new Map<string, StoredDefinition>();
  for (const def of definitions) {
    for (const line of lines.get(def.path) ?? []) {
      if (line < def.startLine || line > def.endLine) continue;
      const key = `${def.path}\u0000${line}`;
      const best = innermost.get(key);
      if (!best || def.endLine - def.startLine < best.endLine - best.startLine) innermost.set(key, def);
    }
  }
  for (const def of innermost.values()) quoted.add(def);
  return quoted;
}

function isMentioned(def: StoredDefinition, mentioned: ReadonlySet<string>): boolean {
  return mentioned.size > 0 && (mentioned.has(def.name) || mentioned.has(def.qualifiedName));
}

function rankedDefinition(def: StoredDefinition, received: number, share: number, named: boolean): RankedDefinition {
  return {
    path: def.path,
    name: def.name,
    qualifiedName: def.qualifiedName,
    kind: def.kind,
    startLine: def.startLine,
    endLine: def.endLine,
    signature: def.signature,
    doc: def.doc ?? null,
    ...(def.block != null ? { block: def.block } : {}),
    score: (received + share) * (KIND_WEIGHT[def.kind] ?? 1) * (named ? 10 : 1),
  };
}

/** path → name → the rank received along references to that name, and from whom the most. */
function inflowByName(context: ScoringContext, definitions: readonly StoredDefinition[]): Map<string, Map<string, Inflow>> {
  const { inputs, ranked, scores, mentioned, options } = context;
  const { snapshot, references } = inputs;
  const indexOf = inputs.matrix.indexOf;
  const contributors = ranked.slice(0, CONTRIBUTING_FILES).map((file) => file.path);
  const seedPaths = new Set(ranked.filter((file) => file.reason === 'seed').map((file) => file.path));
  const referenced = references.referencesOf(contributors);
  const names = new Set<string>();
  for (const list of referenced.values()) for (const ref of list) names.add(ref.name);
  // name → the candidate files defining it, each once, in the definitions' order, and the
  // inflow each gathers: the hot loop below adds to these without a map look-up per target.
  const definedByCandidates = new Map<string, { paths: string[]; flows: Inflow[]; seen: Set<string> }>();
  for (const def of definitions) {
    if (!names.has(def.name)) continue;
    let targets = definedByCandidates.get(def.name);
    if (!targets) definedByCandidates.set(def.name, (targets = { paths: [], flows: [], seen: new Set() }));
    if (targets.seen.has(def.path)) continue;
    targets.seen.add(def.path);
    targets.paths.push(def.path);
    targets.flows.push({ total: 0, strongest: '', strongestFlow: 0 });
  }
  const counts = references.definerCounts([...definedByCandidates.keys()]);
  const imports = options.aider ? new Map<string, Set<string>>() : references.importsOf(contributors);

  const specificity = { mentioned, aider: options.aider };
  for (const source of contributors) {
    const sourceIndex = indexOf.get(source);
    const out = sourceIndex === undefined ? 0 : snapshot.outWeight[sourceIndex]!;
    if (out <= 0) continue;
    // What the seeds themselves use matters most to the task.
    const sourceScore = (scores.get(source) ?? 0) * (seedPaths.has(source) ? SEED_SOURCE_BOOST : 1);
    const imported = imports.get(source);
    for (const ref of referenced.get(source) ?? []) {
      const targets = definedByCandidates.get(ref.name);
      if (!targets) continue;
      const { paths, flows, seen } = targets;
      const weight = nameSpecificity(ref.name, counts.get(ref.name) ?? paths.length, ref.count, specificity);
      // A file imports a few files; a common name has hundreds of definers.
      let anyImported = false;
      if (imported) {
        for (const file of imported) {
          if (seen.has(file)) {
            anyImported = true;
            break;
          }
        }
      }
      for (let i = 0; i < paths.length; i++) {
        const target = paths[i]!;
        if (target === source) continue;
        const share = anyImported && !imported!.has(target) ? UNIMPORTED_DEFINER_SHARE : 1;
        const flow = (sourceScore * weight * share) / out;
        const entry = flows[i]!;
        entry.total += flow;
        if (flow > entry.strongestFlow) {
          entry.strongest = source;
          entry.strongestFlow = flow;
        }
      }
    }
  }
  const inflow = new Map<string, Map<string, Inflow>>();
  for (const [name, { paths, flows }] of definedByCandidates) {
    for (let i = 0; i < paths.length; i++) {
      let byName = inflow.get(paths[i]!);
      if (!byName) inflow.set(paths[i]!, (byName = new Map()));
      byName.set(name, flows[i]!);
    }
  }
  return inflow;
}
