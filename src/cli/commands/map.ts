import { COMMON_OPTIONS, SEED_OPTIONS, onlyRoot, parse, positiveInt, rootArg, seedRequest } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { checkOutputPath, emit } from '../output.js';
import { UsageError } from '../errors.js';
import { DEFAULT_MAP_TOKENS, preloadTokenizer } from '../../index.js';

export const usage =
  'repomap map [ROOT] [--seed PATH]... [--diff REV] [--mention IDENT]... [--query TEXT | --query-file FILE]\n' +
  '                   [--tokens N] [--bytes N] [--docs | --no-docs] [--format text|markdown|json] [-o FILE] [--db FILE]';

const FORMATS = new Set(['text', 'markdown', 'json']);

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, {
    ...COMMON_OPTIONS,
    ...SEED_OPTIONS,
    tokens: { type: 'string' },
    bytes: { type: 'string' },
    format: { type: 'string' },
    output: { type: 'string', short: 'o' },
    docs: { type: 'boolean' },
    'no-docs': { type: 'boolean' },
  });
  onlyRoot(positionals, 'repomap map [ROOT]');
  const root = rootArg(positionals);
  const tokens = positiveInt(values.tokens, '--tokens') ?? DEFAULT_MAP_TOKENS;
  const bytes = positiveInt(values.bytes, '--bytes') ?? null;
  const format = (values.format as string | undefined) ?? 'text';
  if (!FORMATS.has(format)) throw new UsageError(`--format must be text, markdown or json, got '${format}'`);
  if (values.docs === true && values['no-docs'] === true) throw new UsageError('--docs and --no-docs cannot both be given');
  // Doc sentences are on by default (where the budget allows: see MapOptions.docs).
  const docs = values['no-docs'] !== true;
  const request = seedRequest(root, values);
  const output = checkOutputPath(root, values.output);

  preloadTokenizer();
  await withUpdatedRepository(root, values, async (repo) => {
    const map = repo.map(request, { tokens, bytes, docs, format: format === 'markdown' ? 'markdown' : 'text' }, { aider: values.aider === true });
    if (format === 'json') {
      const { files, text, tokens: used, bytes: usedBytes, budget, tokenizer } = map;
      emit(JSON.stringify({ files, text, tokens: used, bytes: usedBytes, budget, tokenizer }), output);
    } else {
      emit(map.text, output);
    }
  });
}
