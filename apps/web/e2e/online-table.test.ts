import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { playAnyMoveByClicking } from './support/game-driver.js';
import { createOnline, moves, seeStatus, waitForMoveCount } from './support/online-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

/** How far down the page a square is drawn. */
async function topOf(page: Page, square: string): Promise<number> {
  const box = await page.locator(`svg.board [data-square="${square}"]`).boundingBox();
  if (!box) throw new Error(`${square} is not drawn`);
  return box.y;
}

// The online game is played on the one game page, so it has what a local game has: the board turned
// round, the captured pieces, the record to export and the moves to step through.
describe('an online game on the one game page', () => {
  const app = serveAppForThisFile();

  it('Jungle between two browsers: flip, the captured list, record export and stepping through the moves', async () => {
    const blue = await app.newPage();
    const red = await app.newPage();
    try {
      const { invite } = await createOnline(blue.page, app.url, 'jungle', 'Blue');
      await red.page.goto(invite);
      await red.page.waitForURL(/#\/online\//);
      await seeStatus(blue.page, 'Your turn (Blue)');
      await playAnyMoveByClicking(blue.page, 'Blue');
      await waitForMoveCount(red.page, 1);
      await playAnyMoveByClicking(red.page, 'Red');
      await waitForMoveCount(blue.page, 2);
      const played = await moves(blue.page);
      expect(played).toHaveLength(2);

      // The captured list, from the record's start as this seat knows it.
      const captured = blue.page.getByRole('region', { name: 'Captured' });
      await captured.getByLabel('Blue has lost 0 pieces').waitFor();
      await captured.getByLabel('Red has lost 0 pieces').waitFor();

      // Flip turns the board round; flipping again puts it back.
      const before = await topOf(blue.page, 'a1');
      await blue.page.getByRole('button', { name: 'Flip board' }).click();
      expect(await topOf(blue.page, 'a1')).not.toBe(before);
      await blue.page.getByRole('button', { name: 'Flip board' }).click();
      expect(await topOf(blue.page, 'a1')).toBe(before);

      // Stepping back shows the board before the first move; Live returns to the game.
      await blue.page.getByRole('button', { name: 'First' }).click();
      await blue.page.getByRole('group', { name: /Jungle board, after move 0/ }).waitFor();
      await blue.page.getByRole('button', { name: 'Next' }).click();
      await blue.page.getByRole('group', { name: /Jungle board, after move 1/ }).waitFor();
      await blue.page.getByRole('button', { name: 'Live' }).click();
      await blue.page.getByRole('group', { name: 'Jungle board', exact: true }).waitFor();

      // The record, as the server gives it to this seat.
      const [download] = await Promise.all([blue.page.waitForEvent('download'), blue.page.getByRole('button', { name: 'Export record' }).click()]);
      const record = readFileSync(await download.path(), 'utf8');
      expect(record).toContain('[Game "jungle"]');
      for (const move of played) expect(record).toContain(move);

      await blue.page.screenshot({ path: `${screenshotDir}/online-jungle.png`, fullPage: true });
      expect(blue.errors).toEqual([]);
      expect(red.errors).toEqual([]);
    } finally {
      await Promise.all([blue.context.close(), red.context.close()]);
    }
  });

  it('a seat key the server does not know watches the game instead of failing', async () => {
    const watcher = await app.newPage();
    const host = await app.newPage();
    try {
      const { watch } = await createOnline(host.page, app.url, 'jungle', 'Blue');
      const id = watch.split('/').at(-1) ?? '';
      await watcher.page.goto(app.url);
      await watcher.page.evaluate((game) => localStorage.setItem(`tabula.online.${game}`, JSON.stringify({ seat: 1, token: 'not-a-token-of-this-server' })), id);
      await watcher.page.goto(`${app.url}#/online/${id}`);
      await watcher.page.getByRole('heading', { level: 1, name: 'Jungle — watching' }).waitFor();
      await watcher.page.locator('svg.board').waitFor();
      // The refused key is logged by the browser (401); nothing else goes wrong.
      expect(watcher.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    } finally {
      await Promise.all([watcher.context.close(), host.context.close()]);
    }
  });
});
