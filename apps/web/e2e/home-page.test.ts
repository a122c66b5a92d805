import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { launchBrowser } from './support/browser.js';

// The built page in a real Chromium, served by Vite's preview server: what a player's browser gets.
const root = fileURLToPath(new URL('..', import.meta.url));

describe('home page in a real browser', () => {
  let server: PreviewServer;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    if (!existsSync(`${root}/dist/index.html`)) throw new Error('apps/web/dist is missing: the test target builds it first');
    server = await preview({ root, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
    url = server.resolvedUrls?.local[0] ?? '';
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists every registered game', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await expect(page.locator('h1').textContent()).resolves.toBe('Tabula');
    const ids = await page.locator('.game-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-game')));
    expect(ids).toEqual(registry.list().map((entry) => entry.id));
    if (ids.length === 0) await expect(page.getByRole('status').textContent()).resolves.toContain('No games');
    expect(errors).toEqual([]);
  });
});
