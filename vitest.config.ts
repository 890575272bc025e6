import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure logic, seconds, no Chromium and no compiled lib/) and `full`
 * (integration, faults and browser tests, which run bin/docsgen.js and worker threads from lib/,
 * built once by the global setup). `npm test` runs both; `npm run test:unit` the first.
 * Unit tests share their worker's modules (`isolate: false`: a third of the time, as they are
 * pure and restore what they spy on); the others each get a fresh process.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['test/helpers/byteEquality.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], isolate: false } },
      {
        extends: true,
        test: { name: 'full', include: ['test/**/*.test.{ts,tsx}'], exclude: ['test/unit/**'], globalSetup: ['test/globalSetup.ts'] },
      },
    ],
  },
});
