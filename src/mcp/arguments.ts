// What the tools' inputs may hold: the size limits, and the zod pieces several schemas share.
import { z } from 'zod';

/** Longest path argument, in characters (PATH_MAX on Linux). */
export const MAX_PATH_CHARS = 4096;
/** Longest symbol name, mention or search query. */
export const MAX_NAME_CHARS = 1000;
/** Longest pack profile name. */
export const MAX_PROFILE_CHARS = 200;
/** Longest free-text query of repo_map / rank_files. */
export const MAX_QUERY_CHARS = 1_000_000;
/** Most entries of a list argument (paths, mentions). */
export const MAX_LIST_ITEMS = 10_000;

export const pathArg = (what: string) => z.string().min(1).max(MAX_PATH_CHARS).describe(what);
export const pathList = (what: string) => z.array(z.string().min(1).max(MAX_PATH_CHARS)).max(MAX_LIST_ITEMS).optional().describe(what);

export const force = z.boolean().optional().describe('Return the content in full even if this session already received it unchanged.');
