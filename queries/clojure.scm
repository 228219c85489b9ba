; repomap query for Clojure.
; Convention (see src/extract/extractor.ts): @definition.<kind> + @name,
; @reference.<kind> + @name, @import, @body, @doc; captures starting with `_` are helpers.
; Every form is a list: a definition is one whose head symbol is a definer, its name the
; symbol after it (metadata such as `^:private` sits inside that symbol). A docstring after
; the name is the @doc; the signature is the head, name and parameter vector.

; ---- definitions -------------------------------------------------------

; (defn name "doc"? {attrs}? [params] body…)
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit)? @doc . (map_lit)? . (vec_lit) . (_)? @body) @definition.function
  (#any-of? @_head "defn" "defn-" "definline" "defmulti"))
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit)? @doc . (map_lit)? . (vec_lit) . (_)? @body) @definition.macro
  (#any-of? @_head "defmacro"))
; (defn name "doc"? {attrs}? ([a] …) ([a b] …)): one arity after another
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit)? @doc . (map_lit)? . (list_lit) @body) @definition.function
  (#any-of? @_head "defn" "defn-"))
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit)? @doc . (map_lit)? . (list_lit) @body) @definition.macro
  (#any-of? @_head "defmacro"))
; (defmulti name "doc"? dispatch-fn)
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit)? @doc . (_) @body) @definition.function
  (#eq? @_head "defmulti"))
; (def name "doc"? value), (defonce name value)
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit) @doc . (_)) @definition.variable
  (#any-of? @_head "def" "defonce"))
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name)) @definition.variable
  (#any-of? @_head "def" "defonce"))
; (defprotocol Name "doc"? (method [this] "doc")…), (definterface Name …)
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit)? @doc) @definition.interface
  (#any-of? @_head "defprotocol" "definterface"))
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit) (list_lit . (sym_lit name: (sym_name) @name) . (vec_lit)) @definition.method)
  (#any-of? @_head "defprotocol" "definterface"))
; (defrecord Name [fields] Protocol (method [this] …)…), (deftype …)
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (vec_lit) . (_)? @body) @definition.record
  (#eq? @_head "defrecord"))
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (vec_lit) . (_)? @body) @definition.class
  (#eq? @_head "deftype"))
; (ns name "doc"? (:require …)…)
((list_lit . (sym_lit name: (sym_name) @_head) . (sym_lit name: (sym_name) @name) . (str_lit)? @doc . (_)? @body) @definition.module
  (#eq? @_head "ns"))

; ---- imports -----------------------------------------------------------

; (ns a.b (:require [c.d :as d] [e.f :refer [g]]) (:use h.i)), (require '[c.d :as d])
((list_lit . (sym_lit name: (sym_name) @_head) (list_lit . (kwd_lit name: (kwd_name) @_kw)) @import)
  (#eq? @_head "ns")
  (#any-of? @_kw "require" "use"))
((list_lit . (sym_lit name: (sym_name) @_head)) @import
  (#any-of? @_head "require" "use"))

; ---- references --------------------------------------------------------

; The head of a form is a call (of a function, macro or special form); `str/join` calls `join`.
(list_lit . (sym_lit name: (sym_name) @name)) @reference.call
