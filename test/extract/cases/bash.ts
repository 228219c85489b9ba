import type { LanguageCase } from './types.js';

// Note: with tree-sitter-wasms 0.1.13's bash grammar, `case … esac` and `[[ … ]]` make the
// scanner call isalpha, which web-tree-sitter 0.25 does not provide: such files fail to parse.
// This fixture stays within what that grammar build can parse.
export const bash: LanguageCase = {
  language: 'bash',
  dir: 'bash',
  files: [
    {
      file: 'scripts/deploy.sh',
      finds: 'both function forms, functions defined by a function or in a conditional, names with :: and -, and top-level exported, readonly, declared and UPPER_CASE settings',
      definitions: [
        ['variable', 'DEPLOY_ROOT', 8, 'export DEPLOY_ROOT="${DEPLOY_ROOT:-/srv/app}"'],
        ['variable', 'MAX_ATTEMPTS', 9, 'readonly MAX_ATTEMPTS=5'],
        ['variable', 'BUNDLE_NAME', 10, 'declare -r BUNDLE_NAME=release.tar.gz'],
        ['variable', 'TIMEOUT', 11, 'TIMEOUT=30'],
        ['function', 'deploy_bundle', 14, 'deploy_bundle()'],
        ['function', 'rollback', 21, 'function rollback'],
        ['function', 'health_check', 26, 'function health_check()'],
        ['function', 'with_output', 32, 'with_output()'],
        // running with_output defines print_output for the whole program: not a local
        ['function', 'print_output', 33, '  print_output()'],
        ['function', 'is_bash', 40, '  is_bash()'],
        ['function', 'deploy::notify-team', 43, 'function deploy::notify-team'],
      ],
      // lower-case top-level assignments and assignments in functions are not settings
      locals: ['counter', 'STATUS', 'host', 'shown'],
      endLines: { deploy_bundle: 19, rollback: 24, with_output: 37, print_output: 35 },
      body: { pattern: /log_info|log_warn|curl|local/ },
      referenceKinds: {
        log_info: ['call'],
        upload_file: ['call'],
        deploy_bundle: ['call'],
        with_retry: ['call'],
        local: [],
        source: [],
      },
      firstReferences: [{ name: 'deploy_bundle', kind: 'call', has: { line: 23, count: 2 } }],
      // a path below an expansion other than the script's own directory is not read
      imports: [
        { specifier: './lib/log.sh', names: [], line: 3 },
        { specifier: './lib/net.sh', names: [], line: 4 },
        { specifier: './lib/retry.sh', names: [], line: 5 },
      ],
    },
    {
      file: 'scripts/aliases.bash',
      finds: 'aliases, each a command named by what comes before its `=`, several on a line, one defined by running a function',
      definitions: [
        ['function', 'gs', 3, "alias gs='git status'"],
        ['function', 'gc!', 4, "alias gc!='git commit -v --amend'"],
        ['function', '-', 5, "alias -- -='cd -'"],
        ['function', '..', 6, "alias ..='cd ..' ...='cd ../..'"],
        ['function', '...', 6, "alias ..='cd ..' ...='cd ../..'"],
        ['function', 'll', 7, 'alias ll=ls'],
        ['function', 'enable_diff_aliases', 9, 'enable_diff_aliases()'],
        // running enable_diff_aliases defines gd for the whole shell
        ['function', 'gd', 10, "  alias gd='git diff'"],
      ],
      // `alias gs` alone prints the alias (line 15 defines nothing); a function's variable is a local
      locals: ['mode', 'alias'],
      endLines: { gs: 3, enable_diff_aliases: 12 },
    },
  ],
};
