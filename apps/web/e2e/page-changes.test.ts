import { describe, expect, it } from 'vitest';
import { serveAppForThisFile } from './support/served-app.js';

// Today's Chromium (156) returns a Promise from window.scrollTo; an effect that returned it handed React a
// "cleanup" that was not a function, and every in-app page change after the first left a blank page.
// The pinned test browser may not behave that way yet, so this test makes scrollTo (and scrollBy,
// scroll) return a Promise in the page, as the newest browsers do, and clicks through the app's pages.
const PROMISE_SCROLLING = `for (const name of ['scrollTo', 'scroll', 'scrollBy']) {
  const original = window[name].bind(window);
  window[name] = (...args) => { original(...args); return Promise.resolve(); };
}`;

describe('page changes in a browser whose scrollTo returns a Promise', () => {
  const app = serveAppForThisFile();

  it('goes from the home page to a game, its rules, the lobby and back without a blank page', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await context.addInitScript(PROMISE_SCROLLING);
      await page.goto(app.url);
      await expect(page.evaluate(() => window.scrollTo(0, 0) as unknown instanceof Promise)).resolves.toBe(true);
      await page.getByRole('link', { name: 'Play Jungle' }).click();
      await page.getByRole('button', { name: 'Start' }).waitFor();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('main.game-page').waitFor();
      await page.evaluate(() => {
        window.location.hash = '#/rules/jungle';
      });
      await page.getByRole('heading', { level: 1, name: /Jungle/ }).waitFor();
      await page.evaluate(() => {
        window.location.hash = '#/lobby';
      });
      await page.getByRole('heading', { level: 1, name: 'Lobby' }).waitFor();
      await page.goBack();
      await page.goBack();
      await page.locator('main.game-page').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
