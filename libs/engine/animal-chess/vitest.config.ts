import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine-animal-chess',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
