// No regex of src/ may backtrack super-linearly (issue 26): they run over repository text and
// task text, both hostile, and one slow regex held `repomap index` or the MCP server for
// minutes. Every regex of src/ is a literal, so this audit sees them all (a RegExp built from a
// value fails it); the ReDoS checker recheck must judge each safe; and each must run over long
// inputs made of its own characters without hanging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import ts from 'typescript';
import { check } from 'recheck';
import { PROJECT_ROOT } from './helpers.js';

const SRC = join(PROJECT_ROOT, 'src');

interface SourceRegex {
  /** `src/…/file.ts:line` */
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** A string the code spells out in full: `'…'`, `"…"` or a template without `${}`. */
function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/**
 * The regexes of src/: every regex literal, every `RegExp(…)` / `new RegExp(…)` and every string
 * given to `match`, `matchAll` or `search` (which make it a RegExp) that is spelled out in full.
 * `dynamic` lists the RegExps made from anything else, which no audit can check.
 */
function regexesOfSrc(): { regexes: SourceRegex[]; dynamic: string[] } {
  const regexes: SourceRegex[] = [];
  const dynamic: string[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${relative(PROJECT_ROOT, path).split('\\').join('/')}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(file);
        const end = text.lastIndexOf('/');
        regexes.push({ where: where(node), source: text.slice(1, end), flags: text.slice(end + 1) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        const [pattern, flags, ...rest] = node.arguments ?? [];
        const source = literalText(pattern);
        const flagText = flags === undefined ? '' : literalText(flags);
        if (source === undefined || flagText === undefined || rest.length) dynamic.push(`${where(node)}: ${node.getText(file)}`);
        else regexes.push({ where: where(node), source, flags: flagText });
      } else if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ['match', 'matchAll', 'search'].includes(node.expression.name.text) &&
        node.arguments.length === 1
      ) {
        const source = literalText(node.arguments[0]);
        if (source !== undefined) regexes.push({ where: where(node), source, flags: node.expression.name.text === 'matchAll' ? 'g' : '' });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { regexes, dynamic };
}

const { regexes, dynamic } = regexesOfSrc();

describe('the regexes of src/', () => {
  it('are all literals the audit can read', () => {
    expect(dynamic).toEqual([]);
    expect(regexes.length).toBeGreaterThan(200);
  });

  // recheck decides by automata where it can and by fuzzing otherwise (lookarounds,
  // backreferences). Fuzzing is deterministic given its seed only without time limits: with
  // them, a loaded machine cuts a search short and the verdict changes, so the limits are
  // counts of steps (recheck's defaults). A check still running after a minute counts as
  // undecided. Undecided fails too: a regex recheck cannot judge is rewritten until it can.
  it(
    'are judged safe by the ReDoS checker recheck',
    async () => {
      const failures = new Map<SourceRegex, string>();
      let next = 0;
      // two checks at a time (recheck's process takes requests side by side)
      const checker = async () => {
        for (let regex = regexes[next++]; regex !== undefined; regex = regexes[next++]) {
          const verdict = await check(regex.source, regex.flags, {
            randomSeed: 26,
            timeout: 60_000,
            attackTimeout: null,
            incubationTimeout: null,
            seedingTimeout: null,
          });
          const shown = `${regex.where} /${regex.source}/${regex.flags}`;
          if (verdict.status === 'vulnerable') {
            failures.set(regex, `${shown}: ${verdict.complexity.summary}, e.g. ${verdict.attack.pattern.slice(0, 200)}`);
          } else if (verdict.status === 'unknown') {
            failures.set(regex, `${shown}: recheck cannot decide (${verdict.error.kind})`);
          }
        }
      };
      await Promise.all([checker(), checker()]);
      expect(regexes.flatMap((regex) => failures.get(regex) ?? [])).toEqual([]);
    },
    600_000,
  );

  it(
    'each run within a second over a megabyte of its own characters (a hang detector)',
    async () => {
      const { slow, runs, expected } = await hangDetector;
      expect(slow).toEqual([]);
      expect(runs).toBe(expected); // every run made (or stopped)
    },
    600_000,
  );
});

// ---- the hang detector ----
//
// For each regex, inputs of 1 MiB: each character its source names (a class stands for one
// of its characters: `\s` a space, `\d` a digit, `\p{L}` a letter), each character of a generic
// set, and each run of literal text in it (`typename`, `/*`, `{@`), repeated, then a NUL that
// breaks the match. A regex anchored at its start (`^/\*`, `\btypename`) gets each input once
// more after its leading text, so it is tried past its anchor. A backtracking regex takes
// minutes on such an input; a linear one, milliseconds. A run over the second is made again
// and the faster time counts (a machine busy for a moment is no hang); one still going after
// five seconds is stopped and reported.

const SIZE = 1 << 20;
const LIMIT_MS = 1000;
/** A run still going this long after it started is stopped (and reported). */
const STOP_MS = 5000;
const GENERIC = [' ', '\t', 'a', 'Z', '0', '/', '.', ':', "'", '_', '\n'];
const BREAKER = '\u0000';
const LANES = 2;

type Atom = { kind: 'literal'; char: string } | { kind: 'class'; chars: string[] } | { kind: 'quantifier' } | { kind: 'other' };

/** What a class escape (`\d`, `\s`, …) stands for here; undefined for any other escape. */
const CLASS_ESCAPES: Record<string, string[]> = { d: ['0'], D: ['a'], w: ['a'], W: [' '], s: [' '], S: ['a'] };
const CONTROL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', v: '\v', f: '\f', '0': '\0' };

/** The escape at `source[at] === '\\'`: what it matches and where it ends. */
function readEscape(source: string, at: number): { atom: Atom; end: number } {
  const letter = source[at + 1] ?? '';
  const hex = (from: number, to: number) => String.fromCodePoint(parseInt(source.slice(from, to), 16));
  if (CLASS_ESCAPES[letter]) return { atom: { kind: 'class', chars: CLASS_ESCAPES[letter]! }, end: at + 2 };
  if (CONTROL_ESCAPES[letter]) return { atom: { kind: 'literal', char: CONTROL_ESCAPES[letter]! }, end: at + 2 };
  if (letter === 'p' || letter === 'P') return { atom: { kind: 'class', chars: ['a', 'A'] }, end: source.indexOf('}', at) + 1 };
  if (letter === 'u' && source[at + 2] === '{') {
    const close = source.indexOf('}', at);
    return { atom: { kind: 'literal', char: hex(at + 3, close) }, end: close + 1 };
  }
  if (letter === 'u') return { atom: { kind: 'literal', char: hex(at + 2, at + 6) }, end: at + 6 };
  if (letter === 'x') return { atom: { kind: 'literal', char: hex(at + 2, at + 4) }, end: at + 4 };
  if (letter === 'k') return { atom: { kind: 'other' }, end: source.indexOf('>', at) + 1 };
  if (/[bB1-9]/.test(letter)) return { atom: { kind: 'other' }, end: at + 2 };
  return { atom: { kind: 'literal', char: letter }, end: at + 2 };
}

/** The atoms of a regex's source, left to right (a class as the characters it names). */
function atomsOf(source: string): Atom[] {
  const atoms: Atom[] = [];
  for (let i = 0; i < source.length; ) {
    const char = source[i]!;
    if (char === '\\') {
      const { atom, end } = readEscape(source, i);
      atoms.push(atom);
      i = end;
    } else if (char === '[') {
      const chars: string[] = [];
      let j = i + 1;
      if (source[j] === '^') j++;
      while (j < source.length && source[j] !== ']') {
        if (source[j] === '\\') {
          const { atom, end } = readEscape(source, j);
          if (atom.kind === 'literal') chars.push(atom.char);
          else if (atom.kind === 'class') chars.push(...atom.chars);
          j = end;
        } else {
          chars.push(source[j]!);
          j++;
        }
      }
      atoms.push({ kind: 'class', chars });
      i = j + 1;
    } else if (char === '(') {
      const group = /^\(\?(?:[:=!]|<[=!]|<[A-Za-z_$][\w$]*>)?/.exec(source.slice(i, i + 40));
      atoms.push({ kind: 'other' });
      i += group ? group[0].length : 1;
    } else if ('*+?'.includes(char)) {
      atoms.push({ kind: 'quantifier' });
      i += source[i + 1] === '?' ? 2 : 1;
    } else if (char === '{' && /^\{\d+(?:,\d*)?\}/.test(source.slice(i, i + 20))) {
      atoms.push({ kind: 'quantifier' });
      i = source.indexOf('}', i) + 1;
    } else if (')|^$.'.includes(char)) {
      atoms.push({ kind: 'other' });
      i++;
    } else {
      atoms.push({ kind: 'literal', char });
      i++;
    }
  }
  return atoms;
}

/** Runs of two or more literal characters, each as a match must read it (a quantified last character left out). */
function literalRuns(atoms: Atom[]): string[] {
  const runs: string[] = [];
  let run = '';
  for (const atom of atoms) {
    if (atom.kind === 'literal') {
      run += atom.char;
      continue;
    }
    if (atom.kind === 'quantifier') run = [...run].slice(0, -1).join('');
    if (run.length >= 2) runs.push(run);
    run = '';
  }
  if (run.length >= 2) runs.push(run);
  return runs;
}

/** The literal text a regex starts with after `^` or `\b` (`/` for `^\/\*+`), or ''. */
function leadingText(source: string): string {
  const anchor = /^(?:\^|\\b)/.exec(source);
  if (!anchor) return '';
  let text = '';
  for (const atom of atomsOf(source.slice(anchor[0].length))) {
    if (atom.kind === 'quantifier') return [...text].slice(0, -1).join('');
    if (atom.kind !== 'literal') break;
    text += atom.char;
  }
  return text;
}

interface Job {
  prefix: string;
  unit: string;
  size: number;
  breaker: string;
  regexes: { source: string; flags: string; where: string }[];
}

/** One job per input, each with the regexes to run over it (inputs shared by regexes are made once). */
function hangJobs(): Job[] {
  const jobs = new Map<string, Job>();
  for (const regex of regexes) {
    const atoms = atomsOf(regex.source);
    const units = new Set<string>(GENERIC);
    for (const atom of atoms) {
      if (atom.kind === 'literal') units.add(atom.char);
      else if (atom.kind === 'class') for (const char of atom.chars) units.add(char);
    }
    for (const run of literalRuns(atoms)) units.add(run);
    const prefixes = [''];
    const leading = leadingText(regex.source);
    if (leading) prefixes.push(leading);
    for (const prefix of prefixes) {
      for (const unit of units) {
        const key = JSON.stringify([prefix, unit]);
        let job = jobs.get(key);
        if (!job) jobs.set(key, (job = { prefix, unit, size: SIZE, breaker: BREAKER, regexes: [] }));
        job.regexes.push(regex);
      }
    }
  }
  return [...jobs.values()];
}

interface Hangs {
  /** The runs over `LIMIT_MS` or stopped. */
  slow: string[];
  /** The runs made or stopped, and the runs there are. */
  runs: number;
  expected: number;
}

/** Runs `jobs` in a worker thread, started again after a run it had to stop. */
function lane(jobs: Job[]): Promise<Hangs> {
  return new Promise((resolve, reject) => {
    const slow: string[] = [];
    let runs = 0;
    const expected = jobs.reduce((sum, job) => sum + job.regexes.length, 0);
    const done = () => resolve({ slow, runs, expected });
    const report = (job: number, regex: number, took: string) => {
      const { prefix, unit, regexes: list } = jobs[job]!;
      const { where, source, flags } = list[regex]!;
      const input = `${prefix ? `${JSON.stringify(prefix)} + ` : ''}${JSON.stringify(unit)} × ${SIZE} chars + NUL`;
      return `${where} /${source}/${flags} over ${input}: ${took}`;
    };
    const start = (from: [number, number]) => {
      let running: { job: number; regex: number; at: number } | null = null;
      let stopped = false;
      const worker = new Worker(new URL('./regex-safety.worker.mjs', import.meta.url), { workerData: { jobs, from, limitMs: LIMIT_MS } });
      const watchdog = setInterval(() => {
        if (running === null || Date.now() - running.at < STOP_MS) return;
        const { job, regex } = running;
        slow.push(report(job, regex, `still running after ${STOP_MS} ms, stopped`));
        runs++;
        clearInterval(watchdog);
        stopped = true;
        void worker.terminate().then(() => {
          const next: [number, number] = regex + 1 < jobs[job]!.regexes.length ? [job, regex + 1] : [job + 1, 0];
          if (next[0] < jobs.length) start(next);
          else done();
        });
      }, 100);
      worker.on('message', (message: { kind: 'start' | 'done' | 'end'; job: number; regex: number; at: number; ms: number }) => {
        if (stopped) return;
        if (message.kind === 'start') running = { job: message.job, regex: message.regex, at: message.at };
        else if (message.kind === 'done') {
          running = null;
          runs++;
          if (message.ms > LIMIT_MS) slow.push(report(message.job, message.regex, `${Math.round(message.ms)} ms`));
        } else {
          clearInterval(watchdog);
          void worker.terminate();
          done();
        }
      });
      worker.on('error', (error) => {
        clearInterval(watchdog);
        if (!stopped) reject(error);
      });
    };
    if (jobs.length) start([0, 0]);
    else done();
  });
}

/** The runs over `LIMIT_MS`, from `LANES` worker threads sharing the jobs. */
async function detectHangs(): Promise<Hangs> {
  const jobs = hangJobs();
  const lanes: Job[][] = Array.from({ length: LANES }, () => []);
  const load = new Array<number>(LANES).fill(0);
  for (const job of [...jobs].sort((a, b) => b.regexes.length - a.regexes.length)) {
    const lightest = load.indexOf(Math.min(...load));
    lanes[lightest]!.push(job);
    load[lightest]! += job.regexes.length + 4; // + the making of the input
  }
  const results = await Promise.all(lanes.map(lane));
  return {
    slow: results.flatMap((result) => result.slow),
    runs: results.reduce((sum, result) => sum + result.runs, 0),
    expected: results.reduce((sum, result) => sum + result.expected, 0),
  };
}

// Started before the tests, it runs in its worker threads while recheck runs in its own process.
let hangDetector: Promise<Hangs>;
beforeAll(() => {
  hangDetector = detectHangs();
  hangDetector.catch(() => {}); // reported by its test
});
afterAll(async () => {
  await hangDetector.catch(() => {});
}, 600_000);
