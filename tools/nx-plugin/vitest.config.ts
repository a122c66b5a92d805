import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The generator is CommonJS TypeScript (.cts, see src/generators/game/README): let Vite strip its types too.
  oxc: { include: /\.(c|m)?tsx?$/ },
  test: {
    name: 'nx-plugin',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Generous: CI machines have 2 cores, and these tests build, lint and play a generated game in a
    // scratch workspace (and remove it after). Speed limits live in the benches, not in test timeouts.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
