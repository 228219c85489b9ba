; repomap query for Svelte components: intentionally empty.
; The component is parsed with the HTML grammar; its script blocks are found
; by src/extract/embedded.ts and extracted with the typescript or javascript
; query (by the block's lang attribute), their lines shifted to the file's.
