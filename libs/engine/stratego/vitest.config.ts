import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engine-stratego',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
