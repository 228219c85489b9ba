import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|highlight\.define|vim\.cmd|self\.handle|:gsub/;

export const lua: LanguageCase = {
  language: 'lua',
  dir: 'lua/lua/statusbar',
  files: [
    {
      file: 'init.lua',
      finds: 'function statements on tables, methods, function assignments, tables of functions and local functions',
      definitions: [
        // the functions of a table assigned to M.sections
        ['function', 'sections.left', 8, '  left = function(width)'],
        ['function', 'sections.right', 11, '  right = function() end'],
        ['function', 'M.setup', 14, 'function M.setup(opts)'],
        // of `a.b.c` the last table qualifies
        ['function', 'components.clock', 23, 'function M.components.clock(format)'],
        ['function', 'M.refresh', 27, 'M.refresh = function()'],
        ['module', 'Segment', 31, 'local Segment = { …'],
        ['function', 'Segment.new', 32, '  new = function(text)'],
        ['method', 'Segment.render', 38, 'function Segment:render(max_width)'],
        ['function', 'trim', 42, 'local function trim(s)'],
        ['function', 'statusbar_version', 46, 'function statusbar_version()'],
        // a table of functions handed to a call (setmetatable) is a module; so are its metatable's
        ['module', 'Timer', 50, 'local Timer = setmetatable({ …'],
        ['function', 'Timer.start', 51, '  start = function(self, ms)'],
        ['function', 'Timer.__call', 55, '  __call = function(self, opts)'],
        // a function made by wrapping one
        ['function', 'redraw', 60, 'local redraw = vim.schedule_wrap(function(win)'],
        // a named function in a nested table
        ['function', 'format', 68, '    format = function(name)'],
      ],
      locals: ['apply', 'merged', 'width', 'on_done'],
      endLines: { 'M.setup': 21, Segment: 36 },
      body: { pattern: BODY },
      referenceKinds: {
        merge: ['call'],
        define: ['call'],
        apply: ['call'],
        nvim_create_autocmd: ['call'],
        sub: ['call'], // self.text:sub(…)
      },
      imports: [
        { specifier: 'statusbar.config', names: [], line: 1 },
        { specifier: 'statusbar.highlight', names: [], line: 2 },
      ],
    },
  ],
};
