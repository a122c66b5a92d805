import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'play',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Generous: CI machines have 2 cores; speed limits live in the benches, not in test timeouts.
    testTimeout: 60_000,
    // Hooks start servers, databases and browsers: as generous as the tests (vitest's default is 10 s).
    hookTimeout: 60_000,
  },
});
