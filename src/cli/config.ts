// `.repomap.json`'s defaults as the CLI applies them: a flag given wins, then the config, then
// the built-in default. Read once per root and process, before any work; a config that cannot
// be read or understood is exit 2.
import { resolve } from 'node:path';
import { UsageError } from './errors.js';
import { type ConfigDefaults, readConfigDefaults, RepoError } from '../core.js';

const read = new Map<string, ConfigDefaults>();

export function configOf(root: string): ConfigDefaults {
  const key = resolve(root);
  let config = read.get(key);
  if (!config) {
    try {
      config = readConfigDefaults(key);
    } catch (error) {
      if (error instanceof RepoError) throw new UsageError(error.message);
      throw error;
    }
    read.set(key, config);
  }
  return config;
}

/** Forget the configs read: the long-lived helper reads them again for every request, as a fresh process does. */
export function forgetConfigs(): void {
  read.clear();
}
