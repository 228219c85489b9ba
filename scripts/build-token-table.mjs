// Writes dist/render/<tokenizer>.bin for each tokenizer repomap counts with (o200k_base,
// cl100k_base): gpt-tokenizer's ranks as the binary table src/render/bpe.ts counts with
// (loading one takes milliseconds; a ranks module, ~0.4 s). A map loads only the one it uses.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { rankTableOf, serializeRankTable } from '../dist/render/bpe.js';
import { rankTableUrl, referenceRanks } from '../dist/render/tokens.js';
import { TOKENIZERS } from '../dist/shared/tokenizers.js';

for (const tokenizer of TOKENIZERS) {
  const out = fileURLToPath(rankTableUrl(tokenizer));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, serializeRankTable(rankTableOf(referenceRanks(tokenizer))));
}
