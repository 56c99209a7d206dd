import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', '**/*.integration.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/setup/integration-global.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-global.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser on a busy 2-core host can take seconds to react; vitest's default of 1 s for
          // expect.poll made correct pages fail there. A real failure still fails, 10 s later.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
