import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';

interface Language {
  id: string;
  extensions: string[];
  grammar: string;
  query: string;
  definitions: string[];
  references: string[];
  embeds: string[];
  imports: boolean;
  importsResolved: boolean;
  loads: boolean;
  abi: number | null;
  error: string | null;
}

const TODAY: Record<string, string[]> = {
  typescript: ['.ts', '.mts', '.cts'],
  tsx: ['.tsx'],
  javascript: ['.js', '.jsx', '.mjs', '.cjs'],
  python: ['.py', '.pyi'],
  go: ['.go'],
  rust: ['.rs'],
  java: ['.java'],
};

describe('repomap languages', () => {
  it('lists every language as JSON: extensions, kinds, resolved imports, a grammar that loads', () => {
    const result = runCli(['languages', '--json']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const { languages } = JSON.parse(result.stdout) as { languages: Language[] };
    expect(Object.fromEntries(languages.filter((l) => l.id in TODAY).map((l) => [l.id, l.extensions]))).toEqual(TODAY);
    expect(languages.length).toBeGreaterThanOrEqual(26);
    for (const language of languages) {
      expect(language, language.id).toMatchObject({ loads: true, error: null });
      expect(language.abi, language.id).toBeGreaterThanOrEqual(13);
      // Vue's and Svelte's own queries capture nothing: their script blocks are read with the typescript/javascript queries.
      if (language.id === 'vue' || language.id === 'svelte') {
        expect(language.embeds, language.id).toEqual(expect.arrayContaining(['typescript', 'javascript']));
        continue;
      }
      expect(language.embeds, language.id).toEqual([]);
      expect(language.definitions.length, language.id).toBeGreaterThan(0);
      expect(language.references, language.id).toContain('call');
    }
    const resolved = languages.filter((l) => l.importsResolved).map((l) => l.id);
    for (const id of ['c', 'cpp', 'c_sharp', 'kotlin', 'scala', 'ruby', 'php', 'lua', 'elixir', 'dart', 'zig', 'bash', 'objc', 'solidity', 'ocaml']) {
      expect(resolved, id).toContain(id);
    }
    for (const language of languages.filter((l) => l.id in TODAY)) {
      expect(language, language.id).toMatchObject({ imports: true, importsResolved: true, loads: true, error: null });
      expect(language.abi, language.id).toBeGreaterThanOrEqual(13);
      // a grammar file of tree-sitter-wasms, or a grammar package's own (`tree-sitter-typescript/…`)
      expect(language.grammar).toMatch(new RegExp(`(^|/)tree-sitter-${language.id}\\.wasm$`));
      expect(language.query).toBe(`${language.id}.scm`);
      expect(language.references, language.id).toContain('call');
      expect(language.definitions.length, language.id).toBeGreaterThan(0);
    }
    const byId = new Map(languages.map((l) => [l.id, l]));
    expect(byId.get('javascript')!.definitions).toEqual(expect.arrayContaining(['class', 'function', 'method']));
    expect(byId.get('go')!.definitions).toEqual(expect.arrayContaining(['struct', 'method']));
    expect(byId.get('rust')!.definitions).toContain('trait');
    expect(byId.get('systemverilog')).toMatchObject({ extensions: ['.sv', '.svh', '.v'], importsResolved: true, loads: true });
  });

  it('prints one row per language with its support', () => {
    const result = runCli(['languages']);
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^language\s+extensions\s+definitions\s+references\s+imports resolved\s+grammar$/);
    for (const [id, extensions] of Object.entries(TODAY)) {
      const line = lines.find((l) => l.startsWith(`${id} `));
      expect(line, id).toBeDefined();
      expect(line).toContain(extensions.join(' '));
      expect(line).toMatch(/yes \(\d+ kinds\)\s+yes \(\d+ kinds\)\s+yes\s+loads \(ABI \d+\)$/);
    }
    // A component's definitions come from its script blocks: never listed as "no".
    for (const id of ['vue', 'svelte']) {
      expect(lines.find((l) => l.startsWith(`${id} `)), id).toMatch(/ in <script> blocks +in <script> blocks +yes /);
    }
  });

  it('is listed by --help and refuses arguments', () => {
    expect(runCli(['--help']).stdout).toMatch(/^ {2}languages +list the languages/m);
    expect(runCli(['languages', '--help']).stdout).toMatch(/^ {2}--json +print JSON/m);
    const extra = runCli(['languages', 'src']);
    expect(extra.status).toBe(2);
    expect(extra.stderr).toContain("unexpected argument 'src'");
  });
});
