import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe-scan.js';
import { playAnyMoveByClicking } from './support/game-driver.js';
import { createOnline, seeStatus, waitForMoveCount } from './support/online-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

/** The online game's id in the page's address. */
function gameIdOf(page: Page): string {
  return /#\/online\/([^/]+)$/.exec(page.url())?.[1] ?? '';
}

async function seeBanner(page: Page, text: string): Promise<void> {
  await page.locator('.banner').filter({ hasText: text }).waitFor({ timeout: 15000 });
}

const phone = [{ width: 390, height: 844 }, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }] as const;
const laptop = [{ width: 1366, height: 768 }] as const;

// What players expect of an online game besides moving: a draw offered and answered (a move answers it
// too), a rematch with the seats swapped that both pages follow by themselves, and a quick pairing that
// seats two people who never shared a link. Blue plays on a phone, Red on a laptop.
describe('draw offers, rematch and quick pairing between two browsers', () => {
  const app = serveAppForThisFile();

  it('a draw offered, declined by a move, offered again and accepted; then a rematch with the colours swapped', async () => {
    const blue = await app.newPage(...phone);
    const red = await app.newPage(...laptop);
    try {
      const { invite } = await createOnline(blue.page, app.url, 'jungle', 'Blue');
      await red.page.goto(invite);
      await red.page.waitForURL(/#\/online\//);
      await seeStatus(blue.page, 'Your turn (Blue)');

      // Before both have moved either may abort; nobody does here.
      await blue.page.getByRole('button', { name: 'Abort (no result)' }).waitFor();
      await blue.page.getByRole('button', { name: 'Offer draw' }).click();
      await blue.page.getByText('Draw offered — waiting for Red.').waitFor();
      const offer = red.page.getByRole('group', { name: 'Draw offer' });
      await offer.getByText('Blue offers a draw. Red, accept?').waitFor();
      await blue.page.screenshot({ path: `${screenshotDir}/offers-draw-waiting-phone.png`, fullPage: true });
      await red.page.screenshot({ path: `${screenshotDir}/offers-draw-asked-laptop.png` });
      expect(await seriousAxeViolations(red.page), 'a draw offer to answer (axe-core)').toEqual([]);

      // Blue's own move leaves the offer; Red's move declines it.
      await playAnyMoveByClicking(blue.page, 'Blue');
      await waitForMoveCount(red.page, 1);
      await offer.waitFor();
      await playAnyMoveByClicking(red.page, 'Red');
      await waitForMoveCount(blue.page, 2);
      await offer.waitFor({ state: 'detached' });
      await blue.page.getByRole('button', { name: 'Offer draw' }).waitFor();
      expect(await blue.page.getByRole('button', { name: 'Abort (no result)' }).count()).toBe(0);

      await blue.page.getByRole('button', { name: 'Offer draw' }).click();
      await offer.getByRole('button', { name: 'Accept draw' }).click();
      await seeBanner(blue.page, 'Draw: the players agreed to a draw.');
      await seeBanner(red.page, 'Draw: the players agreed to a draw.');

      // The rematch: Blue asks, Red accepts, and both pages go to the new game in the other seat.
      const first = gameIdOf(blue.page);
      await blue.page.getByRole('button', { name: 'Rematch', exact: true }).click();
      await blue.page.getByText('Rematch offered — waiting for Red.').waitFor();
      await red.page.getByText('Blue wants a rematch:').waitFor();
      await blue.page.screenshot({ path: `${screenshotDir}/offers-rematch-waiting-phone.png`, fullPage: true });
      await red.page.screenshot({ path: `${screenshotDir}/offers-rematch-asked-laptop.png` });
      expect(await seriousAxeViolations(red.page), 'a rematch to accept (axe-core)').toEqual([]);
      await red.page.getByRole('button', { name: 'Accept rematch' }).click();
      await blue.page.waitForURL((url) => !url.hash.endsWith(first));
      await red.page.waitForURL((url) => !url.hash.endsWith(first));
      expect(gameIdOf(blue.page)).toBe(gameIdOf(red.page));
      await blue.page.getByRole('heading', { level: 1, name: /online as Red/ }).waitFor();
      await red.page.getByRole('heading', { level: 1, name: /online as Blue/ }).waitFor();
      // Red, now Blue, moves first in the rematch.
      await seeStatus(red.page, 'Your turn (Blue)');
      await playAnyMoveByClicking(red.page, 'Blue');
      await waitForMoveCount(blue.page, 1);

      expect(blue.errors).toEqual([]);
      expect(red.errors).toEqual([]);
    } finally {
      await Promise.all([blue.context.close(), red.context.close()]);
    }
  });

  it('quick pairing seats two browsers in one game', async () => {
    const first = await app.newPage(...phone);
    const second = await app.newPage(...laptop);
    try {
      await first.page.goto(`${app.url}#/lobby`);
      await first.page.getByRole('button', { name: 'Quick pairing: Jungle' }).waitFor();
      await first.page.screenshot({ path: `${screenshotDir}/offers-quick-pairing-phone.png`, fullPage: true });
      expect(await seriousAxeViolations(first.page), 'the lobby with quick pairing (axe-core)').toEqual([]);
      await first.page.getByRole('button', { name: 'Quick pairing: Jungle' }).click();
      await first.page.waitForURL(/#\/online\//);
      // Nobody else has asked yet: the game waits for its other player.
      await seeStatus(first.page, 'Waiting for your opponent');
      await second.page.goto(`${app.url}#/lobby`);
      await second.page.getByRole('button', { name: 'Quick pairing: Jungle' }).waitFor();
      await second.page.screenshot({ path: `${screenshotDir}/offers-quick-pairing-laptop.png` });
      await second.page.getByRole('button', { name: 'Quick pairing: Jungle' }).click();
      await second.page.waitForURL(/#\/online\//);
      expect(gameIdOf(second.page)).toBe(gameIdOf(first.page));
      // Each page names its seat once its table has the game (a page that has just navigated may still be loading it).
      const headings = await Promise.all(
        [first, second].map(async ({ page }) => {
          const heading = page.getByRole('heading', { level: 1, name: /online as (Blue|Red)/ });
          await heading.waitFor();
          return heading.textContent();
        }),
      );
      expect(headings.map((text) => /online as (Blue|Red)/.exec(text ?? '')?.[1]).sort()).toEqual(['Blue', 'Red']);
      await Promise.all([first, second].map(({ page }) => page.locator('p.status').filter({ hasText: /Blue/ }).waitFor()));

      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await Promise.all([first.context.close(), second.context.close()]);
    }
  });
});
