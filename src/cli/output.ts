import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { insidePath } from './args.js';
import { UsageError } from './errors.js';

/** Check `-o` before any work: inside the root, not a directory. */
export function checkOutputPath(root: string, output: unknown): string | null {
  if (typeof output !== 'string') return null;
  const relative = insidePath(root, output, '-o', process.cwd());
  const absolute = resolve(root, relative);
  if (existsSync(absolute) && statSync(absolute).isDirectory()) throw new UsageError(`-o: is a directory: ${output}`);
  return absolute;
}

/** Write stdout or the output file (atomically: a reader never sees half a map). */
export function emit(text: string, outputPath: string | null): void {
  if (!outputPath) {
    process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return;
  }
  mkdirSync(dirname(outputPath), { recursive: true });
  const temporary = `${outputPath}.${process.pid}.tmp`;
  writeFileSync(temporary, text.endsWith('\n') ? text : `${text}\n`);
  renameSync(temporary, outputPath);
}
