; inherits: typescript, jsx
; repomap query for TSX: the TypeScript query plus JSX element references
; (jsx.scm).
