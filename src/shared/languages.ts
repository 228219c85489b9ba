// Which language a file is in, by its extension: what the scan keeps and the extractor
// parses. Each language's profile (its module in profiles/, one line below) holds the plain
// data every stage reads about it: extensions, fence tag, comment syntax, privacy rule,
// test-file and facade names. What tree-sitter knows (grammar, query, resolver) is its module
// in extract/registry/. This table is here, below scan/, because scan may not import extract.
import { typescript } from './profiles/typescript.js';
import { tsx } from './profiles/tsx.js';
import { javascript } from './profiles/javascript.js';
import { python } from './profiles/python.js';
import { go } from './profiles/go.js';
import { rust } from './profiles/rust.js';
import { java } from './profiles/java.js';
import { c } from './profiles/c.js';
import { cpp } from './profiles/cpp.js';
import { cSharp } from './profiles/c_sharp.js';
import { ruby } from './profiles/ruby.js';
import { php } from './profiles/php.js';
import { kotlin } from './profiles/kotlin.js';
import { swift } from './profiles/swift.js';
import { scala } from './profiles/scala.js';
import { objc } from './profiles/objc.js';
import { lua } from './profiles/lua.js';
import { elixir } from './profiles/elixir.js';
import { dart } from './profiles/dart.js';
import { zig } from './profiles/zig.js';
import { bash } from './profiles/bash.js';
import { ocaml } from './profiles/ocaml.js';
import { solidity } from './profiles/solidity.js';
import { elisp } from './profiles/elisp.js';
import { rescript } from './profiles/rescript.js';
import { vue } from './profiles/vue.js';
import { svelte } from './profiles/svelte.js';
import { haskell } from './profiles/haskell.js';
import { julia } from './profiles/julia.js';
import { r } from './profiles/r.js';
import { perl } from './profiles/perl.js';
import { groovy } from './profiles/groovy.js';
import { hcl } from './profiles/hcl.js';
import { clojure } from './profiles/clojure.js';
import { elm } from './profiles/elm.js';
import { gleam } from './profiles/gleam.js';
import { nix } from './profiles/nix.js';
import { fsharp } from './profiles/fsharp.js';
import { powershell } from './profiles/powershell.js';
import { systemverilog } from './profiles/systemverilog.js';
import type { LanguageProfile } from './profiles/types.js';

export type { CommentStyle, LanguageProfile, PrivacyRule, PrivacySubject } from './profiles/types.js';

/** Each language's id and its profile; `LanguageId` (types.ts) is derived from this table. */
export const LANGUAGE_PROFILES = {
  typescript,
  tsx,
  javascript,
  python,
  go,
  rust,
  java,
  c,
  cpp,
  c_sharp: cSharp,
  ruby,
  php,
  kotlin,
  swift,
  scala,
  objc,
  lua,
  elixir,
  dart,
  zig,
  bash,
  ocaml,
  solidity,
  elisp,
  rescript,
  vue,
  svelte,
  haskell,
  julia,
  r,
  perl,
  groovy,
  hcl,
  clojure,
  elm,
  gleam,
  nix,
  fsharp,
  powershell,
  systemverilog,
} as const satisfies Record<string, LanguageProfile>;

type Id = keyof typeof LANGUAGE_PROFILES;

export const LANGUAGES = Object.keys(LANGUAGE_PROFILES) as readonly Id[];

/** Each language's file extensions (lower case, with the dot). */
export const LANGUAGE_EXTENSIONS = Object.fromEntries(LANGUAGES.map((id) => [id, LANGUAGE_PROFILES[id].extensions])) as {
  readonly [id in Id]: readonly `.${string}`[];
};

const BY_EXTENSION = new Map<string, Id>(
  LANGUAGES.flatMap((id) => LANGUAGE_PROFILES[id].extensions.map((extension): [string, Id] => [extension, id])),
);

/**
 * A `.h` file is listed as C by its extension and read as C, C++ or Objective-C by its content
 * (extract/header-language.ts): the index records the language it was read as.
 */
export const HEADER_LANGUAGES: readonly Id[] = ['c', 'cpp', 'objc'];

/** Whether the file's language is decided by its content, not by its extension alone: a `.h` header. */
export function isContentDecided(path: string, language: Id | null): boolean {
  if (language !== 'c') return false;
  const dot = path.length - 2;
  return path[dot] === '.' && (path[dot + 1] === 'h' || path[dot + 1] === 'H');
}

/** Whether a file listed as `language` may have been read as `recorded`: a header read by its content. */
export function mayBeReadAs(path: string, language: Id | null, recorded: string | null): recorded is Id {
  return recorded !== null && (recorded === language || (isContentDecided(path, language) && HEADER_LANGUAGES.includes(recorded as Id)));
}

export function languageForPath(path: string): Id | null {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  return BY_EXTENSION.get(path.slice(dot).toLowerCase()) ?? null;
}

/** How much of a file without an extension is read for its `#!` line. */
export const SHEBANG_MAX_BYTES = 256;

/** Interpreters whose scripts are read as bash. */
const SHELLS: ReadonlySet<string> = new Set(['bash', 'sh']);

/** Whether the file name at the end of `path` has no extension (`bin/nvm`, not `.bashrc` nor `a.txt`). */
export function hasNoExtension(path: string): boolean {
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * The language a script names on its first line (`#!/bin/bash`, `#!/usr/bin/env bash`,
 * `#! /bin/sh`, `#!/usr/bin/env -S bash -e`): bash, or null. Only the first line of
 * `head` counts, up to SHEBANG_MAX_BYTES; the same bytes give the same answer.
 */
export function shebangLanguage(head: string): Id | null {
  if (!head.startsWith('#!')) return null;
  const end = head.indexOf('\n');
  const line = head.slice(2, Math.min(end < 0 ? head.length : end, SHEBANG_MAX_BYTES));
  const words = line.split(/[ \t\r]/).filter((word) => word !== '');
  let interpreter = baseName(words[0] ?? '');
  // `env [-S] [NAME=value …] bash`: the first word that is neither a flag nor an assignment.
  if (interpreter === 'env') interpreter = baseName(words.slice(1).find((word) => !word.startsWith('-') && !word.includes('=')) ?? '');
  return SHELLS.has(interpreter) ? 'bash' : null;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The language of an indexed file: the one its extension names, and bash for a path without
 * an extension (the only such files the scan keeps are scripts it read as bash by their `#!`
 * line). Of a path that is not indexed this says nothing.
 */
export function indexedLanguage(path: string): Id | null {
  return languageForPath(path) ?? (hasNoExtension(path) ? 'bash' : null);
}

/** The profile of an indexed file's language (indexedLanguage), if any. */
export function profileForPath(path: string): LanguageProfile | null {
  const language = indexedLanguage(path);
  return language === null ? null : LANGUAGE_PROFILES[language];
}
