// Help text and the README's CLI reference, both made from the flag table (flags.ts) and the
// command list (command-list.ts).
import { COMMAND_LIST, commandInfo, type CommandInfo } from './command-list.js';
import { flagsOf, FLAGS, type FlagSpec } from './flags.js';

/** `-o, --output FILE`, `--tokens N`. */
export function flagLabel(flag: FlagSpec): string {
  const long = `--${flag.name}${flag.value ? ` ${flag.value}` : ''}`;
  return flag.short ? `-${flag.short}, ${long}` : long;
}

/** The line's description with its default and config key. */
function described(flag: FlagSpec): string {
  const extras = [flag.default === undefined ? null : `default ${flag.default}`, flag.config === undefined ? null : `.repomap.json: ${flag.config}`].filter(Boolean);
  return extras.length ? `${flag.description} (${extras.join('; ')})` : flag.description;
}

function flagLines(flags: readonly FlagSpec[], width: number): string[] {
  return flags.map((flag) => `  ${flagLabel(flag).padEnd(width)}${described(flag)}`);
}

const GROUP_TITLES = { own: 'Flags', task: 'Task (what to rank for)', index: 'Index' } as const;

/** A table key's flags in help's sections: its own, the task's, the index's. */
function flagSections(key: string, title: string, width: number): string[] {
  const flags = flagsOf(key);
  const lines: string[] = [];
  for (const group of ['own', 'task', 'index'] as const) {
    const members = flags.filter((flag) => (flag.group ?? 'own') === group);
    if (!members.length) continue;
    lines.push('', `${group === 'own' ? title : GROUP_TITLES[group]}:`, ...flagLines(members, width));
  }
  return lines;
}

/** `repomap COMMAND --help` and `repomap help COMMAND`. */
export function commandHelp(info: CommandInfo): string {
  const lines = [`repomap ${info.name}: ${info.summary}`, '', 'Usage:', ...info.usage.map((line) => `  ${line}`)];
  if (info.notes?.length) lines.push('', ...info.notes);
  const keys = info.subcommands ?? [info.name];
  const width = Math.max(0, ...keys.flatMap((key) => flagsOf(key).map((flag) => flagLabel(flag).length))) + 2;
  for (const key of keys) lines.push(...flagSections(key, info.subcommands ? `Flags of repomap ${key}` : GROUP_TITLES.own, width));
  lines.push('', 'Examples:', ...info.examples.map((example) => `  ${example}`));
  return `${lines.join('\n')}\n`;
}

/** The long-lived helper's line (cli/helper/command.ts; not a map command, so not in COMMAND_LIST). */
export const HELPER_SUMMARY = 'keep a process of yours that answers maps sooner (used with REPOMAP_HELPER=1): start, stop, status';

/** `repomap` alone: every command in one line. */
export function commandListText(): string {
  const width = Math.max(...COMMAND_LIST.map((command) => command.name.length)) + 2;
  return [
    'repomap: ranked, signature-only repository maps for coding agents',
    '',
    'Usage: repomap COMMAND [ROOT] [flags]',
    '',
    'Commands:',
    ...COMMAND_LIST.map((command) => `  ${command.name.padEnd(width)}${command.summary}`),
    `  ${'helper'.padEnd(width)}${HELPER_SUMMARY}`,
    '',
    "'repomap help COMMAND' (or 'repomap COMMAND --help') describes a command's flags, with examples.",
    '',
  ].join('\n');
}

export { commandInfo };

/** Markdown text safe in a table cell. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

/**
 * The README's CLI reference, between its markers: the commands, their synopses, and every flag
 * with its commands, default and config key. scripts/cli-reference.mjs writes it.
 */
export function cliReferenceMarkdown(): string {
  const lines = [
    '| command | what it does |',
    '| --- | --- |',
    ...COMMAND_LIST.map((command) => `| ${command.usage.map((usage) => `\`${cell(usage)}\``).join('<br>')} | ${cell(command.summary)} |`),
    '',
    'Every flag (`repomap help COMMAND` prints a command\'s own, with examples):',
    '',
    '| flag | commands | default | description |',
    '| --- | --- | --- | --- |',
    ...FLAGS.map((flag) => {
      const defaults = [flag.default === undefined ? null : `\`${cell(flag.default)}\``, flag.config === undefined ? null : `.repomap.json \`${flag.config}\``];
      return `| \`${cell(flagLabel(flag))}\` | ${flag.commands.join(', ')} | ${defaults.filter(Boolean).join('<br>')} | ${cell(flag.description)} |`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

export const REFERENCE_BEGIN = '<!-- cli-reference:begin (generated from src/cli/flags.ts by `node scripts/cli-reference.mjs --write`; do not edit by hand) -->';
export const REFERENCE_END = '<!-- cli-reference:end -->';

/** `readme` with its reference block replaced by the current one; null when it has no markers. */
export function withCliReference(readme: string): string | null {
  const begin = readme.indexOf(REFERENCE_BEGIN);
  const end = readme.indexOf(REFERENCE_END);
  if (begin < 0 || end < begin) return null;
  return `${readme.slice(0, begin + REFERENCE_BEGIN.length)}\n\n${cliReferenceMarkdown()}\n${readme.slice(end)}`;
}
