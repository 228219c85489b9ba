// The task of repo_map and rank_files: the paths, identifiers and free text the ranking is seeded from.
import { z } from 'zod';
import { checkSeedRequest, echoText, type Repository, type SeedRequest, type Unmatched } from '../index.js';
import { MAX_LIST_ITEMS, MAX_NAME_CHARS, MAX_QUERY_CHARS, pathList } from './arguments.js';

export const seedShape = {
  paths: pathList('Paths the task changes, relative to the repository root (files or directories): the ranking centres on them.'),
  mentions: z
    .array(z.string().min(1).max(MAX_NAME_CHARS))
    .max(MAX_LIST_ITEMS)
    .optional()
    .describe('Identifiers the task names, bare or qualified (e.g. "Invoice.applyTax").'),
  query: z.string().max(MAX_QUERY_CHARS).optional().describe('Free text such as an issue body: identifiers, paths and words are taken from it.'),
};

/** The task of repo_map / rank_files, every path checked to lie inside the root and exist. */
export function seedRequest(repo: Repository, args: { paths?: string[]; mentions?: string[]; query?: string }): SeedRequest {
  return checkSeedRequest(repo.root, { paths: args.paths ?? [], mentions: args.mentions ?? [], query: args.query });
}

/** The arguments of this shape, by the CLI flag the ranking names them with. */
const ARGUMENT_OF: Record<Unmatched['flag'], string> = { '--seed': 'paths', '--diff': 'paths', '--mention': 'mentions', '--query': 'query' };

/**
 * One line per part of the task that led to nothing (`note: mentions "NoSuchThing": no
 * definition of that name; general map`), to lead the answer: an empty or general answer
 * then says why.
 */
export function unmatchedNotes(unmatched: readonly Unmatched[] | undefined, seeded: boolean): string {
  return (unmatched ?? [])
    .map((entry) => `note: ${ARGUMENT_OF[entry.flag]}${entry.value === '' ? '' : ` "${echoText(entry.value)}"`}: ${entry.why}${seeded ? '' : '; general map'}\n`)
    .join('');
}
