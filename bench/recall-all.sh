#!/bin/sh
# Re-measures definition recall against Universal Ctags (and cold-index speed)
# for every language with a ctags parser, on the trees fetched for it, into
# bench/recall/<name>.json. Trees: see bench/README.md, "Languages: recall and
# speed"; pass their parent directories as T7 (today's seven) and TL (the rest).
set -e
cd "$(dirname "$0")/.."
T7=${T7:-/tmp/trees7}
TL=${TL:-/tmp}
r() { name=$1; shift; node bench/ctags-recall.mjs "$@" --json "bench/recall/$name.json" > /dev/null && echo "$name done"; }
r python "$T7/flask" --language python --exclude-kinds namespace,unknown
r javascript "$T7/express" --language javascript
r typescript "$T7/hono" --language typescript
r go "$T7/gin" --language go --exclude-kinds package,packageName
r rust "$T7/ripgrep" --language rust --exclude-kinds implementation
r java "$T7/commons-lang" --language java --exclude-kinds package
r c "$TL/trees-c-cpp/jq" --language c --exclude-kinds header
r cpp "$TL/trees-c-cpp/json" --language cpp --exclude-kinds header
r cpp-fmt "$TL/trees-c-cpp/fmt" --language cpp --exclude-kinds header
r c_sharp "$TL/trees-jvm-cs/AutoMapper" --language c_sharp --exclude-kinds local
r kotlin "$TL/trees-jvm-cs/Exposed" --language kotlin
r ruby "$TL/trees-ruby-php-lua/sinatra" --language ruby
r php "$TL/trees-ruby-php-lua/framework/src" --language php --exclude-kinds alias
r lua "$TL/trees-ruby-php-lua/lualine.nvim" --language lua
r elixir "$TL/trees-ex-sh-zig/ecto" --language elixir --exclude-kinds test
r bash "$TL/trees-ex-sh-zig/nvm" --language bash --exclude-kinds heredoc
r objc "$TL/trees-swift-objc-dart/SDWebImage" --language objc
r ocaml "$TL/trees-ml/dune" --language ocaml
