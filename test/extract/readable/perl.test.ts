// The Perl source as its grammar reads it: idioms it misreads rewritten, offsets kept.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../../src/extract/extractor.js';
import { perlReadable } from '../../../src/extract/readable/perl.js';

describe('perlReadable', () => {
  it('blanks import flags with a comma beside them', () => {
    expect(perlReadable("use Mojo::Base -base;")).toBe('use Mojo::Base      ;');
    expect(perlReadable("use Mojo::Base 'Parent', -signatures;")).toBe(`use Mojo::Base 'Parent'${' '.repeat(', -signatures'.length)};`);
    expect(perlReadable("use parent -norequire, 'Parent';")).toBe(`use parent ${' '.repeat('-norequire,'.length)} 'Parent';`);
    // not outside a `use` line
    expect(perlReadable('my $x = $y -length;')).toBe('my $x = $y -length;');
  });

  it('reads shift->, __PACKAGE__->, ${^NAME}, $$ and $#$ as what the grammar knows, keeping every offset', () => {
    const lines = [
      'sub count { scalar @{shift->{items}} }',
      'sub c { __PACKAGE__->new(@_) }',
      "return if ${^GLOBAL_PHASE} eq 'DESTRUCT';",
      'my $pid = $$; my $ref = $$self;',
      'my $last = $#$list + $#{$other};',
      "use overload bool => sub {1}, '\"\"' => sub { $_[0]->to_string };",
    ];
    const readable = perlReadable(lines.join('\n'));
    expect(readable.split('\n')).toEqual([
      'sub count { scalar @{$_[0]->{items}} }',
      'sub c { PACKAGE____->new(@_) }',
      "return if $xxGLOBAL_PHASE_ eq 'DESTRUCT';",
      'my $pid = $0; my $ref = $$self;',
      'my $last =  @$list +  @{$other};',
      "overload____ bool => sub {1}, '\"\"' => sub { $_[0]->to_string };",
    ]);
    expect(readable.length).toBe(lines.join('\n').length);
  });

  it("blanks a sub's prototype, not a signature, and finds the subs after `sub f ($)`", async () => {
    expect(perlReadable('sub is_fh ($) {')).toBe('sub is_fh ( ) {');
    expect(perlReadable('sub each_pair(&\\@;$) { 1 }')).toBe('sub each_pair(     ) { 1 }');
    expect(perlReadable('sub add ($x, $y) { 1 }')).toBe('sub add ($x, $y) { 1 }');
    const result = await extractSource('perl', 'package Util;\nsub is_fh ($) {\n    my $fh = shift;\n}\nsub next_one { 1 }\n');
    expect(result.definitions.map((d) => [d.name, d.startLine])).toEqual([['Util', 1], ['is_fh', 2], ['next_one', 5]]);
  });

  it('lets the subs after those idioms be found, named as the file writes them', async () => {
    const result = await extractSource('perl', [
      'package Counter;',
      'use Mojo::Base -base, -signatures;',
      "use overload bool => sub {1}, '\"\"' => sub { $_[0]->to_string }, fallback => 1;",
      'sub DESTROY { shift->close unless ${^GLOBAL_PHASE} eq "DESTRUCT" }',
      'sub pid { $$ }',
      'sub last_index { $#{$_[0]{items}} }',
      'sub next_one { 1 }',
    ].join('\n'));
    expect(result.status).toBe('ok');
    expect(result.definitions.map((d) => [d.name, d.signature])).toEqual([
      ['Counter', 'package Counter;'],
      ['DESTROY', 'sub DESTROY'],
      ['pid', 'sub pid'],
      ['last_index', 'sub last_index'],
      ['next_one', 'sub next_one'],
    ]);
  });
});
