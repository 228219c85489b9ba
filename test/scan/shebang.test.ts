// A script without an extension (`bin/greet`, `libexec/run-task`) is read as bash when its first
// line names bash or sh: a bounded read of its head, never through a link, the same bytes
// always giving the same answer; its functions then map like any .sh file's.
import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Repository } from '../../src/index.js';
import { scan } from '../../src/scan/scan.js';
import { SHEBANG_MAX_BYTES, shebangLanguage } from '../../src/shared/languages.js';
import { cleanupTemporaries, copyFixture } from '../helpers.js';

afterAll(cleanupTemporaries);

describe('the language a #! line names', () => {
  it('is bash for bash and sh, directly or through env (with its flags and assignments)', () => {
    expect(shebangLanguage('#!/bin/bash\necho hi\n')).toBe('bash');
    expect(shebangLanguage('#!/usr/bin/env bash\n')).toBe('bash');
    expect(shebangLanguage('#!/bin/sh -e\n')).toBe('bash');
    expect(shebangLanguage('#! /usr/local/bin/bash\r\n')).toBe('bash');
    expect(shebangLanguage('#!/usr/bin/env -S LC_ALL=C bash -eu\n')).toBe('bash');
    expect(shebangLanguage('#!/bin/bash')).toBe('bash');
  });

  it('is nothing for another interpreter, a #! on a later line, or no #! at all', () => {
    expect(shebangLanguage('#!/usr/bin/env python3\n')).toBeNull();
    expect(shebangLanguage('#!/usr/bin/env node\n# bash\n')).toBeNull();
    expect(shebangLanguage('#!/bin/zsh\n')).toBeNull();
    expect(shebangLanguage('\n#!/bin/bash\n')).toBeNull();
    expect(shebangLanguage('MIT License\n')).toBeNull();
    expect(shebangLanguage('')).toBeNull();
  });

  it('reads the first SHEBANG_MAX_BYTES bytes of the first line only', () => {
    const padded = `#!/usr/bin/env${' '.repeat(SHEBANG_MAX_BYTES)}bash\n`;
    expect(shebangLanguage(padded)).toBeNull();
  });
});

describe('scripts without an extension in a scan and an index', () => {
  it('lists bash and sh scripts as bash, executable or not, and skips other extensionless files and links', () => {
    const root = copyFixture('shebang');
    chmodSync(join(root, 'bin/greet'), 0o755);
    symlinkSync('greet', join(root, 'bin/greet-link'));
    const result = scan(root);
    expect(result.files.map((f) => `${f.path} ${f.language}`)).toEqual(['bin/greet bash', 'lib/util.sh bash', 'libexec/run-task bash']);
    const skipped = Object.fromEntries(result.skipped.map((s) => [s.path, s.reason]));
    expect(skipped).toMatchObject({ LICENSE: 'unknown-language', 'bin/report': 'unknown-language', 'bin/greet-link': 'unknown-language' });
  });

  it('indexes their functions and sourced files, and drops a script whose #! line changes to another language', async () => {
    const root = copyFixture('shebang');
    const repo = Repository.open(root);
    await repo.update({ threads: 1 });
    const parsed = () => repo.files().filter((f) => f.language !== null).map((f) => `${f.path} ${f.language}`);
    // (LICENSE and the Python script are kept as text for search, with no language)
    expect(parsed()).toEqual(['bin/greet bash', 'lib/util.sh bash', 'libexec/run-task bash']);
    expect(repo.symbols(['bin/greet']).map((d) => `${d.kind} ${d.name} ${d.startLine}`)).toEqual(['function greet_main 5']);
    expect(repo.symbols(['libexec/run-task']).map((d) => `${d.kind} ${d.name} ${d.startLine}`)).toEqual(['function run_task 2']);
    const edges = repo.database
      .prepare("SELECT f.path || ' -> ' || t.path FROM import_edges e JOIN files f ON f.id = e.file_id JOIN files t ON t.id = e.target_id ORDER BY 1")
      .pluck()
      .all();
    expect(edges).toEqual(['bin/greet -> lib/util.sh']);

    writeFileSync(join(root, 'libexec/run-task'), '#!/usr/bin/env python3\nprint("now python")\n');
    await repo.update({ threads: 1 });
    expect(parsed()).toEqual(['bin/greet bash', 'lib/util.sh bash']);
    repo.close();
  });
});
