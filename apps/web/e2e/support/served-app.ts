import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApiServer } from './api-server.js';
import { launchBrowser } from './browser.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the browser tests write their screenshots (a CI artifact). */
export const screenshotDir = fileURLToPath(new URL('../../test-output/screenshots', import.meta.url));

/** The built client served by the API server as `npm start` runs it, and a browser to drive it. */
export interface ServedApp {
  readonly url: string;
  readonly browser: Browser;
  /**
   * A fresh page in its own context (empty localStorage), collecting the page's errors. `options` adds
   * to the context's, e.g. a phone's `isMobile`, `hasTouch` and `deviceScaleFactor`.
   */
  newPage(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  close(): Promise<void>;
}

/** Starts the API server (serving apps/web/dist) on a free port with a fresh database, and Chromium. */
export async function serveApp(env: Record<string, string> = {}): Promise<ServedApp> {
  if (!existsSync(`${root}/dist/index.html`)) throw new Error('apps/web/dist is missing: the test target builds it first');
  mkdirSync(screenshotDir, { recursive: true });
  const [server, browser] = await Promise.all([startApiServer(env), launchBrowser()]);
  const url = server.url;
  return {
    url,
    browser,
    async newPage(viewport = { width: 1280, height: 900 }, options = {}) {
      const context = await browser.newContext({ ...options, viewport });
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
      await server.stop();
    },
  };
}

/**
 * The served app for every test of the calling file: started before the file's first test, closed after
 * its last, with the server's settings in `env`. Read `url`, `browser` and `newPage` from it inside tests (they exist once it has started).
 */
export function serveAppForThisFile(env: Record<string, string> = {}): Omit<ServedApp, 'close'> {
  let app: ServedApp | undefined;
  beforeAll(async () => {
    app = await serveApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });
  const started = (): ServedApp => {
    if (!app) throw new Error('the served app is used before the file has started it (outside a test)');
    return app;
  };
  return {
    get url() {
      return started().url;
    },
    get browser() {
      return started().browser;
    },
    newPage: (...args) => started().newPage(...args),
  };
}
