import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 4200,
    // In development the API runs separately (`nx run api:serve`); the dev server forwards to it.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    environment: 'node',
    // The browser tests' Chromium comes from npm and is unpacked once per run, before the test files start.
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
