import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe-scan.js';
import { click, createTimed, seeStatus, waitForMoveCount } from './support/online-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

/** A side's clock face as the page shows it now. */
async function clockText(page: Page, side: string): Promise<string> {
  return (await page.getByRole('timer', { name: `${side}'s clock` }).locator('.clock-face').textContent()) ?? '';
}

/** Waits until `side`'s clock shows something other than `before`: it is counting. */
async function seeCounting(page: Page, side: string, before: string): Promise<void> {
  await expect.poll(() => clockText(page, side), { timeout: 5000 }).not.toBe(before);
}

/** Whether an element lies wholly inside the viewport, the page unscrolled. */
async function inView(page: Page, name: string): Promise<boolean> {
  return page.getByRole('timer', { name }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

// A timed game as two people play it on two devices: a phone and a laptop. The server keeps the time;
// each page counts the running clock down between its views. One player closes their tab and never comes
// back: their flag falls on the server with nobody watching it, and the other player reads the end in words.
describe('a timed online game', () => {
  const app = serveAppForThisFile();

  it('shows both clocks counting on a phone and a laptop, and ends on time when one player has closed their tab', async () => {
    const white = await app.newPage({ width: 390, height: 844 }, { isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    const black = await app.newPage({ width: 1366, height: 768 });
    try {
      // 15 s + 2: long enough to make a move on a loaded machine, short enough to wait for a flag.
      const invite = await createTimed(white.page, app.url, 'simple-chess', { kind: 'fischer', initialMs: 15_000, incrementMs: 2_000 });
      await white.page.getByRole('heading', { level: 1, name: /online as White · 15s\+2/ }).waitFor();
      // Nobody has taken Black's seat: no time runs yet.
      const waiting = await clockText(white.page, 'White');
      expect(waiting).toBe('0:15');

      await black.page.goto(invite);
      await black.page.waitForURL(/#\/online\//);
      await seeStatus(white.page, 'Your turn (White)');
      // Both clocks on both pages, each player's own nearest them: White's at the phone's bottom.
      for (const page of [white.page, black.page]) {
        await page.getByRole('timer').nth(1).waitFor();
        await expect(page.getByRole('timer').count()).resolves.toBe(2);
      }
      const [whiteTop, blackTop] = await Promise.all([white.page, black.page].map((page) => page.getByRole('timer').first().getAttribute('aria-label')));
      expect(whiteTop).toBe("Black's clock");
      expect(blackTop).toBe("White's clock");
      expect(await inView(white.page, "White's clock")).toBe(true);
      expect(await inView(white.page, "Black's clock")).toBe(true);
      await seeCounting(white.page, 'White', '0:15');
      await seeCounting(black.page, 'White', '0:15');
      await white.page.screenshot({ path: `${screenshotDir}/timed-phone-390x844.png` });

      await click(white.page, 'e2');
      await click(white.page, 'e4');
      await waitForMoveCount(black.page, 1);
      await expect(black.page.getByRole('timer', { name: "Black's clock" }).getAttribute('class')).resolves.toContain('running');
      await seeCounting(black.page, 'Black', '0:15');
      await black.page.screenshot({ path: `${screenshotDir}/timed-laptop-1366x768.png` });

      // Black closes the tab and never comes back: the server lets Black's flag fall with nobody there.
      await black.context.close();
      await white.page.locator('.seat-clock.low.running[aria-label="Black\'s clock"]').waitFor({ timeout: 15_000 });
      await white.page.getByText('Black has 10 seconds left.').waitFor({ state: 'attached' });
      await white.page.screenshot({ path: `${screenshotDir}/timed-phone-low.png` });
      const banner = white.page.locator('.banner[role="alert"]');
      await banner.waitFor({ timeout: 20_000 });
      await expect(banner.textContent()).resolves.toContain('Game over. Black ran out of time: White wins.');
      await seeStatus(white.page, 'Black ran out of time: White wins');
      expect(await clockText(white.page, 'Black')).toBe('0.0');
      await expect(white.page.locator('.seat-clock.running').count()).resolves.toBe(0);
      await white.page.screenshot({ path: `${screenshotDir}/timed-phone-over.png` });
      // Scanned once the clocks have stopped: a scan takes seconds a running clock cannot spare on a loaded machine.
      expect(await seriousAxeViolations(white.page), 'timed game page (axe-core)').toEqual([]);
      expect(white.errors).toEqual([]);
      expect(black.errors).toEqual([]);
    } finally {
      await Promise.all([white.context.close(), black.context.close()]);
    }
  });
});
