import type { LanguageCase } from './types.js';

export const python: LanguageCase = {
  language: 'python',
  dir: 'python/billing',
  files: [
    {
      file: 'tax.py',
      finds: 'module-level constants, variables and functions',
      lines: 20,
      definitions: [
        ['constant', 'DEFAULT_RATE', 4, 'DEFAULT_RATE = Decimal("0.20")'],
        ['constant', 'REDUCED_RATE', 5, 'REDUCED_RATE: Decimal = Decimal("0.05")'],
        ['variable', 'registry', 6, 'registry = {}'],
        ['function', 'compute_tax', 9, 'def compute_tax(amount: Decimal, rate: Decimal = DEFAULT_RATE) -> Decimal:'],
        ['function', 'register', 15, 'def register(name):'],
      ],
      locals: [
        'scaled', // local assignment
        'wrap', // nested function
      ],
      // calls, annotation types and from-imports
      referenced: {
        call: ['quantize', 'Decimal'],
        type: ['Decimal'],
        import: ['Decimal'],
      },
      imports: [{ specifier: 'decimal', names: ['Decimal'], line: 2 }],
    },
    {
      file: 'models.py',
      finds: 'classes, fields and methods',
      definitions: [
        ['constant', 'CURRENCY', 10, 'CURRENCY = "EUR"'],
        ['class', 'Document', 13, 'class Document(abc.ABC):'],
        ['field', 'Document.prefix', 16, '    prefix: str = "DOC"'],
        // decorated: the signature and start line begin at `def`
        ['method', 'Document.number', 19, '    def number(self) -> str:'],
        ['class', 'LineItem', 24, 'class LineItem:'],
        ['field', 'LineItem.description', 25, '    description: str'],
        ['field', 'LineItem.quantity', 26, '    quantity: int'],
        ['field', 'LineItem.unit_price', 27, '    unit_price: Decimal'],
        ['method', 'LineItem.total', 29, '    def total(self) -> Decimal:'],
        ['class', 'Invoice', 33, 'class Invoice(Document):'],
        ['field', 'Invoice.prefix', 34, '    prefix = "INV"'],
        ['method', 'Invoice.__init__', 36, '    def __init__(self, customer: "Customer", items: list[LineItem]) -> None:'],
        ['method', 'Invoice.number', 40, '    def number(self) -> str:'],
        ['method', 'Invoice.subtotal', 43, '    def subtotal(self) -> Decimal:'],
        [
          'method',
          'Invoice.apply_tax',
          46,
          '    def apply_tax(\n        self,\n        rate: Decimal = RATE,\n        *,\n        exempt: Optional[bool] = None,\n    ) -> Decimal:',
        ],
        ['class', 'CreditNote', 58, 'class CreditNote(Invoice):'],
        [
          'method',
          'CreditNote.apply_tax',
          61,
          '    def apply_tax(self, rate: Decimal = RATE, *, exempt: Optional[bool] = None) -> Decimal:',
        ],
      ],
      // end lines cover the whole body
      endLines: { 'Invoice.apply_tax': 55, Invoice: 55 },
      // neither a body nor a docstring
      body: { pattern: /\breturn\b|"""|self\.\w+ =|\.\.\./ },
      referenceKinds: {
        Document: ['inheritance'],
        ABC: ['inheritance'],
        Invoice: ['inheritance'],
        // a definition name is not a reference to itself
        LineItem: ['type'],
        CreditNote: [],
      },
      referenced: {
        call: [
          'compute_tax',
          'subtotal',
          'apply_tax', // super().apply_tax(...)
          'dataclass', // decorator
        ],
        import: ['compute_tax', 'DEFAULT_RATE'],
        member: ['unit_price', 'customer'],
        type: [
          'LineItem', // list[LineItem]
          'Optional',
          'Customer', // string forward reference
        ],
      },
      firstReferences: [{ name: 'subtotal', kind: 'call', has: { count: 3 } }],
      imports: [
        { specifier: 'abc', names: [], line: 3 },
        { specifier: 'dataclasses', names: ['dataclass', 'field'], line: 4 },
        { specifier: 'decimal', names: ['Decimal'], line: 5 },
        { specifier: 'typing', names: ['Optional'], line: 6 },
        { specifier: '.tax', names: ['compute_tax', 'DEFAULT_RATE'], line: 8 },
      ],
    },
    {
      file: 'service.py',
      finds: 'decorated functions, tuple-assigned constants and variables',
      definitions: [
        ['variable', 'log', 5, 'log = logging.getLogger(__name__)'],
        ['constant', 'MAX_ITEMS', 6, 'MAX_ITEMS, MIN_ITEMS = 100, 1'],
        ['constant', 'MIN_ITEMS', 6, 'MAX_ITEMS, MIN_ITEMS = 100, 1'],
        ['function', 'issue_invoice', 10, 'def issue_invoice(customer, lines: list[tuple[str, int, float]]) -> Invoice:'],
        ['function', 'refund', 17, 'def refund(invoice: Invoice) -> CreditNote:'],
      ],
      locals: ['invoice'],
      // instantiation is a call; imported names and methods called on other files are references
      referenceKinds: {
        Invoice: ['call', 'import', 'type'],
        CreditNote: ['call', 'import', 'type'],
        LineItem: ['call', 'import'],
        register: ['call', 'import'],
      },
      referenced: { call: ['number', 'getLogger'] },
      firstReferences: [{ name: 'Invoice', kind: 'type', has: { line: 10, count: 2 } }],
      imports: [
        { specifier: 'logging', names: [], line: 1 },
        { specifier: 'billing.models', names: ['CreditNote', 'Invoice', 'LineItem'], line: 2 },
        { specifier: 'billing.tax', names: ['register'], line: 3 },
      ],
    },
  ],
};
