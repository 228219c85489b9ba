import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { ExtractResult } from '../../src/types.js';
import { defRows as defs, hasRef, refKinds } from './support.js';

const FIXTURES = join(
  import.meta.dirname, '..', '..', 'fixtures', 'extract', 'java', 'src', 'main', 'java', 'com', 'acme', 'billing',
);

async function extract(file: string): Promise<ExtractResult> {
  return extractSource('java', readFileSync(join(FIXTURES, file), 'utf8'));
}

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bthrow\b|\bif \(|\{|\}|super\(|this\.\w+ =/;

describe('java extraction: model/Invoice.java', async () => {
  const result = await extract('model/Invoice.java');

  it('parses cleanly', () => {
    expect(result.status).toBe('ok');
  });

  it('finds classes, fields, constructors, annotated methods and annotation types', () => {
    expect(defs(result)).toEqual([
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
    ]);
  });

  it('drops locals and never puts a body in a signature', () => {
    expect(result.definitions.map((d) => d.name)).not.toContain('tax');
    for (const def of result.definitions) {
      // `@SuppressWarnings({…})` is an annotation argument, not a body
      expect(def.signature.replace('{"unchecked", "rawtypes"}', '')).not.toMatch(BODY);
    }
    expect(result.definitions.find((d) => d.qualifiedName === 'Invoice.pay')?.endLine).toBe(43);
    expect(result.definitions.find((d) => d.qualifiedName === 'Invoice')?.endLine).toBe(53);
  });

  it('records extends/implements, calls into another package and object creation', () => {
    expect(refKinds(result, 'Document')).toEqual(['inheritance']);
    expect(refKinds(result, 'Payable')).toEqual(['inheritance', 'type']);
    expect(result.references.find((r) => r.name === 'compute' && r.kind === 'call')).toMatchObject({ line: 30, count: 2 });
    expect(refKinds(result, 'TaxCalculator')).toEqual(['import', 'type']); // TaxCalculator.compute(...)
    expect(hasRef(result, 'amountDue', 'call')).toBe(true);
    expect(hasRef(result, 'number', 'call')).toBe(true); // inherited method
    expect(hasRef(result, 'ArrayList', 'new')).toBe(true); // new ArrayList<>()
    expect(refKinds(result, 'PaymentException')).toEqual(['new', 'type']);
    expect(refKinds(result, 'Receipt')).toEqual(['new', 'type']); // new Payable.Receipt(...)
  });

  it('records types, annotations and field access', () => {
    expect(hasRef(result, 'BigDecimal', 'type')).toBe(true);
    expect(hasRef(result, 'LineItem', 'type')).toBe(true); // List<LineItem>
    expect(hasRef(result, 'Status', 'type')).toBe(true);
    expect(refKinds(result, 'Override')).toEqual(['type']);
    expect(result.references.find((r) => r.name === 'Override')?.count).toBe(3);
    expect(refKinds(result, 'Audited')).toEqual(['type']); // @Audited("invoice")
    expect(hasRef(result, 'SuppressWarnings', 'type')).toBe(true);
    expect(hasRef(result, 'DEFAULT_RATE', 'member')).toBe(true);
    expect(hasRef(result, 'VOID', 'member')).toBe(true); // Status.VOID
    expect(hasRef(result, 'total', 'member')).toBe(true); // this.total
  });

  it('records import declarations and the names they import', () => {
    expect(hasRef(result, 'BigDecimal', 'import')).toBe(true);
    expect(hasRef(result, 'compute', 'import')).toBe(true); // import static
    expect(refKinds(result, 'util')).toEqual([]); // java.util.* imports no name
    expect(result.imports).toEqual([
      { specifier: 'com.acme.billing.tax', names: ['TaxCalculator'], line: 3 },
      { specifier: 'java.math', names: ['BigDecimal'], line: 4 },
      { specifier: 'java.util', names: [], line: 5 },
      { specifier: 'com.acme.billing.tax.TaxCalculator', names: ['compute'], line: 7 },
    ]);
  });
});

describe('java extraction: model/Payable.java', async () => {
  const result = await extract('model/Payable.java');

  it('finds interface constants, abstract and default methods and nested types', () => {
    expect(defs(result)).toEqual([
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
    ]);
    for (const def of result.definitions) expect(def.signature).not.toMatch(BODY);
  });

  it('records interface inheritance', () => {
    expect(refKinds(result, 'Comparable')).toEqual(['inheritance']);
    expect(refKinds(result, 'Exception')).toEqual(['inheritance']);
    expect(hasRef(result, 'Deprecated', 'type')).toBe(true);
    expect(result.imports).toEqual([{ specifier: 'java.math', names: ['BigDecimal'], line: 3 }]);
  });
});

describe('java extraction: model/Status.java', async () => {
  const result = await extract('model/Status.java');

  it('finds enum constants, fields, constructors and methods; constant bodies are not members', () => {
    expect(defs(result)).toEqual([
      ['enum', 'Status', 3, 'public enum Status'],
      ['constant', 'Status.DRAFT', 4, '    DRAFT("draft")'],
      ['constant', 'Status.ISSUED', 5, '    ISSUED("issued")'],
      ['constant', 'Status.VOID', 9, '    VOID("void")'],
      ['field', 'Status.label', 11, '    private final String label;'],
      ['method', 'Status.Status', 13, '    Status(String label)'],
      ['method', 'Status.isFinal', 17, '    public boolean isFinal()'],
    ]);
  });
});

describe('java extraction: model/LineItem.java', async () => {
  const result = await extract('model/LineItem.java');

  it('finds records with their components and compact constructors', () => {
    expect(defs(result)).toEqual([
      ['record', 'LineItem', 5, 'public record LineItem(String description, int quantity, BigDecimal unitPrice)'],
      ['method', 'LineItem.LineItem', 6, '    public LineItem'],
      ['method', 'LineItem.total', 10, '    public BigDecimal total()'],
    ]);
    expect(hasRef(result, 'IllegalArgumentException', 'new')).toBe(true);
    expect(hasRef(result, 'valueOf', 'call')).toBe(true);
  });
});

describe('java extraction: tax/TaxCalculator.java', async () => {
  const result = await extract('tax/TaxCalculator.java');

  it('finds static members', () => {
    expect(defs(result)).toEqual([
      ['class', 'TaxCalculator', 7, 'public final class TaxCalculator'],
      ['field', 'TaxCalculator.DEFAULT_RATE', 8, '    public static final BigDecimal DEFAULT_RATE = new BigDecimal("0.20");'],
      ['method', 'TaxCalculator.TaxCalculator', 10, '    private TaxCalculator()'],
      ['method', 'TaxCalculator.compute', 12, '    public static BigDecimal compute(BigDecimal amount, BigDecimal rate)'],
    ]);
    expect(refKinds(result, 'BigDecimal')).toEqual(['import', 'new', 'type']);
    expect(hasRef(result, 'RoundingMode', 'type')).toBe(true); // RoundingMode.HALF_UP
    expect(hasRef(result, 'HALF_UP', 'member')).toBe(true);
  });
});

describe('java extraction: anonymous classes in initializers', async () => {
  const source = [
    'class Scheduler {', // 1
    '    private final Runnable job = new Runnable() {', // 2
    '        public void run() { flush(); }', // 3
    '    };', // 4
    '}', // 5
  ].join('\n');
  const result = await extractSource('java', source);

  it('stops the field signature before the anonymous class body', () => {
    expect(defs(result)).toEqual([
      ['class', 'Scheduler', 1, 'class Scheduler'],
      ['field', 'Scheduler.job', 2, '    private final Runnable job = new Runnable()'],
    ]);
    expect(hasRef(result, 'Runnable', 'new')).toBe(true);
    expect(hasRef(result, 'flush', 'call')).toBe(true);
  });
});
