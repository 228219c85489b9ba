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
    {
      file: 'gateway/PaymentGateway.scala',
      finds: 'a `class X private (…)` whose parameters and parents run over several lines, with its members (that grammar once ended the class on its first line), its companion and a generic trait',
      definitions: [
        ["module","com.acme.billing.gateway",1,"package com.acme.billing.gateway"],
        ["class","PaymentGateway",8,"class PaymentGateway private (\n    endpoint: String,\n    retries: Int,\n    val timeoutMillis: Long\n)(implicit ec: ExecutionContext)\n    extends Gateway[Future]\n    with AutoCloseable"],
        ["field","PaymentGateway.timeoutMillis",11,"    val timeoutMillis: Long"],
        ["type","PaymentGateway.Result",15,"  type Result = Future[Receipt]"],
        ["method","PaymentGateway.sendRegular",17,"  private def sendRegular(amount: BigDecimal): Result"],
        ["method","PaymentGateway.charge",20,"  def charge(amount: BigDecimal, reference: String): Result"],
        ["field","PaymentGateway.connectionSettings",28,"  private val connectionSettings = Map(\"retries\" -> retries)"],
        ["method","PaymentGateway.close",30,"  override def close(): Unit"],
        ["class","PaymentGateway",33,"object PaymentGateway"],
        ["method","PaymentGateway.apply",34,"  def apply(endpoint: String)(implicit ec: ExecutionContext): PaymentGateway"],
        ["trait","Gateway",38,"trait Gateway[F[_]] extends com.acme.billing.Backend[F]"],
        ["method","Gateway.charge",39,"  def charge(amount: BigDecimal, reference: String): F[Receipt]"],
      ],
      // plain constructor parameters, locals of a method and the members of an anonymous class in it
      locals: ['endpoint', 'retries', 'ec', 'attempt', 'listener', 'done'],
      endLines: { Gateway: 40, 'PaymentGateway.charge': 26, 'PaymentGateway.sendRegular': 18 },
      body: { pattern: BODY },
      referenceKinds: {
        Gateway: ['inheritance'],
        AutoCloseable: ['inheritance'],
        Backend: ['inheritance'], // extends com.acme.billing.Backend[F]
        Attempt: ['new'], // new Attempt[BigDecimal](…)
        Listener: ['new'], // new Listener { … }
        PaymentGateway: ['new', 'type'],
        Receipt: ['import', 'new', 'type'],
      },
      referenced: { call: ['sendRegular', 'retrying'], type: ['Result', 'Future', 'ExecutionContext'], import: ['ExecutionContext', 'Future'] },
      imports: [
        { specifier: 'com.acme.billing', names: ['Receipt'], line: 3 },
        { specifier: 'com.acme.billing.tax.Rates', names: [], line: 4 }, // {Vat => _, _}
        { specifier: 'scala.concurrent', names: ['ExecutionContext', 'Future'], line: 5 },
      ],
    },
    {
      file: 'gateway/package.scala',
      finds: 'a package object and its members',
      definitions: [
        ["module","com.acme.billing",1,"package com.acme.billing"],
        ["module","gateway",3,"package object gateway"],
        ["field","gateway.DefaultRetries",4,"  val DefaultRetries = 3"],
        ["function","gateway.retrying",5,"  def retrying(times: Int): Int"],
      ],
    },
    {
      file: 'ledger/Ledger.scala',
      finds: 'Scala 3: enums and their cases, traits, objects and classes with indented bodies and an end marker, a private constructor over several lines, givens, an extension, an opaque type, a top-level def',
      definitions: [
        ["module","com.acme.billing.ledger",1,"package com.acme.billing.ledger"],
        ["enum","Source",8,"enum Source"],
        ["constant","Source.Manual",9,"Manual"],
        ["constant","Source.Imported",9,"Imported"],
        ["constant","Source.Gateway",10,"Gateway(name: String)"],
        ["method","Source.label",12,"  def label: String"],
        ["enum","Currency",14,"enum Currency(val code: String)"],
        ["field","Currency.code",14,"val code: String"],
        ["constant","Currency.Eur",15,"Eur extends Currency(\"EUR\")"],
        ["constant","Currency.Usd",16,"Usd extends Currency(\"USD\")"],
        ["trait","Ledger",18,"trait Ledger"],
        ["method","Ledger.post",19,"  def post(entry: Entry): Unit"],
        ["method","Ledger.balance",20,"  def balance: Amount"],
        ["class","Entry",22,"final case class Entry(amount: Amount, source: Source)"],
        ["field","Entry.amount",22,"amount: Amount"],
        ["field","Entry.source",22,"source: Source"],
        ["class","Ledger",24,"object Ledger"],
        ["field","Ledger.Empty",25,"  val Empty: Ledger = InMemoryLedger(Nil)"],
        ["method","Ledger.apply",27,"  def apply(entries: Entry*): Ledger"],
        ["class","InMemoryLedger",31,"class InMemoryLedger private[ledger] (\n    initial: List[Entry],\n    val name: String = \"default\"\n) extends Ledger"],
        ["field","InMemoryLedger.name",33,"    val name: String = \"default\""],
        ["field","InMemoryLedger.entries",35,"  private var entries = initial"],
        ["method","InMemoryLedger.post",37,"  def post(entry: Entry): Unit"],
        ["method","InMemoryLedger.balance",41,"  def balance: Amount"],
        ["class","InMemoryLedger.Stats",43,"  object Stats"],
        ["method","InMemoryLedger.Stats.count",44,"    def count: Int"],
        // an anonymous given defines no name; a named one with members is an object
        ["class","entryOrdering",49,"given entryOrdering: Ordering[Entry] with"],
        ["method","entryOrdering.compare",50,"  def compare(a: Entry, b: Entry): Int"],
        // an extension's defs are members of the type it extends
        ["method","Entry.isCredit",53,"  def isCredit: Boolean"],
        ["method","Entry.describe",54,"  def describe(prefix: String): String"],
        ["type","Cents",56,"opaque type Cents = Long"],
        ["class","Cents",58,"object Cents"],
        ["method","Cents.apply",59,"  def apply(value: Long): Cents"],
        ["function","settle",61,"def settle(invoice: Invoice, ledger: Ledger): Paid"],
      ],
      locals: ['ledger', 'receipt', 'initial'],
      // an indented body ends at its last token, not at the next definition's line
      endLines: { Source: 12, 'Ledger.apply': 29, 'InMemoryLedger.post': 38, InMemoryLedger: 44, entryOrdering: 50, settle: 64 },
      body: { pattern: BODY },
      referenceKinds: {
        Ledger: ['inheritance', 'type'],
        Currency: ['inheritance'],
        InMemoryLedger: ['new'],
        Entry: ['new', 'type'],
        Receipt: ['import'], // Receipt as Paid
        Random: ['import'], // Random as _ (hidden, still named)
        BigDecimal: ['import'], // scala.math.BigDecimal as Amount, after a comma
      },
      referenced: { call: ['pay', 'post', 'by'], type: ['Paid', 'Amount', 'Cents', 'Ordering'], member: ['Manual', 'amount'] },
      imports: [
        { specifier: 'com.acme.billing', names: ['Invoice', 'Receipt'], line: 3 },
        { specifier: 'com.acme.billing.tax', names: [], line: 4 },
        { specifier: 'scala.util', names: ['Try'], line: 5 },
        { specifier: 'scala.math', names: ['BigDecimal'], line: 5 },
      ],
    },
  ],
};
