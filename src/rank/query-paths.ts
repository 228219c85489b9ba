// Paths written in free text (query-terms.ts): a token read as a repository path, with its
// line suffix, anchors and wrapping punctuation stripped, and URLs that name a path.
import { trimEndOf, isDigitCode } from '../shared/chars.js';
import { EXTENSIONLESS_FILES, SOURCE_EXTENSIONS, STOP_WORDS } from './query-words.js';

// Paths of dependencies and runtimes: a path token.
export const LIBRARY_PATH = /(?:^|\/)(?:node_modules|site-packages|dist-packages|bower_components)\/|^node:|^internal\/|^<node_internals>|^java\.base\//;

/** Removes a trailing `:12`, `:12:5`, `#L12`, `#L12-L20` and the punctuation around them. */
function stripLocation(token: string): string {
  let t = trimEndOf(token, '.,;:!?');
  t = t.replace(/#L\d+(?:C\d+)?(?:-L?\d+(?:C\d+)?)?$/, '');
  t = withoutLineSuffix(t);
  return trimEndOf(t, '.,;:!?');
}

/** `t` without the `:12` / `:12:5` at its end (what `replace(/(?::\d+)+$/, '')` did, in one pass). */
function withoutLineSuffix(t: string): string {
  let end = t.length;
  for (;;) {
    let digits = end;
    while (digits > 0 && isDigitCode(t.charCodeAt(digits - 1))) digits--;
    if (digits === end || digits === 0 || t[digits - 1] !== ':') break;
    end = digits - 1;
  }
  return t.slice(0, end);
}

function extensionOf(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return undefined;
  return name.slice(dot + 1).toLowerCase();
}

/** The normalized path when `token` looks like a path, else undefined. */
export function asPath(token: string): string | undefined {
  let t = stripLocation(token);
  if (!/\p{L}/u.test(t)) return undefined;
  const last = t.slice(t.lastIndexOf('/') + 1);
  const hasExtension = SOURCE_EXTENSIONS.has(extensionOf(last.slice(last.lastIndexOf('\\') + 1)) ?? '');
  if (t.includes('\\')) {
    if (!hasExtension && !/^[A-Za-z]:\\/.test(t)) return undefined;
    t = t.replace(/\\+/g, '/');
  }
  if (t.includes('/')) {
    if (t.startsWith('//')) return undefined;
    // A Python package's frames run from where it is installed: `…/site-packages/_pytest/python.py`
    // is `_pytest/python.py`, which names this repository's file when it is that package.
    const installed = installedPath(t);
    if (installed !== undefined) return installed;
    if (LIBRARY_PATH.test(t)) return undefined;
    t = trimEndOf(t.replace(/^(?:\.\/)+/, ''), '/');
    const segments = t.split('/').filter((segment) => segment !== '');
    if (segments.length === 0) return undefined;
    // Every segment a plausible file or directory name (a drive letter first).
    if (!segments.every((segment, i) => /^[\p{L}\p{N}_.@~+-]+$/u.test(segment) || (i === 0 && /^[A-Za-z]:$/.test(segment)))) {
      return undefined;
    }
    if (!hasExtension) {
      // "and/or", "TCP/IP", "I/O", "1/2" are prose.
      if (!/\p{Ll}/u.test(t)) return undefined;
      if (segments.some((segment) => STOP_WORDS.has(segment.toLowerCase()))) return undefined;
    }
    return t;
  }
  if (EXTENSIONLESS_FILES.has(t)) return t;
  if (hasExtension && /^[\p{L}\p{N}_.@+-]*[\p{L}\p{N}_-]\.[\p{L}\p{N}]+$/u.test(t)) return t;
  return undefined;
}

const INSTALLED_PREFIXES = ['/site-packages/', '/dist-packages/'];

/** The path inside an installed Python package (`_pytest/python.py`), when `path` is one with a directory. */
function installedPath(path: string): string | undefined {
  for (const prefix of INSTALLED_PREFIXES) {
    const at = path.lastIndexOf(prefix);
    if (at === -1) continue;
    const inside = path.slice(at + prefix.length);
    return inside.includes('/') ? inside : undefined;
  }
  return undefined;
}

/**
 * Path named by a URL: GitHub/GitLab blob or tree links (the path inside the
 * repository), file:// URLs (absolute) and webpack:// URLs (relative).
 */
export function pathOfUrl(url: string): string | undefined {
  const file = /^file:\/\/(?:localhost)?\/(?:([A-Za-z]:\/.*)|(.*))$/i.exec(url);
  if (file) return asPath(file[1] ?? `/${file[2]!}`);
  const webpack = /^webpack:\/\/[^/]*\/(?:\.\/)?(.+)$/i.exec(url);
  if (webpack) return asPath(webpack[1]!);
  const blob = /^https?:\/\/[^/]+\/[^/]+\/[^/]+\/(?:-\/)?(?:blob|tree)\/[^/]+\/([^?#]+)(#.*)?$/i.exec(url);
  if (blob) return asPath(blob[1]! + (blob[2] ?? ''));
  return undefined;
}

/** The path of a frame's location ("/app/x.ts:1:2", "file:///app/x.mjs:3:4"). */
export function locationPath(location: string): string | undefined {
  const token = location.trim();
  if (/\s/.test(token)) return undefined;
  return /^[a-z][\w+.-]*:\/\//i.test(token) ? pathOfUrl(token) : asPath(token);
}
