import type { LanguageCase } from './types.js';

// tree-sitter-powershell reads a dot-sourced path written without quotes
// (`. $PSScriptRoot/Functions/Helpers.ps1`) with an error: the file is partial.
export const powershell: LanguageCase = {
  language: 'powershell',
  dir: 'powershell',
  files: [
    {
      file: 'Widgets.ps1',
      status: 'partial',
      finds: 'functions, filters, classes with properties, constructors and methods, enums and scoped function names',
      definitions: [
        ['function', 'Get-Widget', 10, 'function Get-Widget'],
        ['function', 'Select-Odd', 18, 'filter Select-Odd'],
        ['class', 'Widget', 20, 'class Widget : Base { …'],
        ['field', 'Widget.$Name', 21, '    [string] $Name'],
        ['field', 'Widget.$Count', 22, '    static [int] $Count = 0'],
        ['method', 'Widget.Widget', 23, '    Widget() { }'],
        ['method', 'Widget.Describe', 24, '    [string] Describe([int] $depth)'],
        ['enum', 'Color', 29, 'enum Color { Red; Green }'],
        ['constant', 'Color.Red', 29, 'Red'],
        ['constant', 'Color.Green', 29, 'Green'],
        ['function', 'script:Private-Thing', 31, 'function script:Private-Thing { }'],
      ],
      locals: ['$x', 'works'],
      endLines: { 'Get-Widget': 16, Widget: 27 },
      body: { pattern: /Write-Verbose|Invoke-Helper|return/ },
      referenceKinds: { 'Invoke-Helper': ['call'], Base: ['inheritance'], Widget: ['type'], 'Get-Widget': ['call'] },
      imports: [
        { specifier: './Functions/Helpers.ps1', names: [], line: 1 },
        { specifier: './Other.ps1', names: [], line: 2 },
        { specifier: './Modules/Tools.psm1', names: [], line: 3 },
        { specifier: './Lib.psm1', names: [], line: 4 },
      ],
    },
  ],
};
