import { defineConfig } from 'vitest/config';
import SlowestFiles from './scripts/testing/slowestFiles.mjs';

/**
 * unit: pure code, no I/O. integration: real PostgreSQL (embedded, one server per run) and real
 * HTTP. e2e: the whole platform in Debian's Chromium.
 */
export default defineConfig({
  test: {
    reporters: ['default', new SlowestFiles()],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['*/src/**/*.test.ts', '*/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['*/src/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['scripts/testing/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['scripts/testing/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
