// Scala definition recall against a regex reference (Universal Ctags has no Scala
// parser). Usage: node bench/scala-reference.mjs ROOT [--json FILE] (after `npx tsc`).
//
// Reference: in every .scala file, with comments and string literals blanked, a line
// that starts (after modifiers and annotations on the same line) with
// `class|object|trait|def|val|var|type|enum` + name (`case class`, `case object` too) is
// a declaration when every brace enclosing it was opened on a line that declares a
// class, object, trait, enum or package (a template), i.e. not inside a method body or
// a block. Limits: Scala 3 indentation-syntax bodies are not seen (a `def` in an
// indented body counts as a member), patterns (`val (a, b) =`) and `given`/`extension`
// members are not counted, and a brace opened on a line with both a declaration and a
// block is taken for a template. A reference declaration is found when our extraction
// has a definition of that name in the file starting at most 5 lines before it
// (annotations on earlier lines move our start line up).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { extractSource } from '../dist/extract/extractor.js';

const root = process.argv[2];
const jsonAt = process.argv.indexOf('--json');
const files = [];
(function walk(dir) {
  for (const e of readdirSync(dir)) {
    if (e.startsWith('.') || e === 'node_modules' || e === 'target') continue;
    const p = join(dir, e);
    const s = statSync(p);
    if (s.isDirectory()) walk(p);
    else if (e.endsWith('.scala')) files.push(p);
  }
})(root);

function blank(src) {
  // comments and strings → spaces, newlines kept
  return src.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)'/g, (m) => m.replace(/[^\n]/g, ' '));
}
const DECL = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:private|protected)(?:\[\w+\])?\s+|(?:final|sealed|abstract|implicit|override|lazy|inline|transparent|open|opaque|infix)\s+)*(case\s+)?(class|object|trait|def|val|var|type|enum)\s+([A-Za-z_][\w]*|`[^`]+`|[!#%&*+\-/:<=>?@\\^|~]+)/;
const TEMPLATE = /\b(class|object|trait|enum|package)\b/;

const byKind = {};
let tags = 0, found = 0, ms = 0, bytes = 0;
const statuses = {};
const missed = [];
for (const file of files) {
  const src = readFileSync(file, 'utf8');
  bytes += Buffer.byteLength(src);
  const t0 = performance.now();
  const r = await extractSource('scala', src);
  ms += performance.now() - t0;
  statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const ours = r.definitions.map((d) => ({ name: d.name.replace(/`/g, ''), line: d.startLine, used: false }));
  const stack = [];
  const lines = blank(src).split('\n');
  lines.forEach((line, i) => {
    const m = DECL.exec(line);
    if (m && stack.every((s) => s === 'template')) {
      const kind = (m[1] ? 'case ' : '') + m[2];
      const name = m[3].replace(/`/g, '');
      tags++;
      const k = (byKind[kind] ??= { tags: 0, found: 0 });
      k.tags++;
      const hit = ours.find((d) => !d.used && d.name === name && d.line <= i + 1 && i + 1 - d.line <= 5);
      if (hit) { hit.used = true; found++; k.found++; } else if (missed.length < 60) missed.push(`${relative(root, file)}:${i + 1} ${kind} ${name}`);
    }
    for (const ch of line) {
      if (ch === '{') stack.push(TEMPLATE.test(line) && !/\bdef\b|=>|=\s*\{/.test(line) ? 'template' : 'block');
      else if (ch === '}') stack.pop();
    }
  });
}
for (const k of Object.values(byKind)) k.recall = Number((k.found / k.tags).toFixed(3));
const report = { root, language: 'scala', files: files.length, bytes, statuses, extractMs: Math.round(ms), filesPerSecond: Math.round(files.length / (ms / 1000)), kibPerSecond: Math.round(bytes / 1024 / (ms / 1000)), reference: { method: 'regex, see bench/scala-reference.mjs', tags, found, recall: Number((found / tags).toFixed(3)), byKind }, missedSample: missed.slice(0, 30) };
console.log(JSON.stringify(report, null, 2));
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], JSON.stringify({ ...report, root: relative(process.cwd(), root) === root ? root : root.split('/').pop() }, null, 2) + '\n');
