import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { launchBrowser } from './browser.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the browser tests write their screenshots (a CI artifact). */
export const screenshotDir = fileURLToPath(new URL('../../test-output/screenshots', import.meta.url));

/** The built client served as `npm start` serves it (static files), and a browser to drive it. */
export interface ServedApp {
  readonly url: string;
  readonly browser: Browser;
  /** A fresh page in its own context (empty localStorage), collecting the page's errors. */
  newPage(viewport?: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

/** Serves apps/web/dist with Vite's preview server on a free port and starts Chromium. */
export async function serveApp(): Promise<ServedApp> {
  if (!existsSync(`${root}/dist/index.html`)) throw new Error('apps/web/dist is missing: the test target builds it first');
  mkdirSync(screenshotDir, { recursive: true });
  const server: PreviewServer = await preview({ root, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
  const url = server.resolvedUrls?.local[0] ?? '';
  const browser = await launchBrowser();
  return {
    url,
    browser,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return { page, context, errors };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
