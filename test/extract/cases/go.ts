import type { LanguageCase } from './types.js';

export const go: LanguageCase = {
  language: 'go',
  dir: 'go',
  files: [
    {
      file: 'invoice/invoice.go',
      finds: 'types, fields, constants, functions and receiver methods',
      definitions: [
        ['type', 'Status', 11, 'type Status int'],
        // a `const ( … )` group: one definition per spec
        ['constant', 'Draft', 14, '\tDraft Status = iota'],
        ['constant', 'Issued', 15, '\tIssued'],
        ['constant', 'Paid', 16, '\tPaid'],
        // one spec declaring two names
        ['constant', 'MaxLines', 19, 'const MaxLines, MinLines = 100, 1'],
        ['constant', 'MinLines', 19, 'const MaxLines, MinLines = 100, 1'],
        ['type', 'Money', 22, 'type Money = int64'],
        ['interface', 'Document', 25, 'type Document interface'],
        ['method', 'Document.Number', 26, '\tNumber() string'],
        ['struct', 'LineItem', 31, 'type LineItem struct'],
        ['field', 'LineItem.Description', 32, '\tDescription string'],
        ['field', 'LineItem.Quantity', 33, '\tQuantity    int'],
        ['field', 'LineItem.UnitPrice', 34, '\tUnitPrice   Money `json:"unit_price"`'],
        ['struct', 'Invoice', 38, 'type Invoice struct'],
        ['field', 'Invoice.ID', 40, '\tID, Customer string'],
        ['field', 'Invoice.Customer', 40, '\tID, Customer string'],
        ['field', 'Invoice.Lines', 41, '\tLines        []LineItem'],
        ['field', 'Invoice.IssuedAt', 42, '\tIssuedAt     *time.Time'],
        ['field', 'Invoice.status', 43, '\tstatus       Status'],
        ['struct', 'Base', 47, 'type Base struct'],
        ['field', 'Base.Created', 47, 'Created time.Time'],
        ['function', 'New', 50, 'func New(id string, customer string) *Invoice'],
        ['method', 'Invoice.Total', 55, 'func (inv *Invoice) Total(\n\trate tax.Rate,\n\tdiscount Money,\n) Money'],
        ['method', 'Invoice.Number', 67, 'func (inv Invoice) Number() string'],
        ['method', 'Invoice.String', 71, 'func (inv *Invoice) String() string'],
      ],
      locals: ['sum', 'line'],
      endLines: { 'Invoice.Total': 64, Invoice: 44 },
      body: { pattern: /\breturn\b|\{|:=|\+=/ },
      referenced: {
        call: [
          'Compute', // tax.Compute(...)
          'Sprintf',
          'Number', // inv.Number()
        ],
        type: [
          'Rate', // tax.Rate
          'Time',
          'LineItem',
          'Money',
        ],
        // selectors and composite literal keys are member access
        member: [
          'UnitPrice',
          'Quantity',
          'Lines',
          'Customer', // Invoice{Customer: …}
        ],
      },
      firstReferences: [{ name: 'Invoice', kind: 'new', has: { line: 51, count: 1 } }],
      referenceKinds: {
        Invoice: ['new', 'type'],
        Base: ['inheritance'], // embedded struct
        Stringer: ['inheritance'], // embedded interface
        // predeclared types are not references
        string: [],
        int: [],
      },
      imports: [
        { specifier: 'fmt', names: [], line: 4 },
        { specifier: 'time', names: [], line: 5 },
        { specifier: 'example.com/billing/tax', names: [], line: 7 },
      ],
    },
    {
      file: 'invoice/store.go',
      finds: 'the interface, its methods and an implementation',
      definitions: [
        ['variable', 'ErrNotFound', 6, 'var ErrNotFound = errors.New("invoice not found")'],
        ['interface', 'Store', 9, 'type Store interface'],
        ['method', 'Store.Get', 10, '\tGet(id string) (*Invoice, error)'],
        ['method', 'Store.Put', 11, '\tPut(inv *Invoice) error'],
        ['struct', 'MemoryStore', 15, 'type MemoryStore struct'],
        ['field', 'MemoryStore.byID', 16, '\tbyID map[string]*Invoice'],
        ['method', 'MemoryStore.Get', 20, 'func (s *MemoryStore) Get(id string) (*Invoice, error)'],
        ['method', 'MemoryStore.Put', 29, 'func (s *MemoryStore) Put(inv *Invoice) error'],
      ],
      // Invoice is defined in another file of the package
      firstReferences: [{ name: 'Invoice', has: { kind: 'type', line: 10, count: 5 } }],
      referenced: {
        call: ['New'], // errors.New
        member: ['byID', 'ID'],
      },
      imports: [{ specifier: 'errors', names: [], line: 3 }],
    },
    {
      file: 'tax/tax.go',
      finds: 'package-level declarations',
      definitions: [
        ['constant', 'DefaultRate', 7, 'const DefaultRate = 0.20'],
        ['variable', 'Rates', 10, 'var Rates = map[string]float64'],
        ['type', 'Rate', 16, 'type Rate float64'],
        ['function', 'Compute', 19, 'func Compute(amount int64, rate Rate) int64'],
      ],
      locals: ['due'],
      referenced: { call: ['Round'] },
      referenceKinds: { Rate: ['type'] },
      imports: [{ specifier: 'math', names: [], line: 4 }],
    },
  ],
};
