import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bthrow\b|\bif \(|\{\s*$|\}|lines\.add|addLine\(first\)/;

export const kotlin: LanguageCase = {
  language: 'kotlin',
  dir: 'kotlin/src/main/kotlin/com/acme/billing',
  files: [
    {
      file: 'model/Invoice.kt',
      finds: 'the package, type aliases, classes with constructor properties, methods, companion objects, inner classes, and extension functions and properties qualified by their receiver',
      definitions: [
        ["module","com.acme.billing.model",1,"package com.acme.billing.model"],
        ["type","LineList",9,"typealias LineList = MutableList<LineItem>"],
        ["class","Invoice",11,"@Audited(\"invoice\")\nclass Invoice(\n    val number: String,\n    private var status: Status = Status.DRAFT,\n) : Document(number), Payable, Comparable<Invoice>"],
        ["field","Invoice.number",13,"    val number: String"],
        ["field","Invoice.status",14,"    private var status: Status = Status.DRAFT"],
        ["field","Invoice.lines",16,"    private val lines: LineList = ArrayList()"],
        ["field","Invoice.paid",17,"    var paid: BigDecimal = BigDecimal.ZERO"],
        ["method","Invoice.addLine",24,"    fun addLine(line: LineItem)"],
        ["method","Invoice.pay",29,"    override fun pay(\n        amount: BigDecimal,\n        reference: String,\n    ): Receipt"],
        ["method","Invoice.compareTo",38,"    override fun compareTo(other: Invoice): Int"],
        ["method","Invoice.total",40,"    fun total(): BigDecimal"],
        ["class","Invoice.Factory",42,"    companion object Factory"],
        ["constant","Invoice.Factory.PREFIX",43,"        const val PREFIX = \"INV-\""],
        ["method","Invoice.Factory.draft",45,"        fun draft(number: String): Invoice"],
        ["class","Invoice.Summary",48,"    inner class Summary"],
        ["method","Invoice.Summary.text",49,"        fun text(): String"],
        ["class","Document",53,"abstract class Document(open val id: String)"],
        ["field","Document.id",53,"open val id: String"],
        ["method","Document.amountDue",54,"    abstract fun amountDue(): BigDecimal"],
        ["method","Invoice.isSettled",57,"fun Invoice.isSettled(): Boolean"],
        ["variable","Invoice.lineCount",59,"val Invoice.lineCount: Int"],
        ["method","List.totalDue",62,"fun <T : Payable> List<T>.totalDue(): BigDecimal"],
      ],
      locals: ['tax', 'acc', 'first'],
      endLines: { 'Invoice.pay': 36, Invoice: 51 },
      // `@Audited("invoice")` is an annotation argument, not a body
      body: { pattern: BODY },
      referenceKinds: {
        Document: ['inheritance'],
        Payable: ['inheritance', 'type'], // List<T : Payable>
        Comparable: ['type'], // Comparable<Invoice>: a generic supertype is a type use
        Receipt: ['new', 'type'], // Receipt(number, amount)
        IllegalArgumentException: ['new'],
        ArrayList: ['new'],
        TaxCalculator: ['import', 'type'], // TaxCalculator.compute(…)
        roundTo: ['call', 'import'],
        Audited: ['type'],
        util: [], // java.util.* imports no name
      },
      referenced: {
        call: ['addLine', 'compute', 'copy', 'total', 'fold'],
        type: ['BigDecimal', 'LineItem', 'LineList', 'Status'],
        member: ['ZERO', 'DRAFT', 'price'],
        import: ['BigDecimal', 'List'], // import kotlin.collections.List as KList
      },
      firstReferences: [{ name: 'compute', kind: 'call', has: { line: 25, count: 1 } }],
      imports: [
        { specifier: 'com.acme.billing.tax', names: ['TaxCalculator'], line: 3 },
        { specifier: 'com.acme.billing.tax', names: ['roundTo'], line: 4 },
        { specifier: 'java.math', names: ['BigDecimal'], line: 5 },
        { specifier: 'java.util', names: [], line: 6 },
        { specifier: 'kotlin.collections', names: ['List'], line: 7 },
      ],
    },
    {
      file: 'model/Types.kt',
      finds: 'enum classes and entries, interfaces, data, sealed and annotation classes, objects; an enum entry body is not a member',
      definitions: [
        ["module","com.acme.billing.model",1,"package com.acme.billing.model"],
        ["enum","Status",5,"enum class Status(val label: String)"],
        ["field","Status.label",5,"val label: String"],
        ["constant","Status.DRAFT",6,"    DRAFT(\"draft\")"],
        ["constant","Status.SENT",7,"    SENT(\"sent\")"],
        ["constant","Status.PAID",10,"    PAID(\"paid\")"],
        ["method","Status.next",12,"    open fun next(): Status"],
        ["interface","Payable",15,"interface Payable"],
        ["field","Payable.reference",16,"    val reference: String"],
        ["method","Payable.pay",18,"    fun pay(\n        amount: BigDecimal,\n        reference: String,\n    ): Receipt"],
        ["class","Receipt",24,"data class Receipt(val number: String, val amount: BigDecimal)"],
        ["field","Receipt.number",24,"val number: String"],
        ["field","Receipt.amount",24,"val amount: BigDecimal"],
        ["class","LineItem",26,"data class LineItem(val sku: String, val price: BigDecimal)"],
        ["field","LineItem.sku",26,"val sku: String"],
        ["field","LineItem.price",26,"val price: BigDecimal"],
        ["class","PaymentResult",28,"sealed class PaymentResult"],
        ["class","PaymentResult.Ok",29,"    data class Ok(val receipt: Receipt) : PaymentResult()"],
        ["field","PaymentResult.Ok.receipt",29,"val receipt: Receipt"],
        ["class","PaymentResult.Declined",30,"    object Declined : PaymentResult()"],
        ["interface","Event",33,"sealed interface Event"],
        ["class","Registry",35,"object Registry"],
        ["field","Registry.invoices",36,"    private val invoices = mutableMapOf<String, Invoice>()"],
        ["method","Registry.register",38,"    fun register(invoice: Invoice)"],
        ["class","Audited",43,"annotation class Audited(val value: String)"],
        ["field","Audited.value",43,"val value: String"],
        ["interface","Validator",45,"interface Validator"],
        ["method","Validator.validate",46,"    fun validate(invoice: Invoice): Boolean"],
      ],
      endLines: { 'Payable.pay': 21, Status: 13 },
      body: { pattern: BODY },
      referenceKinds: { PaymentResult: ['inheritance'], Receipt: ['type'] },
      referenced: { call: ['mutableMapOf'], member: ['number'] },
      imports: [{ specifier: 'java.math', names: ['BigDecimal'], line: 3 }],
    },
    {
      file: 'tax/TaxCalculator.kt',
      finds: 'top-level constants, objects and extension functions; local functions are locals',
      definitions: [
        ["module","com.acme.billing.tax",1,"package com.acme.billing.tax"],
        ["constant","DEFAULT_RATE",6,"const val DEFAULT_RATE = 0.2"],
        ["class","TaxCalculator",8,"object TaxCalculator"],
        ["method","TaxCalculator.compute",9,"    fun compute(amount: BigDecimal): BigDecimal"],
        ["method","BigDecimal.roundTo",15,"fun BigDecimal.roundTo(places: Int): BigDecimal"],
      ],
      locals: ['scale', 'x'],
      body: { pattern: BODY },
      referenceKinds: { RoundingMode: ['import', 'type'], BigDecimal: ['import', 'type'] },
      referenced: { call: ['setScale', 'valueOf', 'scale'], member: ['HALF_UP'] },
      imports: [
        { specifier: 'java.math', names: ['BigDecimal'], line: 3 },
        { specifier: 'java.math', names: ['RoundingMode'], line: 4 },
      ],
    },
  ],
};
