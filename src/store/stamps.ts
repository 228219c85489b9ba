// Which extractor and query produced a file's rows: `<extractor version>:<query hash>` per
// language. Hashing a language's query needs the language registry, which loads every
// language's module (about 55 ms): too much for the freshness check before a warm map. The
// stamps are kept in the index's meta under a fingerprint of everything they are derived
// from (the query files, the registry's modules, the extractor version), and read from there
// while that fingerprint holds.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../shared/languages.js';
import type { LanguageId } from '../types.js';
import { getMeta, setMeta, type Db } from './db.js';

const STAMPS_KEY = 'extractor_stamps';

export interface ExtractorStamps {
  fingerprint: string;
  byLanguage: Record<string, string>;
}

const fingerprints = new Map<number, string>();

/**
 * The query files, the registry's modules and languages.{js,ts}: what a query hash reads.
 * They are repomap's own files, so a process reads them once (a server updates often).
 */
function fingerprintOf(extractorVersion: number): string {
  let fingerprint = fingerprints.get(extractorVersion);
  if (fingerprint === undefined) fingerprints.set(extractorVersion, (fingerprint = readFingerprint(extractorVersion)));
  return fingerprint;
}

function readFingerprint(extractorVersion: number): string {
  const hash = createHash('sha1').update(String(extractorVersion));
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const extractDir = fileURLToPath(new URL('../extract/', import.meta.url));
  const queriesDir = fileURLToPath(new URL('../../queries/', import.meta.url));
  const registryDir = join(extractDir, 'registry');
  const files = [
    ...readdirSync(queriesDir).sort().map((name) => join(queriesDir, name)),
    ...readdirSync(registryDir).filter((name) => name.endsWith(extension)).sort().map((name) => join(registryDir, name)),
    join(extractDir, `languages${extension}`),
  ];
  for (const file of files) hash.update('\0').update(file.slice(file.lastIndexOf('/') + 1)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * The current stamp of every language: from the index when its fingerprint still holds,
 * otherwise hashed again from the queries (and then `storeStamps` keeps them, in a run that
 * writes anyway: a map on an up-to-date index writes nothing).
 */
export async function currentStamps(db: Db, extractorVersion: number): Promise<ExtractorStamps> {
  const fingerprint = fingerprintOf(extractorVersion);
  const stored = parseStamps(getMeta(db, STAMPS_KEY));
  if (stored?.fingerprint === fingerprint && LANGUAGES.every((language) => typeof stored.byLanguage[language] === 'string')) return stored;
  const { queryHash } = await import('../extract/languages.js');
  const byLanguage: Record<string, string> = {};
  for (const language of LANGUAGES) byLanguage[language] = `${extractorVersion}:${queryHash(language as LanguageId)}`;
  return { fingerprint, byLanguage };
}

export function storeStamps(db: Db, stamps: ExtractorStamps): void {
  if (getMeta(db, STAMPS_KEY) !== JSON.stringify(stamps)) setMeta(db, STAMPS_KEY, JSON.stringify(stamps));
}

function parseStamps(text: string | null | undefined): ExtractorStamps | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as ExtractorStamps;
    return typeof value?.fingerprint === 'string' && value.byLanguage && typeof value.byLanguage === 'object' ? value : null;
  } catch {
    return null;
  }
}
