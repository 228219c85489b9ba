// The README a new user reads first: a quick start on one screen, figures that match the code,
// links that lead somewhere, and the two commands (set up and map; run the tests) that CI runs.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PROJECT_ROOT, runCli } from './helpers.js';

const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');

/** The lines of a `## ` section, its heading included, up to the next `## ` heading. */
function section(text: string, heading: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`no "## ${heading}" section`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start, end < 0 ? undefined : end);
}

describe('README.md', () => {
  it('opens with a quick start of at most 60 lines that installs, maps and registers the MCP server', () => {
    const headings = readme.split('\n').filter((line) => line.startsWith('## '));
    expect(headings[0]).toBe('## Quick start');
    const quickStart = section(readme, 'Quick start');
    expect(quickStart.length).toBeLessThanOrEqual(60);
    const text = quickStart.join('\n');
    expect(text).toContain('npm install -g repomap');
    expect(text).toMatch(/^repomap map\b/m);
    expect(text).toContain('repomap mcp config');
  });

  it('names as many languages as `repomap languages` lists', () => {
    const listed = runCli(['languages', '--json']);
    expect(listed.status).toBe(0);
    const count = (JSON.parse(listed.stdout) as { languages: unknown[] }).languages.length;
    const stated = /reads (\d+) languages/.exec(readme);
    expect(stated, 'README says "reads N languages"').not.toBeNull();
    expect(Number(stated![1])).toBe(count);
  });

  it('gives the two commands: one that sets up and maps, one that runs the tests', () => {
    expect(readme).toContain('npm ci && npm run build && node dist/cli/main.js map');
    expect(section(readme, 'The two commands').join('\n')).toContain('npm test');
  });

  it('links only to files that exist, in the README and in docs/', () => {
    const documents = ['README.md', ...readdirSync(join(PROJECT_ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
    const broken: string[] = [];
    for (const document of documents) {
      const text = readFileSync(join(PROJECT_ROOT, document), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/.test(target)) continue; // a web address
        if (!existsSync(join(PROJECT_ROOT, dirname(document), target))) broken.push(`${document}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
