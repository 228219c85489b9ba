; inherits: groovy-common
; repomap query for Groovy (grammar: tree-sitter-groovy; Gradle scripts too): the patterns
; shared with the Java-grammar fallback are in queries/groovy-common.scm; here what only
; tree-sitter-groovy has.

; A script's top-level `def f(x) { … }`.
(function_definition name: (identifier) @name) @definition.function

; `println "x"`, Gradle's `implementation project(':core')`, `apply plugin: 'java'`.
(juxt_function_call name: (identifier) @name) @reference.call
