// POSIX path helpers for root-relative paths, where '' is the root.

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Joins and normalises; null when the result would leave the root. */
export function joinPath(dir: string, rel: string): string | null {
  const out = dir === '' ? [] : dir.split('/');
  for (const part of rel.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join('/');
}

/** `dir` and every directory above it, up to and including the root. */
export function ancestors(dir: string): string[] {
  const out = [dir];
  while (dir !== '') out.push((dir = dirname(dir)));
  return out;
}

/** Number of leading directory segments two paths share. */
export function sharedDirs(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  let n = 0;
  while (n < x.length - 1 && n < y.length - 1 && x[n] === y[n]) n++;
  return n;
}
