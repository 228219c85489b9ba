import type { LanguageCase } from './types.js';

export const elisp: LanguageCase = {
  language: 'elisp',
  dir: 'elisp',
  files: [
    {
      file: 'ledger-mode.el',
      finds: 'defun, defmacro, cl-defun, defvar, defcustom, defconst, defgroup, defface, cl-defstruct and mode definitions',
      definitions: [
        ['variable', 'ledger', 6, "(defgroup ledger nil"],
        ['variable', 'ledger-default-currency', 10, "(defcustom ledger-default-currency \"EUR\""],
        ['variable', 'ledger-mode-map', 15, "(defvar ledger-mode-map (make-sparse-keymap) …"],
        ['constant', 'ledger-version', 18, "(defconst ledger-version \"1.2\")"],
        ['variable', 'ledger-payee-face', 20, "(defface ledger-payee-face '((t :weight bold))"],
        ['struct', 'ledger-posting', 23, "(cl-defstruct ledger-posting account amount)"],
        ['function', 'ledger-balance', 25, "(defun ledger-balance (postings)"],
        ['macro', 'ledger-with-buffer', 31, "(defmacro ledger-with-buffer (buffer &rest body)"],
        ['function', 'ledger-format-amount', 35, "(cl-defun ledger-format-amount (amount &key (currency ledger-default-currency))"],
        ['function', 'ledger-mode', 38, "(define-derived-mode ledger-mode text-mode"],
        ['function', 'ledger-follow-mode', 42, "(define-minor-mode ledger-follow-mode"],
      ],
      locals: ['postings', 'total', 'amount', 'p'],
      body: { pattern: /dolist|with-current-buffer|ledger-report-setup|format "/ },
      referenced: {
        call: ['ledger-posting-amount', 'with-current-buffer', 'format', 'ledger-report-setup', 'make-sparse-keymap'],
        import: ['cl-lib', 'ledger-report'],
      },
      referenceKinds: { postings: [], total: [], amount: [] },
      imports: [
        { specifier: 'cl-lib', names: [], line: 3 },
        { specifier: 'ledger-report', names: [], line: 4 },
      ],
    },
  ],
};
