// `repomap mcp --http`: the real server as a child process, driven by the MCP
// SDK's own Streamable HTTP client. Loopback only, a bearer token, several
// sessions at once with their own read tracking, 401 and nothing else for a
// bad token, a clean stop on SIGTERM.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupTemporaries, copyFixture, runCli } from '../helpers.js';
import { connect, serve, stopServers, textOf } from './http-server.js';

afterEach(async () => {
  await stopServers();
  cleanupTemporaries();
});

describe('repomap mcp --http', () => {
  it('serves several sessions at once on 127.0.0.1, each with its own read tracking', async () => {
    const root = copyFixture('ts-billing');
    const { url, stderr } = await serve(root, { REPOMAP_MCP_TOKEN: 'secret-token-1' });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    expect(stderr()).not.toContain('secret-token-1'); // a token the user chose is not echoed

    const [first, second] = await Promise.all([connect(url, 'secret-token-1'), connect(url, 'secret-token-1')]);
    const range = { path: 'src/billing/invoice.ts', start: 1, end: 12 };
    const firstRead = await first('read_range', range);
    expect(firstRead.isError).toBeFalsy();
    expect(textOf(firstRead)).toContain('invoice.ts');
    expect(textOf(await first('read_range', range))).toMatch(/^\[unchanged since read #1\] /);
    // The other session has read nothing yet: it gets the content in full.
    expect(textOf(await second('read_range', range))).toBe(textOf(firstRead));

    const [map, hits] = await Promise.all([
      first('repo_map', { query: 'invoice tax', tokens: 1000 }),
      second('search_symbols', { query: 'applyTax' }),
    ]);
    expect(textOf(map)).toContain('src/billing/invoice.ts');
    expect(textOf(hits)).toContain('applyTax');
  });

  it('answers 401 with an empty body to a missing or wrong token, and serves nothing', async () => {
    const root = copyFixture('ts-billing');
    const { url } = await serve(root, { REPOMAP_MCP_TOKEN: 'right-token' });
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    });
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    for (const authorization of [undefined, 'Bearer wrong-token', 'Bearer right-tokenX', 'Bearer right-toke', 'right-token', 'Basic cmlnaHQtdG9rZW4=']) {
      const response = await fetch(url, { method: 'POST', body: initialize, headers: authorization ? { ...headers, Authorization: authorization } : headers });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).toBe('');
    }
    await expect(connect(url, 'wrong-token')).rejects.toThrow();
    const ok = await fetch(url, { method: 'POST', body: initialize, headers: { ...headers, Authorization: 'Bearer right-token' } });
    expect(ok.status).toBe(200);
  });

  it('prints a generated token once when REPOMAP_MCP_TOKEN is unset, and stops cleanly on SIGTERM', async () => {
    const root = copyFixture('ts-billing');
    const served = await serve(root);
    const token = await new Promise<string>((done) => {
      const poll = setInterval(() => {
        const match = /bearer token (\S+)/.exec(served.stderr());
        if (match) {
          clearInterval(poll);
          done(match[1]!);
        }
      }, 20);
    });
    expect(token.length).toBeGreaterThanOrEqual(24);
    const call = await connect(served.url, token);
    expect(textOf(await call('search_symbols', { query: 'Invoice' }))).toContain('Invoice');
    expect(served.stderr().split(token)).toHaveLength(2);

    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    // The index is consistent afterwards: a plain run uses it as it is.
    const after = runCli(['index', root, '--json']);
    expect(after.status).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ parsed: 0, errors: 0 });
  });

  it('refuses --port without --http and a port that is not a number, with exit 2', () => {
    const root = copyFixture('ts-billing');
    const alone = runCli(['mcp', root, '--port', '9000']);
    expect(alone.status).toBe(2);
    expect(alone.stderr).toContain('--port needs --http');
    const bad = runCli(['mcp', root, '--http', '--port', 'eighty']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--port: expected a port number');
  });
});
