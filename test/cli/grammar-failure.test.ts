// A grammar that does not load costs only its own files: they are recorded as
// errors with the reason, the run says so once (not once per file), the other
// languages are indexed, and the next run with a working grammar parses them.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture, runCli, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

describe('a grammar that does not load', () => {
  it('is reported once per run, its files recorded as errors and retried once it loads', () => {
    const root = copyFixture('py-shop');
    writeFileSync(join(root, 'shop', 'notes.go'), 'package shop\n\nfunc Note() string { return "n" }\n');
    const grammars = temporaryDir('repomap-grammars-');
    writeFileSync(join(grammars, 'tree-sitter-python.wasm'), 'not a WebAssembly module');

    const broken = runCli(['index', root, '--json'], { env: { REPOMAP_GRAMMARS_DIR: grammars } });
    expect(broken.status).toBe(0);
    const notices = broken.stderr.trimEnd().split('\n');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/^repomap: the python grammar did not load \(.+\); 12 files recorded as errors, retried next run$/);
    const stats = JSON.parse(broken.stdout) as { errors: number; grammarFailures: Record<string, { files: number }> };
    expect(stats.errors).toBe(12);
    expect(Object.keys(stats.grammarFailures)).toEqual(['python']);
    expect(stats.grammarFailures.python!.files).toBe(12);
    // The Go file was parsed all the same.
    const symbols = runCli(['symbols', root, 'shop/notes.go', '--json'], { env: { REPOMAP_GRAMMARS_DIR: grammars } });
    expect(symbols.stdout).toContain('Note');

    const fixed = runCli(['index', root, '--json']);
    expect(fixed.status).toBe(0);
    expect(fixed.stderr).toBe('');
    const after = JSON.parse(fixed.stdout) as { parsed: number; errors: number };
    expect(after).toMatchObject({ parsed: 12, errors: 0 });
  });
});
