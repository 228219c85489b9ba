; inherits: groovy-common
; repomap query for Groovy read with the Java grammar (tree-sitter-wasms), for a file
; tree-sitter-groovy parses worse: the patterns of queries/groovy-common.scm alone (Java's
; grammar has no script function and no command call).
