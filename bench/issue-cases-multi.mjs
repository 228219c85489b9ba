#!/usr/bin/env node
// Benchmark cases from real issue texts in other languages: Multi-SWE-bench
// instances (repository, base commit, the issues a pull request resolves, the
// files its fix patch modifies), read from a bare mirror of a public
// repository that keeps the per-repository lists
// (`MSWE-agent/data/<lang>/<org>__<repo>_dataset.jsonl`), written as JSON
// Lines for `repomap bench run`, the same form as bench/issue-cases.mjs.
// Nothing fetched is kept in this repository: the cases go to a directory you
// name (outside it).
//
//   node bench/issue-cases-multi.mjs --out /tmp/issue-cases-multi --mirrors MIRRORS
//   node bench/issue-cases-multi.mjs --out DIR --mirrors MIRRORS --lists MIRRORS/kuppireddypravalika+MSWE-validation-dataset/repo
//
// A case: {"id": `<org>__<repo>-<number>`, "repo": the repository's bare
// mirror (relative to the cases file), "rev": the pull request's base commit,
// "seeds": {"query": the resolved issues' titles and bodies, one after
// another}, "expected": the files the fix patch modifies (files it creates
// left out), "time": the base commit's time}. The lists carry no definition
// spans, so no case has expectedSymbols. Instances whose lists are Git LFS
// pointers in the mirror, or whose base commit the repository's mirror lacks,
// are skipped and said so.
//
// Writes DIR/<owner>+<name>.jsonl per repository, DIR/training.jsonl and
// DIR/validation.jsonl, and DIR/instances.tsv (id, repo, set, base commit,
// expected files: no text).
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caseAtBase, git, hasObject, outAndMirrors, parseFlags, writeLines } from './issue-cases-common.mjs';

/**
 * The repositories of the shared benchmark list that the lists hold with
 * content, and their set: the split of the commit-message tasks on the thirty
 * repositories (jq is a training repository there; fmt, nlohmann/json,
 * express and ripgrep are validation), so no repository changes sides; and
 * five more of the lists, training only (the shared list's "Issue texts").
 */
export const REPOSITORIES = {
  'jqlang/jq': { set: 'training', list: 'MSWE-agent/data/c/jqlang__jq_dataset.jsonl' },
  'fmtlib/fmt': { set: 'validation', list: 'MSWE-agent/data/cpp/fmtlib__fmt_dataset.jsonl' },
  'nlohmann/json': { set: 'validation', list: 'MSWE-agent/data/cpp/nlohmann__json_dataset.jsonl' },
  'expressjs/express': { set: 'validation', list: 'MSWE-agent/data/js/expressjs__express_dataset.jsonl' },
  'BurntSushi/ripgrep': { set: 'validation', list: 'MSWE-agent/data/rust/BurntSushi__ripgrep_dataset.jsonl' },
  // Training only, added for issue 27 (not of the thirty): five mid-sized repositories of five languages.
  'iamkun/dayjs': { set: 'training', list: 'MSWE-agent/data/js/iamkun__dayjs_dataset.jsonl' },
  'facebook/zstd': { set: 'training', list: 'MSWE-agent/data/c/facebook__zstd_dataset.jsonl' },
  'sharkdp/fd': { set: 'training', list: 'MSWE-agent/data/rust/sharkdp__fd_dataset.jsonl' },
  'FasterXML/jackson-core': { set: 'training', list: 'MSWE-agent/data/java/fasterxml__jackson-core_dataset.jsonl' },
  'zeromicro/go-zero': { set: 'training', list: 'MSWE-agent/data/go/zeromicro__go-zero_dataset.jsonl' },
};

function usage(message) {
  if (message) process.stderr.write(`issue-cases-multi: ${message}\n`);
  process.stderr.write('usage: node bench/issue-cases-multi.mjs --out DIR [--mirrors DIR] [--lists GITDIR]\n');
  process.exit(2);
}

/** The query: each resolved issue's title and body (carriage returns dropped), in the list's order. */
export function issueText(instance) {
  const issues = Array.isArray(instance.resolved_issues) ? instance.resolved_issues : [];
  const parts = [];
  for (const issue of issues) {
    const title = typeof issue?.title === 'string' ? issue.title.trim() : '';
    const body = typeof issue?.body === 'string' ? issue.body.split('\r').join('').trim() : '';
    const text = [title, body].filter(Boolean).join('\n\n');
    if (text) parts.push(text);
  }
  return parts.join('\n\n');
}

function main() {
  const flags = parseFlags(process.argv.slice(2), ['out', 'mirrors', 'lists'], usage);
  const { out, mirrors } = outAndMirrors(flags, usage);
  const lists = resolve(flags.get('lists') ?? `${mirrors}/kuppireddypravalika+MSWE-validation-dataset/repo`);
  if (!existsSync(lists)) usage(`no mirror of the lists at ${lists} (fetch github:kuppireddypravalika/MSWE-validation-dataset)`);

  const sets = { training: [], validation: [] };
  const rows = [];
  const skipped = [];
  for (const [repo, { set, list }] of Object.entries(REPOSITORIES)) {
    const gitDir = `${mirrors}/${repo.replace('/', '+')}/repo`;
    if (!existsSync(gitDir)) {
      skipped.push(`${repo}: no mirror at ${gitDir}`);
      continue;
    }
    const text = hasObject(lists, `HEAD:${list}`) ? git(lists, ['show', `HEAD:${list}`]) : '';
    if (text.startsWith('version https://git-lfs')) {
      skipped.push(`${repo}: ${list} is a Git LFS pointer`);
      continue;
    }
    const cases = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      const instance = JSON.parse(line);
      const id = instance.instance_id ?? `${instance.org}__${instance.repo}-${instance.number}`;
      const base = instance.base?.sha;
      const query = issueText(instance);
      if (typeof base !== 'string' || typeof instance.fix_patch !== 'string' || !query) {
        skipped.push(`${id}: no base commit, fix patch or issue text`);
        continue;
      }
      const atBase = caseAtBase(gitDir, base, instance.fix_patch);
      if (atBase.skip) {
        skipped.push(`${id}: ${atBase.skip}`);
        continue;
      }
      const { expected, time } = atBase;
      cases.push({ time, record: { id, repo: relative(out, gitDir), rev: base, seeds: { query }, expected, time } });
      rows.push([id, repo, set, base, expected.join(',')]);
    }
    cases.sort((a, b) => a.time - b.time || a.record.id.localeCompare(b.record.id));
    const lines = cases.map(({ record }) => JSON.stringify(record));
    writeLines(out, `${repo.replace('/', '+')}.jsonl`, lines);
    sets[set].push(...lines);
    process.stdout.write(`${repo.padEnd(20)} ${set.padEnd(10)} ${String(lines.length).padStart(4)} case(s)\n`);
  }
  for (const [set, lines] of Object.entries(sets)) writeLines(out, `${set}.jsonl`, lines);
  rows.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
  writeLines(out, 'instances.tsv', [['id', 'repo', 'set', 'base_commit', 'expected'].join('\t'), ...rows.map((row) => row.join('\t'))]);
  for (const line of skipped) process.stderr.write(`issue-cases-multi: skipped ${line}\n`);
  process.stdout.write(`${rows.length} case(s) written to ${out} (training: ${sets.training.length}, validation: ${sets.validation.length})\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
