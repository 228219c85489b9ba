import type { LanguageCase } from './types.js';

// tree-sitter-groovy 0.1.2 wants a `;` after the last statement of a one-line body
// (`{ this.name = name }`) and reads an untyped parameter with an error: such files are
// partial, their definitions whole.
export const groovy: LanguageCase = {
  language: 'groovy',
  dir: 'groovy',
  files: [
    {
      file: 'src/main/groovy/org/example/billing/InvoiceService.groovy',
      status: 'partial',
      finds: 'classes, fields and properties, constructors, methods, an interface, a trait, an enum and a script function',
      definitions: [
        ['class', 'InvoiceService', 8, '@CompileStatic\nclass InvoiceService extends BaseService implements Billing, Auditable'],
        ['field', 'InvoiceService.MAX', 10, '  static final int MAX = 10'],
        // a slashy string is a string
        ['field', 'InvoiceService.CODE', 11, '  private static final String CODE = /[A-Z]{3}-\\d+/'],
        ['field', 'InvoiceService.name', 12, '  String name'],
        ['field', 'InvoiceService.items', 13, '  def items = []'],
        ['method', 'InvoiceService.InvoiceService', 15, '  InvoiceService(String name)'],
        ['method', 'InvoiceService.applyTax', 18, '  BigDecimal applyTax(BigDecimal amount, double rate = 0.2)'],
        ['method', 'InvoiceService.wrap', 25, '  static <T> List<T> wrap(T item)'],
        ['method', 'InvoiceService.hidden', 27, '  private void hidden()'],
        ['interface', 'Billing', 30, 'interface Billing'],
        ['method', 'Billing.bill', 31, '  void bill(Invoice invoice)'],
        ['class', 'Auditable', 34, 'trait Auditable'],
        ['method', 'Auditable.audit', 35, '  void audit()'],
        ['enum', 'Status', 38, 'enum Status'],
        ['constant', 'Status.OPEN', 38, 'OPEN'],
        ['constant', 'Status.CLOSED', 38, 'CLOSED'],
        ['function', 'topLevel', 40, 'def topLevel(x)'],
      ],
      locals: ['matches'],
      endLines: { InvoiceService: 28, 'InvoiceService.applyTax': 23 },
      body: { pattern: /return|helper|==~/ },
      referenceKinds: {
        compute: ['call'], // helper?.compute(amount)
        Invoice: ['new', 'type'],
        BaseService: ['inheritance'],
        Auditable: ['inheritance'],
        CompileStatic: ['import', 'type'],
        x: [], // an untyped parameter is no type
      },
      imports: [
        { specifier: 'groovy.transform', names: ['CompileStatic'], line: 3 },
        { specifier: 'java.util.Collections', names: ['emptyList'], line: 4 },
        { specifier: 'org.example.util', names: [], line: 5 },
      ],
    },
    {
      file: 'src/test/groovy/org/example/billing/InvoiceServiceSpec.groovy',
      finds: 'a Spock specification: fields, fixture methods and feature methods named by strings',
      definitions: [
        ['class', 'InvoiceServiceSpec', 6, 'class InvoiceServiceSpec extends Specification'],
        ['field', 'InvoiceServiceSpec.service', 7, '  @Shared InvoiceService service = new InvoiceService("shop")'],
        ['field', 'InvoiceServiceSpec.last', 8, '  Invoice last'],
        ['method', 'InvoiceServiceSpec.setup', 10, '  def setup()'],
        // a feature method's name is its string, with underscores for what an identifier cannot hold
        ['method', 'InvoiceServiceSpec.applies_the_tax_rate', 14, '  def "applies the tax rate"()'],
        ['method', 'InvoiceServiceSpec.wraps_an_item', 25, "  def 'wraps an item'(int a, String b)"],
      ],
      locals: ['amount', 'taxed'],
      endLines: { 'InvoiceServiceSpec.applies_the_tax_rate': 23 },
      body: { pattern: /given:|expect:|where:/ },
      referenceKinds: { applyTax: ['call'], wrap: ['call'], InvoiceService: ['new', 'type'], Specification: ['import', 'inheritance'] },
    },
  ],
};
