import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { insidePath, parse, rootArg } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { echoPath, escapeControls, quotePath, symbolJson } from '../../index.js';

/**
 * ROOT and the PATHs. `repomap symbols src/app.py` means the symbols of that file, as it would
 * for ctags: when the first argument is a file rather than a directory, ROOT is the current
 * directory and every argument is a file in it.
 */
function rootAndPaths(positionals: string[]): { root: string; inputs: string[] } {
  const first = positionals[0];
  if (first === undefined || !existsSync(first) || statSync(first).isDirectory()) return { root: rootArg(positionals), inputs: positionals.slice(1) };
  const cwd = process.cwd();
  const fromCwd = relative(cwd, resolve(first));
  if (fromCwd === '..' || fromCwd.startsWith(`..${sep}`) || isAbsolute(fromCwd)) {
    throw new UsageError(`${echoPath(first)} is a file outside the current directory: give its repository first (repomap symbols ROOT PATH)`);
  }
  return { root: rootArg([]), inputs: positionals };
}

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'symbols');
  const { root, inputs } = rootAndPaths(positionals);
  const paths = inputs.map((input) => {
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
