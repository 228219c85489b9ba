import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A temporary directory per run, checked to be left empty (test/temp-dir.setup.ts).
    globalSetup: ['test/temp-dir.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
