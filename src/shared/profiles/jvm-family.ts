// What Java, Kotlin and Scala share: the JDK's names.

/** java.lang (imported implicitly) and the JDK types nearly every file imports. */
export const JVM_STANDARD_NAMES = `
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
`;
