import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { serviceWorker } from './build/service-worker-plugin.js';

// The rules page shows the project's rule book itself (docs/rules.md), as a module of its text, so
// the page and the rules can never disagree. A virtual module keeps the app from importing a path
// outside its project.
const RULE_BOOK = 'virtual:rule-book';
function ruleBook(): Plugin {
  const file = new URL('../../docs/rules.md', import.meta.url);
  return {
    name: 'tabula-rule-book',
    resolveId: (id) => (id === RULE_BOOK ? `\0${RULE_BOOK}` : null),
    load(id) {
      if (id !== `\0${RULE_BOOK}`) return null;
      this.addWatchFile(file.pathname);
      return `export default ${JSON.stringify(readFileSync(file, 'utf8'))};`;
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // serviceWorker(): the build's sw.js, which precaches the client for offline play (build/service-worker.js).
  plugins: [react(), ruleBook(), serviceWorker()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 4200,
    // In development the API runs separately (`nx run api:serve`); the dev server forwards to it.
    // ws: live updates go through the same proxy; the origin is kept, so the server's origin check passes.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // The browser tests' Chromium comes from npm and is unpacked once per run, before the test files start.
    globalSetup: ['e2e/support/global-setup.ts'],
    // Every browser test fails on an uncaught page error or a blank page (e2e/support/page-guard.ts).
    // Testing Library's waits get ten seconds instead of one (e2e/support/dom-waits.ts).
    setupFiles: ['e2e/support/page-guard-hooks.ts', 'e2e/support/dom-waits.ts'],
    // Browser tests drive whole games; a loaded 2-core machine can take several times as long as an idle one.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
