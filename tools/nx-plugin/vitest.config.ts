import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'nx-plugin',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
