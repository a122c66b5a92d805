import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';

// The built page in Debian's Chromium, served by Vite's preview server: what a player's browser gets.
const root = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('home page in a real browser', () => {
  let server: PreviewServer;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    if (!existsSync(`${root}/dist/index.html`)) throw new Error('apps/web/dist is missing: the test target builds it first');
    if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath}: install Debian's chromium (apt-get install -y chromium)`);
    server = await preview({ root, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
    url = server.resolvedUrls?.local[0] ?? '';
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
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
