// A member's enclosing block is recorded at extraction with its header as the source writes
// it, so that a map can show `impl Context` or `module.exports = {` above the member.
import { describe, expect, it } from 'vitest';
import { extractSource } from '../../src/extract/extractor.js';
import type { ExtractResult, LanguageId } from '../../src/types.js';
import { headersOf } from './block-headers.js';

async function extract(language: LanguageId, lines: string[]): Promise<ExtractResult> {
  return extractSource(language, lines.join('\n'));
}

describe('enclosing blocks', () => {
  it('Rust: impl blocks, generic trait impls with a where clause, struct fields, enum variants', async () => {
    const result = await extract('rust', [
      'pub struct Context {',
      '    core: Box<Core>,',
      '}',
      'impl Context {',
      '    fn run(&self) {}',
      '}',
      'impl<T> Schedule for Vec<T>',
      'where',
      '    T: Send,',
      '{',
      '    #[inline]',
      '    fn release(&self) {}',
      '}',
      'enum Kind { A, B }',
    ]);
    expect(headersOf(result, 'Context.core')).toEqual(['1: pub struct Context {']);
    expect(headersOf(result, 'Context.run')).toEqual(['4: impl Context {']);
    expect(headersOf(result, 'Vec.release')).toEqual(['7: impl<T> Schedule for Vec<T>']);
    expect(headersOf(result, 'Kind.A')).toEqual(['14: enum Kind { A, B }']);
    expect(headersOf(result, 'Context')).toEqual([]);
  });

  it('JavaScript: module.exports and a constant holding an object literal', async () => {
    const result = await extract('javascript', [
      'module.exports = {',
      '  create(context) {',
      '    return {};',
      '  },',
      '};',
      'const rulesSchema = {',
      '  validate(value) {},',
      '};',
    ]);
    expect(headersOf(result, 'exports.create')).toEqual(['1: module.exports = {']);
    expect(headersOf(result, 'rulesSchema.validate')).toEqual(['6: const rulesSchema = {']);
  });

  it('TypeScript: a namespace around a class, a decorated class, each object of a union type', async () => {
    const result = await extract('typescript', [
      'export namespace Linter {',
      '  export class Config {',
      '    rules: string[] = [];',
      '  }',
      '}',
      '@Component({})',
      'export class Card {',
      '  render() {}',
      '}',
      'type Options =',
      '  | {',
      '      username: string',
      '    }',
      '  | {',
      '      verifyUser: () => boolean',
      '    }',
    ]);
    expect(headersOf(result, 'Linter.Config.rules')).toEqual(['2: export class Config {', '1: export namespace Linter {']);
    expect(headersOf(result, 'Card.render')).toEqual(['7: export class Card {']);
    expect(headersOf(result, 'Options.verifyUser')).toEqual(['14: | {', '10: type Options =']);
    expect(headersOf(result, 'Options.username')).toEqual(['11: | {', '10: type Options =']);
    // The alias's signature ends where its members begin.
    expect(result.definitions.find((d) => d.qualifiedName === 'Options')!.signature).toBe('type Options');
  });

  it('Python: a class under its decorators, never a decorator line; a method of a nested class', async () => {
    const result = await extract('python', [
      '@dataclass',
      'class Invoice(Base):',
      '    """An invoice."""',
      '    total: int = 0',
      '',
      '    @property',
      '    def due(self):',
      '        return 1',
      '',
      '    class Meta:',
      '        def ordering(self): ...',
    ]);
    expect(headersOf(result, 'Invoice.total')).toEqual(['2: class Invoice(Base):']);
    expect(headersOf(result, 'Invoice.due')).toEqual(['2: class Invoice(Base):']);
    expect(headersOf(result, 'Invoice.Meta.ordering')).toEqual(['10: class Meta:', '2: class Invoice(Base):']);
  });

  it('Ruby modules and classes, Elixir defmodule', async () => {
    const ruby = await extract('ruby', ['module Sinatra', '  class Base', '    X = 1', '    def call(env)', '    end', '  end', 'end']);
    expect(headersOf(ruby, 'Sinatra.Base.call')).toEqual(['2: class Base', '1: module Sinatra']);
    const elixir = await extract('elixir', ['defmodule Shop.Cart do', '  def total(cart) do', '    0', '  end', 'end']);
    expect(headersOf(elixir, 'Shop.Cart.total')).toEqual(['1: defmodule Shop.Cart do']);
  });

  it('Go: struct fields and a grouped const block', async () => {
    const result = await extract('go', ['package x', 'type Server struct {', '\taddr string', '}', 'const (', '\tA = 1', '\tB = 2', ')']);
    expect(headersOf(result, 'Server.addr')).toEqual(['2: type Server struct {']);
    expect(headersOf(result, 'B')).toEqual(['5: const (']);
  });

  it('Swift extensions, Kotlin objects and companions, Java classes under annotations', async () => {
    const swift = await extract('swift', ['extension Foo {', '    func bar() {}', '}']);
    expect(headersOf(swift, swift.definitions.find((d) => d.name === 'bar')!.qualifiedName)).toEqual(['1: extension Foo {']);
    const kotlin = await extract('kotlin', ['class Repo {', '    companion object {', '        fun create(): Repo = Repo()', '    }', '}', 'object Registry {', '    fun get() = 1', '}']);
    expect(headersOf(kotlin, kotlin.definitions.find((d) => d.name === 'create')!.qualifiedName)).toEqual(['2: companion object {', '1: class Repo {']);
    expect(headersOf(kotlin, kotlin.definitions.find((d) => d.name === 'get')!.qualifiedName)).toEqual(['6: object Registry {']);
    const java = await extract('java', ['@Deprecated', 'public class Retrofit {', '  public void create() {}', '}']);
    expect(headersOf(java, 'Retrofit.create')).toEqual(['2: public class Retrofit {']);
  });

  it('Kotlin: a class past a function type with a nullable receiver, its constructor properties, an anonymous object in init', async () => {
    const kotlin = await extract('kotlin', [
      'open class Query(',
      '    override var set: FieldSet,',
      '    where: Op<Boolean>?',
      ') : AbstractQuery<Query>(set.source),',
      '    SizedIterable<ResultRow> {',
      '    fun adjustWhere(body: Op<Boolean>?.() -> Op<Boolean>): Query = apply { where = where.body() }',
      '',
      '    override fun count(): Long = 0',
      '}',
      'class Hashed(',
      '    private val hasher: Hasher,',
      '    val encodedValue: String',
      ')',
      'object EntityIDFunctionProvider {',
      '    private val factory: EntityIDFactory',
      '    init {',
      '        factory = load()',
      '            ?: object : EntityIDFactory {',
      '                override fun createEntityID(value: Int): Int = value',
      '            }',
      '    }',
      '}',
    ]);
    expect(kotlin.status).toBe('ok');
    // `count` after the nullable receiver: a member of Query, not a top-level function.
    expect(headersOf(kotlin, 'Query.count')).toEqual(['1: open class Query(']);
    expect(headersOf(kotlin, 'Query.set')).toEqual(['1: open class Query(']);
    expect(headersOf(kotlin, 'Hashed.encodedValue')).toEqual(['10: class Hashed(']);
    // under its annotation, a class's header is its own line, not `@InternalApi`
    const annotated = await extract('kotlin', ['@InternalApi', 'open class DatabaseConfigImpl(private val builder: Builder) : DatabaseConfig {', '    override val fetchSize: Int get() = 1', '}']);
    expect(headersOf(annotated, 'DatabaseConfigImpl.fetchSize')).toEqual(['2: open class DatabaseConfigImpl(private val builder: Builder) : DatabaseConfig {']);
    const inObject = kotlin.definitions.find((d) => d.name === 'createEntityID')!;
    expect(headersOf(kotlin, inObject.qualifiedName)).toEqual(['17: factory = load()', '14: object EntityIDFunctionProvider {']);
  });

  it('C#: a class under a file-scoped namespace is its members\' block; Swift: a struct past an `unsafe` expression', async () => {
    const cSharp = await extract('c_sharp', [
      'namespace AutoMapper;',
      'using Features;',
      '',
      '[DebuggerDisplay("x")]',
      'public sealed class TypeMap',
      '{',
      '    public Type MakeGenericType(Type type) => type;',
      '}',
    ]);
    expect(headersOf(cSharp, 'AutoMapper.TypeMap.MakeGenericType')).toEqual(['5: public sealed class TypeMap', '1: namespace AutoMapper;']);
    // the namespace's first member, with a primary constructor
    const record = await extract('c_sharp', ['namespace AutoMapper.Internal;', 'public readonly record struct MemberPath(MemberInfo[] Members)', '{', '    public int Length => Members.Length;', '}']);
    expect(headersOf(record, 'AutoMapper.Internal.MemberPath.Length')).toEqual(['2: public readonly record struct MemberPath(MemberInfo[] Members)', '1: namespace AutoMapper.Internal;']);
    const swift = await extract('swift', [
      'extension Environment {',
      '    public struct Process {',
      '        public subscript(dynamicMember member: String) -> String? {',
      '            nonmutating set (value) {',
      '                unsafe setenv(member, value, 1)',
      '            }',
      '        }',
      '        private let info: Int',
      '    }',
      '}',
    ]);
    expect(swift.status).toBe('ok');
    const info = swift.definitions.find((d) => d.name === 'info')!;
    expect(headersOf(swift, info.qualifiedName)).toEqual(['2: public struct Process {', '1: extension Environment {']);
  });
});
