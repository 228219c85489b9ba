// Which language a file is in, by its extension: what the scan keeps and the
// extractor parses. One line per language; everything tree-sitter knows about
// a language (grammar, query, resolver) is its module in extract/registry/.
// This table is here, below scan/, because scan may not import extract.

/** Each language's id and the file extensions it owns (lower case, with the dot). */
export const LANGUAGE_EXTENSIONS = {
  typescript: ['.ts', '.mts', '.cts'],
  tsx: ['.tsx'],
  javascript: ['.js', '.jsx', '.mjs', '.cjs'],
  python: ['.py', '.pyi'],
  go: ['.go'],
  rust: ['.rs'],
  java: ['.java'],
  c: ['.c', '.h'],
  cpp: ['.cc', '.cpp', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ipp', '.tpp'],
  c_sharp: ['.cs'],
  ruby: ['.rb', '.rake', '.gemspec', '.ru'],
  php: ['.php'],
  kotlin: ['.kt', '.kts'],
  swift: ['.swift'],
  scala: ['.scala', '.sc'],
  objc: ['.m', '.mm'],
  lua: ['.lua'],
  elixir: ['.ex', '.exs'],
  dart: ['.dart'],
  zig: ['.zig'],
  bash: ['.sh', '.bash'],
  ocaml: ['.ml'],
  solidity: ['.sol'],
  elisp: ['.el'],
  rescript: ['.res'],
  vue: ['.vue'],
  svelte: ['.svelte'],
} as const satisfies Record<string, readonly `.${string}`[]>;

type Id = keyof typeof LANGUAGE_EXTENSIONS;

export const LANGUAGES = Object.keys(LANGUAGE_EXTENSIONS) as readonly Id[];

const BY_EXTENSION = new Map<string, Id>(
  LANGUAGES.flatMap((id) => LANGUAGE_EXTENSIONS[id].map((extension): [string, Id] => [extension, id])),
);

/**
 * A `.h` file is listed as C by its extension and read as C, C++ or Objective-C by its content
 * (extract/header-language.ts): the index records the language it was read as.
 */
export const HEADER_LANGUAGES: readonly Id[] = ['c', 'cpp', 'objc'];

/** Whether the file's language is decided by its content, not by its extension alone: a `.h` header. */
export function isContentDecided(path: string, language: Id | null): boolean {
  if (language !== 'c') return false;
  const dot = path.length - 2;
  return path[dot] === '.' && (path[dot + 1] === 'h' || path[dot + 1] === 'H');
}

/** Whether a file listed as `language` may have been read as `recorded`: a header read by its content. */
export function mayBeReadAs(path: string, language: Id | null, recorded: string | null): recorded is Id {
  return recorded !== null && (recorded === language || (isContentDecided(path, language) && HEADER_LANGUAGES.includes(recorded as Id)));
}

export function languageForPath(path: string): Id | null {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  return BY_EXTENSION.get(path.slice(dot).toLowerCase()) ?? null;
}
