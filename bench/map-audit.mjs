#!/usr/bin/env node
// Checks what issue 12 promises of every map on real trees: no member without its
// container's header, no name shown twice as the same kind in one block, never over budget.
// For each ROOT: maps at 1k, 4k and 8k tokens, seeded by every fourth of the 40 top files
// and unseeded (build first).
//
//   node bench/map-audit.mjs /tmp/trees/flask /tmp/trees/gin
import { Repository } from '../dist/index.js';
import { basename, join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const scratch = mkdtempSync(join(tmpdir(), 'repomap-audit-'));
try {
  for (const root of process.argv.slice(2)) {
    const repo = Repository.open(root, { db: join(scratch, `${basename(root)}.db`) });
    await repo.update();
    const top = repo.rank({}).slice(0, 40).map((file) => file.path);
    const totals = { maps: 0, members: 0, orphans: 0, repeats: 0, over: 0 };
    for (let i = 0; i < top.length; i += 4) {
      for (const tokens of [1024, 4096, 8192]) {
        for (const request of [{ paths: [top[i]] }, {}]) {
          const map = repo.map(request, { tokens });
          totals.maps++;
          if (map.tokens > tokens) totals.over++;
          for (const file of map.files) {
            const shown = new Set(file.symbols.map((symbol) => symbol.qualifiedName));
            const seen = new Set();
            for (const symbol of file.symbols) {
              if (symbol.container) {
                totals.members++;
                if (!shown.has(symbol.container)) totals.orphans++;
              }
              // A field and its accessor share a name but are two definitions.
              const key = `${symbol.qualifiedName}|${symbol.kind}`;
              if (seen.has(key) && symbol.role === 'ranked') totals.repeats++;
              seen.add(key);
            }
          }
        }
      }
    }
    console.log(JSON.stringify({ root, ...totals }));
    repo.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
