; repomap query for ocaml: not written yet.
