import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'notation',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
