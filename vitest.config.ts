import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, while the
    // main process mostly waits and server tests wait on PostgreSQL. One worker a core keeps both busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // The rules and the machines need no DOM: a node worker starts faster than jsdom.
          name: 'unit',
          include: ['tests/domain/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          environment: 'node',
          // The model-based walks of a machine run hundreds of paths in one test.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          include: ['tests/views/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
          // A wizard walked step by step takes about 5 s in jsdom while the server files share the cores.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/e2e-database.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
