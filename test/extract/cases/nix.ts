import type { LanguageCase } from './types.js';

export const nix: LanguageCase = {
  language: 'nix',
  dir: 'nix',
  files: [
    {
      file: "modules/invoice.nix",
      finds: 'the bindings of the attribute set a module evaluates to (functions where the value is one) and the functions its let binds',
      definitions: [
        ["function", "renderLine", 7, "  renderLine = line:"],
        ["function", "mkInvoice", 9, "  mkInvoice = { id, lines }:"],
        ["variable", "imports", 17, "  imports = [ ./money.nix ../shared ];"],
        ["variable", "options.services.billing", 19, "  options.services.billing = { …"],
        ["variable", "config", 24, "  config = lib.mkIf cfg.enable { …"],
        ["function", "total", 29, "  total = lines:"],
      ],
      imports: [
        { specifier: "./rates.nix", names: [], line: 14 },
        { specifier: "./money.nix", names: [], line: 17 },
        { specifier: "../shared", names: [], line: 17 },
      ],
      locals: ['cfg', 'rates', 'enable', 'currency', 'text', 'id', 'lines'],
      body: { pattern: /concatMapStringsSep|foldl|mkEnableOption/ },
      referenced: { call: ['mkIf', 'mkInvoice', 'concatMapStringsSep'] },
    },
    {
      file: "modules/overrides.nix",
      finds: 'the bindings of an attribute set merged by a top-level `//` (not those of a set handed to a call: `lib.optionalAttrs c { … }`)',
      definitions: [
        ["variable", "base", 4, "  base = 1;"],
        ["function", "mkBase", 5, "  mkBase = x:"],
      ],
      imports: [
      ],
    },
  ],
};
