import { extractQueryTerms, taskScopes } from './query-terms.js';
import { queryLiteralTerms } from './query-literals.js';
import { filesOfModule } from './module-paths.js';
import { memberFiles, type MemberLookup } from './members.js';
import { trimEndOf } from '../shared/chars.js';

/** What a task says about where to look. All fields optional; none means a general map. */
export interface SeedRequest {
  /** Repository-relative paths the task changes (PR paths, `--seed`, `--diff`). */
  paths?: readonly string[];
  /** Identifiers the task names (`--mention`). */
  mentions?: readonly string[];
  /** Free text such as an issue body (`--query`, `--query-file`). */
  query?: string;
  /** `--diff REV`: the revision, and how many of `paths` are the files changed since it. */
  diff?: { revision: string; changed: number };
}

/** A task given as text (an issue, a commit message) with no seed path. */
export function isTextTask(request: SeedRequest): boolean {
  return Boolean(request.query?.trim()) && !request.paths?.length;
}

/** A part of the task that leads to nothing indexed: its flag, what it gave (empty for a text), and why. */
export interface Unmatched {
  flag: '--seed' | '--diff' | '--mention' | '--query';
  value: string;
  why: string;
}

export interface ResolvedSeeds {
  /** Local file index → teleport weight (unnormalized). */
  personalization: Map<number, number>;
  /** File index → why it is a seed: 'seed' or 'mentioned'. */
  reasons: Map<number, 'seed' | 'mentioned'>;
  /** Identifiers whose edges are boosted. */
  mentioned: Set<string>;
  /** What the lexical prior reads of the task: its text's words and the identifiers it names (mentions included). */
  textWords: string[];
  /** The identifiers alone, as written (mentions included). */
  identifiers: string[];
  /** The literals the text quotes, as literal-table terms with their weights (empty without a text). */
  literalTerms: Map<string, number>;
  /** Files the text names by path or module (`src/app.py`, a traceback's frame, `sphinx.ext.autodoc`). */
  namedByPath: Set<number>;
  /** Files defining a `Name::member` the text writes (rank/members.ts): they lead beside the paths, whatever their weight. */
  namedByMember: Set<number>;
  /** The seed paths and mentions that led to nothing, and a `--diff` that changed nothing. */
  unmatched: Unmatched[];
  /** Whether the text itself seeded any file (by a name, path, word or scope). */
  textSeeded: boolean;
  empty: boolean;
}

const SEED_WEIGHT = 1;
const PATH_MENTION_WEIGHT = 1;
const WORD_MATCH_WEIGHT = 0.05;
/** Frames of a trace weighed, innermost first: a pasted log's deep traces say little more past these. */
const MAX_TRACE_FRAMES = 20;
/** A task's scope (`fs: …`) against a word of its text. */
const SCOPE_WEIGHT = 3;
/** Directory names that say where code sits, not what it does: a word matching one names nothing. */
const STRUCTURAL_DIRECTORIES = new Set([
  'src', 'lib', 'libs', 'pkg', 'pkgs', 'packages', 'crates', 'modules', 'internal', 'test', 'tests', 'spec', 'specs',
  'docs', 'doc', 'examples', 'example', 'bin', 'cmd', 'scripts', 'tools', 'vendor', 'third_party', 'app', 'apps', 'main',
  'java', 'kotlin', 'scala', 'resources', 'source', 'sources', 'include',
]);

/**
 * Turn a task into a personalization vector: seed paths (a directory seeds
 * every file under it), files defining a mentioned identifier (spread over its
 * definers), paths written in the text, and files whose name matches a word.
 */
/** What seed resolution needs to know about the repository. */
export interface SeedContext {
  /** Indexed paths; a position is a file index. */
  paths: readonly string[];
  /** Path → file index (the inverse of `paths`). */
  indexOf: ReadonlyMap<string, number>;
  /** Indexes of the files defining `name` (empty when none). */
  definersOf(name: string): readonly number[];
  /** Indexes of the files defining `member` inside `container` (without it, `Name::member` is read as its parts only). */
  membersOf?: MemberLookup;
}

export function resolveSeeds(
  data: SeedContext,
  request: SeedRequest,
  options: { directoryWords?: boolean; scopeWeight?: number; memberSeeds?: 'off' | 'seed' | 'lead' } = {},
): ResolvedSeeds {
  const personalization = new Map<number, number>();
  const reasons = new Map<number, 'seed' | 'mentioned'>();
  const mentioned = new Set<string>();
  // Whether what is being added comes from the text, and how many files it has seeded.
  let readingText = false;
  let textFiles = 0;
  const add = (index: number, weight: number, reason: 'seed' | 'mentioned'): void => {
    personalization.set(index, (personalization.get(index) ?? 0) + weight);
    if (reasons.get(index) !== 'seed') reasons.set(index, reason);
    if (readingText) textFiles++;
  };

  const unmatched: Unmatched[] = [];
  if (request.diff && request.diff.changed === 0) unmatched.push({ flag: '--diff', value: request.diff.revision, why: 'no file changed since it' });
  const seedPaths = request.paths ?? [];
  seedPaths.forEach((seed, position) => {
    const clean = trimEndOf(seed, '/');
    const exact = data.indexOf.get(clean);
    let found = exact !== undefined;
    if (exact !== undefined) add(exact, SEED_WEIGHT, 'seed');
    else {
      const prefix = clean === '' || clean === '.' ? '' : `${clean}/`;
      data.paths.forEach((path, index) => {
        if (!path.startsWith(prefix)) return;
        add(index, SEED_WEIGHT, 'seed');
        found = true;
      });
    }
    // The paths `--diff` gave come last; one git lists but the index skips is no seed of the user's.
    const fromDiff = position >= seedPaths.length - (request.diff?.changed ?? 0);
    if (!found && !fromDiff) unmatched.push({ flag: '--seed', value: seed, why: 'no indexed file or directory' });
  });

  const identifiers = [...(request.mentions ?? [])];
  const namedByPath = new Set<number>();
  const namedByMember = new Set<number>();
  const pathWords: string[] = [];
  const words: string[] = [];
  const traces: string[][] = [];
  if (request.query) {
    const terms = extractQueryTerms(request.query);
    identifiers.push(...terms.identifiers);
    pathWords.push(...terms.paths);
    words.push(...terms.words);
    traces.push(...terms.traces);
  }
  for (const mention of request.mentions ?? []) {
    if (!identifierForms(mention).some((part) => data.definersOf(part).length > 0)) {
      unmatched.push({ flag: '--mention', value: mention, why: 'no definition of that name' });
    }
  }
  const mentionCount = request.mentions?.length ?? 0;
  for (const [position, identifier] of identifiers.entries()) {
    readingText = position >= mentionCount;
    for (const part of identifierForms(identifier)) {
      const definers = data.definersOf(part);
      if (!definers.length) continue;
      mentioned.add(part);
      const weight = 1 / Math.sqrt(definers.length);
      for (const index of definers) add(index, weight, 'mentioned');
    }
  }
  // `sphinx.ext.autodoc` names sphinx/ext/autodoc/__init__.py, as a path would.
  for (const [position, identifier] of identifiers.entries()) {
    readingText = position >= mentionCount;
    if (!identifier.includes('.')) continue;
    const files = filesOfModule(data.paths, identifier);
    for (const index of files) {
      add(index, PATH_MENTION_WEIGHT / Math.sqrt(files.length), 'mentioned');
      namedByPath.add(index);
    }
  }
  readingText = true;
  // `Queue::forward()`: the file whose `Queue` defines `forward`, not every `Queue.php` (a task
  // given as text alone; with seed paths, the paths lead).
  const memberMode = options.memberSeeds ?? 'lead';
  if (memberMode !== 'off' && data.membersOf && isTextTask(request)) {
    for (const index of memberFiles(identifiers.slice(mentionCount), data.membersOf, data.paths)) {
      add(index, PATH_MENTION_WEIGHT, 'mentioned');
      if (memberMode === 'lead') namedByMember.add(index);
    }
  }
  for (const written of pathWords) {
    // `conf.py` in a tree with a hundred of them names none in particular: shared out, and no lead.
    const files = filesWritten(data.paths, written);
    for (const index of files) {
      add(index, PATH_MENTION_WEIGHT / Math.sqrt(files.length), 'mentioned');
      if (files.length <= MAX_LEADING_MATCHES) namedByPath.add(index);
    }
  }
  // Of a stack trace's frames in the repository, the innermost is where it failed: each frame
  // adds to its path's weight, the innermost the most (1, then 1/2, 1/3, …).
  for (const trace of traces) {
    let depth = 0;
    for (const written of trace.slice(0, MAX_TRACE_FRAMES)) {
      const files = filesWritten(data.paths, written);
      if (!files.length) continue;
      depth++;
      for (const index of files) add(index, PATH_MENTION_WEIGHT / depth, 'mentioned');
    }
  }
  if (words.length) {
    const wanted = new Set(words.map((word) => word.toLowerCase()));
    const inNamedDirectories = new Map<string, number[]>();
    data.paths.forEach((path, index) => {
      const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '').toLowerCase();
      if (wanted.has(stem)) add(index, WORD_MATCH_WEIGHT, 'mentioned');
      // `printer: fix …` names the files of crates/printer/ (a package, crate or module directory)
      const directories = path.split('/').slice(0, -1);
      for (const directory of new Set(directories.map((name) => name.toLowerCase()))) {
        if (options.directoryWords === false || !wanted.has(directory) || STRUCTURAL_DIRECTORIES.has(directory)) continue;
        let files = inNamedDirectories.get(directory);
        if (!files) inNamedDirectories.set(directory, (files = []));
        files.push(index);
      }
    });
    for (const files of inNamedDirectories.values()) {
      // A directory holding most of the repository (`src/flask/` in flask) names nothing in particular.
      if (files.length * 2 > data.paths.length) continue;
      const weight = WORD_MATCH_WEIGHT / Math.sqrt(files.length);
      for (const index of files) add(index, weight, 'mentioned');
    }
  }
  // `fs: …`, `fix(ssr): …`, `xds/internal: …`: the scope a task opens with names a directory or a file.
  const scopeWeight = options.scopeWeight ?? SCOPE_WEIGHT;
  for (const scope of request.query && scopeWeight > 0 ? taskScopes(request.query) : []) {
    const files: number[] = [];
    data.paths.forEach((path, index) => {
      const slash = path.lastIndexOf('/');
      const directory = `/${path.slice(0, slash + 1).toLowerCase()}`;
      const stem = path.slice(slash + 1).replace(/\.[^.]+$/, '').toLowerCase();
      if (directory.includes(`/${scope}/`) || (!scope.includes('/') && stem === scope)) files.push(index);
    });
    if (!files.length || files.length * 2 > data.paths.length) continue;
    const weight = (scopeWeight * WORD_MATCH_WEIGHT) / Math.sqrt(files.length);
    for (const index of files) add(index, weight, 'mentioned');
  }
  // The identifiers' word parts too: a new name (`set_zero_linger`) has no definer yet, but its
  // parts lead to the code it joins.
  const literalTerms = request.query ? queryLiteralTerms(request.query) : new Map<string, number>();
  const textSeeded = textFiles > 0;
  return { personalization, reasons, mentioned, textWords: [...words, ...identifiers], identifiers, literalTerms, namedByPath, namedByMember, unmatched, textSeeded, empty: personalization.size === 0 };
}

/** The files a written path names: `invoice.ts` names src/billing/invoice.ts, and so does a trace's /app/src/billing/invoice.ts. */
/** A written path matching more files than this (a bare `conf.py`) does not put them first. */
const MAX_LEADING_MATCHES = 2;

function filesWritten(paths: readonly string[], written: string): number[] {
  const suffix = written.replace(/^\.?\//, '');
  const files: number[] = [];
  paths.forEach((path, index) => {
    if (path === suffix || path.endsWith(`/${suffix}`) || suffix.endsWith(`/${path}`)) files.push(index);
  });
  return files;
}

/** `Invoice.applyTax` → itself, `Invoice`, `applyTax`; `a::b::C` → `C`, ... */
function identifierForms(identifier: string): string[] {
  const parts = identifier.split(/::|\.|#/).filter(Boolean);
  return parts.length > 1 ? [identifier, ...parts] : [identifier];
}
