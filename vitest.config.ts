import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    // Two test files at a time: on a 2-core machine Vitest would run one (CPUs − 1), and most of the time of the
    // longest files is spent waiting on Chromium, a child build or the disk.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
