import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bthrow\b|\bguard\b|\{|\}|self\.\w+ =|\.append\(/;

export const swift: LanguageCase = {
  language: 'swift',
  dir: 'swift/Sources/Shop',
  files: [
    {
      file: 'Cart.swift',
      finds: 'protocols, typealiases, enums with cases, classes, structs, extensions, initializers, properties and functions',
      definitions: [
        ["interface","Priced",5,"public protocol Priced"],
        ["type","Priced.Amount",6,"    associatedtype Amount"],
        ["field","Priced.price",7,"    var price: Money { get }"],
        ["method","Priced.discounted",8,"    func discounted(by percent: Int) -> Money"],
        ["type","ItemID",11,"public typealias ItemID = String"],
        ["enum","CartError",13,"public enum CartError: Error"],
        ["constant","CartError.empty",14,"    case empty"],
        ["constant","CartError.outOfStock",15,"    case outOfStock(ItemID), overLimit"],
        ["constant","CartError.overLimit",15,"    case outOfStock(ItemID), overLimit"],
        ["class","Cart",18,"open class Cart: Priced, CustomStringConvertible"],
        ["field","Cart.maxItems",19,"    public static let maxItems = 50"],
        ["field","Cart.items",20,"    private(set) var items: [LineItem] = []"],
        ["field","Cart.owner",21,"    var owner: String?"],
        ["method","Cart.init",23,"    public init(owner: String? = nil)"],
        ["method","Cart.add",28,"    @discardableResult\n    public func add(\n        _ item: LineItem,\n        quantity: Int = 1\n    ) throws -> Int"],
        ["field","Cart.price",38,"    public var price: Money"],
        ["method","Cart.discounted",42,"    public func discounted(by percent: Int) -> Money"],
        ["field","Cart.description",47,"    public var description: String"],
        ["struct","LineItem",52,"struct LineItem"],
        ["field","LineItem.name",53,"    let name: String"],
        ["field","LineItem.quantity",54,"    var quantity: Int"],
        ["struct","LineItem.Options",56,"    struct Options"],
        ["field","LineItem.Options.giftWrap",57,"        var giftWrap = false"],
        ["field","LineItem.total",62,"    var total: Money"],
        ["method","LineItem.discounted",64,"    func discounted(by percent: Int) -> Money"],
        ["function","checkout",69,"func checkout(_ cart: Cart) async throws -> Receipt"],
        ["variable","defaultCart",73,"let defaultCart = Cart()"],
        // an operator function is named by its operator
        ["method","LineItem.==",76,"    static func == (lhs: LineItem, rhs: LineItem) -> Bool"],
      ],
      // locals of bodies; `extension LineItem` is a scope, not a definition
      locals: ['local', 'helper'],
      endLines: { Cart: 50, 'Cart.add': 36, 'LineItem.total': 62 },
      body: { pattern: BODY, ignoring: '{ get }' }, // a protocol requirement's accessors are its signature
      referenceKinds: {
        Priced: ['inheritance'], // `class Cart: Priced`, `extension LineItem: Priced`
        Error: ['inheritance'],
        Equatable: ['inheritance'], // extension LineItem: Equatable
        Money: ['new', 'type'], // Money(cents: 0): a capitalised callee is a construction
        Cart: ['new', 'type'], // Cart(), Cart.maxItems
        LineItem: ['type'], // [LineItem], and the extension's name
        Foundation: [], // a module import names no symbol
      },
      referenced: {
        call: ['append', 'reduce', 'scaled', 'charge'],
        type: ['String', 'Int', 'ItemID', 'discardableResult', 'Receipt', 'PaymentService', 'CartError'],
        member: ['owner', 'count', 'maxItems', 'overLimit', 'shared', 'price'],
      },
      firstReferences: [{ name: 'scaled', kind: 'call', has: { line: 44, count: 2 } }],
      imports: [
        { specifier: 'Foundation', names: [], line: 1 },
        { specifier: 'Shop', names: ['Money'], line: 2 },
      ],
    },
    {
      file: 'CartChecks.swift',
      finds: 'the members of a test struct whose bodies use freestanding macros (#expect, #require), a function under #if, a package struct with a raw string',
      definitions: [
        ["struct","CartChecks",4,"struct CartChecks"],
        ["method","CartChecks.addsItems",5,"    @Test func addsItems() throws"],
        ["method","CartChecks.startsEmpty",12,"    @Test func startsEmpty()"],
        ["function","debugCart",18,"func debugCart(file: String = #file) -> Cart"],
        // Swift 5.9's package modifier, and a raw string with quotes inside
        ["struct","Receipts",23,"package struct Receipts"],
        ["field","Receipts.header",24,"    package let header = #\"Receipt for \"shop\"\"#"],
      ],
      locals: ['cart', 'count'],
      // a macro expansion reads as a call of the macro
      referenced: { call: ['expect', 'require', 'add'] },
    },
  ],
};
