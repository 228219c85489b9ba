import { describe, expect, it } from 'vitest';
import { setJsonServer } from '../../../src/cli/mcp-config/json-config.js';

const ENTRY = { command: 'repomap', args: ['mcp', '/repo'] };

describe('setJsonServer', () => {
  it('leaves a file that already holds the same entry untouched, however it is formatted', () => {
    const text = '{\n    "mcpServers": {"repomap": {"command": "repomap", "args": ["mcp", "/repo"]}},\n    "theme": "dark"\n}';
    expect(setJsonServer(text, 'f.json', 'mcpServers', 'repomap', ENTRY)).toEqual({ text, changed: false, replaced: false });
  });

  it('keeps key order and every other key, and reports a replaced entry', () => {
    const text = '{"a": 1, "mcpServers": {"x": {"url": "u"}, "repomap": {"command": "old"}}, "z": [true, null, 1.5]}';
    const change = setJsonServer(text, 'f.json', 'mcpServers', 'repomap', ENTRY);
    expect(change.replaced).toBe(true);
    expect(change.text).toBe(`${JSON.stringify({ a: 1, mcpServers: { x: { url: 'u' }, repomap: ENTRY }, z: [true, null, 1.5] }, null, 2)}\n`);
  });

  it("replaces VS Code inputs by id and keeps the user's own", () => {
    const ours = { type: 'promptString' as const, id: 'repomap-token', description: 'new', password: true };
    const text = JSON.stringify({ inputs: [{ id: 'gh', type: 'promptString' }, { id: 'repomap-token', description: 'old' }], servers: {} });
    const written = JSON.parse(setJsonServer(text, 'f.json', 'servers', 'repomap', ENTRY, [ours]).text);
    expect(written.inputs).toEqual([{ id: 'gh', type: 'promptString' }, ours]);
  });

  it('escapes C1 control characters and line separators, so the file stays JSON and the terminal safe', () => {
    const change = setJsonServer(null, 'f.json', 'servers', 'repomap', { command: 'x', args: ['/a\u009b2J\u2028b'] });
    expect(change.text).toContain('/a\\u009b2J\\u2028b');
    expect(JSON.parse(change.text).servers.repomap.args).toEqual(['/a\u009b2J\u2028b']);
  });

  it.each([
    ['{"id": 12345678901234567890}', 'too large to write back exactly'],
    ['{"a": 1,}', 'cannot parse f.json as JSON (line 1)'],
    ['{\n"a": 1,\n"b" 2}', 'cannot parse f.json as JSON (line 3)'],
    ['"text"', 'expected a JSON object'],
    ['{"mcpServers": "none"}', '"mcpServers" is not an object'],
  ])('refuses %j', (text, message) => {
    expect(() => setJsonServer(text, 'f.json', 'mcpServers', 'repomap', ENTRY)).toThrow(message);
  });

  it('never repeats the file in its parse error (it may hold a secret)', () => {
    // Node's own message here quotes the text near the error: `..."ET", "b": }" is not valid JSON`.
    expect(() => setJsonServer('{"token": "sk-live-SECRET", "b": }', 'f.json', 'mcpServers', 'repomap', ENTRY)).toThrow(
      /^cannot parse f\.json as JSON \(comments and trailing commas are not read\): fix it or move it aside; nothing was written$/,
    );
  });
});
