; repomap query for Vue single-file components: intentionally empty.
; The component's script blocks are found in the vue tree by
; src/extract/embedded.ts and extracted with the typescript, tsx or javascript
; query (by the block's lang attribute), their lines shifted to the file's.
