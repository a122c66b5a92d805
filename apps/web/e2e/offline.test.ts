import { describe, expect, it } from 'vitest';
import { playAnyMoveByClicking, squares, startFromHome, waitForMoves } from './support/game-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

/** The notice the online pages show while the browser is offline (src/offline/offline-notice.tsx). */
const OFFLINE_NOTICE = /You are offline\. Online play needs a network connection/;

/** Console errors a page offline is expected to log: the requests that could not reach the server. */
const OFFLINE_REQUEST_ERRORS = /ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/;

// The installable client: a first visit online installs the service worker (build/service-worker.js),
// which precaches the whole build; then, with the network off, a reload still opens the client, a game
// against the computer starts and the bot replies from its cached Web Worker, and the online pages say
// that they need the connection.
describe('offline play', () => {
  const app = serveAppForThisFile();

  it('after a first visit, reloads with the network off, starts a game against the bot, plays a move and gets its reply', async () => {
    const { page, context, errors } = await app.newPage({ width: 390, height: 844 });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    try {
      // The first visit, online: the page installs the service worker, which takes control of it.
      await page.goto(app.url);
      await page.getByRole('heading', { name: 'Games' }).waitFor();
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifest).toBe('/manifest.webmanifest');
      const controlled = await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => {
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
          });
        }
        return navigator.serviceWorker.controller?.scriptURL ?? null;
      });
      expect(controlled).toBe(`${app.url}sw.js`);

      await context.setOffline(true);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
      const reloaded = await page.reload();
      // The page came from the service worker, which could not reach the server either: from its cache.
      expect(reloaded?.fromServiceWorker()).toBe(true);
      const [serviceWorker] = context.serviceWorkers();
      expect(await serviceWorker?.evaluate(() => fetch('/api/health').then(() => 'reached', () => 'unreachable'))).toBe('unreachable');
      // Never cached: the API is the network's, and the network is off.
      expect(await page.evaluate(() => fetch('/api/health').then(() => 'reached', () => 'unreachable'))).toBe('unreachable');

      await page.getByRole('heading', { name: 'Games' }).waitFor();
      await expect(page.locator('.game-card').count()).resolves.toBeGreaterThan(0);
      await page.screenshot({ path: `${screenshotDir}/offline-home-phone.png` });

      // A new game against the computer, through the form, offline: the game page and the bots' worker
      // load from the cache, and the bot answers.
      await startFromHome(page, app.url, 'Jungle', 'level1', 'Blue');
      await expect(squares(page).count()).resolves.toBeGreaterThan(0);
      await playAnyMoveByClicking(page, 'Blue');
      await waitForMoves(page, 2);
      expect(workers.some((url) => url.includes('/assets/bot-worker-'))).toBe(true);
      await page.screenshot({ path: `${screenshotDir}/offline-game-phone.png`, fullPage: true });

      expect(errors.filter((error) => !OFFLINE_REQUEST_ERRORS.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says on the online pages, while offline, that online play needs the connection, and stops saying it once online', async () => {
    const { page, context, errors } = await app.newPage({ width: 390, height: 844 });
    try {
      await page.goto(app.url);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.goto(`${app.url}#/lobby`);
      await page.getByRole('heading', { name: 'Lobby' }).waitFor();
      await expect(page.getByText(OFFLINE_NOTICE).count()).resolves.toBe(0);

      await context.setOffline(true);
      await page.getByText(OFFLINE_NOTICE).waitFor();
      await page.screenshot({ path: `${screenshotDir}/offline-lobby-phone.png` });

      // The new-game form's "Play online" choice says it too.
      await page.goto(`${app.url}#/new/jungle`);
      await expect(page.getByText(OFFLINE_NOTICE).count()).resolves.toBe(0);
      await page.getByLabel(/Play online/).check();
      await page.getByText(OFFLINE_NOTICE).waitFor();

      // An online game's page and an invite link, reached offline.
      await page.goto(`${app.url}#/online/some-game`);
      await page.getByText(OFFLINE_NOTICE).waitFor();
      await page.goto(`${app.url}#/join/some-game/1`);
      await page.getByText(OFFLINE_NOTICE).waitFor();

      await page.goto(`${app.url}#/lobby`);
      await page.getByText(OFFLINE_NOTICE).waitFor();
      await context.setOffline(false);
      await page.getByText(OFFLINE_NOTICE).waitFor({ state: 'detached' });
      expect(errors.filter((error) => !OFFLINE_REQUEST_ERRORS.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
