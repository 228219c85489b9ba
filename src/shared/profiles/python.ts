import type { LanguageProfile, PrivacyRule } from './types.js';

/** `_helper` and `_Class.method` are private; dunder methods (`__init__`) are the class's public protocol. */
const privacy: PrivacyRule = (def) => def.name.startsWith('_') && !/^__\w+__$/.test(def.name);

const standardNames = `
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
`;

export const python: LanguageProfile = {
  extensions: ['.py', '.pyi'],
  fence: 'python',
  comment: '#',
  privacy,
  testFile: /^(?:test_[^/]*\.pyi?|[^/]*_(?:tests?|spec)\.py|conftest\.py|tests?\.py)$/,
  facade: /^__init__\.py$/,
  standardNames,
};
