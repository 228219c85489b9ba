import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bthrow\b|\bif \(|\{|\}|super\(|this\.\w+ =/;

export const java: LanguageCase = {
  language: 'java',
  dir: 'java/src/main/java/com/acme/billing',
  files: [
    {
      file: 'model/Invoice.java',
      finds: 'classes, fields, constructors, annotated methods and annotation types',
      definitions: [
        // annotations belong to the declaration: the signature starts with them
        ['class', 'Invoice', 10, '@Audited("invoice")\npublic class Invoice extends Document implements Payable'],
        ['field', 'Invoice.PREFIX', 12, '    public static final String PREFIX = "INV-";'],
        ['field', 'Invoice.lines', 13, '    private final List<LineItem> lines = new ArrayList<>();'],
        // one declaration, two fields
        ['field', 'Invoice.total', 14, '    private BigDecimal total, paid;'],
        ['field', 'Invoice.paid', 14, '    private BigDecimal total, paid;'],
        ['field', 'Invoice.status', 15, '    protected Status status = Status.DRAFT;'],
        ['method', 'Invoice.Invoice', 17, '    public Invoice(String number)'],
        ['method', 'Invoice.addLine', 22, '    public void addLine(LineItem line)'],
        [
          'method',
          'Invoice.amountDue',
          27,
          '    @Override\n    @SuppressWarnings({"unchecked", "rawtypes"})\n    public BigDecimal amountDue()',
        ],
        [
          'method',
          'Invoice.pay',
          34,
          '    @Override\n    public Receipt pay(\n            BigDecimal amount,\n            String reference) throws PaymentException',
        ],
        ['method', 'Invoice.compareTo', 45, '    @Override\n    public int compareTo(Payable other)'],
        ['method', 'Invoice.taxOf', 50, '    static BigDecimal taxOf(BigDecimal amount)'],
        ['class', 'Document', 56, 'abstract class Document'],
        ['field', 'Document.number', 57, '    private final String number;'],
        ['method', 'Document.Document', 59, '    protected Document(String number)'],
        ['method', 'Document.number', 63, '    public String number()'],
        ['method', 'Document.amountDue', 67, '    public abstract BigDecimal amountDue();'],
        ['interface', 'Audited', 70, '@interface Audited'],
        ['method', 'Audited.value', 71, '    String value();'],
        ['method', 'Audited.version', 72, '    int version() default 1;'],
      ],
      locals: ['tax'],
      endLines: { 'Invoice.pay': 43, Invoice: 53 },
      // `@SuppressWarnings({…})` is an annotation argument, not a body
      body: { pattern: BODY, ignoring: '{"unchecked", "rawtypes"}' },
      referenceKinds: {
        Document: ['inheritance'],
        Payable: ['inheritance', 'type'],
        TaxCalculator: ['import', 'type'], // TaxCalculator.compute(...)
        PaymentException: ['new', 'type'],
        Receipt: ['new', 'type'], // new Payable.Receipt(...)
        Override: ['type'],
        Audited: ['type'], // @Audited("invoice")
        util: [], // java.util.* imports no name
      },
      firstReferences: [
        { name: 'compute', kind: 'call', has: { line: 30, count: 2 } },
        { name: 'Override', has: { count: 3 } },
      ],
      referenced: {
        call: [
          'amountDue',
          'number', // inherited method
        ],
        new: ['ArrayList'], // new ArrayList<>()
        type: [
          'BigDecimal',
          'LineItem', // List<LineItem>
          'Status',
          'SuppressWarnings',
        ],
        member: [
          'DEFAULT_RATE',
          'VOID', // Status.VOID
          'total', // this.total
        ],
        import: [
          'BigDecimal',
          'compute', // import static
        ],
      },
      imports: [
        { specifier: 'com.acme.billing.tax', names: ['TaxCalculator'], line: 3 },
        { specifier: 'java.math', names: ['BigDecimal'], line: 4 },
        { specifier: 'java.util', names: [], line: 5 },
        { specifier: 'com.acme.billing.tax.TaxCalculator', names: ['compute'], line: 7 },
      ],
    },
    {
      file: 'model/Payable.java',
      finds: 'interface constants, abstract and default methods and nested types',
      definitions: [
        ['interface', 'Payable', 6, 'public interface Payable extends Comparable<Payable>'],
        ['constant', 'Payable.MAX_ATTEMPTS', 7, '    int MAX_ATTEMPTS = 3;'],
        ['method', 'Payable.amountDue', 9, '    BigDecimal amountDue();'],
        // a bodyless method keeps its multi-line parameter list whole
        [
          'method',
          'Payable.pay',
          11,
          '    @Deprecated\n    Receipt pay(\n        BigDecimal amount,\n        String reference\n    ) throws PaymentException;',
        ],
        ['method', 'Payable.isSettled', 17, '    default boolean isSettled()'],
        ['record', 'Payable.Receipt', 21, '    record Receipt(String reference, BigDecimal amount)'],
        ['class', 'Payable.PaymentException', 23, '    class PaymentException extends Exception'],
        ['method', 'Payable.PaymentException.PaymentException', 24, '        public PaymentException(String message)'],
      ],
      body: { pattern: BODY },
      // interface inheritance
      referenceKinds: { Comparable: ['inheritance'], Exception: ['inheritance'] },
      referenced: { type: ['Deprecated'] },
      imports: [{ specifier: 'java.math', names: ['BigDecimal'], line: 3 }],
    },
    {
      file: 'model/Status.java',
      finds: 'enum constants, fields, constructors and methods; constant bodies are not members',
      definitions: [
        ['enum', 'Status', 3, 'public enum Status'],
        ['constant', 'Status.DRAFT', 4, '    DRAFT("draft")'],
        ['constant', 'Status.ISSUED', 5, '    ISSUED("issued")'],
        ['constant', 'Status.VOID', 9, '    VOID("void")'],
        ['field', 'Status.label', 11, '    private final String label;'],
        ['method', 'Status.Status', 13, '    Status(String label)'],
        ['method', 'Status.isFinal', 17, '    public boolean isFinal()'],
      ],
    },
    {
      file: 'model/LineItem.java',
      finds: 'records with their components and compact constructors',
      definitions: [
        ['record', 'LineItem', 5, 'public record LineItem(String description, int quantity, BigDecimal unitPrice)'],
        ['method', 'LineItem.LineItem', 6, '    public LineItem'],
        ['method', 'LineItem.total', 10, '    public BigDecimal total()'],
      ],
      referenced: { new: ['IllegalArgumentException'], call: ['valueOf'] },
    },
    {
      file: 'tax/TaxCalculator.java',
      finds: 'static members',
      definitions: [
        ['class', 'TaxCalculator', 7, 'public final class TaxCalculator'],
        ['field', 'TaxCalculator.DEFAULT_RATE', 8, '    public static final BigDecimal DEFAULT_RATE = new BigDecimal("0.20");'],
        ['method', 'TaxCalculator.TaxCalculator', 10, '    private TaxCalculator()'],
        ['method', 'TaxCalculator.compute', 12, '    public static BigDecimal compute(BigDecimal amount, BigDecimal rate)'],
      ],
      referenceKinds: { BigDecimal: ['import', 'new', 'type'] },
      referenced: {
        type: ['RoundingMode'], // RoundingMode.HALF_UP
        member: ['HALF_UP'],
      },
    },
  ],
};
