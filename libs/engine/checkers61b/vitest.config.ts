import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine-checkers61b',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
