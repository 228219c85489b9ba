// What bench/issue-cases.mjs (SWE-bench) and bench/issue-cases-multi.mjs (Multi-SWE-bench) share:
// reading bare mirrors with git, the files a patch modifies, the command line (--out outside
// this repository, --mirrors), a case's expected files and time at its base commit, and writing
// JSON Lines. Not a script of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export function git(gitDir, args, options = {}) {
  return execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, ...options });
}

/** Does the object exist in the mirror (a partial snapshot may lack the largest blobs)? */
export function hasObject(gitDir, spec) {
  return spawnSync('git', ['--git-dir', gitDir, 'cat-file', '-e', spec]).status === 0;
}

/** The files a unified diff modifies (its `diff --git a/X b/X` lines), and which of them it creates. */
export function patchFiles(patch) {
  const files = [];
  const created = new Set();
  let current = null;
  for (const line of patch.split('\n')) {
    const header = /^diff --git a\/(\S+) b\/(\S+)$/.exec(line);
    if (header) {
      current = header[2];
      if (!files.includes(current)) files.push(current);
    } else if (current && /^new file mode /.test(line)) created.add(current);
    else if (current && line === '--- /dev/null') created.add(current);
  }
  return { files, created: [...created] };
}

/** `--key value` pairs, each key one of `allowed`; anything else ends in `usage`. */
export function parseFlags(args, allowed, usage) {
  const flags = new Map();
  for (let i = 0; i < args.length; i++) {
    if (!args[i].startsWith('--') || i + 1 >= args.length) usage(`unexpected argument '${args[i]}'`);
    flags.set(args[i].slice(2), args[++i]);
  }
  for (const key of flags.keys()) if (!allowed.includes(key)) usage(`unknown option --${key}`);
  return flags;
}

/** The real path of a path that may not exist yet: its nearest existing ancestor's, resolved through links. */
function realPathOf(path) {
  let existing = path;
  const rest = [];
  while (!existsSync(existing) && dirname(existing) !== existing) {
    rest.unshift(basename(existing));
    existing = dirname(existing);
  }
  return join(realpathSync(existing), ...rest);
}

/** `--out DIR`, made, and outside this repository (the cases hold fetched issue texts); `--mirrors DIR` (or REPOMAP_MIRRORS). */
export function outAndMirrors(flags, usage) {
  if (!flags.has('out')) usage('give --out DIR');
  const out = resolve(flags.get('out'));
  const here = realpathSync(resolve(dirname(fileURLToPath(import.meta.url)), '..'));
  const outReal = realPathOf(out);
  if (outReal === here || outReal.startsWith(`${here}/`)) usage(`--out must be outside this repository (${here}): the cases hold fetched issue texts`);
  mkdirSync(out, { recursive: true });
  const mirrorsDir = flags.get('mirrors') ?? process.env.REPOMAP_MIRRORS;
  if (!mirrorsDir) usage('--mirrors DIR (or REPOMAP_MIRRORS): where the bare clones are');
  return { out, mirrors: resolve(mirrorsDir) };
}

/**
 * A case's expected files (those the patch modifies that its base tree holds; created ones left
 * out) and its base commit's time; or why there is no case: the commit or the files missing.
 */
export function caseAtBase(gitDir, base, patch) {
  if (!hasObject(gitDir, `${base}^{commit}`)) return { skip: `base commit ${base} not in the mirror` };
  const { files, created } = patchFiles(patch);
  const expected = files.filter((path) => !created.includes(path) && hasObject(gitDir, `${base}:${path}`));
  if (!expected.length) return { skip: 'the patch modifies no file of the base tree' };
  return { expected, time: Number(git(gitDir, ['show', '-s', '--format=%ct', base]).trim()) };
}

/** Lines to DIR/name, each ended by a newline (an empty file for none). */
export function writeLines(out, name, lines) {
  writeFileSync(resolve(out, name), lines.length ? `${lines.join('\n')}\n` : '');
}
