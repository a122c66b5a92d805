import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe-scan.js';
import { click, createTimed, seeStatus, waitForMoveCount } from './support/online-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

// Who is at an online game, as two people on two devices and a spectator see it: the page counts the
// spectators, says when the opponent has left and for how long, and once the server's grace (3 s here)
// has passed lets the player who stayed claim the win.
describe('presence in an online game', () => {
  const app = serveAppForThisFile({ TABULA_CLAIM_AFTER_SECONDS: '3' });

  it('shows a spectator, says the opponent left and for how long, and lets the one who stayed claim the win', async () => {
    const white = await app.newPage({ width: 390, height: 844 }, { isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const black = await app.newPage({ width: 1366, height: 768 });
    const fan = await app.newPage({ width: 1366, height: 768 });
    try {
      const invite = await createTimed(white.page, app.url, 'simple-chess', { kind: 'fischer', initialMs: 300_000, incrementMs: 0 });
      await black.page.goto(invite);
      await black.page.waitForURL(/#\/online\//);
      await seeStatus(white.page, 'Your turn (White)');
      await fan.page.goto(white.page.url().replace('#/online/', '#/watch/'));
      await white.page.getByText('1 watching').waitFor();
      await black.page.getByText('1 watching').waitFor();

      await click(white.page, 'e2');
      await click(white.page, 'e4');
      await waitForMoveCount(black.page, 1);
      await click(black.page, 'e7');
      await click(black.page, 'e5');
      await waitForMoveCount(white.page, 2);
      // Nobody has left: nothing is said about the players.
      expect(await white.page.getByText(/left the game/).count()).toBe(0);

      // Black closes the tab: White and the spectator are told at once, with the time counting up.
      await black.context.close();
      await white.page.getByRole('status').filter({ hasText: 'Black left the game' }).waitFor({ timeout: 10_000 });
      await fan.page.getByRole('status').filter({ hasText: 'Black left the game' }).waitFor({ timeout: 10_000 });
      await white.page.getByText(/You may claim the win if they are not back in 0:0\d\./).waitFor();
      await white.page.screenshot({ path: `${screenshotDir}/presence-left-phone.png` });
      expect(await fan.page.getByRole('button', { name: 'Claim the win' }).count()).toBe(0);

      const claim = white.page.getByRole('button', { name: 'Claim the win' });
      await claim.waitFor({ timeout: 10_000 });
      expect(await white.page.locator('.away-time').textContent()).toMatch(/^0:0[3-9]$/);
      expect(await seriousAxeViolations(white.page), 'a claim to make (axe-core)').toEqual([]);
      await claim.click();
      const banner = white.page.locator('.banner[role="alert"]');
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toContain('Game over. Black left the game: White wins.');
      await fan.page.locator('.banner').filter({ hasText: 'Black left the game: White wins.' }).waitFor();
      // Over: nobody's absence is news any more.
      expect(await white.page.locator('.presence .away').count()).toBe(0);
      await white.page.screenshot({ path: `${screenshotDir}/presence-claimed-phone.png` });
      expect(white.errors).toEqual([]);
      expect(black.errors).toEqual([]);
      expect(fan.errors).toEqual([]);
    } finally {
      await Promise.all([white.context.close(), black.context.close(), fan.context.close()]);
    }
  });
});
