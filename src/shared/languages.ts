// Which language a file is in, by its extension: what the scan keeps and the
// extractor parses.
import type { LanguageId } from '../types.js';

const EXTENSIONS: Record<string, LanguageId> = {
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'tsx',
  '.js': 'javascript',
  '.jsx': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.py': 'python',
  '.pyi': 'python',
  '.go': 'go',
  '.rs': 'rust',
  '.java': 'java',
};

export const LANGUAGES: readonly LanguageId[] = ['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java'];

export function languageForPath(path: string): LanguageId | null {
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  if (path.endsWith('.d.ts')) return 'typescript';
  return EXTENSIONS[path.slice(dot).toLowerCase()] ?? null;
}
