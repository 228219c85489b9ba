import type { LanguageCase } from './types.js';

/** Statements that only occur in bodies. */
const BODY = /\breturn\b|\bself = |\bfor \(|\[self|_items =/;

export const objc: LanguageCase = {
  language: 'objc',
  dir: 'objc/Shop',
  files: [
    {
      file: 'SHCart.m',
      finds: 'macros, enum values, typedefs, structs, protocols, class extensions, implementations, categories, properties, methods and C functions',
      definitions: [
        ["macro","SH_MAX_ITEMS",6,"#define SH_MAX_ITEMS 50"],
        ["macro","SH_CLAMP",7,"#define SH_CLAMP(x, lo, hi) ((x) < (lo) ? (lo) : ((x) > (hi) ? (hi) : (x)))"],
        ["type","SHCartState",9,"typedef enum"],
        ["constant","SHCartStateOpen",10,"    SHCartStateOpen"],
        ["constant","SHCartStatePaid",11,"    SHCartStatePaid"],
        ["type","SHMoney",14,"typedef struct"],
        ["field","SHMoney.cents",15,"    NSInteger cents;"],
        ["struct","SHRange",18,"struct SHRange"],
        ["field","SHRange.low",19,"    int low;"],
        ["field","SHRange.high",20,"    int high;"],
        ["variable","SHCartDidChange",23,"static NSString *const SHCartDidChange = @\"SHCartDidChange\";"],
        ["interface","SHPriced",25,"@protocol SHPriced <NSObject>"],
        ["method","SHPriced.price",27,"- (SHMoney)price;"],
        ["method","SHPriced.pricedWithCents:",29,"+ (instancetype)pricedWithCents:(NSInteger)cents;"],
        ["class","SHCart",32,"@interface SHCart () <SHPriced>"],
        ["field","SHCart.items",33,"@property (nonatomic, strong) NSMutableArray<SHLineItem *> *items;"],
        ["field","SHCart.state",34,"@property (nonatomic, assign) SHCartState state;"],
        ["class","SHCart",37,"@implementation SHCart"],
        // an instance variable is a field of the class
        ["field","SHCart._version",38,"    NSInteger _version;"],
        ["method","SHCart.cartWithOwner:",41,"+ (instancetype)cartWithOwner:(NSString *)owner"],
        ["method","SHCart.initWithOwner:",45,"- (instancetype)initWithOwner:(NSString *)owner"],
        // a method is named by its selector
        ["method","SHCart.addItem:quantity:",53,"- (void)addItem:(SHLineItem *)item\n       quantity:(NSInteger)quantity"],
        ["method","SHCart.price",59,"- (SHMoney)price"],
        // a category is a trait; its methods stay the class's
        ["trait","SHCart.Checkout",69,"@interface SHCart (Checkout)"],
        ["method","SHCart.checkout:",70,"- (BOOL)checkout:(NSError **)error;"],
        ["method","SHCart.applyCoupons:",71,"- (void)applyCoupons:(NSString *)first, ... NS_REQUIRES_NIL_TERMINATION;"],
        ["trait","SHCart.Checkout",74,"@implementation SHCart (Checkout)"],
        ["method","SHCart.checkout:",76,"- (BOOL)checkout:(NSError **)error"],
        ["function","SHChargeCard",82,"BOOL SHChargeCard(NSInteger cents, NSError **error)"],
      ],
      // locals are not definitions
      locals: ['total'],
      body: { pattern: BODY },
      referenceKinds: {
        SHCart: ['new'], // [SHCart alloc]
        NSObject: ['inheritance'], // @protocol SHPriced <NSObject>
        SHPriced: ['inheritance'], // @interface SHCart () <SHPriced>
        NSNotificationCenter: ['type'], // [NSNotificationCenter defaultCenter]
        NSMutableArray: ['type'],
      },
      referenced: {
        // message sends by their selector
        call: ['initWithOwner:', 'addObject:', 'postNotificationName:object:', 'defaultCenter', 'SHChargeCard', 'SH_CLAMP'],
        type: ['NSString', 'SHLineItem', 'SHMoney', 'NSError', 'SHCartState'],
        member: ['items', 'cents', 'price'],
      },
      imports: [
        { specifier: 'SHCart.h', names: [], line: 1 },
        { specifier: 'Items/SHLineItem.h', names: [], line: 2 },
        { specifier: 'Foundation/Foundation.h', names: [], line: 3 },
        { specifier: 'config.h', names: [], line: 4 },
      ],
    },
    {
      file: 'SHServer.h',
      finds: 'instance variables, and declarations after a valueless #define, an __attribute__ line or a macro standing for the protocol list',
      definitions: [
        ["macro","SH_SERVER_PROTOCOLS",4,"#define SH_SERVER_PROTOCOLS <NSNetServiceDelegate>"],
        // white space after a valueless #define: the next line with text is not its value
        ["macro","SH_SERVER_PROTOCOLS",6,"#define SH_SERVER_PROTOCOLS"],
        ["macro","SH_LEGACY",8,"#define SH_LEGACY"],
        // a deprecation attribute on the line above the protocol
        ["interface","SHStoppable",11,"@protocol SHStoppable <NSObject>"],
        ["method","SHStoppable.stop",12,"- (void)stop;"],
        ["class","SHServer",15,"@interface SHServer : NSObject SH_SERVER_PROTOCOLS"],
        // instance variables are the class's fields, each declarator one
        ["field","SHServer.documentRoot",17,"    NSString *documentRoot;"],
        ["field","SHServer.serverQueue",18,"    dispatch_queue_t serverQueue, connectionQueue;"],
        ["field","SHServer.connectionQueue",18,"    dispatch_queue_t serverQueue, connectionQueue;"],
        ["field","SHServer.onStop",19,"    void (^onStop)(NSError *error);"],
        ["field","SHServer.whitelist",21,"@property (nonatomic, readonly) NSArray *whitelist __attribute__((deprecated(\"use allowlist\")));"],
        ["method","SHServer.start:",22,"- (BOOL)start:(NSError **)errPtr;"],
      ],
    },
  ],
};
