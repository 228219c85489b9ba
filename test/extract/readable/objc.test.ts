// Objective-C's availability macros are read as blank, in place: every other byte keeps its offset.
import { describe, expect, it } from 'vitest';
import { readableObjc } from '../../../src/extract/readable/objc.js';
import { extractSource } from '../../../src/extract/extractor.js';

const blank = (text: string) => ' '.repeat(text.length);

describe('Objective-C as the grammar reads it', () => {
  it('blanks the macros after a method or property, on its last line, and keeps every offset', () => {
    const source = [
      '- (void)load:(NSURL *)url NS_REFINED_FOR_SWIFT;',
      '- (id)query:(NSString *)key',
      '      done:(Block)block API_DEPRECATED("use q:", macos(10.10, API_TO_BE_DEPRECATED));',
      '@property (nonatomic) BOOL on API_UNAVAILABLE(tvos) NS_SWIFT_NAME(isOn);',
      '- (void)layout NS_REQUIRES_SUPER {',
      '  return DEFAULT_SIZE;',
      '}',
    ].join('\n');
    const readable = readableObjc(source);
    expect(readable.split('\n')).toEqual([
      `- (void)load:(NSURL *)url ${blank('NS_REFINED_FOR_SWIFT')};`,
      '- (id)query:(NSString *)key',
      `      done:(Block)block ${blank('API_DEPRECATED("use q:", macos(10.10, API_TO_BE_DEPRECATED))')};`,
      `@property (nonatomic) BOOL on ${blank('API_UNAVAILABLE(tvos) NS_SWIFT_NAME(isOn)')};`,
      `- (void)layout ${blank('NS_REQUIRES_SUPER')} {`,
      '  return DEFAULT_SIZE;',
      '}',
    ]);
    expect(readable.length).toBe(source.length);
  });

  it('blanks an availability call above an @interface, and keeps one above anything else', () => {
    const source = 'API_AVAILABLE(ios(14.0), tvos(14.0))\n\n@interface Coder : NSObject\n@end\nMAKE_THING(x)\n{\n}\n';
    expect(readableObjc(source)).toBe(`${blank('API_AVAILABLE(ios(14.0), tvos(14.0))')}\n\n@interface Coder : NSObject\n@end\nMAKE_THING(x)\n{\n}\n`);
  });

  it('blanks an __attribute__ line, a trailing __attribute__, and a macro standing for the protocol list', () => {
    const attribute = '__attribute__((deprecated("use Counter")))';
    const source = [
      attribute,
      '@protocol Countable <NSObject>',
      '- (void)roll __attribute__((deprecated("use -rollWith:")));',
      '@end',
      '@interface Server : NSObject SERVER_PROTOCOLS',
      '@interface Client : NSObject <NSCopying>',
      '@interface API_CLIENT : NSObject',
      'f(__attribute__((unused)) int x);',
    ].join('\n');
    expect(readableObjc(source).split('\n')).toEqual([
      blank(attribute),
      '@protocol Countable <NSObject>',
      `- (void)roll ${blank('__attribute__((deprecated("use -rollWith:")))')};`,
      '@end',
      `@interface Server : NSObject ${blank('SERVER_PROTOCOLS')}`,
      '@interface Client : NSObject <NSCopying>',
      '@interface API_CLIENT : NSObject',
      'f(__attribute__((unused)) int x);',
    ]);
  });

  it('leaves names without an underscore, lower-case words and a selector part alone', () => {
    const source = '- (void)setValue:(id)value forKey:(NSString *)key;\n- (BOOL)isEqual:(id)other NONNULL;\n';
    expect(readableObjc(source)).toBe(source);
  });

  it('reads a hostile line of thousands of macros in one pass', () => {
    const source = `- (void)x ${'A_B(1) '.repeat(100_000)};\n${'API_X('.repeat(100_000)}\n@interface A\n@end\n`;
    const started = performance.now();
    const readable = readableObjc(source);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(readable.length).toBe(source.length);
    expect(readable.startsWith(`- (void)x ${' '.repeat(7 * 100_000)};`)).toBe(true);
  });

  it('lets a header map its class and selectors whatever the macros around them', async () => {
    const source = 'NS_SWIFT_UI_ACTOR\n@interface View : UIView\n- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;\n- (instancetype)init NS_UNAVAILABLE;\n@end\n';
    const result = await extractSource('objc', source);
    expect(result.definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)).toEqual([
      'class View 2',
      'method View.initWithFrame: 3',
      'method View.init 4',
    ]);
  });

  it('maps the protocol below an __attribute__ line and the class whose protocols a macro stands for', async () => {
    const source = '__attribute__((deprecated("x")))\n@protocol Countable <NSObject>\n- (int)increment;\n@end\n@interface Server : NSObject SERVER_PROTOCOLS\n{\n    NSString *root;\n}\n- (void)stop;\n@end\n';
    const result = await extractSource('objc', source);
    expect(result.definitions.map((d) => `${d.kind} ${d.qualifiedName} ${d.startLine}`)).toEqual([
      'interface Countable 2',
      'method Countable.increment 3',
      'class Server 5',
      'field Server.root 7',
      'method Server.stop 9',
    ]);
  });
});
