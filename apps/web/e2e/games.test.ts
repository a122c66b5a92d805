import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe-scan.js';
import { EVERY_GAME, moveList, playAnyMoveByClicking, squares, startFromHome, startOnTheBoard, waitForMoves } from './support/game-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

// Every game against a bot in the built client: moves made by clicking, the bot's reply from its
// Web Worker, a refused click, an axe-core scan of the game page, and screenshots at desktop and phone sizes (test-output/screenshots).
describe('each game in a real browser', () => {
  const app = serveAppForThisFile();

  async function refusedClick(page: Page): Promise<void> {
    // An empty square with nothing selected: nothing can move from there.
    const empty = page.locator('svg.board [role="button"][aria-label*=", empty"]').first();
    const before = await moveList(page).count();
    await empty.click();
    await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(/can move now|not a legal destination/);
    expect(await moveList(page).count()).toBe(before);
  }

  /**
   * The Jungle characters the board draws that the client's own piece font does not load for: a
   * browser without a CJK font draws those as empty boxes. None, when the font is served and covers them.
   */
  async function glyphsWithoutTheClientsFont(page: Page): Promise<string[]> {
    return page.evaluate(async () => {
      const drawn = [...document.querySelectorAll('svg.board .piece text:first-of-type')].map((text) => text.textContent ?? '');
      const characters = [...new Set(drawn)].filter((text) => /\p{Script=Han}/u.test(text));
      if (characters.length === 0) return ['(no Jungle character on the board)'];
      const missing: string[] = [];
      for (const character of characters) if ((await document.fonts.load('44px "Tabula Jungle"', character)).length === 0) missing.push(character);
      return missing;
    });
  }

  for (const game of EVERY_GAME) {
    it(`${game.id}: a move by clicking, the bot's reply, a refused click`, async () => {
      const { page, context, errors } = await app.newPage();
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      try {
        await startOnTheBoard(page, app.url, game.name, 'level1', game.side);
        await expect(squares(page).count()).resolves.toBeGreaterThan(0);
        await playAnyMoveByClicking(page, game.side);
        await waitForMoves(page, 2);
        await expect(page.getByRole('status').first().textContent()).resolves.toContain(`${game.side} to move`);
        // The bot's move came from its Web Worker, not the page's thread.
        expect(workers.some((url) => url.includes('/assets/bot-worker-'))).toBe(true);
        await refusedClick(page);
        expect(await seriousAxeViolations(page), 'game page (axe-core)').toEqual([]);
        await page.screenshot({ path: `${screenshotDir}/${game.id}.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${screenshotDir}/${game.id}-phone.png`, fullPage: true });
        if (game.id === 'jungle') expect(await glyphsWithoutTheClientsFont(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('keeps a game through a reload, steps back through it, takes a move back, exports it, resigns, and loads it again', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await startFromHome(page, app.url, 'Jungle', 'level1', 'Blue');
      await playAnyMoveByClicking(page, 'Blue');
      await waitForMoves(page, 2);
      const moves = await moveList(page).allTextContents();
      await page.reload();
      await waitForMoves(page, 2);
      expect(await moveList(page).allTextContents()).toEqual(moves);
      await page.getByRole('button', { name: 'First' }).click();
      await expect(page.getByRole('group', { name: /Jungle board, after move 0/ }).count()).resolves.toBe(1);
      await page.getByRole('button', { name: 'Live' }).click();
      await page.getByRole('button', { name: 'Take back' }).click();
      expect(await moveList(page).count()).toBe(0);

      // Play again, export the record, resign, then load the exported record: the game is back.
      await playAnyMoveByClicking(page, 'Blue');
      await waitForMoves(page, 2);
      const played = await moveList(page).allTextContents();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export record' }).click()]);
      const file = await download.path();
      expect(readFileSync(file, 'utf8')).toContain('[Game "jungle"]');
      await page.getByRole('button', { name: 'Resign' }).click();
      await page.getByRole('button', { name: 'Yes, resign' }).click();
      await expect(page.locator('.banner').textContent()).resolves.toContain('Game over. Blue resigned: Red wins');
      await page.locator('input[type="file"]').setInputFiles(file);
      await page.locator('.banner').waitFor({ state: 'detached' });
      expect(await moveList(page).allTextContents()).toEqual(played);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays a typed move and refuses a typed illegal one with its rule', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await startFromHome(page, app.url, 'Simplified chess', 'hotseat');
      await page.getByLabel('Type a move').fill('e2e5');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(/^e2e5: /);
      await page.getByLabel('Type a move').fill('e2e4');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect(page.getByRole('status').first().textContent()).resolves.toContain("White played e2e4: White's pawn moved from e2 to e4. Black to move");
      // Drag, not click: Black's pawn from e7 to e5.
      await page.locator('[data-square="e7"]').dragTo(page.locator('[data-square="e5"]'));
      await waitForMoves(page, 2);
      expect(await moveList(page).allTextContents()).toEqual(['e2e4', 'e7e5']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
