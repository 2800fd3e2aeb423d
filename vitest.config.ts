import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace. The server suite runs twice: on PGlite always, and on
// PostgreSQL when scripts/test.mjs found one (it sets TEST_DATABASE_URL).
const withPg = Boolean(process.env.TEST_DATABASE_URL);
const serverTests = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', './tools/vitest-summary-reporter.ts'],
    // At least two test files at a time: Vitest's default (one core left to itself) ran one at a time on a 2-core
    // machine, while the server's tests wait on the database much of the time. The e2e files still run one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The simulator fit test runs a whole simulated day; give it room on a loaded 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      ...(withPg
        ? [
            {
              test: {
                name: 'server-pg',
                include: serverTests,
                environment: 'node',
                env: { TEST_DB: 'pg' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
                pool: 'forks' as const,
              },
            },
          ]
        : []),
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['./e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
