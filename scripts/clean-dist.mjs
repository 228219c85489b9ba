// Empties dist/ before a package is packed (npm's prepack): tsc never deletes the output of a
// source file that is gone, and a tarball must not ship such leftovers.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

rmSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'), { recursive: true, force: true });
