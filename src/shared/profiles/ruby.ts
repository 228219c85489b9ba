import type { LanguageProfile } from './types.js';

/** Ruby's core classes and modules. */
const standardNames = `
  Object BasicObject String Array Hash Integer Float Numeric Symbol Range Regexp Proc Method Module Class Kernel
  Comparable Enumerable Struct Time Exception StandardError RuntimeError ArgumentError TypeError NameError
  NoMethodError KeyError IndexError IOError NotImplementedError StopIteration ZeroDivisionError FrozenError
  ScriptError LoadError SystemExit Interrupt
`;

export const ruby: LanguageProfile = {
  extensions: ['.rb', '.rake', '.gemspec', '.ru'],
  fence: 'ruby',
  comment: '#',
  privacy: null,
  testFile: /^(?:test_[^/]*\.rb|[^/]*_(?:tests?|spec)\.rb)$/,
  facade: null,
  standardNames,
  packageScoped: true,
};
