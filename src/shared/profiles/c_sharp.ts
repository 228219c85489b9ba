import type { LanguageProfile } from './types.js';

/** .NET's System namespace and its collections. */
const standardNames = `
  Object String Exception ArgumentException ArgumentNullException ArgumentOutOfRangeException
  InvalidOperationException NotImplementedException NotSupportedException NullReferenceException
  IndexOutOfRangeException KeyNotFoundException FormatException TimeoutException OperationCanceledException
  IDisposable IAsyncDisposable Action Func Task ValueTask List Dictionary HashSet IEnumerable IEnumerator
  IList IDictionary ICollection IReadOnlyList IReadOnlyDictionary IReadOnlyCollection Attribute Type Guid DateTime
  TimeSpan Console Math Nullable Lazy Tuple Enum EventArgs EventHandler CancellationToken Stream
`;

export const cSharp: LanguageProfile = {
  extensions: ['.cs'],
  fence: 'csharp',
  comment: '//',
  privacy: null,
  testFile: /^[^/]*(?:Test|Tests|Spec|TestCase)\.cs$/,
  facade: null,
  standardNames,
  packageScoped: true,
};
