// Query terms from free text (an issue body, a task description): the
// identifiers, path-like words and plain words that seed the ranking.
//
// The text is read as Markdown-ish prose:
// - fenced code blocks (``` or ~~~) and stack-trace lines ("at f (file:1:2)",
//   'File "x.py", line 3, in f') are code: identifiers and paths, no words;
//   but an error-message line in a code block ("TypeError: Cannot read…")
//   is prose;
// - an inline code span holding one token (`applyTax`, `total`) marks that
//   token as an identifier whatever its shape; a longer span is code;
// - everything else is prose: identifiers by shape, paths, and words.
//
// Identifiers:
// - shape: camelCase (`applyTax`, `getURLs`), PascalCase with two humps
//   (`InvoiceService`, `HTTPServer`; a lone capitalized word is prose, and so
//   are product names such as JavaScript, GitHub, iOS),
//   snake_case / SCREAMING_CASE / dunder (`apply_tax`, `MAX_RETRIES`,
//   `__init__`);
// - call forms `foo()` / `foo(x)` (not `file(s)`, not `if (`);
// - qualified names `a.b` / `a::b` / `A#b`, written with dots: the whole name,
//   for three or more parts also the last two (`com.acme.Invoice.applyTax`
//   gives `Invoice.applyTax`, the form definitions are indexed under), then
//   each part of two or more characters except this/self/cls/super;
// - in code (fences, stack traces, long inline spans) a capitalized word
//   (`Invoice`) too, since code has no sentence starts.
// Single-character identifiers are dropped.
//
// Paths: a token with a `/` (or a `\` and a file extension) that holds a
// lowercase letter, or a file name with a known source/config extension
// (`invoice.py`, `package.json`), or Dockerfile/Makefile and kin. Wrapping
// punctuation, `:12` / `:12:5` line suffixes and `#L12-L20` anchors are
// stripped, a leading `./` dropped, `\` turned into `/`, a trailing `/`
// removed; absolute paths (from stack traces) stay absolute, so match them
// against repository paths by suffix. GitHub/GitLab blob and tree URLs give
// the path inside the repository, file:// URLs their absolute path,
// webpack:// URLs their relative path; other URLs are ignored. Paths of
// dependencies and runtimes (node_modules/, site-packages/, node:internal/…)
// and the stack frames that point at them are dropped, as are built-in
// frames with no file ("at Array.map (<anonymous>)").
//
// Words: lowercase prose words of three or more letters, English stop words
// removed, possessive 's dropped, contractions dropped, hyphenated words
// split. Words come from prose only, never from code, paths or URLs.
//
// Every list is deduplicated (identifiers and paths case-sensitively, words
// lowercased) and keeps first-occurrence order.

import { trimEndOf, trimStartOf } from '../shared/chars.js';
import { asPath, LIBRARY_PATH, locationPath, pathOfUrl } from './query-paths.js';
import { BRAND_NAMES, CODE_BUILTINS, DOMAIN_SUFFIXES, KEYWORDS, NOISE_PARTS, STOP_WORDS } from './query-words.js';

export interface QueryTerms {
  identifiers: string[];
  paths: string[];
  words: string[];
  /** The paths of each stack trace's frames, innermost first (library and runtime frames left out). */
  traces: string[][];
}

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;
const CAMEL = /^[\p{Ll}_$][\p{Ll}\p{N}_$]*\p{Lu}/u;
const PASCAL_HUMPS = /\p{Ll}[\p{N}]*\p{Lu}|^\p{Lu}{2,}\p{Ll}{2,}/u;
const CAPITALIZED = /^\p{Lu}\p{Ll}[\p{Ll}\p{N}]+$/u;
// Paths of dependencies and runtimes anywhere in a frame line.
const LIBRARY_FRAME = /(?:node_modules|site-packages|dist-packages|bower_components)\/|\bnode:|\(internal\/|<node_internals>|\bjava\.base\//;

type Mode = 'prose' | 'code' | 'marked';

class Collector {
  private readonly identifierSet = new Set<string>();
  private readonly pathSet = new Set<string>();
  private readonly wordSet = new Set<string>();
  private readonly traces: string[][] = [];
  /** The frames of the trace being read, and whether its innermost frame comes last (Python). */
  private trace: { paths: string[]; innermostLast: boolean } | null = null;

  identifier(name: string): void {
    if (name.length >= 2) this.identifierSet.add(name);
  }
  path(path: string): void {
    this.pathSet.add(path);
  }
  word(word: string): void {
    this.wordSet.add(word);
  }
  /** A frame of a stack trace: its path joins the paths and the trace being read. */
  frame(path: string | undefined, innermostLast: boolean): void {
    this.trace ??= { paths: [], innermostLast };
    if (path === undefined) return;
    this.path(path);
    this.trace.paths.push(path);
  }
  /** A line that is no frame ends the trace being read. */
  endTrace(): void {
    const trace = this.trace;
    this.trace = null;
    if (!trace?.paths.length) return;
    this.traces.push(trace.innermostLast ? trace.paths.reverse() : trace.paths);
  }
  result(): QueryTerms {
    this.endTrace();
    return { identifiers: [...this.identifierSet], paths: [...this.pathSet], words: [...this.wordSet], traces: this.traces };
  }
}

function isShapedIdentifier(name: string): boolean {
  if (BRAND_NAMES.has(name)) return false;
  if (name.includes('_')) return /\p{L}/u.test(name) && !/^_+$/.test(name);
  return CAMEL.test(name) || PASCAL_HUMPS.test(name);
}

/** A qualified name `a.b.c`: the whole, the last two parts, then the parts. */
function addQualified(parts: string[], out: Collector): void {
  out.identifier(parts.join('.'));
  if (parts.length > 2) out.identifier(parts.slice(-2).join('.'));
  for (const part of parts) {
    if (part.length >= 2 && !NOISE_PARTS.has(part)) out.identifier(part);
  }
}

function addWord(raw: string, out: Collector): void {
  const word = raw.toLowerCase();
  if (word.length >= 3 && /^\p{L}+$/u.test(word) && !STOP_WORDS.has(word)) out.word(word);
}

/**
 * One token of identifier characters and dots (no path, no URL): a qualified
 * name, an identifier or prose words.
 */
function addPiece(piece: string, mode: Mode, isCall: boolean, out: Collector): void {
  const trimmed = trimEndOf(trimStartOf(piece, '.'), '.');
  if (trimmed === '') return;
  if (trimmed.includes('.')) {
    const parts = trimmed.split('.');
    const qualified = parts.every((part) => IDENTIFIER.test(part)) && parts.some((part) => part.length >= 2);
    if (qualified && mode === 'prose' && !isCall && DOMAIN_SUFFIXES.has(parts[parts.length - 1]!)) return; // a domain
    if (qualified) {
      addQualified(parts, out);
      return;
    }
    for (const part of parts) addPiece(part, mode, false, out);
    return;
  }
  if (IDENTIFIER.test(trimmed)) {
    const identifier =
      mode === 'marked' ||
      (isCall && !KEYWORDS.has(trimmed)) ||
      isShapedIdentifier(trimmed) ||
      (mode === 'code' && CAPITALIZED.test(trimmed) && !CODE_BUILTINS.has(trimmed));
    if (identifier) {
      out.identifier(trimmed);
      return;
    }
  }
  if (mode === 'prose') addWord(trimmed, out);
}

// Tokens: runs of characters that are neither blanks nor brackets, quotes,
// commas, semicolons, operators or backticks.
const TOKEN = /[^\s()[\]{}<>"'`,;=|*!?&^]+/gu;

function processText(text: string, mode: Mode, out: Collector): void {
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const raw = match[0];
    const after = text.slice(match.index + raw.length, match.index + raw.length + 4);
    // `foo(` is a call, `file(s)` and `match(es)` are prose.
    const isCall = after.startsWith('(') && !/^\((?:s|es)\)/.test(after);
    processToken(raw, mode, isCall, out);
  }
}

function processToken(raw: string, mode: Mode, isCall: boolean, out: Collector): void {
  let token = trimEndOf(raw.replace(/^[:]+/, ''), '.,:;!?');
  if (token === '') return;

  if (/^[a-z][\w+.-]*:\/\//i.test(token)) {
    const path = pathOfUrl(token);
    if (path !== undefined) out.path(path);
    return;
  }
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(token)) return; // e-mail address
  if (/^@[\w-]+$/.test(token)) return; // @mention (or a decorator)

  if (!isCall) {
    const path = asPath(token);
    if (path !== undefined) {
      out.path(path);
      return;
    }
    if (LIBRARY_PATH.test(token)) return;
  }

  // Markdown emphasis around a prose word: _word_.
  if (mode === 'prose') token = token.replace(/^_([^_]+)_$/, '$1');
  // Qualified-name separators other than the dot.
  token = token.replace(/(?<=[\p{L}\p{N}_$])(?:::|#)(?=[\p{L}_$])/gu, '.');

  const pieces = token.split(/[^\p{L}\p{N}_$.]+/u);
  pieces.forEach((piece, i) => addPiece(piece, mode, isCall && i === pieces.length - 1, out));
}

// Stack frames. JS: "at [async] [new] name (location)" or "at location";
// Java: "at pkg.Class.method(File.java:12)"; Python: 'File "p", line 3, in f';
// Ruby: "[from ]path.rb:12:in `method'"; PHP: "#0 /path/File.php(12): call()";
// C#: "at Ns.Class.Method() in /path/File.cs:line 12". Go's and Rust's frames
// are a path with a line suffix, read as paths in code.
const JS_FRAME = /^\s*at\s+(?:async\s+)?(?:new\s+)?(?:(\S+)\s+\((.*)\)|(\S+))\s*$/;
const PY_FRAME = /^\s*File\s+"([^"]+)",\s+line\s+\d+(?:,\s+in\s+(\S+))?/;
const RUBY_FRAME = /^\s*(?:from\s+)?([^\s:]+):\d+:in\s+[`']([^`']*)['`]/;
const PHP_FRAME = /^\s*#\d+\s+([^\s(]+)\(\d+\):\s*([\p{L}_\\][\p{L}\p{N}_\\]*)?/u;
const CSHARP_LINE = /:line\s+\d+\s*$/;

/** The name of a frame's function as identifiers: `a.b.c` as a qualified name. */
function frameName(name: string, out: Collector): void {
  if (!/^[\p{L}_$][\p{L}\p{N}_$.]*$/u.test(name)) return;
  const parts = name.split('.').filter((part) => part !== '');
  if (parts.length > 1) addQualified(parts, out);
  else if (parts.length === 1) out.identifier(parts[0]!);
}

/** A Ruby, PHP or C# frame; false when the line is none of them. */
function processOtherFrame(line: string, out: Collector): boolean {
  const ruby = RUBY_FRAME.exec(line);
  if (ruby) {
    out.frame(asPath(ruby[1]!), false);
    frameName(trimEndOf(ruby[2]!.replace(/^block (?:\(\d+ levels\) )?in /, ''), '!?='), out);
    // The first frame carries the message: `…:in 'route!': undefined method (NoMethodError)`.
    processText(stripApostrophes(line.slice(ruby.index + ruby[0].length)), 'prose', out);
    return true;
  }
  const php = PHP_FRAME.exec(line);
  if (php) {
    out.frame(asPath(php[1]!), false);
    const call = php[2];
    if (call) frameName(call.slice(call.lastIndexOf('\\') + 1), out);
    return true;
  }
  if (CSHARP_LINE.test(line) && /^\s*at\s/.test(line)) {
    const inAt = line.lastIndexOf(' in ');
    if (inAt === -1) return false;
    const location = line.slice(inAt + 4).replace(CSHARP_LINE, '');
    out.frame(asPath(location), false);
    const method = line.slice(line.indexOf('at') + 2, inAt).trim();
    const open = method.search(/[[(<]/);
    frameName(open === -1 ? method : method.slice(0, open), out);
    return true;
  }
  return false;
}

/** Handles a stack-frame line; false when the line is not one. */
function processFrame(line: string, out: Collector): boolean {
  const py = PY_FRAME.exec(line);
  if (py) {
    const path = asPath(py[1]!);
    out.frame(path, true);
    if (path === undefined) return true; // library or runtime frame
    const fn = py[2];
    if (fn !== undefined && IDENTIFIER.test(fn)) out.identifier(fn);
    return true;
  }
  if (processOtherFrame(line, out)) return true;
  const js = JS_FRAME.exec(line);
  if (!js) return false;
  if (LIBRARY_FRAME.test(line)) {
    out.frame(undefined, false);
    return true;
  }
  if (js[1] !== undefined) {
    const path = locationPath(js[2]!);
    out.frame(path, false);
    // A built-in frame: "(<anonymous>)", "(native)", "(index 0)".
    if (path === undefined) return true;
    frameName(js[1].replace(/^(?:Object|Module)\.(?=.)/, '').replace(/\.<anonymous>$/, ''), out);
    return true;
  }
  const path = locationPath(js[3]!);
  if (path !== undefined) out.frame(path, false);
  else {
    // Java: at pkg.Class.method(File.java:12)
    const file = /\(([^():\s]+)(?::\d+)?\)$/.exec(js[3]!);
    out.frame(file ? asPath(file[1]!) : undefined, false);
    processText(js[3]!, 'code', out);
  }
  return true;
}


// A message line inside a code block ("TypeError: Cannot read …"): prose.
const ERROR_LINE =
  /^\s*(?:[\p{L}_$][\p{L}\p{N}_$.]*(?:Error|Exception|Warning)\b|Error\b|Exception\b|Warning\b|error(?:\[\w+\])?:|warning:|panic:|fatal:|Caused by\b|Traceback\b)/u;

/** Drops contractions ("doesn't", "I'm") and possessive 's ("invoice's" → "invoice"). */
function stripApostrophes(text: string): string {
  // A match starts where a run of letters does: tried inside a run, it would read the run to
  // its end again from every letter (quadratic; 200,000 letters took 34 s).
  return text.replace(/(?<!\p{L})(\p{L}+)'(\p{L}+)/gu, (_all, head: string, tail: string) =>
    tail.toLowerCase() === 's' ? head : ' ',
  );
}

/**
 * Inline code spans of one line, CommonMark-style: a run of n backticks opens
 * a span closed by the next run of exactly n backticks; an opener without a
 * closer is literal text. Linear in the line length. Yields
 * [span start, span end, [content start, content end]].
 */
function* inlineCodeSpans(line: string): Generator<[number, number, [number, number]]> {
  const runs: Array<[number, number]> = []; // [position, length]
  for (let i = line.indexOf('`'); i !== -1; i = line.indexOf('`', i)) {
    let j = i;
    while (line[j] === '`') j++;
    runs.push([i, j - i]);
    i = j;
  }
  // nextSame[r]: the next run with the same length as run r, or -1.
  const nextSame = new Array<number>(runs.length);
  const seen = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    nextSame[r] = seen.get(runs[r]![1]) ?? -1;
    seen.set(runs[r]![1], r);
  }
  for (let r = 0; r < runs.length; ) {
    const closer = nextSame[r]!;
    if (closer === -1) {
      r++;
      continue;
    }
    const [open, length] = runs[r]!;
    const [close] = runs[closer]!;
    yield [open, close + length, [open + length, close]];
    r = closer + 1;
  }
}

/** Conventional Commits' types: `fix(parser):` names the parser, not a thing called fix. */
const COMMIT_TYPES = new Set('fix feat feature chore docs doc refactor perf test tests build ci style revert deps release wip'.split(' '));
/** `type(scope)!: …`, or `scope: …` / `a/b, c: …` (a Go-style package prefix), at the start of a text. */
const SCOPE_PREFIX = /^\s*(?:([A-Za-z][\w-]*)\(([^()\s]+)\)|([\w.-]+(?:\/[\w.-]+)*(?:\s*,\s*[\w.-]+(?:\/[\w.-]+)*)*))!?:\s/;

/**
 * The scopes a task's first line opens with, lowercased: `fix(ssr): …` → ssr, `net/http: …` →
 * net/http, `fs, io: …` → fs and io. Commit types (`fix: …`) and words with no letter are none.
 */
export function taskScopes(text: string): string[] {
  const match = SCOPE_PREFIX.exec(text);
  if (!match) return [];
  const list = match[2] ?? match[3]!;
  return [
    ...new Set(
      list
        .split(/[,|]/)
        // without the white space around each separator, as `split(/\s*[,|]\s*/)` took it
        .map((scope, i, all) => {
          const after = i === 0 ? scope : scope.trimStart();
          return i === all.length - 1 ? after : after.trimEnd();
        })
        .map((scope) => scope.toLowerCase())
        .filter((scope) => /[a-z]/.test(scope) && scope.length >= 2 && !COMMIT_TYPES.has(scope)),
    ),
  ];
}

/** Extracts identifiers, path-like words and plain words from free text. */
export function extractQueryTerms(text: string): QueryTerms {
  const out = new Collector();
  // `fix(ssr): …` is a commit's type and scope, not a call of fix.
  const unscoped = text.replace(SCOPE_PREFIX, (prefix, type: string | undefined, scope: string | undefined) =>
    type !== undefined && scope !== undefined && COMMIT_TYPES.has(type.toLowerCase()) ? `${scope}: ` : prefix,
  );
  const normalized = unscoped.replace(/\r\n?/g, '\n').replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u201c\u201d]/g, '"');
  let fence: string | undefined;
  for (const line of normalized.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line);
    // A trace ends at a blank line, a fence or its error line (Python's code lines between
    // frames do not end it).
    if (fenceMark || line.trim() === '' || ERROR_LINE.test(line)) out.endTrace();
    if (fence !== undefined) {
      if (fenceMark && fenceMark[1]![0] === fence[0] && fenceMark[1]!.length >= fence.length && line.trim() === fenceMark[1]) {
        fence = undefined;
      } else if (ERROR_LINE.test(line)) {
        processText(stripApostrophes(line), 'prose', out);
      } else if (!processFrame(line, out)) {
        processText(line, 'code', out);
      }
      continue;
    }
    // An opening fence of backticks has no backtick in its info string
    // (a line like ```x``` is inline code).
    if (fenceMark && !(fenceMark[1]![0] === '`' && line.slice(fenceMark[0].length).includes('`'))) {
      fence = fenceMark[1]!;
      continue;
    }
    if (processFrame(line, out)) continue;

    // Inline code spans, then the prose around them.
    let last = 0;
    for (const [start, end, inner] of inlineCodeSpans(line)) {
      processText(stripApostrophes(line.slice(last, start)), 'prose', out);
      const code = line.slice(inner[0], inner[1]).trim();
      if (/^\S+$/.test(code)) {
        // `name`, `name()`, `name(args)`: one marked token.
        const open = code.indexOf('(');
        const isCall = open > 0 && code.endsWith(')');
        processToken(isCall ? code.slice(0, open) : code, 'marked', isCall, out);
      } else {
        processText(code, 'code', out);
      }
      last = end;
    }
    processText(stripApostrophes(line.slice(last)), 'prose', out);
  }
  return out.result();
}
