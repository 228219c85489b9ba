// The library's core door: open a repository's index, bring it up to date, rank its files
// and map them, with what every shell needs beside (errors, quoting, safe writes). Lean on
// purpose: index.ts re-exports all of it with the rest of the API (packing, search, the
// graph page), and a shell that needs only this loads 70 modules instead of 184 (a warm
// `repomap map`; bench/history/notebook-2026-11-to-12.md, "A fresh process's fixed cost").
export * from './repository.js';
export { tuningShapes } from './repository/tuning.js';
export type { IndexStats, IndexOptions } from './store/indexer.js';
export type { SeedRequest, Unmatched } from './rank/seeds.js';
export { describeProgress, type ProgressListener, type WorkPhase, type WorkProgress } from './shared/progress.js';
export { MIN_TUNING_TASKS } from './rank/tune.js';
export { describeWeights } from './rank/signals.js';
export { formatMapOutput, isMapFormat, MAP_FORMATS, MAP_FORMATS_IN_WORDS } from './render/formats.js';
export type { MapFormat } from './render/types.js';
export { LockTimeout } from './store/lock.js';
export { GitError, gitOutput } from './shared/git.js';
export { clipText, ECHO_CHARS, echoPath, echoText, escapeControls, quotePath, quoteReason } from './shared/quote.js';
export { activeTokenizer, countTokens, preloadTokenizer, TOKENIZER, withTokenizer } from './render/tokens.js';
export { DEFAULT_TOKENIZER, isTokenizerName, TOKENIZERS, type TokenizerName } from './shared/tokenizers.js';
export { CONFIG_FILE, configDefaultsOf, profileKeysOf, readConfigDefaults, type ConfigDefaults } from './shared/config.js';
export { OutsideRootError, toRepoPath } from './scan/paths.js';
export { isIgnoredWatchEvent } from './scan/watch-events.js';
export { checkNameLengths, checkWritableFile, ensureDirectoryInside, isInside, writeFileAtomically } from './shared/safe-write.js';
