import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { COMMON_OPTIONS, insidePath, parse, rootArg } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { echoPath, escapeControls, quotePath, symbolJson } from '../../index.js';

export const usage = 'repomap symbols [ROOT] [PATH]... [--json] [--db FILE]';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, { ...COMMON_OPTIONS, json: { type: 'boolean' } });
  const root = rootArg(positionals);
  const paths = positionals.slice(1).map((input) => {
    const path = insidePath(root, input, 'PATH');
    if (!existsSync(resolve(root, path))) throw new UsageError(`no such file: ${echoPath(input)}`);
    return path;
  });
  await withUpdatedRepository(root, values, async (repo) => {
    const symbols = repo.symbols(paths).map(symbolJson);
    if (values.json) {
      process.stdout.write(`${JSON.stringify({ symbols })}\n`);
      return;
    }
    for (const symbol of symbols) {
      process.stdout.write(`${quotePath(symbol.path)}:${symbol.line}\t${symbol.kind}\t${escapeControls(symbol.qualifiedName)}\n`);
    }
  });
}
