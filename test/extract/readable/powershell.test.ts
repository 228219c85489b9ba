// What tree-sitter-powershell cannot read (an empty script block as a value or a statement, a
// line continuation before a blank line) is rewritten in place: the functions after it survive.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../../src/extract/extractor.js';
import { powershellReadable } from '../../../src/extract/readable/powershell.js';

const SRC = [
  'function Start-Coverage {',
  '    param ($Breakpoints = {}, [switch] $UseBreakpoints)',
  '    if ($UseBreakpoints) {',
  '        $action = {',
  '            Write-Host "hit"',
  '        }',
  '    }',
  '    else {',
  '        # empty ScriptBlock',
  '        {}',
  '    }',
  '    $Block.ScriptBlock = {}',
  '    Invoke-Step -ScriptBlock {} -Name "x"',
  '    $settings = @{}',
  '    $type `',
  '        -replace "^System\\." `',
  '        -replace "^Object\\[\\]$", "collection" `',
  '',
  '    return $action',
  '}',
  '',
  'function Stop-Coverage {',
  '    if ($x) {}',
  '    "done"',
  '}',
  '',
  'function Get-Report { 1 }',
].join('\n');

describe('powershellReadable', () => {
  it('keeps every offset, and leaves bodies, hashtables, strings and comments alone', () => {
    const readable = powershellReadable(SRC);
    expect(readable.split('\n').map((line) => line.length)).toEqual(SRC.split('\n').map((line) => line.length));
    expect(readable).toContain("param ($Breakpoints = '', [switch] $UseBreakpoints)");
    expect(readable).toContain("Invoke-Step -ScriptBlock '' -Name");
    expect(readable).toContain('$settings = @{}');
    expect(readable).toContain('if ($x) {}');
    const quoted = ['$a = "{}"', "$b = '{}' # = {}", "<# $c = {} #>", "$d = @'", '$e = {}', "'@"].join('\n');
    expect(powershellReadable(quoted)).toBe(quoted);
  });

  it('finds every function of a file with empty script blocks and a continuation before a blank line, each with its own lines', async () => {
    const result = await extractSource('powershell', SRC);
    expect(result.status).toBe('ok');
    expect(result.definitions.map((d) => `${d.kind} ${d.name} ${d.startLine}-${d.endLine}`)).toEqual([
      'function Start-Coverage 1-20',
      'function Stop-Coverage 22-25',
      'function Get-Report 27-27',
    ]);
  });
});
