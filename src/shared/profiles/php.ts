import type { LanguageProfile } from './types.js';

/** PHP's built-in classes and interfaces. */
const standardNames = `
  Exception Error TypeError ValueError ArgumentCountError ErrorException InvalidArgumentException RuntimeException
  LogicException DomainException LengthException OutOfRangeException OutOfBoundsException RangeException
  OverflowException UnderflowException UnexpectedValueException BadMethodCallException BadFunctionCallException
  JsonException Throwable Closure Generator Traversable Iterator IteratorAggregate ArrayAccess Countable
  JsonSerializable Stringable Serializable ArrayIterator ArrayObject DateTime DateTimeImmutable DateTimeInterface
  DateInterval stdClass WeakMap
`;

export const php: LanguageProfile = {
  extensions: ['.php'],
  fence: 'php',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.php$/,
  facade: null,
  standardNames,
  packageScoped: true,
};
