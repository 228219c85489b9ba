// Names a language's standard library defines and code uses without importing them from the
// repository: `IllegalStateException`, `Override` and `String` in Java, `ValueError` and `len`
// in Python, `Promise` and `Response` in TypeScript. A reference to one of them means the
// library's, not a repository file that happens to define the same name (spring-jms's own
// `IllegalStateException.java` drew an edge from every Java file that throws the JDK's), unless
// the referencing file imports that file or shares its package.
import { languageForPath } from '../shared/languages.js';

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** java.lang (imported implicitly) and the JDK types nearly every file imports. */
const JVM = words(`
  Object String StringBuilder StringBuffer CharSequence Integer Long Short Byte Double Float Boolean Character
  Number Math StrictMath System Thread ThreadLocal Runnable Class ClassLoader Enum Record Iterable Comparable
  AutoCloseable Cloneable Void Process Runtime Override Deprecated SuppressWarnings FunctionalInterface SafeVarargs
  Throwable Exception Error RuntimeException IllegalStateException IllegalArgumentException NullPointerException
  UnsupportedOperationException IndexOutOfBoundsException ArrayIndexOutOfBoundsException StringIndexOutOfBoundsException
  ClassCastException ArithmeticException NumberFormatException InterruptedException CloneNotSupportedException
  ClassNotFoundException NoSuchMethodException NoSuchFieldException ReflectiveOperationException SecurityException
  IllegalAccessException InstantiationException StackOverflowError OutOfMemoryError AssertionError LinkageError
  NoClassDefFoundError ExceptionInInitializerError IllegalMonitorStateException NegativeArraySizeException
  ArrayStoreException TypeNotPresentException EnumConstantNotPresentException
  List ArrayList LinkedList Map HashMap LinkedHashMap TreeMap SortedMap NavigableMap Set HashSet LinkedHashSet TreeSet
  SortedSet Collection Collections Arrays Optional OptionalInt OptionalLong Iterator ListIterator Objects Properties
  UUID Date Locale Random Queue Deque ArrayDeque Stack Vector Comparator EnumSet EnumMap NoSuchElementException
  ConcurrentModificationException Timer Scanner StringJoiner BitSet Calendar TimeZone Currency ServiceLoader
  Function BiFunction Supplier Consumer BiConsumer Predicate BiPredicate UnaryOperator BinaryOperator
  IOException UncheckedIOException File InputStream OutputStream Reader Writer Serializable Closeable
  FileNotFoundException PrintStream PrintWriter StringWriter StringReader BufferedReader ByteArrayInputStream
  ByteArrayOutputStream Future CompletableFuture Executor ExecutorService TimeUnit Callable ConcurrentHashMap
  CountDownLatch TimeoutException ExecutionException Stream Collectors Duration Instant Path Paths Files Charset
  StandardCharsets Method Field Constructor Annotation Retention Target Documented Inherited Repeatable
  ElementType RetentionPolicy Any Unit Nothing Int Pair Triple Array MutableList MutableMap MutableSet Lazy
`);

/**
 * Python's builtin types, exceptions and the functions never used as method names (`open`,
 * `format`, `filter`, `map` are often a repository's own methods, called on its objects).
 */
const PYTHON = words(`
  object type int str float bool bytes bytearray list dict set tuple frozenset complex range slice memoryview
  property staticmethod classmethod super len print isinstance issubclass getattr setattr hasattr delattr repr
  sorted reversed enumerate zip callable NotImplemented Ellipsis
  BaseException Exception ValueError TypeError KeyError IndexError AttributeError RuntimeError NotImplementedError
  OSError IOError ImportError ModuleNotFoundError StopIteration StopAsyncIteration AssertionError LookupError
  ArithmeticError ZeroDivisionError OverflowError NameError UnboundLocalError RecursionError MemoryError
  FileNotFoundError FileExistsError PermissionError IsADirectoryError NotADirectoryError TimeoutError
  ConnectionError ConnectionResetError BrokenPipeError InterruptedError SystemExit KeyboardInterrupt GeneratorExit
  UnicodeError UnicodeDecodeError UnicodeEncodeError EOFError BufferError Warning UserWarning DeprecationWarning
  PendingDeprecationWarning RuntimeWarning SyntaxWarning FutureWarning ResourceWarning ImportWarning
`);

/** ECMAScript's, the web platform's and TypeScript's global names (not `fetch`: an app's own method too). */
const SCRIPT = words(`
  Object Array String Number Boolean Symbol BigInt Function Promise Map Set WeakMap WeakSet WeakRef Error TypeError
  RangeError SyntaxError ReferenceError EvalError URIError AggregateError Date RegExp JSON Math Reflect Proxy Intl
  URL URLSearchParams Request Response Headers FormData Blob File ReadableStream WritableStream TransformStream
  TextEncoder TextDecoder AbortController AbortSignal Event EventTarget CustomEvent console setTimeout clearTimeout
  setInterval clearInterval queueMicrotask structuredClone Uint8Array Int8Array Uint16Array Int16Array
  Uint32Array Int32Array Float32Array Float64Array BigInt64Array BigUint64Array ArrayBuffer SharedArrayBuffer
  DataView WebSocket Record Partial Readonly Pick Omit Exclude Extract ReturnType Parameters Awaited
  NonNullable Required InstanceType PromiseLike Iterable Iterator IterableIterator AsyncIterable AsyncIterator
  AsyncGenerator Generator ArrayLike ReadonlyArray ReadonlyMap ReadonlySet PropertyKey globalThis
`);

/** Go's predeclared identifiers. */
const GO = words(`
  error string int int8 int16 int32 int64 uint uint8 uint16 uint32 uint64 uintptr float32 float64 complex64
  complex128 bool byte rune any comparable len cap make new append copy delete panic recover print println close
  complex real imag min max clear
`);

/** Rust's prelude. */
const RUST = words(`
  Option Some None Result Ok Err Vec String Box ToString ToOwned Clone Copy Default Debug Iterator IntoIterator
  DoubleEndedIterator ExactSizeIterator Extend From Into TryFrom TryInto Drop Fn FnMut FnOnce Send Sync Sized
  Unpin PartialEq Eq PartialOrd Ord Hash AsRef AsMut
`);

/** .NET's System namespace and its collections. */
const DOTNET = words(`
  Object String Exception ArgumentException ArgumentNullException ArgumentOutOfRangeException
  InvalidOperationException NotImplementedException NotSupportedException NullReferenceException
  IndexOutOfRangeException KeyNotFoundException FormatException TimeoutException OperationCanceledException
  IDisposable IAsyncDisposable Action Func Task ValueTask List Dictionary HashSet IEnumerable IEnumerator
  IList IDictionary ICollection IReadOnlyList IReadOnlyDictionary IReadOnlyCollection Attribute Type Guid DateTime
  TimeSpan Console Math Nullable Lazy Tuple Enum EventArgs EventHandler CancellationToken Stream
`);

/** Ruby's core classes and modules. */
const RUBY = words(`
  Object BasicObject String Array Hash Integer Float Numeric Symbol Range Regexp Proc Method Module Class Kernel
  Comparable Enumerable Struct Time Exception StandardError RuntimeError ArgumentError TypeError NameError
  NoMethodError KeyError IndexError IOError NotImplementedError StopIteration ZeroDivisionError FrozenError
  ScriptError LoadError SystemExit Interrupt
`);

/** PHP's built-in classes and interfaces. */
const PHP = words(`
  Exception Error TypeError ValueError ArgumentCountError ErrorException InvalidArgumentException RuntimeException
  LogicException DomainException LengthException OutOfRangeException OutOfBoundsException RangeException
  OverflowException UnderflowException UnexpectedValueException BadMethodCallException BadFunctionCallException
  JsonException Throwable Closure Generator Traversable Iterator IteratorAggregate ArrayAccess Countable
  JsonSerializable Stringable Serializable ArrayIterator ArrayObject DateTime DateTimeImmutable DateTimeInterface
  DateInterval stdClass WeakMap
`);

type Language = NonNullable<ReturnType<typeof languageForPath>>;

const BY_LANGUAGE: Partial<Record<Language, ReadonlySet<string>>> = {
  java: new Set(JVM),
  kotlin: new Set(JVM),
  scala: new Set(JVM),
  python: new Set(PYTHON),
  typescript: new Set(SCRIPT),
  tsx: new Set(SCRIPT),
  javascript: new Set(SCRIPT),
  vue: new Set(SCRIPT),
  svelte: new Set(SCRIPT),
  go: new Set(GO),
  rust: new Set(RUST),
  c_sharp: new Set(DOTNET),
  ruby: new Set(RUBY),
  php: new Set(PHP),
};

/** Every language's standard names together: most references are to none of them, a single look-up. */
const ANY_LANGUAGE: ReadonlySet<string> = new Set(Object.values(BY_LANGUAGE).flatMap((names) => [...names]));

/**
 * Languages whose files see the other files of their package (for them, their directory) without
 * importing them: such a file's definition of a standard name is the one its neighbours mean.
 */
const PACKAGE_SCOPED: ReadonlySet<Language> = new Set(['java', 'kotlin', 'scala', 'go', 'c_sharp', 'swift', 'php', 'ruby']);

/** Whether `name`, referenced in the file at `path`, is one its language's standard library gives it. */
export function isStandardName(path: string, name: string): boolean {
  if (!ANY_LANGUAGE.has(name)) return false;
  const language = languageForPath(path);
  return language !== null && (BY_LANGUAGE[language]?.has(name) ?? false);
}

/** Whether a file of this path sees, unimported, what the other files of its directory define. */
export function seesItsPackage(path: string): boolean {
  const language = languageForPath(path);
  return language !== null && PACKAGE_SCOPED.has(language);
}

/** The directory part of a repository-relative path ('' at the root). */
export function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}
