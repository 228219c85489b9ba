// Writes dist/render/o200k_base.bin: gpt-tokenizer's o200k_base ranks as the binary table
// src/render/bpe.ts counts with (loading it takes milliseconds; the ranks module, ~0.4 s).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { rankTableOf, serializeRankTable } from '../dist/render/bpe.js';
import { RANK_TABLE_URL, referenceRanks } from '../dist/render/tokens.js';

const out = fileURLToPath(RANK_TABLE_URL);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, serializeRankTable(rankTableOf(referenceRanks())));
