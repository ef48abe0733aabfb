import { defineConfig } from 'vitest/config';

/**
 * One runner, several projects: `npm test` runs them all (scripts/test.sh). Two test files at a time,
 * also on a 2-core machine (Vitest's default there is one): API and browser tests wait on the database
 * and the browser more than they compute.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'server-unit', root: 'packages/server', include: ['test/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'server-api',
          root: 'packages/server',
          include: ['test/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'packages/*/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'packages/e2e',
          include: ['src/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
