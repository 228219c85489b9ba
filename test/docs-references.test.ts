// Pointers into the benchmark notes lead somewhere. A comment or document that cites a section
// of bench/README.md or of a notebook under bench/history/ (the file's path, a comma, then the
// section's title in double quotes, in comments often broken over two lines) must name a file
// that exists and a title that starts one of its headings or bold lead-ins. And bench/README.md
// stays a page of current results: at most 600 lines, every benchmark script under bench/ named.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './helpers.js';

/** Folders searched (recursively) for citations, and single files. */
const SEARCHED_FOLDERS = ['src', 'test', 'docs', 'scripts'];
const SEARCHED_FILES = ['README.md', 'ARCHITECTURE.md', 'bench/README.md'];
const TEXT_FILE = /\.(?:ts|mts|cts|js|mjs|cjs|md|sh)$/;
/** bench/*.mjs and bench/*.sh: the benchmark scripts, searched too and each named in bench/README.md. */
const BENCH_SCRIPT = /\.(?:mjs|sh)$/;

/** A path, optionally in backticks, a comma, and a title in double quotes. */
const CITATION = /`?\b(bench\/(?:README(?:\.md)?|history\/[A-Za-z0-9._-]+\.md))\b`?,\s*"([^"]+)"/g;

function walk(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(PROJECT_ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...walk(path));
    else if (TEXT_FILE.test(entry.name)) files.push(path);
  }
  return files;
}

function benchScripts(): string[] {
  return readdirSync(join(PROJECT_ROOT, 'bench'))
    .filter((name) => BENCH_SCRIPT.test(name))
    .map((name) => `bench/${name}`);
}

/**
 * A file's text with its lines joined by one space, each line's leading whitespace and comment
 * marks (`//`, `/*`, `*`, `#`) taken off first, so that a title broken over two comment lines
 * reads as one.
 */
export function joinedText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\/\/+|\/\*+|\*+|#+)?\s*/, ''))
    .join(' ');
}

/** The titles a citation may name in a Markdown file: its headings (any level) and bold lead-ins, outside fenced code. */
export function sectionTitles(markdown: string): string[] {
  const titles: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) titles.push(heading[1]!);
    const bold = /^\s*(?:[-*+]\s+|\d+\.\s+)?\*\*(.+?)\*\*/.exec(line);
    if (bold) titles.push(bold[1]!);
  }
  return titles.map(normalized);
}

function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface Citation {
  from: string;
  target: string;
  title: string;
}

/** Every citation of a section in `text` (a file's contents, read from `from`). */
export function citations(from: string, text: string): Citation[] {
  return [...joinedText(text).matchAll(CITATION)].map((match) => ({
    from,
    target: match[1] === 'bench/README' ? 'bench/README.md' : match[1]!,
    title: normalized(match[2]!),
  }));
}

/** The citations that do not resolve, one line each (empty when all do). */
function unresolved(found: readonly Citation[]): string[] {
  const titlesByTarget = new Map<string, string[] | undefined>();
  const problems: string[] = [];
  for (const { from, target, title } of found) {
    if (!titlesByTarget.has(target)) {
      const path = join(PROJECT_ROOT, target);
      titlesByTarget.set(target, existsSync(path) ? sectionTitles(readFileSync(path, 'utf8')) : undefined);
    }
    const titles = titlesByTarget.get(target);
    if (!titles) problems.push(`${from}: ${target} does not exist (cited for "${title}")`);
    else if (!titles.some((heading) => heading.startsWith(title))) {
      problems.push(`${from}: ${target} has no heading or bold lead-in starting "${title}"`);
    }
  }
  return problems;
}

function lineCount(text: string): number {
  const lines = text.split('\n');
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

describe('citations of the benchmark notes', () => {
  const files = [...SEARCHED_FOLDERS.flatMap(walk), ...SEARCHED_FILES, ...benchScripts()].filter((file) =>
    existsSync(join(PROJECT_ROOT, file)),
  );
  const found = files.flatMap((file) => citations(file, readFileSync(join(PROJECT_ROOT, file), 'utf8')));

  it('joins a title broken over comment lines and reads headings and bold lead-ins', () => {
    // Spelled in pieces, so that this file holds no citation of its own.
    const readmePath = ['bench', 'README.md'].join('/');
    const source = ['/**', ` * the flask map (${readmePath}, "Doc`, ' * sentences by their worth").', ' */'].join('\n');
    expect(citations('x.ts', source)).toEqual([{ from: 'x.ts', target: readmePath, title: 'Doc sentences by their worth' }]);
    const shell = `# see ${readmePath.replace('.md', '')}, "Languages: recall and\n# speed"`;
    expect(citations('x.sh', shell)[0]).toEqual({ from: 'x.sh', target: readmePath, title: 'Languages: recall and speed' });
    const markdown = ['# Top', '```sh', '# a shell comment', '```', '#### Tuning by itself (part 3)', '- **Speed per byte:** fast'].join('\n');
    expect(sectionTitles(markdown)).toEqual(['Top', 'Tuning by itself (part 3)', 'Speed per byte:']);
    expect(unresolved([{ from: 'x.ts', target: 'bench/history/none.md', title: 'Speed' }])).toHaveLength(1);
  });

  it('finds the citations of src, test, docs, scripts, the READMEs and the bench scripts', () => {
    expect(found.length).toBeGreaterThanOrEqual(20);
    const sources = new Set(found.map(({ from }) => from.split('/')[0]));
    expect([...sources]).toEqual(expect.arrayContaining(['src', 'docs', 'scripts', 'bench']));
  });

  it('cites only files that exist, by a title that starts a heading or a bold lead-in there', () => {
    expect(unresolved(found)).toEqual([]);
  });
});

describe('bench/README.md', () => {
  const readme = readFileSync(join(PROJECT_ROOT, 'bench/README.md'), 'utf8');

  it('is the current results: at most 600 lines', () => {
    expect(lineCount(readme)).toBeLessThanOrEqual(600);
  });

  it('says how to run every benchmark script under bench/', () => {
    const missing = benchScripts().filter((script) => !readme.includes(script));
    expect(missing).toEqual([]);
  });

  it('keeps its history under bench/history/ and links to it', () => {
    const notebooks = readdirSync(join(PROJECT_ROOT, 'bench/history')).filter((name) => name.endsWith('.md'));
    expect(notebooks.length).toBeGreaterThan(0);
    for (const name of notebooks) expect(readme).toContain(`history/${name}`);
  });
});
