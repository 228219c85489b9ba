// A floor: every file in a seeded random order.
import type { Ranker } from './types.js';

export const random: Ranker = {
  name: 'random',
  description: 'every file in a random order (seeded per case)',
  rank: () => [],
};
