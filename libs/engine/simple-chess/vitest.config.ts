import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine-simple-chess',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
