import { describe, expect, it } from 'vitest';
import { boundedIgnoreLines, MAX_PATH_DEPTH, pathDepth, patternProblem } from '../../src/shared/patterns.js';
import { SecretRules } from '../../src/shared/secrets.js';

describe('repository patterns within limits', () => {
  it('keeps ordinary ignore lines and leaves out those with more than two "**" or over 1024 characters', () => {
    const lines = ['node_modules/', '**/build/**', '*.log', '!keep.log', 'a/**/b/**/c/**/d', 'x'.repeat(1025), '# comment', 'src/***/gen'];
    expect(boundedIgnoreLines(lines.join('\n'))).toEqual(['node_modules/', '**/build/**', '*.log', '!keep.log', '# comment', 'src/***/gen']);
    expect(patternProblem('a/**/a/**/a/**/b')).toBe('more than 2 "**"');
    expect(patternProblem('**/x/**')).toBeNull();
  });

  it('counts the directories above a path', () => {
    expect(pathDepth('file.ts')).toBe(0);
    expect(pathDepth('a/b/c.ts')).toBe(2);
  });
});

describe('secret rules', () => {
  it('match the built-in list first: added "!" patterns never un-deny it', () => {
    const rules = new SecretRules(['!.env*', '!*.pem', '!.git', 'config/credentials.py']);
    for (const path of ['.env', '.env.local', 'keys/server.pem', '.git/config', 'config/credentials.py']) expect(rules.matches(path), path).toBe(true);
    expect(rules.matches('src/app.ts')).toBe(false);
  });

  it('refuse to judge a path too deep for the repository patterns (never served)', () => {
    const deep = `${Array.from({ length: MAX_PATH_DEPTH }, () => 'a').join('/')}/x.ts`;
    expect(new SecretRules(['secret/']).matches(deep)).toBe(true);
    expect(new SecretRules().matches(deep)).toBe(false);
  });
});
