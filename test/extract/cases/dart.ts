import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bawait\b|=>|\{$|\}$|\.add\(|_discount =/;

export const dart: LanguageCase = {
  language: 'dart',
  dir: 'dart/shop/lib',
  files: [
    {
      file: 'src/cart.dart',
      finds: 'typedefs, top-level constants and functions, enums with values, mixins, classes, constructors, getters, setters, fields and extensions',
      definitions: [
        ["type","PriceFn",6,"typedef PriceFn = Money Function(LineItem item);"],
        ["constant","maxItems",8,"maxItems = 50"],
        ["constant","defaultOwner",9,"defaultOwner = 'guest'"],
        ["enum","Status",11,"enum Status"],
        ["constant","Status.open",11,"open"],
        ["constant","Status.paid",11,"paid"],
        ["constant","Status.cancelled",11,"cancelled"],
        ["class","Priced",13,"abstract class Priced"],
        ["method","Priced.price",14,"  Money get price"],
        ["method","Priced.discounted",15,"  Money discounted(int percent)"],
        ["trait","Logging",18,"mixin Logging"],
        ["method","Logging.log",19,"  void log(String message)"],
        ["class","Cart",22,"class Cart extends Base with Logging implements Priced"],
        ["field","Cart.limit",23,"  static const limit = maxItems"],
        ["field","Cart.items",24,"  final List<LineItem> items = []"],
        ["field","Cart.owner",25,"  String? owner"],
        ["field","Cart.status",26,"  late final Status status"],
        ["method","Cart.Cart",28,"  Cart(this.owner) : status = Status.open"],
        ["method","Cart.empty",30,"  Cart.empty() : this(null)"],
        ["method","Cart.of",32,"  factory Cart.of(Iterable<LineItem> items)"],
        ["method","Cart.price",38,"  Money get price"],
        ["method","Cart.discount",40,"  set discount(int value)"],
        ["method","Cart.add",44,"  int add(\n    LineItem item, {\n    int quantity = 1,\n  })"],
        ["method","Cart.discounted",54,"  Money discounted(int percent)"],
        ["method","Cart.checkout",59,"  Future<void> checkout()"],
        ["trait","CartTotals",64,"extension CartTotals on Cart"],
        ["method","CartTotals.count",65,"  int get count"],
        ["function","total",68,"Money total(List<Cart> carts)"],
        // an unnamed extension is a scope: its members belong to the extended type
        ["method","Status.isFinal",73,"  bool get isFinal"],
        ["class","Points",76,"class Points"],
        ["field","Points.value",77,"  final int value"],
        // a const constructor; an operator is named by its operator
        ["method","Points.Points",78,"  const Points(this.value)"],
        ["method","Points.+",79,"  Points operator +(Points other)"],
      ],
      // locals of bodies (a local function, a local variable)
      locals: ['helper', 'cart'],
      body: { pattern: BODY },
      referenceKinds: {
        Base: ['inheritance'],
        Logging: ['inheritance'], // with Logging
        Priced: ['inheritance'], // implements Priced
        Cart: ['new', 'type'], // Cart(null): a capitalised callee is a construction; List<Cart>, on Cart
        PaymentService: ['new'],
        LineItem: ['import', 'type'], // show LineItem
        Money: ['type'], // Money.zero: a class used through its statics
        Status: ['type'], // also the name of `extension on Status`
      },
      referenced: {
        call: ['print', 'fold', 'add', 'log', 'scaled', 'charge', 'map', 'reduce'],
        type: ['override', 'Future', 'Iterable', 'Status', 'int'],
        member: ['length', 'total', 'zero', 'open'],
      },
      firstReferences: [{ name: 'length', kind: 'member', has: { line: 50, count: 2 } }],
      imports: [
        { specifier: 'dart:async', names: [], line: 1 },
        { specifier: 'package:shop/src/money.dart', names: [], line: 2 },
        { specifier: 'item.dart', names: ['LineItem'], line: 3 },
        { specifier: 'item.dart', names: [], line: 4 },
      ],
    },
  ],
};
