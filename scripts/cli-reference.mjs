// The README's CLI reference (commands, synopses, every flag) made from the flag table
// (src/cli/flags.ts, as built in dist/). `--write` puts it between the README's markers;
// without it, exit 1 when the README differs (test/cli/help.test.ts checks the same).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withCliReference } from '../dist/cli/help.js';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const readme = readFileSync(readmePath, 'utf8');
const updated = withCliReference(readme);
if (updated === null) {
  console.error('README.md has no CLI reference markers (<!-- cli-reference:begin … --> … <!-- cli-reference:end -->)');
  process.exit(1);
}
if (process.argv.includes('--write')) {
  if (updated !== readme) writeFileSync(readmePath, updated);
} else if (updated !== readme) {
  console.error('README.md: the CLI reference differs from the flag table; run node scripts/cli-reference.mjs --write');
  process.exit(1);
}
