import { onlyRoot, parse, positiveInt, rootArg, seedRequest } from '../args.js';
import { configOf } from '../config.js';
import { withUpdatedRepository } from '../session.js';
import { reportUnmatched } from '../unmatched.js';
import { escapeControls, quotePath, quoteReason, type RankedFile, type RankedSymbol } from '../../index.js';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'rank');
  onlyRoot(positionals, 'repomap rank [ROOT]');
  const root = rootArg(positionals);
  const top = positiveInt(values.top, '--top') ?? configOf(root).rank.top;
  const request = seedRequest(root, values);
  const rankOptions = { aider: values.aider === true };
  await withUpdatedRepository(root, values, async (repo) => {
    const ranking = repo.ranking(request, rankOptions);
    reportUnmatched(ranking.unmatched, ranking.seeded);
    const { unmatched } = ranking;
    if (values.symbols) {
      const symbols = repo.symbolsOf(ranking, { top });
      process.stdout.write(values.json ? `${JSON.stringify({ symbols, unmatched })}\n` : symbolLines(symbols));
      return;
    }
    const shown = top === undefined ? ranking.files : ranking.files.slice(0, top);
    process.stdout.write(
      values.json ? `${JSON.stringify({ files: shown.map(({ path, score, reason }) => ({ path, score, reason })), unmatched })}\n` : fileLines(shown),
    );
  });
}

function fileLines(files: readonly RankedFile[]): string {
  const paths = files.map((file) => quotePath(file.path));
  const width = Math.max(0, ...paths.map((path) => path.length));
  return files.map((file, i) => `${file.score.toExponential(3)}  ${paths[i]!.padEnd(width)}  ${quoteReason(file.reason)}\n`).join('');
}

function symbolLines(symbols: readonly RankedSymbol[]): string {
  const places = symbols.map((symbol) => `${quotePath(symbol.path)}:${symbol.line}`);
  const names = symbols.map((symbol) => escapeControls(symbol.qualifiedName));
  const placeWidth = Math.max(0, ...places.map((place) => place.length));
  const nameWidth = Math.max(0, ...names.map((name) => name.length));
  return symbols
    .map((symbol, i) => `${symbol.score.toExponential(3)}  ${places[i]!.padEnd(placeWidth)}  ${names[i]!.padEnd(nameWidth)}  ${symbol.kind.padEnd(9)}  ${quoteReason(symbol.reason)}\n`)
    .join('');
}
