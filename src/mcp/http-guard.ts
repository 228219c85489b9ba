// The checks every HTTP request to the MCP server passes before anything answers
// it (DNS rebinding): its `Host` must name this server on loopback, and its
// `Origin`, when it has one, must be a loopback origin or one the user allowed.
// A browser sends `Origin` on every cross-origin request and on every POST, so
// a page of another site that reaches 127.0.0.1 (a rebound name, a form post)
// is refused, as the MCP specification requires of servers.

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The `Host` values that name a server listening on `host:port`: its address and
 * `localhost`, with the port (and without it on port 80, as clients omit it).
 */
export function hostsFor(host: string, port: number): string[] {
  const names = [host, 'localhost'];
  return port === 80 ? [...names.map((name) => `${name}:${port}`), ...names] : names.map((name) => `${name}:${port}`);
}

/**
 * An `http(s)://host[:port]` origin written as a browser sends it (scheme and
 * host in lower case, no default port), or null when `text` is not such an origin
 * (a path, a query, user info, another scheme, `null`).
 */
export function normalizeOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // `http://host/` and `http://host` are the same origin; anything after the host is not.
  if (!/^https?:\/\/[^/?#@]+\/?$/i.test(text)) return null;
  return url.origin;
}

/**
 * True for an origin a browser would send for a page served from this machine:
 * http or https, host `localhost`, `127.0.0.1` or `[::1]`, any port. The header
 * must be written exactly as browsers write it (`http://127.1` or
 * `http://LOCALHOST` are not).
 */
export function isLoopbackOrigin(origin: string): boolean {
  const normalized = normalizeOrigin(origin);
  if (normalized === null || normalized !== origin) return false;
  return LOOPBACK_NAMES.has(new URL(origin).hostname);
}

/** Whether a request with this `Origin` header (undefined: none) may be served. */
export function originAllowed(origin: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  return isLoopbackOrigin(origin) || allowed.has(origin);
}
