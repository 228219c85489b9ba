import type { LanguageProfile } from './types.js';

export const systemverilog: LanguageProfile = {
  // `.v`: Verilog, which the SystemVerilog grammar reads (no other language here claims it).
  extensions: ['.sv', '.svh', '.v'],
  fence: 'systemverilog',
  comment: '//',
  // A `local` or `protected` class member (the only privacy the language has).
  privacy: (def) => /^\s*(?:(?:virtual|static|pure|extern|rand|randc|const)\s+)*(?:local|protected)\s/.test(def.signature),
  // Testbenches by name: `tb_top.sv`, `alu_tb.sv`, `core_test.sv` (`dv/` directories are tests, shared/roles.ts).
  testFile: /^(?:tb_[^/]*|[^/]*_(?:tb|test|tests|testbench))\.(?:sv|svh|v)$/,
  facade: null,
};
