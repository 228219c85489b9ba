import { onlyRoot, parse, positiveInt, rootArg, seedRequest } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { checkOutputPath, emit, type OutputTarget } from '../output.js';
import { UsageError } from '../errors.js';
import { configOf } from '../config.js';
import { reportUnmatched } from '../unmatched.js';
import { startShortRun } from '../short-run.js';
import {
  DEFAULT_MAP_TOKENS,
  DEFAULT_TOKENIZER,
  echoText,
  formatMapOutput,
  isMapFormat,
  isTokenizerName,
  MAP_FORMATS_IN_WORDS,
  preloadTokenizer,
  TOKENIZERS,
  type MapFormat,
  type Repository,
  type TokenizerName,
  tuningShapes,
  withTokenizer,
} from '../../core.js';

/** A map request as the flags give it, checked before any work. */
export interface MapSettings {
  root: string;
  request: ReturnType<typeof seedRequest>;
  tokens: number;
  bytes: number | null;
  format: MapFormat;
  docs: boolean;
  tokenizer: TokenizerName;
  aider: boolean;
  output: OutputTarget | null;
}

/** `--tokenizer NAME`, else the config's, else o200k_base. */
export function tokenizerSetting(value: unknown, configured: TokenizerName | undefined): TokenizerName {
  if (value === undefined) return configured ?? DEFAULT_TOKENIZER;
  if (!isTokenizerName(value)) throw new UsageError(`--tokenizer must be ${TOKENIZERS.join(' or ')}, got '${echoText(String(value))}'`);
  return value;
}

/** The settings of `map` and `watch`: each flag given, else `.repomap.json`'s `map` section, else the built-in default. */
export function mapSettings(values: Record<string, unknown>, positionals: string[], command: string): MapSettings {
  onlyRoot(positionals, `repomap ${command} [ROOT]`);
  const root = rootArg(positionals);
  const config = configOf(root);
  const tokens = positiveInt(values.tokens, '--tokens') ?? config.map.tokens ?? DEFAULT_MAP_TOKENS;
  const bytes = positiveInt(values.bytes, '--bytes') ?? config.map.bytes ?? null;
  const given = values.format as string | undefined;
  if (values.json === true && given !== undefined && given !== 'json') throw new UsageError(`--json and --format ${echoText(given)} cannot both be given`);
  const format = values.json === true ? 'json' : (given ?? config.map.format ?? 'text');
  if (!isMapFormat(format)) throw new UsageError(`--format must be ${MAP_FORMATS_IN_WORDS}, got '${echoText(format)}'`);
  if (values.docs === true && values['no-docs'] === true) throw new UsageError('--docs and --no-docs cannot both be given');
  // Doc sentences are on by default (where the budget allows: see MapOptions.docs).
  const docs = values.docs === true || (values['no-docs'] !== true && config.map.docs !== false);
  const tokenizer = tokenizerSetting(values.tokenizer, config.tokenizer);
  const request = seedRequest(root, values);
  const output = checkOutputPath(root, values.output);
  return { root, request, tokens, bytes, format, docs, tokenizer, aider: values.aider === true, output };
}

/** The map's text in the requested format, its budget counted by the requested tokenizer. */
export function renderMap(repo: Repository, settings: MapSettings): string {
  const { request, tokens, bytes, docs, format } = settings;
  const map = withTokenizer(settings.tokenizer, () =>
    repo.map(request, { tokens, bytes, docs, format }, { aider: settings.aider }),
  );
  reportUnmatched(map.unmatched, map.seeded ?? true);
  return formatMapOutput(map, format);
}

export async function run(argv: string[]): Promise<void> {
  // Usually short: V8's optimizing compiler stays off unless the run turns out long (short-run.ts).
  startShortRun();
  const { values, positionals } = parse(argv, 'map');
  const settings = mapSettings(values, positionals, 'map');
  preloadTokenizer(settings.tokenizer);
  // A map the tuning cannot change is printed first; the tuning follows in a process of its own.
  await withUpdatedRepository(
    settings.root,
    values,
    async (repo) => {
      emit(renderMap(repo, settings), settings.output);
    },
    { tuneLater: settings.aider || !tuningShapes(settings.request) },
  );
}
