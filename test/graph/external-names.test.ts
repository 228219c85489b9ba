// A name the language's standard library gives every file (the JDK's IllegalStateException,
// Python's ValueError, TypeScript's Response) is no evidence for a repository file that
// defines the same name, unless the referencing file imports it or shares its package.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Repository } from '../../src/index.js';
import { fullGraph } from '../../src/graph/incremental.js';
import { edgesAmong } from '../../src/graph/edges.js';
import { isStandardName } from '../../src/graph/external-names.js';
import { cleanupTemporaries, temporaryDir } from '../helpers.js';

afterEach(cleanupTemporaries);

async function edgesOf(files: Record<string, string>): Promise<string[]> {
  const root = temporaryDir('repomap-stdnames-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const repo = Repository.open(root, { db: join(temporaryDir('repomap-stdnames-db-'), 'index.db') });
  await repo.update({ threads: 1 });
  const { snapshot } = fullGraph(repo.database, {});
  repo.close();
  return edgesAmong(snapshot, snapshot.paths).map((edge) => `${edge.source} -> ${edge.target}`).sort();
}

describe('standard-library names in the graph', () => {
  it("Java: the JDK's IllegalStateException draws no edge to a module's own class, unless imported or in the same package", async () => {
    const edges = await edgesOf({
      'jms/src/org/x/jms/IllegalStateException.java': 'package org.x.jms;\npublic class IllegalStateException extends RuntimeException {\n  public IllegalStateException(String m) { super(m); }\n}\n',
      'jms/src/org/x/jms/Session.java': 'package org.x.jms;\npublic class Session {\n  void close() { throw new IllegalStateException("closed"); }\n}\n',
      'core/src/org/x/core/Beans.java': 'package org.x.core;\npublic class Beans {\n  void check() { throw new IllegalStateException("no bean"); }\n}\n',
      'web/src/org/x/web/Client.java': 'package org.x.web;\nimport org.x.jms.IllegalStateException;\npublic class Client {\n  void send() { throw new IllegalStateException("sent"); }\n}\n',
    });
    const toException = edges.filter((edge) => edge.endsWith('-> jms/src/org/x/jms/IllegalStateException.java'));
    expect(toException).toEqual(['jms/src/org/x/jms/Session.java -> jms/src/org/x/jms/IllegalStateException.java', 'web/src/org/x/web/Client.java -> jms/src/org/x/jms/IllegalStateException.java']);
  });

  it("Python: a builtin exception's name reaches a module's own class only through an import", async () => {
    const edges = await edgesOf({
      'pkg/errors.py': 'class ValueError(Exception):\n    """Ours."""\n',
      'pkg/parse.py': 'def parse(text):\n    raise ValueError(text)\n',
      'pkg/load.py': 'from pkg.errors import ValueError\n\ndef load(text):\n    raise ValueError(text)\n',
      'pkg/util.py': 'class Helper:\n    pass\n',
      'pkg/use.py': 'def use():\n    return Helper()\n',
    });
    expect(edges.filter((edge) => edge.endsWith('-> pkg/errors.py'))).toEqual(['pkg/load.py -> pkg/errors.py']);
    // A name no standard library gives is evidence as before.
    expect(edges).toContain('pkg/use.py -> pkg/util.py');
  });

  it('knows each language its own names', () => {
    expect(isStandardName('A.java', 'IllegalStateException')).toBe(true);
    expect(isStandardName('a.py', 'IllegalStateException')).toBe(false);
    expect(isStandardName('a.py', 'ValueError')).toBe(true);
    expect(isStandardName('a.ts', 'Response')).toBe(true);
    expect(isStandardName('a.ts', 'fetch')).toBe(false);
    expect(isStandardName('a.go', 'Response')).toBe(false);
    expect(isStandardName('README.md', 'String')).toBe(false);
  });
});
