import { parse } from '../args.js';
import { UsageError } from '../errors.js';
import { echoText, escapeControls, languageSupport, type LanguageSupport } from '../../index.js';

const HEADER = ['language', 'extensions', 'definitions', 'references', 'imports resolved', 'grammar'];

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'languages');
  if (positionals.length > 0) throw new UsageError(`unexpected argument '${echoText(positionals[0]!)}' (repomap languages [--json])`);
  const languages = await languageSupport();
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ languages })}\n`);
    return;
  }
  const rows = [HEADER, ...languages.map(row)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((cells) => cells[column]!.length)));
  for (const cells of rows) {
    process.stdout.write(`${cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ')}\n`);
  }
  process.stdout.write('\nThe kinds of definitions and references: repomap languages --json\n');
}

function row(language: LanguageSupport): string[] {
  // A component's own grammar captures nothing: its script blocks are read with the queries of `embeds` (--json lists them).
  const blocks = language.embeds.length ? 'in <script> blocks' : 'no';
  const count = (kinds: readonly string[]) => (kinds.length ? `yes (${kinds.length} ${kinds.length === 1 ? 'kind' : 'kinds'})` : blocks);
  return [
    language.id,
    language.extensions.join(' '),
    count(language.definitions),
    count(language.references),
    language.importsResolved ? 'yes' : language.imports ? 'no (recorded only)' : 'no',
    language.loads ? `loads (ABI ${language.abi})` : `fails: ${escapeControls(language.error ?? 'unknown error')}`,
  ];
}
