// The language registry: one module per language in this folder, one line per
// language below. Adding a language: docs in ARCHITECTURE.md ("Adding a language").
import type { Node } from 'web-tree-sitter';
import type { ImportRecord, LanguageId } from '../../types.js';
import { readImports } from '../imports.js';
import { go } from './go.js';
import { java } from './java.js';
import { javascript } from './javascript.js';
import { python } from './python.js';
import { rust } from './rust.js';
import { tsx } from './tsx.js';
import { typescript } from './typescript.js';
import { c } from './c.js';
import { cpp } from './cpp.js';
import { cSharp } from './c_sharp.js';
import { ruby } from './ruby.js';
import { php } from './php.js';
import { kotlin } from './kotlin.js';
import { swift } from './swift.js';
import { scala } from './scala.js';
import { objc } from './objc.js';
import { lua } from './lua.js';
import { elixir } from './elixir.js';
import { dart } from './dart.js';
import { zig } from './zig.js';
import { bash } from './bash.js';
import { ocaml } from './ocaml.js';
import { solidity } from './solidity.js';
import { elisp } from './elisp.js';
import { rescript } from './rescript.js';
import { vue } from './vue.js';
import { svelte } from './svelte.js';
import { haskell } from './haskell.js';
import { julia } from './julia.js';
import { r } from './r.js';
import { perl } from './perl.js';
import { groovy } from './groovy.js';
import { hcl } from './hcl.js';
import { clojure } from './clojure.js';
import { elm } from './elm.js';
import { gleam } from './gleam.js';
import { nix } from './nix.js';
import { fsharp } from './fsharp.js';
import { powershell } from './powershell.js';
import { systemverilog } from './systemverilog.js';
import type { LanguageSpec } from './types.js';

export type { LanguageSpec } from './types.js';

/** Keyed by id, so a language in shared/languages.ts without a module here does not compile. */
const REGISTRY: { readonly [id in LanguageId]: LanguageSpec } = {
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
};

export function languageSpec(id: LanguageId): LanguageSpec {
  return REGISTRY[id];
}

/** Every registered language, in the order of the extension table. */
export function languageSpecs(): LanguageSpec[] {
  return Object.values(REGISTRY);
}

export function isLanguageId(name: string): name is LanguageId {
  return Object.hasOwn(REGISTRY, name);
}

/** One captured @import node of `language` as ImportRecords; [] for anything else. */
export function importsFromNode(language: LanguageId, node: Node): ImportRecord[] {
  return readImports(REGISTRY[language].imports, node);
}
