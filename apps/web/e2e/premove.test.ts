import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createOnline, moves, seeStatus, waitForMoveCount } from './support/online-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

const square = (page: Page, name: string) => page.locator(`svg.board [data-square="${name}"]`);
const premoveLine = (page: Page) => page.locator('.premove-line');

/** Picks a piece and its square as a player does on this device: a tap on a phone, a click elsewhere. */
async function choose(page: Page, from: string, to: string, touch: boolean): Promise<void> {
  for (const name of [from, to]) await (touch ? square(page, name).tap() : square(page, name).click());
}

// Issue 36: one premove, queued while the opponent thinks, made at once when the turn comes. Two people
// on two devices, a phone (tap-tap) and a laptop (click-click), against the real server.
describe('a premove in an online game', () => {
  const app = serveAppForThisFile();

  it('is queued while the opponent is to move and played the moment the turn comes, on a laptop and on a phone', async () => {
    const white = await app.newPage({ width: 390, height: 844 }, { isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const black = await app.newPage({ width: 1366, height: 768 });
    try {
      const { invite } = await createOnline(white.page, app.url, 'simple-chess', 'White');
      await black.page.goto(invite);
      await black.page.waitForURL(/#\/online\//);
      await seeStatus(white.page, 'Your turn (White)');

      // White is to move: Black queues e7 → e5 on the laptop, marked on the board and said in words.
      await choose(black.page, 'e7', 'e5', false);
      await premoveLine(black.page).filter({ hasText: 'Premove: e7 → e5 — click the board or press Esc to cancel.' }).waitFor();
      await expect(square(black.page, 'e5').getAttribute('aria-label')).resolves.toBe('e5, empty, premove');
      await black.page.getByRole('button', { name: 'Cancel premove' }).waitFor();
      await black.page.screenshot({ path: `${screenshotDir}/premove-laptop-1366x768.png` });

      // White moves; Black's premove goes at once, with no click from Black.
      await choose(white.page, 'e2', 'e4', true);
      await waitForMoveCount(white.page, 2);
      expect(await moves(white.page)).toEqual(['e2e4', 'e7e5']);
      await seeStatus(white.page, 'Your turn (White)');

      // White moves and, while Black thinks, taps a premove on the phone.
      await choose(white.page, 'f1', 'c4', true);
      await seeStatus(white.page, 'Waiting for Black');
      await choose(white.page, 'd2', 'd4', true);
      await premoveLine(white.page).filter({ hasText: 'Premove: d2 → d4' }).waitFor();
      await expect(square(white.page, 'd2').getAttribute('aria-label')).resolves.toBe('d2, white pawn, premove');
      await white.page.screenshot({ path: `${screenshotDir}/premove-phone-390x844.png` });

      await choose(black.page, 'a7', 'a6', false);
      await waitForMoveCount(black.page, 5);
      expect(await moves(black.page)).toEqual(['e2e4', 'e7e5', 'f1c4', 'a7a6', 'd2d4']);
      await seeStatus(black.page, 'Your turn (Black)');
      await expect(premoveLine(white.page).textContent()).resolves.toBe('');
      expect(white.errors).toEqual([]);
      expect(black.errors).toEqual([]);
    } finally {
      await Promise.all([white.context.close(), black.context.close()]);
    }
  });
});
