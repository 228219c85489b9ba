import type { LanguageCase } from './types.js';

export const zig: LanguageCase = {
  language: 'zig',
  dir: 'zig',
  files: [
    {
      file: 'src/ledger.zig',
      finds: 'container-level constants and variables, enums, error sets, structs with fields and methods, type-returning functions and functions',
      definitions: [
        ['constant', 'std', 1, 'const std = @import("std");'],
        ['constant', 'money', 2, 'const money = @import("money.zig");'],
        ['constant', 'Amount', 3, 'const Amount = money.Amount;'],
        ['constant', 'max_entries', 5, 'pub const max_entries: usize = 1024;'],
        ['variable', 'next_id', 6, 'var next_id: u32 = 1;'],
        ['enum', 'Kind', 8, 'pub const Kind'],
        ['field', 'Kind.debit', 8, 'debit'],
        ['field', 'Kind.credit', 8, 'credit'],
        ['enum', 'LedgerError', 10, 'pub const LedgerError'],
        ['struct', 'Entry', 12, 'pub const Entry'],
        ['field', 'Entry.id', 13, '    id: u32'],
        ['field', 'Entry.kind', 14, '    kind: Kind'],
        ['field', 'Entry.amount', 15, '    amount: Amount = .{}'],
        ['constant', 'Entry.zero', 17, '    const zero = Entry{ .id = 0, .kind = .debit };'],
        ['method', 'Entry.signed', 19, '    pub fn signed(self: Entry) i64'],
        // a function returning `type` is a container: the struct it returns gives it members
        ['struct', 'Ring', 25, 'pub fn Ring(comptime T: type) type'],
        ['constant', 'Ring.Self', 27, '        const Self = @This();'],
        ['field', 'Ring.items', 28, '        items: [16]T = undefined'],
        ['method', 'Ring.push', 30, '        pub fn push(self: *Self, item: T) void'],
        ['function', 'post', 36, 'pub fn post(\n    entries: *Ring(Entry),\n    kind: Kind,\n    amount: Amount,\n) LedgerError!Entry'],
      ],
      // function locals and test blocks define nothing
      locals: ['raw', 'entry', 'local_ring', 'posting'],
      endLines: { Entry: 23, Ring: 34, post: 45 },
      body: { pattern: /return|next_id \+=|self\.items/ },
      referenceKinds: {
        cents: ['call'],
        push: ['call'],
        check: ['call'],
        Entry: ['new', 'type'],
        Kind: ['type'],
        Amount: ['type'],
        LedgerError: ['type'],
        'money.zig': ['import'],
        std: ['import'],
      },
      imports: [
        { specifier: 'std', names: [], line: 1 },
        { specifier: 'money.zig', names: [], line: 2 },
      ],
    },
  ],
};
