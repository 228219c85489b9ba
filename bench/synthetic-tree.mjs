#!/usr/bin/env node
// A deterministic synthetic repository for the scaling benchmark: N source
// files in TypeScript, Python, Go, Rust and Java, in packages of 20–50 files,
// each file 50–400 lines of classes and functions that import names from files
// of the same and nearby packages and call them, so the reference graph looks
// like a real one. The same seed gives the same bytes, and the same commit.
//
//   node bench/synthetic-tree.mjs DIR --files N [--seed S] [--no-git]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_SEED = 14;

const LANGUAGES = [
  { id: 'typescript', weight: 30 },
  { id: 'python', weight: 25 },
  { id: 'go', weight: 15 },
  { id: 'rust', weight: 15 },
  { id: 'java', weight: 15 },
];

const DOMAINS = ['billing', 'search', 'storage', 'auth', 'network', 'render', 'metrics', 'sched', 'catalog', 'ingest', 'notify', 'geo'];
const QUALIFIERS = ['fast', 'lazy', 'shared', 'remote', 'local', 'cached', 'batch', 'stream', 'secure', 'retry', 'async', 'sorted', 'merged', 'scoped', 'typed', 'signed', 'pooled', 'weighted', 'sparse', 'dense', 'atomic', 'fixed', 'rolling', 'nested', 'paged', 'ranked', 'tagged', 'timed', 'linked', 'frozen', 'mutable', 'partial', 'global', 'inner', 'outer', 'primary', 'backup', 'draft', 'stable', 'legacy'];
const NOUNS = ['invoice', 'order', 'token', 'session', 'account', 'ledger', 'tax', 'price', 'cart', 'report', 'user', 'tenant', 'query', 'index', 'shard', 'segment', 'block', 'page', 'frame', 'packet', 'route', 'socket', 'buffer', 'chunk', 'record', 'event', 'metric', 'counter', 'gauge', 'span', 'trace', 'job', 'task', 'queue', 'lease', 'lock', 'node', 'edge', 'graph', 'tile', 'layer', 'shape', 'color', 'font', 'glyph', 'asset', 'item', 'product', 'vendor', 'region', 'zone', 'point', 'path', 'file', 'blob', 'key', 'value', 'entry', 'batch', 'window'];
const SUFFIXES = ['service', 'manager', 'store', 'client', 'handler', 'builder', 'parser', 'registry', 'worker', 'policy', 'adapter', 'view', 'model', 'filter', 'router', 'codec', 'planner', 'tracker', 'loader', 'writer'];
const ATTRIBUTES = ['total', 'count', 'limit', 'offset', 'weight', 'score', 'state', 'config', 'range', 'delay', 'ratio', 'size', 'budget', 'quota', 'version', 'status', 'owner', 'label', 'mode', 'level', 'margin', 'rate', 'depth', 'width', 'timeout', 'retries', 'priority', 'threshold', 'capacity', 'balance', 'digest', 'origin', 'target', 'source', 'bounds', 'extent', 'cursor', 'checksum', 'deadline', 'backlog'];
const VERBS = ['compute', 'load', 'parse', 'apply', 'merge', 'split', 'resolve', 'encode', 'decode', 'validate', 'normalize', 'fetch', 'store', 'flush', 'render', 'score', 'rank', 'count', 'update', 'build', 'check', 'emit', 'collect', 'scan', 'sync', 'route', 'sign', 'verify', 'expire', 'retry'];
const SENTENCES = ['Keeps the running total within the configured bound.', 'Applies the rules in order and returns the adjusted value.', 'Falls back to the cached value when the source is slow.', 'Rounds towards zero so repeated calls stay stable.', 'Counts each entry once, even when it is seen twice.', 'Called on every request; keep it cheap.', 'The result is only valid until the next flush.', 'Mirrors the behaviour of the upstream service.'];

/** mulberry32: a small seeded PRNG, the same sequence on every platform. */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(...parts) {
  let h = 2166136261;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function randomTools(random) {
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const weighted = (items) => {
    let roll = random() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) if ((roll -= item.weight) < 0) return item;
    return items[items.length - 1];
  };
  return { random, int, pick, weighted };
}

const pascal = (words) => words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = (words) => words[0] + pascal(words.slice(1));
const snake = (words) => words.join('_');
const kebab = (words) => words.join('-');

/** A file's planned length in lines, 50–400: most files short, a few long (the text ends within a few lines of it). */
function fileLines(tools) {
  const skewed = tools.random() * tools.random();
  return 50 + Math.floor(skewed * 350);
}

/**
 * The whole tree as plain records, before any text: packages of one language
 * each (the first ten packages are two of each language, so even a small
 * tree has them all, with imports between packages in each), their files with the names each
 * exports (a class with public methods, free functions), and what each file
 * imports from files of its own and nearby packages.
 */
export function planTree({ files, seed = DEFAULT_SEED, packageSize = { min: 20, max: 50 } }) {
  const tools = randomTools(prng(hashSeed('plan', seed)));
  const packages = [];
  const usedNames = new Set();
  let remaining = files;
  while (remaining > 0) {
    const language = packages.length < 2 * LANGUAGES.length ? LANGUAGES[packages.length % LANGUAGES.length].id : tools.weighted(LANGUAGES).id;
    const size = Math.min(remaining, tools.int(packageSize.min, packageSize.max));
    remaining -= size;
    const words = [tools.pick(NOUNS), tools.pick(QUALIFIERS)];
    for (let n = 2; usedNames.has(`${language}/${words.join('')}`); n++) words[2] = `v${n}`;
    usedNames.add(`${language}/${words.join('')}`);
    packages.push(packageRecord(language, tools.pick(DOMAINS), words, size, tools));
  }
  const byLanguage = new Map();
  for (const pkg of packages) {
    const list = byLanguage.get(pkg.language) ?? [];
    pkg.index = list.length;
    list.push(pkg);
    byLanguage.set(pkg.language, list);
  }
  for (const pkg of packages) {
    for (const file of pkg.files) file.imports = planImports(file, pkg, byLanguage.get(pkg.language), tools);
  }
  return { seed, packages };
}

function packageRecord(language, domain, words, size, tools) {
  const pkg = { language, domain, words, index: 0, files: [] };
  pkg.goName = words.join('').toLowerCase();
  pkg.crate = snake(words);
  pkg.dir = {
    typescript: `web/src/${domain}/${kebab(words)}`,
    python: `py/${domain}/${snake(words)}`,
    go: `go/${domain}/${pkg.goName}`,
    rust: `rust/${domain}/${kebab(words)}/src`,
    java: `java/src/main/java/com/synth/${domain}/${pkg.goName}`,
  }[language];
  pkg.javaPackage = `com.synth.${domain}.${pkg.goName}`;
  pkg.pyModule = `${domain}.${snake(words)}`;
  pkg.goImport = `example.com/synth/${domain}/${pkg.goName}`;
  const stems = new Set();
  for (let i = 0; i < size; i++) {
    let stem;
    do {
      stem = tools.random() < 0.5 ? [tools.pick(QUALIFIERS), tools.pick(NOUNS), tools.pick(SUFFIXES)] : [tools.pick(NOUNS), tools.pick(SUFFIXES)];
    } while (stems.has(stem.join('_')));
    stems.add(stem.join('_'));
    pkg.files.push(fileRecord(pkg, stem, i === 0 && language === 'rust', tools));
  }
  return pkg;
}

/**
 * A public name's words. The vocabulary grows with the tree as a real one
 * does: a few names every tree shares (`compute`, `loadInvoice`), most made
 * of the file's own noun and an attribute (`scoreInvoiceWeight`), so a name
 * is defined in a handful of files, not in a fixed share of the tree.
 */
function exportedName(stem, tools) {
  const roll = tools.random();
  if (roll < 0.05) return [tools.pick(VERBS)];
  if (roll < 0.3) return [tools.pick(VERBS), tools.pick(NOUNS)];
  return [tools.pick(VERBS), stem[stem.length - 2], tools.pick(ATTRIBUTES)];
}

function fileRecord(pkg, stem, isCrateRoot, tools) {
  const className = pascal(stem);
  const name = {
    typescript: `${kebab(stem)}.ts`,
    python: `${snake(stem)}.py`,
    go: `${snake(stem)}.go`,
    rust: isCrateRoot ? 'lib.rs' : `${snake(stem)}.rs`,
    java: `${className}.java`,
  }[pkg.language];
  const uniqueWords = (count) => {
    const seen = new Set();
    const out = [];
    while (out.length < count) {
      const words = exportedName(stem, tools);
      if (!seen.has(words.join('_'))) {
        seen.add(words.join('_'));
        out.push(words);
      }
    }
    return out;
  };
  const exported = uniqueWords(tools.int(3, 9));
  const methodCount = tools.int(2, Math.max(2, exported.length - 1));
  return {
    path: `${pkg.dir}/${name}`,
    module: snake(stem),
    className,
    field: [stem[stem.length - 2], tools.pick(ATTRIBUTES)],
    methods: exported.slice(0, methodCount),
    functions: exported.slice(methodCount),
    lines: fileLines(tools),
    isCrateRoot,
    imports: [],
  };
}

function planImports(file, pkg, siblings, tools) {
  const wanted = tools.int(2, 7);
  const imports = [];
  const seen = new Set([file.path]);
  for (let tries = 0; imports.length < wanted && tries < wanted * 4; tries++) {
    let source = pkg;
    if (tools.random() < 0.4 && siblings.length > 1) {
      const offset = tools.pick([-3, -2, -1, 1, 2, 3]);
      source = siblings[Math.max(0, Math.min(siblings.length - 1, pkg.index + offset))];
    }
    const target = tools.pick(source.files);
    if (seen.has(target.path) || target.isCrateRoot) continue;
    seen.add(target.path);
    imports.push({ file: target, pkg: source, samePackage: source === pkg });
  }
  return imports;
}

// ---- Text: one file's source from its record ----

const SYNTAX = {
  typescript: {
    indent: '  ',
    comment: (text) => `// ${text}`,
    start: ['let total = input;'],
    assign: (call) => [`total = ${call};`],
    accumulate: (call) => [`total += ${call};`],
    branch: (n, m) => [`if (total > ${n}) {`, `  total = total % ${m};`, '}'],
    loop: (k, call) => [`for (let i = 0; i < ${k}; i++) {`, `  total += ${call};`, '}'],
    end: ['return total;'],
  },
  python: {
    indent: '    ',
    comment: (text) => `# ${text}`,
    start: ['total = value'],
    assign: (call) => [`total = ${call}`],
    accumulate: (call) => [`total += ${call}`],
    branch: (n, m) => [`if total > ${n}:`, `    total = total % ${m}`],
    loop: (k, call) => [`for i in range(${k}):`, `    total += ${call}`],
    end: ['return total'],
  },
  go: {
    indent: '\t',
    comment: (text) => `// ${text}`,
    start: ['total := input'],
    assign: (call) => [`total = ${call}`],
    accumulate: (call) => [`total += ${call}`],
    branch: (n, m) => [`if total > ${n} {`, `\ttotal = total % ${m}`, '}'],
    loop: (k, call) => [`for i := 0; i < ${k}; i++ {`, `\ttotal += ${call}`, '}'],
    end: ['return total'],
  },
  rust: {
    indent: '    ',
    comment: (text) => `// ${text}`,
    start: ['let mut total = input;'],
    assign: (call) => [`total = ${call};`],
    accumulate: (call) => [`total += ${call};`],
    branch: (n, m) => [`if total > ${n} {`, `    total %= ${m};`, '}'],
    loop: (k, call) => [`for i in 0..${k}u64 {`, `    total += ${call};`, '}'],
    end: ['total'],
  },
  java: {
    indent: '    ',
    comment: (text) => `// ${text}`,
    start: ['long total = input;'],
    assign: (call) => [`total = ${call};`],
    accumulate: (call) => [`total += ${call};`],
    branch: (n, m) => [`if (total > ${n}) {`, `    total = total % ${m};`, '}'],
    loop: (k, call) => [`for (long i = 0; i < ${k}; i++) {`, `    total += ${call};`, '}'],
    end: ['return total;'],
  },
};

/** How each language spells a method, a function and a private helper name. */
export const NAMING = {
  typescript: { method: camel, fn: camel, helper: camel },
  python: { method: snake, fn: snake, helper: (w) => `_${snake(w)}` },
  go: { method: pascal, fn: pascal, helper: camel },
  rust: { method: snake, fn: snake, helper: snake },
  java: { method: camel, fn: camel, helper: camel },
};

/** A call expression for a callee, as written in a file of `language`. */
function callText(language, callee, arg) {
  const naming = NAMING[language];
  if (callee.own) {
    const receiver = { typescript: 'this.', python: 'self.', go: 'c.', rust: 'self.', java: 'this.' }[language];
    return `${receiver}${(callee.helper ? naming.helper : naming.method)(callee.words)}(${arg})`;
  }
  const { target, pkg, samePackage, local, helper } = callee;
  const name = helper ? naming.helper(callee.words) : callee.method ? naming.method(callee.words) : naming.fn(callee.words);
  if (local) return `${name}(${arg})`;
  const goPrefix = samePackage ? '' : `${pkg.goName}.`;
  if (callee.method) {
    return {
      typescript: `new ${target.className}().${name}(${arg})`,
      python: `${target.className}().${name}(${arg})`,
      go: `${goPrefix}New${target.className}().${name}(${arg})`,
      rust: `${target.className}::new().${name}(${arg})`,
      java: `new ${target.className}().${name}(${arg})`,
    }[language];
  }
  if (language === 'go') return `${goPrefix}${name}(${arg})`;
  if (language === 'java') return `${target.className}.${name}(${arg})`;
  return `${name}(${arg})`;
}

function relativeSpecifier(fromPath, toPath) {
  const from = dirname(fromPath).split('/');
  const to = toPath.replace(/\.ts$/, '').split('/');
  let shared = 0;
  while (shared < from.length && shared < to.length - 1 && from[shared] === to[shared]) shared++;
  const up = from.length - shared;
  return (up === 0 ? './' : '../'.repeat(up)) + to.slice(shared).join('/');
}

function importLines(file, pkg) {
  const lines = [];
  const names = (imp, naming) => [imp.file.className, ...imp.file.functions.map(naming.fn)];
  switch (pkg.language) {
    case 'typescript':
      for (const imp of file.imports) lines.push(`import { ${names(imp, NAMING.typescript).join(', ')} } from '${relativeSpecifier(file.path, imp.file.path)}';`);
      break;
    case 'python':
      for (const imp of file.imports) lines.push(`from ${imp.pkg.pyModule}.${imp.file.module} import ${names(imp, NAMING.python).join(', ')}`);
      break;
    case 'go': {
      const paths = [...new Set(file.imports.filter((imp) => !imp.samePackage).map((imp) => imp.pkg.goImport))].sort();
      if (paths.length) lines.push('import (', ...paths.map((path) => `\t"${path}"`), ')');
      break;
    }
    case 'rust':
      if (file.isCrateRoot) for (const other of pkg.files.slice(1)) lines.push(`pub mod ${other.module};`);
      if (file.isCrateRoot) lines.push('');
      for (const imp of file.imports) {
        lines.push(`use ${imp.samePackage ? 'crate' : imp.pkg.crate}::${imp.file.module}::{${names(imp, NAMING.rust).join(', ')}};`);
      }
      break;
    case 'java':
      for (const imp of file.imports) if (!imp.samePackage) lines.push(`import ${imp.pkg.javaPackage}.${imp.file.className};`);
      break;
  }
  return lines;
}

function fileHeader(file, pkg) {
  const header = {
    typescript: [`// ${file.className}: part of the ${pkg.domain} domain.`],
    python: [`"""${file.className}: part of the ${pkg.domain} domain."""`],
    go: [`// Package ${pkg.goName} is part of the ${pkg.domain} domain.`, `package ${pkg.goName}`],
    rust: [`//! ${file.className}: part of the ${pkg.domain} domain.`],
    java: [`package ${pkg.javaPackage};`],
  }[pkg.language];
  const imports = importLines(file, pkg);
  return imports.length ? [...header, '', ...imports, ''] : [...header, ''];
}

/** One function or method: signature, a body of statements calling what is in scope, close. */
function functionLines(language, kind, name, words, scope, tools, inClass) {
  const syntax = SYNTAX[language];
  const doc = tools.random() < 0.4 ? tools.pick(SENTENCES) : null;
  const visible = kind !== 'helper';
  const signature = {
    typescript: inClass ? [`${visible ? '' : 'private '}${name}(input: number): number {`] : [`${visible ? 'export ' : ''}function ${name}(input: number): number {`],
    python: [inClass ? `def ${name}(self, value: int) -> int:` : `def ${name}(value: int) -> int:`],
    go: [inClass ? `func (c *${inClass}) ${name}(input int) int {` : `func ${name}(input int) int {`],
    rust: [`${visible ? 'pub ' : ''}fn ${name}(${inClass ? '&self, ' : ''}input: u64) -> u64 {`],
    java: [`${visible ? 'public' : 'private'}${inClass ? '' : ' static'} long ${name}(long input) {`],
  }[language];
  const lines = [];
  if (doc && language !== 'python') lines.push(language === 'typescript' ? `/** ${doc} */` : language === 'rust' ? `/// ${doc}` : language === 'go' ? `// ${name} ${doc[0].toLowerCase()}${doc.slice(1)}` : `/** ${doc} */`);
  lines.push(...signature);
  const body = [];
  if (doc && language === 'python') body.push(`"""${doc}"""`);
  body.push(...syntax.start);
  const statements = tools.int(2, 9);
  for (let i = 0; i < statements; i++) {
    const roll = tools.random();
    const call = (arg) => {
      const callee = scope.next(words);
      return callee ? callText(language, callee, arg) : `${arg} + ${tools.int(1, 9)}`;
    };
    if (roll < 0.45) body.push(...syntax.assign(call('total')));
    else if (roll < 0.65) body.push(...syntax.accumulate(call(`total % ${tools.int(2, 97)}`)));
    else if (roll < 0.8) body.push(...syntax.branch(tools.int(100, 100000), tools.int(7, 9973)));
    else if (roll < 0.9) body.push(...syntax.loop(tools.int(2, 8), call('i')));
    else body.push(syntax.comment(tools.pick(SENTENCES)));
  }
  body.push(...syntax.end);
  lines.push(...body.map((line) => syntax.indent + line));
  if (language !== 'python') lines.push('}');
  return lines;
}

/**
 * What a body may call: the imported names first, each once in turn (so every
 * import is used), then a mix of imported names, the file's own functions and,
 * inside a method, the class's methods; never the caller itself.
 */
function callScope(file, tools) {
  const imported = [];
  for (const imp of file.imports) {
    const base = { target: imp.file, pkg: imp.pkg, samePackage: imp.samePackage };
    for (const words of imp.file.functions) imported.push({ ...base, words });
    for (const words of imp.file.methods) imported.push({ ...base, words, method: true });
  }
  const local = [];
  const own = [];
  const queue = file.imports.map((imp) => imported.find((callee) => callee.target === imp.file));
  const scope = {
    inMethod: false,
    addLocal: (callee) => local.push({ ...callee, local: true }),
    addOwn: (words, helper = false) => own.push({ own: true, words, helper }),
    next(caller) {
      if (queue.length) return queue.shift();
      for (let tries = 0; tries < 4; tries++) {
        const roll = tools.random();
        const list = roll < 0.5 ? imported : roll < 0.75 && scope.inMethod ? own : local;
        const callee = list.length ? tools.pick(list) : null;
        if (callee && callee.words !== caller) return callee;
      }
      return imported.length ? tools.pick(imported) : null;
    },
  };
  return scope;
}

function classLines(language, file, members, tools) {
  const C = file.className;
  const ind = SYNTAX[language].indent;
  const doc = tools.pick(SENTENCES);
  const indentAll = (blocks) => blocks.flatMap((block, i) => [...(i ? [''] : []), ...block.map((line) => ind + line)]);
  const member = language === 'python' || language === 'rust' ? snake(file.field) : camel(file.field);
  switch (language) {
    case 'typescript':
      return [`/** ${doc} */`, `export class ${C} {`, `${ind}private readonly ${member}: number;`, '', `${ind}constructor(${member} = 1) {`, `${ind}${ind}this.${member} = ${member};`, `${ind}}`, '', ...indentAll(members), '}'];
    case 'python':
      return [`class ${C}:`, `${ind}"""${doc}"""`, '', `${ind}def __init__(self, ${member}: int = 1) -> None:`, `${ind}${ind}self.${member} = ${member}`, '', ...indentAll(members)];
    case 'go':
      return [`// ${C} ${doc[0].toLowerCase()}${doc.slice(1)}`, `type ${C} struct {`, `\t${member} int`, '}', '', `// New${C} returns a ${C} with unit ${member}.`, `func New${C}() *${C} {`, `\treturn &${C}{${member}: 1}`, '}', '', ...members.flatMap((block, i) => [...(i ? [''] : []), ...block])];
    case 'rust':
      return [`/// ${doc}`, `pub struct ${C} {`, `${ind}${member}: u64,`, '}', '', `impl ${C} {`, `${ind}pub fn new() -> Self {`, `${ind}${ind}Self { ${member}: 1 }`, `${ind}}`, '', ...indentAll(members), '}'];
    case 'java':
      return [`/** ${doc} */`, `public class ${C} {`, `${ind}private final long ${member};`, '', `${ind}public ${C}() {`, `${ind}${ind}this.${member} = 1;`, `${ind}}`, '', ...indentAll(members)];
  }
  throw new Error(`unknown language ${language}`);
}

/**
 * The text of one planned file, deterministic in (seed, path): the class with
 * its public methods, the free functions, then private helpers (in the class
 * or the module) until the file reaches its planned length.
 */
export function renderFile(plan, pkg, file) {
  const tools = randomTools(prng(hashSeed('file', plan.seed, file.path)));
  const language = pkg.language;
  const naming = NAMING[language];
  const receiver = language === 'go' ? file.className : true;
  const scope = callScope(file, tools);
  for (const words of file.functions) scope.addLocal({ words });
  for (const words of file.methods) scope.addOwn(words);
  const header = fileHeader(file, pkg);
  scope.inMethod = true;
  const members = file.methods.map((words) => functionLines(language, 'method', naming.method(words), words, scope, tools, receiver));
  scope.inMethod = false;
  const blocks = file.functions.map((words) => functionLines(language, 'function', naming.fn(words), words, scope, tools, false));
  const length = (list) => list.reduce((sum, block) => sum + block.length + 1, 0);
  let total = header.length + 10 + length(members) + length(blocks);
  const taken = new Set([...file.functions, ...file.methods].map((words) => words.join('_')));
  while (total < file.lines - 4) {
    const words = [tools.pick(VERBS), tools.pick(NOUNS), tools.pick(ATTRIBUTES)];
    if (taken.has(words.join('_'))) continue;
    taken.add(words.join('_'));
    const inClass = tools.random() < 0.4;
    scope.inMethod = inClass;
    const block = functionLines(language, 'helper', naming.helper(words), words, scope, tools, inClass ? receiver : false);
    scope.inMethod = false;
    if (inClass) {
      members.push(block);
      scope.addOwn(words, true);
    } else {
      blocks.push(block);
      scope.addLocal({ words, helper: true });
    }
    total += block.length + 1;
  }
  const gap = language === 'python' ? ['', ''] : [''];
  const lines = [...header, ...gap.slice(1), ...classLines(language, file, members, tools)];
  const ind = SYNTAX[language].indent;
  for (const block of blocks) {
    lines.push(...gap);
    lines.push(...(language === 'java' ? block.map((line) => ind + line) : block));
  }
  if (language === 'java') lines.push('}');
  return `${lines.join('\n')}\n`;
}

/** Every file of the tree: relative path and text, in plan order. */
export function* treeFiles(plan) {
  if (plan.packages.some((pkg) => pkg.language === 'go')) yield { path: 'go/go.mod', text: 'module example.com/synth\n\ngo 1.22\n' };
  for (const pkg of plan.packages) for (const file of pkg.files) yield { path: file.path, text: renderFile(plan, pkg, file) };
}

const GIT_ENV = {
  GIT_AUTHOR_NAME: 'synthetic',
  GIT_AUTHOR_EMAIL: 'synthetic@example.com',
  GIT_COMMITTER_NAME: 'synthetic',
  GIT_COMMITTER_EMAIL: 'synthetic@example.com',
  GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z',
};

function git(dir, ...args) {
  const result = spawnSync('git', ['-c', 'commit.gpgsign=false', '-c', 'core.autocrlf=false', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ENV },
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}: ${result.stderr.trim()}`);
  return result.stdout;
}

/**
 * Write the tree of `files` source files into `dir` (which must be empty or
 * absent) and, unless `git: false`, make it a git repository with one commit.
 * Returns what was written.
 */
export function writeSyntheticTree(dir, { files, seed = DEFAULT_SEED, packageSize, git: makeRepository = true }) {
  mkdirSync(dir, { recursive: true });
  if (readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
  const plan = planTree({ files, seed, packageSize });
  const made = new Set();
  let count = 0;
  let bytes = 0;
  const languages = {};
  for (const { path, text } of treeFiles(plan)) {
    const parent = dirname(join(dir, path));
    if (!made.has(parent)) {
      mkdirSync(parent, { recursive: true });
      made.add(parent);
    }
    writeFileSync(join(dir, path), text);
    count++;
    bytes += Buffer.byteLength(text);
  }
  for (const pkg of plan.packages) languages[pkg.language] = (languages[pkg.language] ?? 0) + pkg.files.length;
  if (makeRepository) {
    git(dir, 'init', '-q', '-b', 'main');
    git(dir, 'add', '.');
    git(dir, 'commit', '-q', '-m', `synthetic tree: ${files} source files, seed ${seed}`);
  }
  return { dir, files: count, sourceFiles: files, bytes, languages, plan };
}

function parseArgs(argv) {
  const options = { dir: null, files: null, seed: DEFAULT_SEED, git: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--files') options.files = Number(argv[++i]);
    else if (arg === '--seed') options.seed = Number(argv[++i]);
    else if (arg === '--no-git') options.git = false;
    else if (!arg.startsWith('-') && options.dir === null) options.dir = arg;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.dir || !Number.isInteger(options.files) || options.files < 1 || !Number.isInteger(options.seed)) {
    throw new Error('usage: node bench/synthetic-tree.mjs DIR --files N [--seed S] [--no-git]');
  }
  return options;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const tree = writeSyntheticTree(options.dir, options);
    console.log(`${tree.dir}: ${tree.files} files, ${tree.bytes} bytes, ${JSON.stringify(tree.languages)}`);
  } catch (error) {
    console.error(`synthetic-tree: ${error.message}`);
    process.exit(2);
  }
}
