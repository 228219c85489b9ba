#!/usr/bin/env node
// Definition recall against Universal Ctags, and cold-index speed, for one
// language on a real tree. The files of that language (by repomap's extension
// table) are copied into a scratch tree, so both tools see exactly the same
// files; repomap indexes it cold, ctags tags it, and every ctags tag counts as
// found when repomap has a definition of the same name in the same file whose
// line span holds the tag's line.
//
//   npm run build
//   node bench/ctags-recall.mjs ROOT --language c [--ctags-language C]
//        [--exclude-kinds header,macro] [--json OUT] [--show-missed 20]
//        [--with-headers] [--with-scripts]
// --with-scripts (bash): files without an extension whose `#!` line names bash or sh are the
// language's files too, as the scan reads them.
//
// --with-headers (objc, cpp): the tree's `.h` files are copied too, ctags reads
// them as the language, and repomap's definitions count whatever language it
// chose for each header by its content.
//
// Tags that are not definitions a map could show are left out of the gold:
// reference tags (roles other than `def`), and locals, i.e. tags whose scope is
// a function or method (repomap deliberately drops those), or passes through
// an anonymous function (a JavaScript callback). ctags' JavaScript
// and TypeScript parsers give a constant or variable declared in a callback or
// block body (`describe(() => { const x = … })`) no scope at all: for those two
// languages an unscoped constant or variable on an indented line is a local
// too, since a module's own declarations start at the margin (those inside a
// `namespace` or `declare module` have a scope).
// Kotlin: ctags names every lambda literal `<lambda>` (an anonymous function,
// not a definition), and it garbles backticked names (`fun \`test x\`()`): it
// reports bytes that are not in the source, or nothing, and then the tags
// declared in that function keep their scope kind but lose their scope. So for
// Kotlin a tag whose name does not occur on its own line is dropped (except
// `Companion`, Kotlin's own name for an unnamed companion object), and a tag
// whose scope kind is a function's but whose scope is missing is a local. It
// also names `companion object Factory` ` Factory`: names are trimmed.
// ctags' Lua parser gives no scopes at all and tags every `function name` and
// `name = function` it sees, the callbacks and helpers inside function bodies
// included: for Lua the script finds function bodies itself (repomap's Lua
// grammar) and a tag on a line inside one, after the function's first line, is
// a local.
// ctags' OCaml parser loses the scope of a `let … in` (it gets none, or the
// enclosing module's), so for OCaml too the script finds the bodies of `let`
// bindings itself, and a tag inside one is a local. It also tags what defines
// nothing, left out for OCaml: `let () =` (a unit pattern: `()`), the
// binding-operator uses and extension points `let+ x`, `and* y`, `let%test`
// (named `+`, `*`, `%`), keywords taken for names (`type nonrec t`, `let open M
// in`), the module it makes up for each file (named after the file, on a line
// that declares no such module), first-class module and package expressions
// `(module M)`, `(val m)`, exception patterns `| exception Not_found ->`, and
// as types: module type constraints `with type t := t`, locally abstract types
// `(type a)`, extensions of an existing type `type t += …` (their constructors
// are the definitions) and capitalised names (a type name starts lowercase:
// `type Key.t` is a path), unless the line declares that name.
// Objective-C: for `@implementation UIImage (GIF)` ctags tags the category GIF
// (a definition) and the class UIImage, which the category extends and does not
// define: such an interface or implementation tag is left out; so are category
// tags whose name is not the one in parentheses on the line (ctags names a class
// extension `@interface Foo () <P>` by what follows it), and method tags named
// by a macro (`- (id)init NS_UNAVAILABLE` as `NS_UNAVAILABLE`) or by a
// preprocessor directive (`#endif` between a selector and its body); so are a forward declaration
// `@protocol DDLogger;` (a protocol tag on a line that declares nothing more), and function,
// property and typedef tags named by a macro or an annotation instead of the name they declare
// (`… const DDQualityOfServiceDefault NS_SWIFT_NAME(…) API_AVAILABLE(…);` as `API_AVAILABLE`,
// a property followed by `__attribute__((deprecated(…)))` as `__attribute__`, one whose block
// type says `_Nonnull` as `_Nonnull`).
// Sh: ctags tags an array assignment `NAMES=()` as a function `NAMES=`, the
// delimiter of every heredoc (kind heredoc), the argument of a command named
// alias (`nvm alias --no-colors`) as an alias, and `function f(…) {` inside a
// string (an awk program): those are left out, the last by finding the
// strings and heredocs with repomap's Bash grammar. It names an alias by the word characters it
// starts with (`alias gc!='…'` as `gc`, `alias a:apub=…` as `a`, `alias -- -=…` as `--`): such a
// tag is compared under the name its line declares, up to the `=`.
// C++: ctags spells an operator with a space (`operator ==`, `operator [] `);
// such a tag is compared under C++'s own spelling, repomap's (`operator==`).
// Haskell: ctags names a module `ShellCheck.AST` by its first segment (`ShellCheck`): such a tag
// is compared under the name its line declares. It also tags what defines nothing: keywords
// taken for names (a pattern synonym `pattern T_Bang id = …` as `pattern`, a Template Haskell
// splice `return []` as `return`, `class` after a comment), a closing `}`, capitalised names
// inside a constructor's fields or tuples (`(Token, Token, String, DataType)`) as functions (a
// Haskell function starts lowercase), the fields of a record update in an equation's body,
// `family` in `data family T a`, a type variable of an infix type `data a :* b`, and a top-level
// Template Haskell splice (`$(deriveJSON opts ''T)`, or bare: `deriveJSON opts ''T`) as a function;
// for Haskell the script finds equation bodies itself, and a tag inside one is a local.
// Julia: ctags names an operator method `Base.:(==)(a, b)` by its module (`Base`), left out;
// it names a parametric method `Vector{T}(x)` with its parameters (compared without them),
// and tags an untyped field (`cols` alone on its line) on the line after it.
// R: ctags' R parser gives a variable assigned in a call's block (`test_that("…", { df <- … })`)
// no scope: for R the script finds function bodies and call arguments itself, and a tag inside
// one, after its first line, is a local.
// Elm: ctags names a type, alias or constructor with its parameters (`Maybe a`,
// `Just a`): its first word is the name. Its `namespace` tags are the modules an
// `import` names or aliases (`import Elm.JsArray as JsArray`), not definitions.
// It also tags the examples in doc comments (`{-| … type Msg = Click … -}`): a tag
// on a line inside a `{- -}` comment is left out.
// PowerShell: ctags tags the functions written inside a here-string (`@'` … `'@`, a script a
// test writes to disk): text, not code of the file; a tag on a line inside one is left out.
// Clojure: ctags tags the `(defn ~name …)` of a macro's template, named `~name`
// (the name the macro's caller gives): not a definition of the file.
// SystemVerilog: ctags tags every variable (kind register) of a module, interface, program
// or begin/end block, its signals: those are not definitions a map shows, nor what is declared
// in a task (ctags scopes a task's locals by the task, which is no function to this script);
// the variables of a class (its properties) and of a package are.
// --exclude-kinds: ctags kinds (long names) that are not definitions in the
// issue's sense (e.g. a C++ `using` alias of a namespace); say which in
// bench/README.md next to the figure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { copyLanguageFiles, LANGUAGE_EXTENSIONS } from './lib/language-files.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const project = join(here, '..');
const cli = join(project, 'dist', 'cli', 'main.js');

const CTAGS_NAMES = {
  c: 'C', cpp: 'C++', c_sharp: 'C#', ruby: 'Ruby', php: 'PHP', kotlin: 'Kotlin', objc: 'ObjectiveC',
  lua: 'Lua', elixir: 'Elixir', bash: 'Sh', ocaml: 'OCaml', elisp: 'EmacsLisp', python: 'Python',
  powershell: 'PowerShell', go: 'Go', rust: 'Rust', java: 'Java', javascript: 'JavaScript', typescript: 'TypeScript',
  haskell: 'Haskell', julia: 'Julia', r: 'R', perl: 'Perl',
  clojure: 'Clojure', elm: 'Elm', systemverilog: 'SystemVerilog',
};

/** The lines (1-based) inside an Elm block comment `{- … -}` (nested ones too). */
function elmCommentLines(text) {
  const lines = new Set();
  let depth = 0;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') line++;
    else if (text[i] === '{' && text[i + 1] === '-') { depth++; i++; }
    else if (depth > 0 && text[i] === '-' && text[i + 1] === '}') { depth--; i++; }
    else if (depth === 0 && text[i] === '"') { while (++i < text.length && text[i] !== '"' && text[i] !== '\n') if (text[i] === '\\') i++; if (text[i] === '\n') line++; }
    if (depth > 0) lines.add(line);
  }
  return lines;
}

/** The lines (1-based) inside PowerShell here-strings: after a line ending in `@'` or `@"`, up to its closing `'@`/`"@` at a line's start. */
function hereStringLines(text) {
  const lines = new Set();
  let quote = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (quote) {
      if (line.startsWith(`${quote}@`)) quote = null;
      else lines.add(index + 1);
    } else if (line.endsWith(`@'`) || line.endsWith('@"')) quote = line[line.length - 1];
  });
  return lines;
}

function parseArgs(argv) {
  const options = { root: null, language: null, ctagsLanguage: null, excludeKinds: [], json: null, showMissed: 15, withHeaders: false, withScripts: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => argv[++i];
    if (arg === '--language') options.language = value();
    else if (arg === '--ctags-language') options.ctagsLanguage = value();
    else if (arg === '--exclude-kinds') options.excludeKinds = value().split(',').filter(Boolean);
    else if (arg === '--json') options.json = value();
    else if (arg === '--show-missed') options.showMissed = Number(value());
    else if (arg === '--with-headers') options.withHeaders = true;
    else if (arg === '--with-scripts') options.withScripts = true;
    else if (!options.root) options.root = arg;
    else throw new Error(`unexpected argument ${arg}`);
  }
  if (!options.root || !options.language) throw new Error('usage: ctags-recall.mjs ROOT --language ID');
  if (!(options.language in LANGUAGE_EXTENSIONS)) throw new Error(`unknown language ${options.language}`);
  options.ctagsLanguage ??= CTAGS_NAMES[options.language] ?? null;
  return options;
}

const lastSegment = (name) => name.split(/[.:]+/).filter(Boolean).pop() ?? name;
/** ctags spells a C++ operator with a space (`operator ==`, `operator [] `), repomap as C++ does (`operator==`). */
const operatorSpelled = (name) => name.replace(/\boperator\s+(?=[^\w\s])/, 'operator').trimEnd();

/** ctags scope kinds of a function body: a tag inside one is a local. */
const LOCAL_SCOPES = new Set(['function', 'func', 'method', 'member', 'subroutine', 'singletonMethod', 'constructor', 'procedure', 'lambda', 'arrow', 'generator']);

/** A scope path through an anonymous function (JavaScript callbacks): what is declared there is local. */
const ANONYMOUS_FUNCTION_SCOPE = /(^|\.)AnonymousFunction[0-9a-f]+(\.|$)/;

const BLOCK_LOCALS_UNSCOPED = new Set(['javascript', 'typescript']);

/** Kotlin tags ctags made up: lambdas, and names it garbled, which are not on the tag's line. */
function isKotlinCtagsArtefact(tag, lineOf) {
  if (tag.name === '<lambda>') return true;
  return tag.name !== 'Companion' && !lineOf(tag.path, tag.line).includes(tag.name);
}

/** A Kotlin tag in a function whose (backticked) name ctags lost: it keeps the scope kind only. */
const isKotlinLostScopeLocal = (tag) => tag.scope === undefined && LOCAL_SCOPES.has(tag.scopeKind);
/** Languages whose ctags parser gives no (or lost) scopes: [grammar, node types whose body holds locals, field (or fields) of that body; null: the node itself]. */
const LOCAL_BODIES = {
  bash: ['tree-sitter-bash/tree-sitter-bash.wasm', new Set(['string', 'raw_string', 'heredoc_body']), null],
  lua: ['@tree-sitter-grammars/tree-sitter-lua/tree-sitter-lua.wasm', new Set(['function_declaration', 'function_definition']), 'body'],
  ocaml: ['tree-sitter-wasms/out/tree-sitter-ocaml.wasm', new Set(['let_binding']), 'body'],
  haskell: ['tree-sitter-haskell/tree-sitter-haskell.wasm', new Set(['function', 'bind']), 'match'],
  r: ['@cursorless/tree-sitter-wasms/out/tree-sitter-r.wasm', new Set(['function_definition', 'call']), ['body', 'arguments']],
};

const OCAML_KEYWORDS = new Set(['and', 'as', 'begin', 'class', 'constraint', 'do', 'done', 'downto', 'else', 'end', 'exception', 'external', 'for', 'fun', 'function', 'functor', 'if', 'in', 'include', 'inherit', 'initializer', 'lazy', 'let', 'match', 'method', 'module', 'mutable', 'new', 'nonrec', 'object', 'of', 'open', 'private', 'rec', 'sig', 'struct', 'then', 'to', 'try', 'type', 'val', 'virtual', 'when', 'while', 'with']);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An OCaml tag that defines nothing (see the header). */
function ocamlDefinesNothing(tag) {
  const line = tag.pattern ?? '';
  const name = escapeRegExp(tag.name);
  if (tag.name === '()' || OCAML_KEYWORDS.has(tag.name)) return true;
  if (!/^\w/.test(tag.name) && new RegExp(`\\b(let|and)${name}`).test(line)) return true;
  if (tag.kind === 'module') {
    const file = tag.path.split('/').pop().replace(/\.ml$/, '');
    const unit = file.charAt(0).toUpperCase() + file.slice(1);
    if (tag.name === unit && !new RegExp(`\\bmodule\\s+(rec\\s+|type\\s+)?${name}\\b`).test(line)) return true;
  }
  if (new RegExp(`\\((module|val)\\s+\\(?\\s*${name}\\b`).test(line)) return true;
  if (tag.kind === 'Exception' && new RegExp(`\\|\\s*exception\\s+${name}\\b`).test(line)) return true;
  if (tag.kind === 'type') {
    // `and Computation0 : sig` of a `module rec` is a module ctags calls a type.
    if (/^[A-Z]/.test(tag.name)) return !new RegExp(`^/\\^\\s*(and|module)\\s+(rec\\s+|type\\s+)?${name}\\b`).test(line);
    if (new RegExp(`\\b${name}\\s*\\+=`).test(line)) return true;
    if (new RegExp(`^/\\^\\s*(type|and)\\s+(nonrec\\s+)?(('\\w+|_|\\([^)]*\\))\\s+)?${name}\\b`).test(line)) return false;
    if (new RegExp(`\\b(with|and)\\s+type\\s+(('\\w+|_|\\([^)]*\\))\\s+)?${name}\\b`).test(line)) return true;
    if (new RegExp(`\\(type\\s+([a-z_]\\w*\\s+)*${name}\\b`).test(line)) return true;
  }
  return false;
}

/** `path\0line` of every line inside such a body, after the first line of its node. */
async function linesInLocalBodies(tree, paths, [grammar, bodyTypes, bodyField]) {
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Language.load(createRequire(import.meta.url).resolve(grammar)));
  const inside = new Set();
  for (const path of paths) {
    const parsed = parser.parse(readFileSync(join(tree, path), 'utf8'));
    const stack = [parsed.rootNode];
    while (stack.length) {
      const node = stack.pop();
      if (bodyTypes.has(node.type)) {
        const body = bodyField === null ? node : [bodyField].flat().map((field) => node.childForFieldName(field)).find(Boolean);
        if (body) for (let row = Math.max(body.startPosition.row, node.startPosition.row + 1); row <= body.endPosition.row; row++) inside.add(`${path}\0${row + 1}`);
      }
      stack.push(...node.namedChildren);
    }
    parsed.delete();
  }
  return inside;
}

const HASKELL_KEYWORDS = new Set(['case', 'class', 'data', 'deriving', 'do', 'else', 'if', 'import', 'in', 'infix', 'infixl', 'infixr', 'instance', 'let', 'module', 'newtype', 'of', 'pattern', 'return', 'then', 'type', 'where']);

/** A Haskell tag that defines nothing (see the header); a module tag gets the module's full name. */
function haskellDefinesNothing(tag) {
  if (tag.kind === 'module') {
    const declared = /^\/\^\s*module\s+([\w.']+)/.exec(tag.pattern ?? '');
    if (declared) tag.name = declared[1];
    return false;
  }
  if (HASKELL_KEYWORDS.has(tag.name) || !/^[\w'(]/.test(tag.name)) return true;
  // `data family Approx a` as `family`; a type operator `data a :* b` as `a` (a type starts uppercase)
  if (tag.kind === 'type' && (tag.name === 'family' || /^[a-z]/.test(tag.name))) return true;
  // a top-level Template Haskell splice: `$(deriveJSON opts ''Coord)`, `deriveJSON opts ''Coord`
  const line = (tag.pattern ?? '').replace(/^\/\^/, '');
  if (tag.kind === 'function' && (line.startsWith('$(') || (!line.includes('=') && /(?:^|\s)''?[A-Z]/.test(line)))) return true;
  return tag.kind === 'function' && /^[A-Z]/.test(tag.name);
}

/**
 * A Julia tag that defines nothing: an operator method `Base.:(==)` named by its module; a
 * parametric name `Vector{T}` is compared without its parameters, an untyped field tagged on
 * the line after it at its own line (see the header).
 */
function juliaDefinesNothing(tag, lineOf) {
  tag.name = tag.name.replace(/\{.*\}$/, '');
  if (tag.kind === 'field' && !lineOf(tag.path, tag.line).includes(tag.name) && lineOf(tag.path, tag.line - 1).includes(tag.name)) tag.line--;
  return tag.kind === 'function' && lineOf(tag.path, tag.line).includes(`${tag.name}.:`);
}

/** An Objective-C tag that defines nothing (see the header). */
function objcDefinesNothing(tag) {
  const line = tag.pattern ?? '';
  const name = escapeRegExp(tag.name);
  if (tag.kind === 'interface' || tag.kind === 'implementation') return new RegExp(`@(interface|implementation)\\s+${name}\\s*\\(\\s*\\w+\\s*\\)`).test(line);
  if (tag.kind === 'category') return !new RegExp(`@(interface|implementation)\\s+\\w+\\s*\\(\\s*${name}\\s*\\)`).test(line);
  if (tag.kind === 'protocol') return new RegExp(`^/\\^\\s*@protocol\\s+${name}\\s*[,;]`).test(line);
  if (tag.kind === 'method' || tag.kind === 'class') return /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(tag.name) || /^(if|ifdef|ifndef|elif|else|endif|__attribute__)$/.test(tag.name);
  if (tag.kind === 'function' || tag.kind === 'property' || tag.kind === 'typedef') {
    return /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(tag.name) || /^(__attribute__|_Nonnull|_Nullable|_Null_unspecified|void)$/.test(tag.name);
  }
  return false;
}

/** A SystemVerilog signal or a task's local (see the header): a variable tagged in a module, interface, program or block. */
const svLocal = (tag) => tag.scopeKind === 'task' || (tag.kind === 'register' && tag.scope !== undefined && !['class', 'package'].includes(tag.scopeKind));

/** A Sh tag that defines nothing (see the header). */
function shDefinesNothing(tag) {
  if (tag.kind === 'heredoc') return true;
  if (tag.kind === 'function') return tag.name.endsWith('=');
  if (tag.kind === 'alias') {
    if (!/^\/\^\s*alias\s/.test(tag.pattern ?? '')) return true;
    const declared = /^\/\^\s*alias\s+(?:--\s+)?([^=\s]+)=/.exec(tag.pattern)?.[1];
    if (declared && declared !== tag.name && (declared.startsWith(tag.name) || tag.name === '--')) tag.name = declared;
  }
  return false;
}

function run(command, args, options = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 30, ...options });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return { ms, stdout: result.stdout };
}

const options = parseArgs(process.argv.slice(2));
const scratch = mkdtempSync(join(tmpdir(), 'repomap-recall-'));
try {
  const tree = join(scratch, 'tree');
  mkdirSync(tree);
  const extensions = [...LANGUAGE_EXTENSIONS[options.language], ...(options.withHeaders ? ['.h'] : [])];
  const [paths, bytes] = copyLanguageFiles(options.root, tree, extensions, options.withScripts ? options.language : null);
  const ofLanguage = options.withHeaders ? "(f.language = ? OR f.path LIKE '%.h')" : 'f.language = ?';
  const db = join(scratch, 'index.db');
  const index = run(process.execPath, [cli, 'index', tree, '--db', db, '--quiet', '--include-vendored']);

  const store = new Database(db, { readonly: true });
  const defsByFile = new Map();
  for (const row of store
    .prepare(`SELECT f.path, d.name, d.kind, d.start_line AS start, d.end_line AS end FROM defs d JOIN files f ON f.id = d.file_id WHERE ${ofLanguage}`)
    .iterate(options.language)) {
    let list = defsByFile.get(row.path);
    if (!list) defsByFile.set(row.path, (list = []));
    list.push(row);
  }
  const statuses = Object.fromEntries(
    store.prepare(`SELECT status, COUNT(*) AS n FROM files f WHERE ${ofLanguage} GROUP BY status ORDER BY status`).all(options.language).map((r) => [r.status, r.n]),
  );
  const definitions = [...defsByFile.values()].reduce((sum, list) => sum + list.length, 0);
  store.close();

  let ctags = null;
  if (options.ctagsLanguage) {
    // File-scoped tags (C statics) are definitions too; ctags reads .h as C++ unless told.
    const langmap = options.language === 'c' || options.withHeaders ? [`--langmap=${options.ctagsLanguage}:+.h`] : [];
    const tagged = run('ctags', ['-R', `--languages=${options.ctagsLanguage}`, ...langmap, '--output-format=json', '--fields=+nKzErZ', '--extras=+F', '-f', '-', '.'], { cwd: tree });
    let tags = tagged.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((tag) => tag._type === 'tag' && !options.excludeKinds.includes(tag.kind))
      .filter((tag) => (tag.roles ?? 'def') === 'def')
      // Names ctags makes up for what has none (`AnonymousFunction02941e23…`, `__anon…`, R's
      // `anonFunc464bc90d0100` and `anonList…`) are not definitions.
      .filter((tag) => !/^(AnonymousFunction[0-9a-f]+|__anon[0-9a-f]+|anon(?:Func|List)[0-9a-f]+)$/.test(tag.name));
    if (options.language === 'elm') {
      for (const tag of tags) tag.name = tag.name.split(/\s/)[0];
      const commented = new Map(paths.map((path) => [path, elmCommentLines(readFileSync(join(tree, path), 'utf8'))]));
      tags = tags.filter((tag) => tag.kind !== 'namespace' && !commented.get(tag.path.replace(/^\.\//, ''))?.has(tag.line));
    }
    if (options.language === 'powershell') {
      const inStrings = new Map(paths.map((path) => [path, hereStringLines(readFileSync(join(tree, path), 'utf8'))]));
      tags = tags.filter((tag) => !inStrings.get(tag.path.replace(/^\.\//, ''))?.has(tag.line));
    }
    if (options.language === 'clojure') tags = tags.filter((tag) => !tag.name.startsWith('~'));
    if (options.language === 'kotlin') {
      const lines = new Map();
      const lineOf = (path, line) => {
        if (!lines.has(path)) lines.set(path, readFileSync(join(tree, path), 'utf8').split('\n'));
        return lines.get(path)[line - 1] ?? '';
      };
      for (const tag of tags) tag.name = tag.name.trim();
      tags = tags.filter((tag) => !isKotlinCtagsArtefact(tag, lineOf));
      for (const tag of tags) if (isKotlinLostScopeLocal(tag)) tag.local = true;
    }
    // A local's members are locals too (a class declared in a test function):
    // walk parents before children and mark every tag whose scope is local.
    const localScopes = new Set();
    const fullNames = (tag) => (tag.scope ? ['.', '::', '/'].map((sep) => `${tag.path}\0${tag.scope}${sep}${tag.name}`) : [`${tag.path}\0${tag.name}`]);
    const isLocal = (tag) =>
      tag.local ||
      (tag.scope !== undefined && (LOCAL_SCOPES.has(tag.scopeKind) || localScopes.has(`${tag.path}\0${tag.scope}`) || ANONYMOUS_FUNCTION_SCOPE.test(tag.scope)));
    for (const tag of [...tags].sort((a, b) => (a.scope ?? '').length - (b.scope ?? '').length)) {
      if (isLocal(tag)) {
        tag.local = true;
        for (const name of fullNames(tag)) localScopes.add(name);
      }
    }
    if (BLOCK_LOCALS_UNSCOPED.has(options.language)) {
      const indented = (tag) => /^\/\^[ \t]/.test(tag.pattern ?? '');
      const atMargin = new Set(tags.filter((tag) => !indented(tag)).map((tag) => `${tag.path}\0${tag.name}`));
      for (const tag of tags) {
        if (!indented(tag)) continue;
        if (options.language === 'javascript') {
          // Scopes are names (`app.locals.user`): a declaration is the module's only if its scope's root is.
          const root = tag.scope?.split('.')[0];
          if (root === undefined || !atMargin.has(`${tag.path}\0${root}`)) tag.local = true;
        } else if (tag.scope === undefined && (tag.kind === 'constant' || tag.kind === 'variable')) tag.local = true;
      }
    }
    if (options.language in LOCAL_BODIES) {
      const inside = await linesInLocalBodies(tree, paths, LOCAL_BODIES[options.language]);
      for (const tag of tags) if (inside.has(`${tag.path.replace(/^\.\//, '')}\0${tag.line}`)) tag.local = true;
    }
    if (options.language === 'ocaml') for (const tag of tags) if (ocamlDefinesNothing(tag)) tag.local = true;
    if (options.language === 'haskell') for (const tag of tags) if (haskellDefinesNothing(tag)) tag.local = true;
    if (options.language === 'julia') {
      const lines = new Map();
      const lineOf = (path, line) => {
        if (!lines.has(path)) lines.set(path, readFileSync(join(tree, path), 'utf8').split('\n'));
        return lines.get(path)[line - 1] ?? '';
      };
      for (const tag of tags) if (juliaDefinesNothing(tag, lineOf)) tag.local = true;
    }
    if (options.language === 'systemverilog') for (const tag of tags) if (svLocal(tag)) tag.local = true;
    if (options.ctagsLanguage === 'Sh') for (const tag of tags) if (shDefinesNothing(tag)) tag.local = true;
    if (options.ctagsLanguage === 'ObjectiveC') for (const tag of tags) if (objcDefinesNothing(tag)) tag.local = true;
    tags.splice(0, tags.length, ...tags.filter((tag) => !tag.local));
    const byKind = new Map();
    const missed = [];
    let found = 0;
    for (const tag of tags) {
      const path = tag.path.replace(/^\.\//, '');
      // Some parsers name a member with its container (Lua `M.setup`, `Buffer:init`): its last segment is the name.
      // and some name it without (Elixir's `API` for repomap's `Ecto.Query.API`): compare last segments.
      const name = options.ctagsLanguage === 'C++' ? operatorSpelled(tag.name) : tag.name;
      const hit = (defsByFile.get(path) ?? []).some((d) => (d.name === name || lastSegment(d.name) === lastSegment(name)) && d.start <= tag.line && tag.line <= d.end);
      const kind = byKind.get(tag.kind) ?? { tags: 0, found: 0 };
      kind.tags++;
      if (hit) {
        found++;
        kind.found++;
      } else missed.push(`${path}:${tag.line} ${tag.kind} ${tag.name}`);
      byKind.set(tag.kind, kind);
    }
    ctags = {
      language: options.ctagsLanguage,
      ms: Math.round(tagged.ms),
      tags: tags.length,
      found,
      recall: tags.length ? Number((found / tags.length).toFixed(3)) : null,
      excludedKinds: options.excludeKinds,
      byKind: Object.fromEntries([...byKind].sort(([a], [b]) => (a < b ? -1 : 1)).map(([kind, v]) => [kind, { ...v, recall: Number((v.found / v.tags).toFixed(3)) }])),
      missedSample: missed.slice(0, options.showMissed),
    };
  }

  const report = {
    root: options.root,
    language: options.language,
    files: paths.length,
    bytes,
    statuses,
    definitions,
    coldIndexMs: Math.round(index.ms),
    filesPerSecond: Math.round(paths.length / (index.ms / 1000)),
    kibPerSecond: Math.round(bytes / 1024 / (index.ms / 1000)),
    ctags,
  };
  const text = JSON.stringify(report, null, 2);
  if (options.json) writeFileSync(options.json, `${text}\n`);
  console.log(text);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
