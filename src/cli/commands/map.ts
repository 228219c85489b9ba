import { COMMON_OPTIONS, SEED_OPTIONS, onlyRoot, parse, positiveInt, rootArg, seedRequest } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { checkOutputPath, emit, type OutputTarget } from '../output.js';
import { UsageError } from '../errors.js';
import { reportUnmatched } from '../unmatched.js';
import { DEFAULT_MAP_TOKENS, echoText, preloadTokenizer, type Repository } from '../../core.js';

export const usage =
  'repomap map [ROOT] [--seed PATH]... [--diff REV] [--mention IDENT]... [--query TEXT | --query-file FILE]\n' +
  '                   [--tokens N] [--bytes N] [--docs | --no-docs] [--format text|markdown|json | --json] [-o FILE] [--db FILE]';

const FORMATS = new Set(['text', 'markdown', 'json']);

/** The flags `map` and `watch` share. */
export const MAP_OPTIONS = {
  ...COMMON_OPTIONS,
  ...SEED_OPTIONS,
  tokens: { type: 'string' },
  bytes: { type: 'string' },
  format: { type: 'string' },
  // `--json`, as rank, symbols and the rest spell it: the same as `--format json`.
  json: { type: 'boolean' },
  output: { type: 'string', short: 'o' },
  docs: { type: 'boolean' },
  'no-docs': { type: 'boolean' },
} as const;

/** A map request as the flags give it, checked before any work. */
export interface MapSettings {
  root: string;
  request: ReturnType<typeof seedRequest>;
  tokens: number;
  bytes: number | null;
  format: string;
  docs: boolean;
  aider: boolean;
  output: OutputTarget | null;
}

export function mapSettings(values: Record<string, unknown>, positionals: string[], command: string): MapSettings {
  onlyRoot(positionals, `repomap ${command} [ROOT]`);
  const root = rootArg(positionals);
  const tokens = positiveInt(values.tokens, '--tokens') ?? DEFAULT_MAP_TOKENS;
  const bytes = positiveInt(values.bytes, '--bytes') ?? null;
  const given = values.format as string | undefined;
  if (values.json === true && given !== undefined && given !== 'json') throw new UsageError(`--json and --format ${echoText(given)} cannot both be given`);
  const format = values.json === true ? 'json' : (given ?? 'text');
  if (!FORMATS.has(format)) throw new UsageError(`--format must be text, markdown or json, got '${echoText(format)}'`);
  if (values.docs === true && values['no-docs'] === true) throw new UsageError('--docs and --no-docs cannot both be given');
  // Doc sentences are on by default (where the budget allows: see MapOptions.docs).
  const docs = values['no-docs'] !== true;
  const request = seedRequest(root, values);
  const output = checkOutputPath(root, values.output);
  return { root, request, tokens, bytes, format, docs, aider: values.aider === true, output };
}

/** The map's text in the requested format. */
export function renderMap(repo: Repository, settings: MapSettings): string {
  const { request, tokens, bytes, docs, format } = settings;
  const map = repo.map(request, { tokens, bytes, docs, format: format === 'markdown' ? 'markdown' : 'text' }, { aider: settings.aider });
  reportUnmatched(map.unmatched, map.seeded ?? true);
  if (format !== 'json') return map.text;
  const { files, text, tokens: used, bytes: usedBytes, budget, tokenizer, unmatched } = map;
  return JSON.stringify({ files, text, tokens: used, bytes: usedBytes, budget, tokenizer, unmatched: unmatched ?? [] });
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, MAP_OPTIONS);
  const settings = mapSettings(values, positionals, 'map');
  preloadTokenizer();
  await withUpdatedRepository(settings.root, values, async (repo) => {
    emit(renderMap(repo, settings), settings.output);
  });
}
