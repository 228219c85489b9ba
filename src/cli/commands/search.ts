import { parse, positiveInt, rootArg } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { oneLineSignature } from './show.js';
import { DEFAULT_SEARCH_LIMIT, DEFINITION_KINDS, echoText, escapeControls, queryWords, quotePath, searchSymbols, symbolJson } from '../../index.js';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'search');
  if (positionals.length === 0) throw new UsageError('missing QUERY (repomap search [ROOT] QUERY)');
  if (positionals.length > 2) {
    throw new UsageError(`too many arguments: give ROOT and one QUERY (quote a query of several words: "${echoText(positionals.slice(1).join(' '))}")`);
  }
  const root = rootArg(positionals.length === 2 ? positionals : []);
  const query = positionals[positionals.length - 1]!;
  if (!queryWords(query).length) throw new UsageError(`the query has no words to search for: '${echoText(query)}'`);
  const limit = positiveInt(values.limit, '--limit') ?? DEFAULT_SEARCH_LIMIT;
  const kind = values.kind as string | undefined;
  if (kind !== undefined && !(DEFINITION_KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`--kind must be one of ${DEFINITION_KINDS.join(', ')}, got '${echoText(kind)}'`);
  }

  await withUpdatedRepository(root, values, async (repo) => {
    const hits = searchSymbols(repo, query, { limit, kind });
    if (values.json) {
      const symbols = hits.map((hit) => ({ ...symbolJson(hit), score: hit.score, exact: hit.exact }));
      const match = hits.length ? hits[0]!.match : 'none';
      process.stdout.write(`${JSON.stringify({ query, match, symbols })}\n`);
      return;
    }
    if (!hits.length) {
      process.stderr.write(`repomap: no symbol matches '${echoText(query)}'\n`);
      return;
    }
    if (hits[0]!.match === 'any') process.stdout.write(`(no symbol matches every word of '${echoText(query)}'; these match some)\n`);
    for (const hit of hits) {
      process.stdout.write(`${quotePath(hit.path)}:${hit.startLine}  ${hit.kind} ${escapeControls(hit.qualifiedName)}\n    ${oneLineSignature(hit.signature)}\n`);
    }
  });
}
