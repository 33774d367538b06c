import { availableParallelism } from 'node:os'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { linguiMacroBabel } from './scripts/linguiMacros'

/** Server tests that assert how fast an answer comes, which a busy neighbour would make flaky. */
const TIMED_SERVER_TESTS = ['tests/server/maximalBodies.test.ts', 'tests/server/geocode.test.ts']
/** Makes the embedded database's images every test app starts from, once per run before any worker starts. */
const PGLITE_IMAGES = 'tests/server/pgliteImages.ts'

export default defineConfig({
  plugins: [react({ babel: linguiMacroBabel }), lingui()],
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    // Every core: vitest's default leaves one for itself, which on a 2-core machine runs files one by one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: [PGLITE_IMAGES],
          exclude: TIMED_SERVER_TESTS,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files in parallel: each worker has its own PostgreSQL database (tests/server/harness.ts).
        },
      },
      {
        extends: true,
        test: {
          name: 'server-timed',
          include: TIMED_SERVER_TESTS,
          globalSetup: [PGLITE_IMAGES],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Their answers are timed: they run after the others, one at a time, with the machine to themselves.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
