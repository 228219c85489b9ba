// How a client starts (or reaches) repomap's MCP server for one repository.
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { MCP_PATH } from '../../mcp/server.js';

/** The variable `repomap mcp --http` takes its bearer token from (src/mcp/http.ts). */
export const TOKEN_VARIABLE = 'REPOMAP_MCP_TOKEN';
/** The name the server is registered under in every client. */
export const SERVER_NAME = 'repomap';

export type Launch =
  | { transport: 'stdio'; command: string; args: string[] }
  | { transport: 'http'; url: string; tokenVariable: string };

function realpathOrNull(path: string): string | null {
  try {
    return realpathSync.native(path);
  } catch {
    return null;
  }
}

/** The `repomap` the client would run from PATH, resolved through npm's links; null when none. */
function repomapOnPath(pathVariable: string | undefined): string | null {
  for (const dir of (pathVariable ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, 'repomap');
    if (!existsSync(candidate)) continue;
    const real = realpathOrNull(candidate);
    if (real !== null && statSync(real).isFile()) return real;
  }
  return null;
}

/** The package name in the package.json beside `dist/` (the script is `dist/cli/main.js`). */
function packageName(script: string): string {
  try {
    const name = (JSON.parse(readFileSync(join(dirname(script), '..', '..', 'package.json'), 'utf8')) as { name?: unknown }).name;
    if (typeof name === 'string' && name !== '') return name;
  } catch {
    // Not beside a package.json: the name it is published under.
  }
  return 'repomap';
}

/**
 * Start this very CLI over stdio. `repomap` when the first `repomap` on PATH is this script
 * (an installed package, or `npm link`), so the config survives upgrades; `npx -y PACKAGE` when
 * run by npx (its cache, `…/_npx/…`, is on PATH only while npx runs); else `node` and the
 * script's absolute path, which works from a clone without anything on PATH.
 */
export function stdioLaunch(root: string, script: string, pathVariable: string | undefined): Launch {
  const real = realpathOrNull(script) ?? resolve(script);
  if (real.split(sep).includes('_npx')) return { transport: 'stdio', command: 'npx', args: ['-y', packageName(real), 'mcp', root] };
  if (repomapOnPath(pathVariable) === real) return { transport: 'stdio', command: 'repomap', args: ['mcp', root] };
  return { transport: 'stdio', command: 'node', args: [real, 'mcp', root] };
}

/** The loopback endpoint `repomap mcp ROOT --http --port PORT` serves, its token named by variable. */
export function httpLaunch(port: number): Launch {
  return { transport: 'http', url: `http://127.0.0.1:${port}${MCP_PATH}`, tokenVariable: TOKEN_VARIABLE };
}
