// `repomap init [ROOT]`: a starting `.repomap.json` holding the built-in defaults, with `"//"`
// comments (JSON has no others, and the config checker accepts these in every object). It never
// replaces a config: the file is written to a temporary beside it and linked into place, which
// fails if anything (a file, a link) already has the name.
import { closeSync, constants, linkSync, lstatSync, openSync, realpathSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { onlyRoot, parse, rootArg } from '../args.js';
import { UsageError } from '../errors.js';
import { CONFIG_FILE, DEFAULT_MAP_TOKENS, DEFAULT_TOKENIZER, echoPath } from '../../core.js';

/** Project rules a review pack should carry whole, when the repository has them. */
const RULE_FILES = ['AGENTS.md', 'CLAUDE.md'];

export function startingConfig(ruleFiles: readonly string[]): Record<string, unknown> {
  return {
    '//': [
      "repomap's settings for this repository; 'repomap help COMMAND' describes every flag.",
      'A flag given on the command line wins over this file, and this file over the built-in defaults (the values below).',
      'A key repomap does not know is an error (exit 2), so a typo never passes unnoticed; "//" keys are comments.',
      'exclude: gitignore patterns left out of the index, added to --exclude. secrets: gitignore patterns never indexed or served, added to the built-in ones (.env*, keys, .npmrc…).',
    ],
    tokenizer: DEFAULT_TOKENIZER,
    exclude: [],
    maxFileBytes: 1048576,
    includeVendored: false,
    map: { '//': 'Defaults of repomap map and repomap watch.', tokens: DEFAULT_MAP_TOKENS, format: 'text', docs: true },
    rank: { '//': 'Defaults of repomap rank: "top": 20 lists only the first 20 (all by default).' },
    pack: { '//': 'Defaults of repomap pack, where neither a flag nor the --profile chosen sets them.', mode: 'fail-closed', bytes: 32768, mapShare: 1 },
    profiles: {
      review: {
        '//': 'repomap pack --profile review --pr-path …: the rules and changed files whole, or fail.',
        mode: 'fail-closed',
        ...(ruleFiles.length ? { required: [...ruleFiles] } : {}),
        tokenBudget: 16000,
        mapShare: 0.3,
      },
      explore: { '//': 'repomap pack --profile explore: what fits.', mode: 'compact', mapShare: 0.8 },
    },
    secrets: [],
  };
}

function isRegularFile(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}

export async function run(argv: string[]): Promise<void> {
  const { positionals } = parse(argv, 'init');
  onlyRoot(positionals, 'repomap init [ROOT]');
  const root = realpathSync.native(rootArg(positionals));
  const target = join(root, CONFIG_FILE);
  const shown = echoPath(join(positionals[0] ?? '.', CONFIG_FILE));
  const exists = () => new UsageError(`${shown} already exists: edit it, or remove it first`);
  try {
    lstatSync(target);
    throw exists();
  } catch (error) {
    if (error instanceof UsageError) throw error;
  }
  const text = `${JSON.stringify(startingConfig(RULE_FILES.filter((name) => isRegularFile(join(root, name)))), null, 2)}\n`;
  const temporary = join(root, `.${CONFIG_FILE}.${randomBytes(8).toString('hex')}.tmp`);
  const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
  try {
    try {
      const bytes = Buffer.from(text, 'utf8');
      for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temporary, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw exists();
      throw error;
    }
  } finally {
    rmSync(temporary, { force: true });
  }
  process.stdout.write(`repomap: wrote ${shown}\n`);
}
