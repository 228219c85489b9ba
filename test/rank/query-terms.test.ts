import { describe, expect, it } from 'vitest';
import { extractQueryTerms, taskScopes } from '../../src/rank/query-terms.js';
import { splitIdentifier } from '../../src/shared/identifiers.js';

const ISSUE = `## \`Invoice.applyTax()\` double-counts VAT on discounted lines

When a customer's cart has a discount, \`applyTax\` is called twice and the total
doesn't match the receipt. I think it's in src/billing/invoice.ts:142 (see also
\`TaxCalculator\` and the MAX_TAX_RATE constant in src/billing/constants.ts).
Calling computeTotals() after apply_discount(cart) reproduces it, e.g. with
the fixture in test/fixtures/cart.json, and the Python port (invoice.py) too.

Steps:
1. Run \`npm test -- --grep invoice\`
2. See https://github.com/acme/shop/blob/main/src/billing/invoice.ts#L130-L150
3. Docs at https://example.com/docs/tax.html and example.com

\`\`\`
TypeError: Cannot read properties of undefined (reading 'rate')
    at InvoiceService.applyTax (/app/src/billing/invoice.ts:142:17)
    at Object.<anonymous> (/app/test/billing/invoice.test.ts:33:5)
    at Array.map (<anonymous>)
    at processTicksAndRejections (node:internal/process/task_queues:95:5)
    at Module._compile (/app/node_modules/ts-node/src/index.ts:1618:23)
\`\`\`

Python:
Traceback (most recent call last):
  File "/srv/shop/billing/tax_rules.py", line 88, in compute_vat
    return base.rate * amount
  File "/usr/lib/python3.11/site-packages/decimal_utils/core.py", line 12, in quantize
AttributeError: 'NoneType' object has no attribute 'rate'

Java: at com.acme.billing.Invoice.applyTax(Invoice.java:42)
Rust: thread 'main' panicked at src/billing/tax.rs:17:9:
This is probably related to #123 and/or the rounding in C:\\work\\shop\\src\\money.ts. Thanks @alice!
`;

describe('extractQueryTerms on a realistic issue', () => {
  const terms = extractQueryTerms(ISSUE);

  it('finds identifiers: backticks, calls, qualified names, case shapes, stack frames', () => {
    expect(terms.identifiers).toEqual([
      'Invoice.applyTax',
      'Invoice',
      'applyTax',
      'TaxCalculator',
      'MAX_TAX_RATE',
      'computeTotals',
      'apply_discount',
      'TypeError',
      'InvoiceService.applyTax',
      'InvoiceService',
      'compute_vat',
      'base.rate',
      'base',
      'rate',
      // an installed package's frame: the repository may be that package
      'quantize',
      'AttributeError',
      'NoneType',
      'com.acme.billing.Invoice.applyTax',
      'com',
      'acme',
      'billing',
    ]);
  });

  it('finds paths: line suffixes, anchors and punctuation stripped, an installed package\'s frames inside it', () => {
    expect(terms.paths).toEqual([
      'src/billing/invoice.ts',
      'src/billing/constants.ts',
      'test/fixtures/cart.json',
      'invoice.py',
      '/app/src/billing/invoice.ts',
      '/app/test/billing/invoice.test.ts',
      '/srv/shop/billing/tax_rules.py',
      'decimal_utils/core.py',
      'Invoice.java',
      'src/billing/tax.rs',
      'C:/work/shop/src/money.ts',
    ]);
  });

  it('finds prose words without stop words, code, URLs or paths', () => {
    expect(terms.words).toEqual([
      'double',
      'counts',
      'vat',
      'discounted',
      'lines',
      'customer',
      'cart',
      'discount',
      'called',
      'twice',
      'total',
      'match',
      'receipt',
      'think',
      'constant',
      'calling',
      'reproduces',
      'fixture',
      'python',
      'port',
      'steps',
      'run',
      'docs',
      'read',
      'properties',
      'undefined',
      'reading',
      'rate',
      'traceback',
      'recent',
      'call',
      'last',
      'return',
      'amount',
      'object',
      'attribute',
      'java',
      'rust',
      'thread',
      'main',
      'panicked',
      'probably',
      'related',
      'rounding',
    ]);
  });
});

describe('extractQueryTerms rules', () => {
  it('keeps a qualified name and its parts, plus the last two parts of a long one', () => {
    expect(extractQueryTerms('Broken since Invoice.applyTax changed').identifiers).toEqual([
      'Invoice.applyTax',
      'Invoice',
      'applyTax',
    ]);
    expect(extractQueryTerms('calls billing.models.Invoice.total_due()').identifiers).toEqual([
      'billing.models.Invoice.total_due',
      'Invoice.total_due',
      'billing',
      'models',
      'Invoice',
      'total_due',
    ]);
    // :: and # separators are written with a dot; this/self parts are dropped.
    expect(extractQueryTerms('see Invoice::apply_tax and self.rate_table').identifiers).toEqual([
      'Invoice.apply_tax',
      'Invoice',
      'apply_tax',
      'self.rate_table',
      'rate_table',
    ]);
  });

  it('recognizes case shapes but not ordinary or brand words', () => {
    const { identifiers, words } = extractQueryTerms(
      'The parseConfig and HTTPServer and load_user and MAX_SIZE and __init__ of JavaScript on GitHub for URLs and IDs.',
    );
    expect(identifiers).toEqual(['parseConfig', 'HTTPServer', 'load_user', 'MAX_SIZE', '__init__']);
    expect(words).toEqual(['javascript', 'github', 'urls', 'ids']);
  });

  it('takes backticked names and call forms whatever their shape', () => {
    expect(extractQueryTerms('Set `total` and call render() or fetch(url); if (x) skip.').identifiers).toEqual([
      'total',
      'render',
      'fetch',
    ]);
    // "file(s)" is prose, not a call.
    const prose = extractQueryTerms('Update the file(s) please');
    expect(prose.identifiers).toEqual([]);
    expect(prose.words).toEqual(['update', 'file']);
  });

  it('cleans paths and rejects slash-words and non-repository paths', () => {
    const { paths } = extractQueryTerms(
      [
        'Edit (./src/app/main.tsx:10:4), lib/utils/ and README.md; also "config/settings.yaml",',
        'and/or TCP/IP 1/2 node_modules/react/index.js node:internal/modules/cjs/loader:1',
        'https://gitlab.com/acme/shop/-/blob/dev/pkg/tax/tax.go#L3 https://docs.python.org/3/library/os.html',
        'file:///home/me/shop/scripts/build.sh webpack:///./src/app/store.ts Dockerfile',
      ].join('\n'),
    );
    expect(paths).toEqual([
      'src/app/main.tsx',
      'lib/utils',
      'README.md',
      'config/settings.yaml',
      'pkg/tax/tax.go',
      '/home/me/shop/scripts/build.sh',
      'src/app/store.ts',
      'Dockerfile',
    ]);
  });

  it('splits hyphenated words, drops contractions and keeps possessives', () => {
    const { words, identifiers } = extractQueryTerms("The invoice's command-line flag doesn't work, can't retry.");
    expect(words).toEqual(['invoice', 'command', 'line', 'flag', 'work', 'retry']);
    expect(identifiers).toEqual([]);
  });

  // Issue 26: contractions were found by a regex tried from every letter of a run, each try
  // reading the run to its end: 200,000 letters held the MCP server 34 s, a million would
  // take a quarter of an hour. So did the anchored trims of punctuation, `:12` suffixes and
  // slashes on a long run of them. The test's timeout is the bound.
  it(
    'reads a million letters, or a path ending in a million slashes, colons or dots, in one pass',
    () => {
      const letters = 'a'.repeat(1_000_000);
      expect(extractQueryTerms(letters).words).toEqual([letters]);
      expect(extractQueryTerms(`${letters}'s and ${letters}n't`).words).toEqual([letters]);
      expect(extractQueryTerms(`src/app.ts${'/'.repeat(1_000_000)}`).paths).toEqual(['src/app.ts']);
      expect(extractQueryTerms(`see app.ts${':1'.repeat(500_000)}`).paths).toEqual(['app.ts']);
      expect(extractQueryTerms(`${'.'.repeat(1_000_000)}word${'!'.repeat(1_000_000)}`).words).toEqual(['word']);
    },
    30_000,
  );

  it('reads fenced code for identifiers but not words', () => {
    const terms = extractQueryTerms(
      ['```ts', 'const total = invoice.lineItems.reduce(sum, 0);', 'class Invoice extends Document {}', '```'].join('\n'),
    );
    expect(terms.identifiers).toEqual([
      'invoice.lineItems.reduce',
      'lineItems.reduce',
      'invoice',
      'lineItems',
      'reduce',
      'Invoice',
      'Document',
    ]);
    expect(terms.words).toEqual([]);

    // Not a fence: inline code on a line of its own; prose goes on.
    const inline = extractQueryTerms('```renderMap```\nthe budget overflows');
    expect(inline.identifiers).toEqual(['renderMap']);
    expect(inline.words).toEqual(['budget', 'overflows']);
  });

  it('reads stack frames, skips built-in and library ones, and reads an installed package\'s from inside it', () => {
    const terms = extractQueryTerms(
      [
        'Error: budget exceeded',
        '    at renderMap (file:///app/src/render/map.mjs:88:11)',
        '    at async Promise.all (index 0)',
        '    at file:///app/src/cli/main.mjs:12:3',
        '    at Object.run (/app/node_modules/commander/index.js:1:1)',
        '    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
        '  File "/usr/lib/python3.12/json/decoder.py", line 3, in decode',
        '  File "/usr/lib/python3.12/site-packages/yaml/reader.py", line 9, in load',
      ].join('\n'),
    );
    expect(terms.identifiers).toEqual(['renderMap', 'decode', 'load']);
    // `yaml/reader.py` names the file of a repository that is the yaml package (found by suffix), and no other
    expect(terms.paths).toEqual([
      '/app/src/render/map.mjs',
      '/app/src/cli/main.mjs',
      '/usr/lib/python3.12/json/decoder.py',
      'yaml/reader.py',
    ]);
    expect(terms.words).toEqual(['error', 'budget', 'exceeded']);
  });

  it('reads the frames of Ruby, PHP and C# traces, and gives each trace innermost first', () => {
    const python = extractQueryTerms(
      [
        'Traceback (most recent call last):',
        '  File "/usr/lib/python3.8/site-packages/_pytest/main.py", line 10, in wrap',
        '    session.exitstatus = doit(config, session)',
        '  File "/srv/app/src/runner.py", line 20, in call_runtest',
        'ValueError: boom',
        '',
        '    at renderMap (/app/src/render/map.mjs:88:11)',
        '    at main (/app/src/cli/main.mjs:12:3)',
      ].join('\n'),
    );
    expect(python.traces).toEqual([
      ['/srv/app/src/runner.py', '_pytest/main.py'],
      ['/app/src/render/map.mjs', '/app/src/cli/main.mjs'],
    ]);
    expect(python.identifiers).toEqual(expect.arrayContaining(['wrap', 'call_runtest', 'renderMap']));
    const ruby = extractQueryTerms("/app/lib/sinatra/base.rb:1234:in `route!': undefined method (NoMethodError)\n\tfrom /app/lib/sinatra/main.rb:99:in `block in dispatch!'");
    expect(ruby.traces).toEqual([['/app/lib/sinatra/base.rb', '/app/lib/sinatra/main.rb']]);
    expect(ruby.identifiers).toEqual(['route', 'NoMethodError', 'dispatch']);
    expect(ruby.words).toEqual(['undefined', 'method']);
    const php = extractQueryTerms('#0 /var/www/src/Routing/Router.php(45): Illuminate\\Routing\\Router->dispatch()\n#1 {main}');
    expect(php.traces).toEqual([['/var/www/src/Routing/Router.php']]);
    const csharp = extractQueryTerms('   at AutoMapper.Mapper.Map[TDestination](Object source) in /src/AutoMapper/Mapper.cs:line 42');
    expect(csharp.traces).toEqual([['/src/AutoMapper/Mapper.cs']]);
    expect(csharp.identifiers).toContain('Mapper.Map');
    const java = extractQueryTerms('\tat com.acme.billing.Invoice.applyTax(Invoice.java:42)\n\tat com.acme.Main.main(Main.java:7)');
    expect(java.traces).toEqual([['Invoice.java', 'Main.java']]);
  });

  it('deduplicates, keeping first-occurrence order', () => {
    const terms = extractQueryTerms('Totals wrong: fooBar then Foo.fooBar then fooBar, totals broken in a.ts and a.ts');
    expect(terms.identifiers).toEqual(['fooBar', 'Foo.fooBar', 'Foo']);
    expect(terms.words).toEqual(['totals', 'wrong', 'broken']);
    expect(terms.paths).toEqual(['a.ts']);
  });

  it('returns empty lists for empty text', () => {
    expect(extractQueryTerms('')).toEqual({ identifiers: [], paths: [], words: [], traces: [] });
  });
});

describe('splitIdentifier', () => {
  it('splits case changes, acronyms, digits and separators into lowercase parts', () => {
    expect(splitIdentifier('parseHTTPResponse2')).toEqual(['parse', 'http', 'response', '2']);
    expect(splitIdentifier('XMLHttpRequest')).toEqual(['xml', 'http', 'request']);
    expect(splitIdentifier('utf8Decode')).toEqual(['utf', '8', 'decode']);
    expect(splitIdentifier('MAX_RETRIES')).toEqual(['max', 'retries']);
    expect(splitIdentifier('__init__')).toEqual(['init']);
    expect(splitIdentifier('kebab-case-name')).toEqual(['kebab', 'case', 'name']);
    expect(splitIdentifier('Invoice.applyTax')).toEqual(['invoice', 'apply', 'tax']);
    expect(splitIdentifier('getURLs')).toEqual(['get', 'urls']);
    expect(splitIdentifier('getGet')).toEqual(['get', 'get']);
    expect(splitIdentifier('naïveÉtat')).toEqual(['naïve', 'état']);
    expect(splitIdentifier('--')).toEqual([]);
    expect(splitIdentifier('')).toEqual([]);
  });
});

describe('taskScopes', () => {
  it('reads the scope a task opens with: a type(scope), a package prefix, a list', () => {
    expect(taskScopes('fix(ssr): keep the import order (#123)')).toEqual(['ssr']);
    expect(taskScopes('feat(cors)!: add an option')).toEqual(['cors']);
    expect(taskScopes('fs: check for io-uring opcode support')).toEqual(['fs']);
    expect(taskScopes('xds/internal: fix a race in the balancer')).toEqual(['xds/internal']);
    expect(taskScopes('rt, IO: improve spawn_blocking')).toEqual(['rt', 'io']);
  });

  it('finds none in a commit type alone, in prose, or past the start', () => {
    expect(taskScopes('Fix: a crash on empty input')).toEqual([]);
    expect(taskScopes('Merge pull request #1 from x/y')).toEqual([]);
    expect(taskScopes('The parser: it crashes')).toEqual([]);
    expect(taskScopes('see https://example.com: down')).toEqual([]);
    expect(taskScopes('Crash in fs: open fails')).toEqual([]);
  });

  it('keeps a commit type and scope out of the identifiers', () => {
    expect(extractQueryTerms('fix(jsx): keep the key').identifiers).toEqual([]);
    expect(extractQueryTerms('fix(jsx): keep the key').words).toContain('jsx');
    // a call at the start that is no commit type stays a call
    expect(extractQueryTerms('render(jsx): returns null').identifiers).toEqual(['render']);
  });
});
