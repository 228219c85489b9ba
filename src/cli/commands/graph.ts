import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { onlyRoot, parse, positiveInt, rootArg, seedRequest } from '../args.js';
import { withUpdatedRepository } from '../session.js';
import { UsageError } from '../errors.js';
import { asUsageError, refuseGitDirectory } from '../output.js';
import { checkNameLengths, checkWritableFile, DEFAULT_GRAPH_TOP, echoPath, graphPageOf, writeFileAtomically } from '../../index.js';
import { reportUnmatched } from '../unmatched.js';

export async function run(argv: string[]): Promise<void> {
  const { values, positionals } = parse(argv, 'graph');
  onlyRoot(positionals, 'repomap graph [ROOT]');
  const root = rootArg(positionals);
  const top = positiveInt(values.top, '--top') ?? DEFAULT_GRAPH_TOP;
  const output = htmlPath(root, values.html);
  const request = seedRequest(root, values);
  await withUpdatedRepository(root, values, async (repo) => {
    const neighbourhood = repo.neighbourhood(request, top, { aider: values.aider === true });
    reportUnmatched(neighbourhood.unmatched, neighbourhood.seeded);
    const html = graphPageOf(repo, neighbourhood);
    asUsageError(() => writeFileAtomically(output, html, '--html'));
  });
}

/**
 * `--html FILE`, relative to the current directory: anywhere the user may write, in a
 * directory that exists, never a link, a directory or a device, and never inside the
 * repository's `.git`. Checked before any work.
 */
function htmlPath(root: string, value: unknown): string {
  if (value === undefined) throw new UsageError('--html FILE is required (repomap graph [ROOT] --html FILE)');
  if (typeof value !== 'string' || value === '') throw new UsageError('--html: empty path');
  const absolute = resolve(value);
  return asUsageError(() => {
    checkNameLengths(absolute, '--html');
    let directory: string;
    try {
      directory = realpathSync.native(dirname(absolute));
    } catch {
      throw new UsageError(`--html: no such directory: ${echoPath(dirname(value))}`);
    }
    const target = join(directory, basename(absolute));
    refuseGitDirectory(root, target, '--html', value);
    checkWritableFile(target, '--html');
    return target;
  });
}
