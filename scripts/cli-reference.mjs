// The CLI reference of docs/cli.md (commands, synopses, every flag) made from the flag table
// (src/cli/flags.ts, as built in dist/). `--write` puts it between the file's markers;
// without it, exit 1 when the file differs (test/cli/help.test.ts checks the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withCliReference } from '../dist/cli/help.js';

const readmePath = fileURLToPath(new URL('../docs/cli.md', import.meta.url));
const readme = readFileSync(readmePath, 'utf8');
const updated = withCliReference(readme);
if (updated === null) {
  console.error('docs/cli.md has no CLI reference markers (<!-- cli-reference:begin … --> … <!-- cli-reference:end -->)');
  process.exit(1);
}
if (process.argv.includes('--write')) {
  if (updated !== readme) writeFileSync(readmePath, updated);
} else if (updated !== readme) {
  console.error('docs/cli.md: the CLI reference differs from the flag table; run node scripts/cli-reference.mjs --write');
  process.exit(1);
}
