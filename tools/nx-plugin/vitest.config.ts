import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The generator is CommonJS TypeScript (.cts, see src/generators/game/README): let Vite strip its types too.
  oxc: { include: /\.(c|m)?tsx?$/ },
  test: {
    name: 'nx-plugin',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
