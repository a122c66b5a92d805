import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine-jungle',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
