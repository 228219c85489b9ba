#!/usr/bin/env node
// Definition recall against a regex reference, for languages Universal Ctags
// has no parser for (swift, dart, groovy, hcl, gleam; fsharp and nix by rules of their own below). Each file is blanked of comments and string
// literals, braces are tracked, and a declaration line counts as gold only when
// it starts a statement (not inside parentheses or brackets, not a continuation
// line: Swift statements end at a line's end, Dart's at `;`) and every enclosing `{` was opened by a type-like header (class, struct, enum,
// protocol, extension, actor, mixin): declarations in function, accessor and
// closure bodies are locals and left out. A gold tag is found when repomap
// extracts a definition of that name in that file whose line span holds it.
// Limits: one name per line (`case a, b` and `var a = 1, b = 2` count their
// first name only); operator functions are skipped; a regex, not a parser.
// A Swift name in backticks (`func \`in\`()`) matches without its backticks.
//
//   npm run build
//   node bench/regex-recall.mjs ROOT --language swift|dart|groovy|hcl|gleam|fsharp|nix|rescript [--json OUT] [--show-missed 20]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { extractSource } = await import(join(here, '..', 'dist', 'extract', 'extractor.js'));

const MOD = '(?:(?:@\\w+(?:\\([^)]*\\))?|public|private|internal|open|fileprivate|package|static|final|class|override|mutating|nonmutating|lazy|weak|unowned|required|convenience|dynamic|indirect|nonisolated|optional|prefix|postfix|infix)(?:\\([^)]*\\))?\\s+)*';
const RULES = {
  swift: {
    ext: ['.swift'],
    newlineEnds: true,
    typeHeader: /\b(class|struct|enum|protocol|extension|actor)\b[^=(]*$/,
    decl: new RegExp(`^\\s*${MOD}(class|struct|enum|protocol|actor|func|var|let|typealias|associatedtype|init|case|subscript)\\b[?!]?\\s*(\`?[A-Za-z_]\\w*\`?)?`),
    name: (m) => (m[1] === 'init' || m[1] === 'subscript' ? m[1] : m[2]?.replace(/`/g, '')),
  },
  dart: {
    ext: ['.dart'],
    typeHeader: /\b(class|mixin|enum|extension)\b[^=(]*$|^\s*extension\b/,
    // Types, typedefs, and members / top-level declarations: `[modifiers] [Type] name(`,
    // `name =`, `name;`, `get name`, `set name(`, constructors `Foo(`/`Foo.named(`.
    decl: /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:abstract|base|final|sealed|interface|mixin)\s+)*(class|mixin|enum|typedef|extension(?:\s+type)?)\s+([A-Za-z_$][\w$]*)|^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:external|static|final|const|late|covariant|factory|var)\s+)*(?:(?:[A-Za-z_$][\w$.]*(?:<[^;{}()=]*>)?\??|Function\([^)]*\)\??)\s+)?(?:(get|set|operator)\s+)?([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?\s*(?:<[^(;{}]*>)?\s*(\(|=[^=>]|;|,)/,
    name: (m) => {
      if (m[1]) return m[2];
      if (m[3] === 'operator') return null;
      const n = m[5] ?? m[4];
      if (['return', 'await', 'yield', 'if', 'for', 'while', 'switch', 'assert', 'super', 'this', 'throw', 'new', 'else', 'case', 'import', 'export', 'part', 'library', 'show', 'hide', 'default', 'try', 'catch'].includes(n)) return null;
      return n;
    },
  },
  gleam: {
    ext: ['.gleam'],
    newlineEnds: true,
    // A custom type's body holds its constructors; a function's body holds locals.
    typeHeader: /\btype\b/,
    decl: /^\s*(?:pub\s+)?(?:(?:opaque\s+)?(type)\s+([A-Z]\w*)|(fn)\s+([a-z_]\w*)|(const)\s+([a-z_]\w*))|^\s*([A-Z]\w*)\s*(?:\(|$)/,
    name: (m) => m[2] ?? m[4] ?? m[6] ?? m[7],
  },
  fsharp: { ext: ['.fs', '.fsi', '.fsx'], gold: fsharpGold },
  nix: { ext: ['.nix'], gold: nixGold },
  rescript: { ext: ['.res'], gold: rescriptGold },
};

// Groovy: types, methods (a Spock feature named by a string: `def "pushes x"()`, whose
// name repomap reads as `pushes_x`, every character that cannot be in an identifier an
// underscore), constructors and fields/properties in a type body, and a script's top-level
// `def f(…)` and `def x = …`. Enum constants are not in the gold.
const GROOVY_MOD = '(?:(?:@[\\w.]+(?:\\([^)]*\\))?|public|private|protected|static|final|abstract|synchronized|transient|volatile|native|strictfp|default)\\s+)*';
const GROOVY_TYPE = '(?:[A-Za-z_][\\w.]*(?:<[^()=]*>)?(?:\\[\\])*)';
RULES.groovy = {
  ext: ['.groovy', '.gradle'],
  newlineEnds: true,
  typeHeader: /\b(class|interface|enum|trait|record)\b[^=(]*$|@interface\b/,
  decl: new RegExp(
    `^\\s*${GROOVY_MOD}(?:(class|interface|enum|trait|record|@interface)\\s+([A-Za-z_]\\w*)` +
      `|(?:<[^>]*>\\s*)?(?:def|void|${GROOVY_TYPE})\\s+(?:([A-Za-z_$][\\w$]*)|("[^"\\n]*"|'[^'\\n]*'))\\s*(\\(|=|$)` +
      `|([A-Z]\\w*)\\s*\\()`,
    'd',
  ),
  kind: (m) => m[1] ?? (m[6] ? 'constructor' : m[5] === '(' ? 'method' : 'field'),
  name: (m, raw, inType) => {
    if (m[2]) return m[2];
    if (m[6]) return inType ? m[6] : null;
    if (m[4]) return m[5] === '(' ? raw.slice(m.indices[4][0] + 1, m.indices[4][1] - 1).replace(/[^A-Za-z0-9_$]/g, '_') : null;
    const n = m[3];
    if (!n || ['return', 'new', 'throw', 'assert', 'if', 'for', 'while', 'switch', 'else', 'case', 'import', 'package', 'in', 'as', 'instanceof', 'def', 'void'].includes(n)) return null;
    // `Type name` with nothing after it is a field only in a type body; in a script it is a statement such as `println x`.
    if (m[5] === '' && !inType) return null;
    return n;
  },
};

// HCL / Terraform: the blocks that name something, `resource "type" "name"` (and `data`,
// `ephemeral`: the second label), `module`, `variable`, `output`, `provider` (the label),
// at the top level, and the entries of a `locals` block; `#` comments are comments. Names
// are read from the labels in the source (strings are blank in the scanned line).
RULES.hcl = {
  ext: ['.tf', '.tfvars', '.hcl'],
  newlineEnds: true,
  hashComments: true,
  typeHeader: /^\s*locals\s*$/,
  decl: /^\s*(?:(resource|data|ephemeral)\s+("[^"]*")\s+("[^"]*")|(module|variable|output|provider)\s+("[^"]*")|([A-Za-z_][\w-]*)\s*=(?!=))/d,
  kind: (m) => m[1] ?? m[4] ?? 'local',
  name: (m, raw, inType) => {
    const label = (group) => raw.slice(m.indices[group][0] + 1, m.indices[group][1] - 1);
    if (m[1]) return inType ? null : label(3);
    if (m[4]) return inType ? null : label(5);
    return inType ? m[6] : null;
  },
};

/** F# comments and string contents blanked (newlines kept). */
function blankFsharp(src) {
  return src.replace(/\(\*[\s\S]*?\*\)|\/\/[^\n]*|"""[\s\S]*?"""|"(?:[^"\\]|\\.)*"/g, (m) => m.replace(/[^\n]/g, ' '));
}

const FSHARP_DECL =
  /^\s*(?:\[<[^\]]*>\]\s*)*(?:(let|and)\s+(?:(?:inline|private|internal|public|mutable|rec)\s+)*([A-Za-z_]\w*|``[^`]+``)|(?:(?:static|override|abstract|default)\s+)*(member|abstract|override|default)\s+(?:(?:inline|private|internal|public|val)\s+)*(?:[A-Za-z_]\w*\.)?([A-Za-z_]\w*|``[^`]+``)|(type|module|exception|namespace)\s+(?:(?:private|internal|public|rec)\s+)*([A-Za-z_][\w.]*))/;

/**
 * F# by indentation: a declaration (`let`, `member`, `type`, `module`, `exception`, `namespace`,
 * and a union case `| Name` right inside a type) counts unless it lies in the body of a `let` or
 * a member (a line indented deeper than one, before a line back at its indentation). Record
 * fields and one-line unions are left out.
 */
function fsharpGold(src) {
  const out = [];
  const stack = []; // { indent, local, type }
  const original = src.split('\n');
  blankFsharp(src).split('\n').forEach((line, i) => {
    const text = line.trimStart();
    if (!text) return;
    const indent = line.length - text.length;
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    const local = stack.some((entry) => entry.local);
    const m = FSHARP_DECL.exec(line);
    if (m) {
      const kind = m[1] ?? m[3] ?? m[5];
      // (a ``name`` may hold quotes: read from the line as written)
      const written = FSHARP_DECL.exec(original[i]) ?? m;
      const name = (written[2] ?? written[4] ?? written[6]).replace(/`/g, '');
      if (!local) out.push({ line: i + 1, name, kind });
      stack.push({ indent, local: kind !== 'type' && kind !== 'module' && kind !== 'namespace' && kind !== 'exception', type: kind === 'type' });
      return;
    }
    const union = /^\|\s*([A-Z]\w*)/.exec(text);
    if (union && !local && stack.length && stack[stack.length - 1].type) out.push({ line: i + 1, name: union[1], kind: 'case' });
  });
  return out;
}

/** Nix comments and strings (`"…"`, `''…''`, with their `${…}`) blanked, newlines kept. */
function blankNix(src) {
  const out = src.split('');
  const blank = (from, to) => { for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' '; };
  // Scans code from i until an unmatched `}` (inside `${…}`) or the end; returns where it stopped.
  const code = (i, nested) => {
    let depth = 0;
    while (i < src.length) {
      const c = src[i];
      if (c === '#') { const e = src.indexOf('\n', i); blank(i, e < 0 ? src.length : e); i = e < 0 ? src.length : e; }
      else if (c === '/' && src[i + 1] === '*') { const e = src.indexOf('*/', i + 2); const end = e < 0 ? src.length : e + 2; blank(i, end); i = end; }
      else if (c === '"') { const start = i; i = string(i + 1, false); blank(start, i); }
      else if (c === "'" && src[i + 1] === "'") { const start = i; i = string(i + 2, true); blank(start, i); }
      else if (c === '{') { depth++; i++; }
      else if (c === '}') { if (depth === 0 && nested) return i; depth--; i++; }
      else i++;
    }
    return i;
  };
  // Scans a string's body from i; returns the index after its closing quote.
  const string = (i, indented) => {
    while (i < src.length) {
      if (!indented && src[i] === '\\') i += 2;
      else if (indented && src.startsWith("''", i) && (src[i + 2] === "'" || src[i + 2] === '$' || src[i + 2] === '\\')) i += 3;
      else if (src[i] === '$' && src[i + 1] === '{') i = code(i + 2, true) + 1;
      else if (!indented && src[i] === '"') return i + 1;
      else if (indented && src.startsWith("''", i)) return i + 2;
      else i++;
    }
    return i;
  };
  code(0, false);
  return out.join('');
}

/**
 * Nix: the bindings (`name = …;`, `a.b.c = …;`) right inside the attribute set the file evaluates
 * to (a `{` or `rec {` opened outside any other bracket, `let` or binding, at the start of the
 * file or after `:`, `in` or `with …;`: not an argument of a call), and the bindings of a `let`
 * opened there whose value is a function (`f = x: …`, `f = { a, b }: …` on one line).
 * Comments and strings blanked; one binding per line.
 */
// ReScript: a file's top-level declarations only, i.e. lines at the margin (column 0, after
// `/* */` and `//` comments are blanked) that read `[@attr ...] let [rec] name`, `type [rec]
// name`, `module [type|rec] Name` or `external name`, each counting its first name (`let {a, b}
// = …` destructuring, `and` continuations and declarations inside modules are not counted).
function rescriptGold(src) {
  const out = [];
  const blank = src.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/\/\/[^\n]*/g, '');
  blank.split('\n').forEach((line, i) => {
    const m = /^(?:@[\w.]+(?:\([^)]*\))?\s+)*(let|type|module|external)\s+(?:(?:rec|type)\s+)?([A-Za-z_][\w']*)/.exec(line);
    if (m && !(m[1] === 'let' && m[2] === 'rec')) out.push({ name: m[2], line: i + 1, kind: m[1] });
  });
  return out;
}

function nixGold(src) {
  const out = [];
  const stack = []; // '{' the root set, 'let' a root let, 'x' anything else
  let previous = ''; // the last token outside brackets
  blankNix(src).split('\n').forEach((line, i) => {
    const binding = /^\s*([A-Za-z_][\w'-]*(?:\.[A-Za-z_][\w'-]*)*)\s*=(?!=)(.*)$/.exec(line);
    if (binding && stack.length === 1) {
      const isFunction = /^\s*(?:[A-Za-z_][\w'-]*\s*:(?!\S)|\{[^{}]*\}\s*:|[A-Za-z_][\w'-]*\s*@\s*\{)/.test(binding[2]);
      if (stack[0] === '{' || (stack[0] === 'let' && isFunction)) out.push({ line: i + 1, name: binding[1], kind: stack[0] === 'let' ? 'let' : 'attr' });
    }
    for (const token of line.matchAll(/\blet\b|\bin\b|\brec\b|[{}()[\]:;]|[^\s{}()[\]:;]+/g)) {
      const t = token[0];
      if (t === 'let') stack.push(stack.length === 0 ? 'let' : 'x');
      else if (t === 'in') { if (stack.length) stack.pop(); }
      else if (t === '{' || t === '(' || t === '[') stack.push(t === '{' && stack.length === 0 && ['', ':', 'in', ';', 'rec'].includes(previous) ? '{' : 'x');
      else if (t === '}' || t === ')' || t === ']') stack.pop();
      if (stack.length === 0 || (stack.length === 1 && t === 'in')) previous = t === 'in' ? 'in' : t;
    }
  });
  return out;
}

function parseArgs(argv) {
  const o = { root: null, language: null, json: null, showMissed: 15 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--language') o.language = argv[++i];
    else if (a === '--json') o.json = argv[++i];
    else if (a === '--show-missed') o.showMissed = Number(argv[++i]);
    else o.root = a;
  }
  if (!o.root || !RULES[o.language]) throw new Error('usage: regex-recall.mjs ROOT --language swift|dart|groovy|hcl|gleam|fsharp|nix|rescript');
  return o;
}

/** Comments and string contents replaced by spaces (newlines kept). */
function blank(src, hashComments = false) {
  if (hashComments) src = src.replace(/#[^\n]*/g, (m) => m.replace(/[^\n]/g, ' ').replace(/^ /, ' '));
  return src.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (m) => m.replace(/[^\n]/g, ' ').replace(/^ /, m[0] === '/' ? ' ' : '"').replace(/ $/, m[0] === '/' ? ' ' : '"'));
}

function gold(src, rules) {
  const lines = blank(src, rules.hashComments).split('\n');
  const stack = []; // true: opened by a type header
  const out = [];
  let header = '';
  let parens = 0;
  const rawLines = src.split('\n');
  lines.forEach((line, i) => {
    // A candidate starts a statement: outside parentheses and brackets, after
    // `;`, `{` or `}` (or after annotations only).
    const fresh = parens === 0 && /^\s*(?:@\w+(?:\([^)]*\))?\s*)*$/.test(header);
    if (fresh && stack.every(Boolean)) {
      const m = rules.decl.exec(line);
      const name = m ? rules.name(m, rawLines[i], stack.length > 0) : null;
      if (name) out.push({ line: i + 1, name, kind: rules.kind ? rules.kind(m) : m[1] ?? m[3] ?? 'member' });
    }
    for (const ch of line) {
      if (ch === '{') {
        stack.push(rules.typeHeader.test(header));
        header = '';
      } else if (ch === '}') {
        stack.pop();
        header = '';
      } else if (ch === ';') header = '';
      else {
        if (ch === '(' || ch === '[') parens++;
        else if ((ch === ')' || ch === ']') && parens > 0) parens--;
        header += ch;
      }
    }
    // Swift statements end at the line's end (outside parentheses), Dart's at `;`.
    header = rules.newlineEnds && parens === 0 ? '' : `${header} `;
  });
  return out;
}

function walk(dir, exts, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === '.git' || name === 'node_modules' || name === '.dart_tool' || name === 'build' || name === '.terraform') continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, exts, out);
    else if (exts.some((e) => name.endsWith(e))) out.push(p);
  }
  return out;
}

const o = parseArgs(process.argv.slice(2));
const rules = RULES[o.language];
const files = walk(o.root, rules.ext);
let tags = 0, found = 0, bytes = 0, ms = 0;
const statuses = {};
const byKind = {};
const missed = [];
for (const file of files) {
  const src = readFileSync(file, 'utf8');
  bytes += Buffer.byteLength(src);
  const t = performance.now();
  const r = await extractSource(o.language, src);
  ms += performance.now() - t;
  statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  for (const g of rules.gold ? rules.gold(src) : gold(src, rules)) {
    tags++;
    const k = (byKind[g.kind] ??= { tags: 0, found: 0 });
    k.tags++;
    if (r.definitions.some((d) => d.name.replace(/`/g, "") === g.name && d.startLine <= g.line && g.line <= d.endLine)) {
      found++;
      k.found++;
    } else missed.push(`${relative(o.root, file)}:${g.line} ${g.kind} ${g.name}`);
  }
}
for (const k of Object.values(byKind)) k.recall = Number((k.found / k.tags).toFixed(3));
const report = {
  root: o.root, language: o.language, files: files.length, bytes, statuses,
  reference: 'regex over declarations outside function bodies (bench/regex-recall.mjs)',
  extractMs: Math.round(ms),
  tags, found, recall: tags ? Number((found / tags).toFixed(3)) : null, byKind,
  missedSample: missed.slice(0, o.showMissed),
};
const text = JSON.stringify(report, null, 2);
if (o.json) writeFileSync(o.json, `${text}\n`);
console.log(text);
