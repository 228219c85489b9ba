import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bthrow\b|\bif \(|\{\s*$|^\s*\}|paid \+=|\.sum\b|rounded/m;

export const scala: LanguageCase = {
  language: 'scala',
  dir: 'scala/src/main/scala/com/acme/billing',
  files: [
    {
      file: 'Invoice.scala',
      finds: 'the package, traits with abstract defs, case classes and their parameters, classes with val parameters, template vals and vars, companion objects, type members and case objects',
      definitions: [
        ["module","com.acme.billing",1,"package com.acme.billing"],
        ["trait","Payable",8,"trait Payable"],
        ["method","Payable.total",9,"  def total: BigDecimal"],
        ["method","Payable.pay",10,"  def pay(\n      amount: BigDecimal,\n      reference: String\n  ): Receipt"],
        ["class","Receipt",16,"case class Receipt(number: String, amount: BigDecimal, at: Instant = Instant.now())"],
        ["field","Receipt.number",16,"number: String"],
        ["field","Receipt.amount",16,"amount: BigDecimal"],
        ["field","Receipt.at",16,"at: Instant = Instant.now()"],
        ["class","Document",18,"sealed abstract class Document(val number: String) extends Ordered[Document]"],
        ["field","Document.number",18,"val number: String"],
        ["method","Document.amountDue",19,"  def amountDue: BigDecimal"],
        ["method","Document.compare",20,"  override def compare(that: Document): Int"],
        ["class","Invoice",23,"class Invoice(number: String, lines: Seq[LineItem]) extends Payable"],
        ["method","Invoice.numberText",24,"  def numberText: String"],
        ["field","Invoice.paid",26,"  private val paid = mutable.ListBuffer.empty[BigDecimal]"],
        ["field","Invoice.status",27,"  var status: Status = Status.Draft"],
        ["method","Invoice.total",29,"  def total: BigDecimal"],
        ["method","Invoice.amountDue",31,"  def amountDue: BigDecimal"],
        ["method","Invoice.pay",33,"  def pay(amount: BigDecimal, reference: String): Receipt"],
        ["class","Invoice",40,"object Invoice"],
        ["field","Invoice.Prefix",41,"  val Prefix = \"INV-\""],
        ["type","Invoice.Lines",42,"  type Lines = Seq[LineItem]"],
        ["method","Invoice.apply",44,"  def apply(number: String, lines: LineItem*): Invoice"],
        ["class","LineItem",47,"final case class LineItem(sku: String, price: BigDecimal)"],
        ["field","LineItem.sku",47,"sku: String"],
        ["field","LineItem.price",47,"price: BigDecimal"],
        ["trait","Status",49,"trait Status"],
        ["method","Status.label",50,"  def label: String"],
        ["class","Status",52,"object Status"],
        ["class","Status.Draft",53,"  case object Draft extends Status"],
        ["class","Status.Paid",54,"  case object Paid extends Status"],
      ],
      // a local val of a method is not a member
      locals: ['rounded'],
      endLines: { 'Invoice.pay': 37, Document: 21, 'Payable.pay': 13 },
      body: { pattern: BODY },
      referenceKinds: {
        Ordered: ['inheritance'],
        Payable: ['inheritance'],
        Status: ['inheritance', 'type'], // extends Status; Status.Draft
        Receipt: ['new', 'type'], // new Receipt(…)
        Invoice: ['new', 'type'],
        TaxCalculator: ['import', 'type'], // TaxCalculator.compute(…)
        Rates: ['import'], // import …{Rates => R}
        mutable: ['import'],
        tax: [], // import com.acme.billing.tax._ imports no name
      },
      referenced: {
        call: ['compute', 'setScale', 'compare', 'now', 'map'],
        type: ['BigDecimal', 'LineItem', 'Document', 'Seq'],
        member: ['Draft', 'price', 'sum', 'HALF_UP'],
      },
      firstReferences: [{ name: 'compute', kind: 'call', has: { line: 29, count: 1 } }],
      imports: [
        { specifier: 'java.time', names: ['Instant'], line: 3 },
        { specifier: 'scala.collection', names: ['mutable'], line: 4 },
        { specifier: 'com.acme.billing.tax', names: ['TaxCalculator', 'Rates'], line: 5 },
        { specifier: 'com.acme.billing.tax', names: [], line: 6 },
      ],
    },
    {
      file: 'tax/TaxCalculator.scala',
      finds: 'objects with vals and vars, defs, generic traits with type members; nested defs are locals',
      definitions: [
        ["module","com.acme.billing.tax",1,"package com.acme.billing.tax"],
        ["class","Rates",5,"object Rates"],
        ["field","Rates.Vat",6,"  final val Vat: BigDecimal = BigDecimal(\"0.2\")"],
        ["field","Rates.overrides",7,"  var overrides: Map[String, BigDecimal] = Map.empty"],
        ["class","TaxCalculator",10,"object TaxCalculator extends Calculator[BigDecimal]"],
        ["method","TaxCalculator.compute",11,"  def compute(amount: BigDecimal): BigDecimal"],
        ["method","TaxCalculator.forInvoice",16,"  def forInvoice(invoice: Invoice, lines: Seq[LineItem]): BigDecimal"],
        ["trait","Calculator",20,"trait Calculator[A]"],
        ["type","Calculator.Result",21,"  type Result = A"],
        ["method","Calculator.compute",22,"  def compute(amount: A): A"],
      ],
      locals: ['scale', 'x'],
      body: { pattern: BODY },
      referenceKinds: { Calculator: ['inheritance'], BigDecimal: ['new', 'type'], Invoice: ['import', 'type'], Rates: ['type'] },
      referenced: { call: ['scale', 'compute', 'map'], member: ['Vat', 'empty', 'price'] },
      imports: [{ specifier: 'com.acme.billing', names: ['Invoice', 'LineItem'], line: 3 }],
    },
  ],
};
