import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_GAME, squares, startOnTheBoard } from './support/game-driver.js';
import { createOnline } from './support/online-driver.js';
import { screenshotDir, serveApp, type ServedApp } from './support/served-app.js';

// Once a game is on screen, a player sees all of it without scrolling: every square, the board's file
// and rank labels, the hands (animal chess), the status line, and at the end the game-over message, at
// the commonest laptop's size and at a phone's. Nothing makes the page scroll sideways. The online game
// page shares the layout; it is checked with its invite and watch links showing, its most crowded state.

const screens: { name: string; width: number; height: number; options: BrowserContextOptions; minSquare: number }[] = [
  { name: 'laptop', width: 1366, height: 768, options: {}, minSquare: 48 },
  // A phone: a square large enough to tap (10 Stratego columns in 390 px leave about 37 px each).
  { name: 'phone', width: 390, height: 844, options: { isMobile: true, hasTouch: true, deviceScaleFactor: 3 }, minSquare: 36 },
];

interface Fit {
  /** What lies (partly) outside the viewport, or how the page scrolled. */
  readonly problems: string[];
  /** The board's squares, in CSS px (width). */
  readonly square: number;
}

/** Checks, in the page, that each wanted element lies wholly inside the viewport with the page unscrolled. */
async function fit(page: Page, gameOver: boolean): Promise<Fit> {
  return page.evaluate((over) => {
    const problems: string[] = [];
    const slack = 0.5;
    function inside(element: Element, what: string) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) problems.push(`${what} is not drawn`);
      else if (box.left < -slack || box.top < -slack || box.right > innerWidth + slack || box.bottom > innerHeight + slack)
        problems.push(`${what} lies at ${Math.round(box.left)},${Math.round(box.top)}–${Math.round(box.right)},${Math.round(box.bottom)}, outside ${innerWidth}×${innerHeight}`);
    }
    function all(selector: string, what: string, atLeast = 1) {
      const found = [...document.querySelectorAll(selector)];
      if (found.length < atLeast) problems.push(`${what}: ${found.length} found`);
      found.forEach((element, index) => { inside(element, `${what} ${element.getAttribute('data-square') ?? element.getAttribute('aria-label') ?? index}`); });
    }
    if (window.scrollY !== 0 || window.scrollX !== 0) problems.push(`the page is scrolled to ${window.scrollX},${window.scrollY}`);
    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page is ${document.documentElement.scrollWidth} px wide in ${innerWidth}`);
    all('svg.board [role="button"]', 'square', 30);
    all('svg.board .coordinates text', 'label', 10);
    all('main.game-page .hand', 'hand', 0);
    all('main.game-page p.status[role="status"]', 'status line');
    if (over) all('main.game-page .banner[role="alert"]', 'game-over message');
    const first = document.querySelector('svg.board [role="button"]')?.getBoundingClientRect();
    return { problems, square: first ? Math.round(first.width * 10) / 10 : 0 };
  }, gameOver);
}

describe('a game fits the screen', () => {
  let app: ServedApp;
  const sizes: string[] = [];
  beforeAll(async () => {
    app = await serveApp();
  });
  afterAll(async () => {
    await app?.close();
    // The square sizes measured, for the record of a run.
    console.log(`square sizes (CSS px):\n${sizes.join('\n')}`);
  });

  for (const screen of screens) {
    for (const game of EVERY_GAME) {
      it(`${game.id} at ${screen.width}×${screen.height} (${screen.name})`, async () => {
        const { page, context, errors } = await app.newPage({ width: screen.width, height: screen.height }, screen.options);
        try {
          await startOnTheBoard(page, app.url, game.name, 'level1', game.side);
          await expect(squares(page).count()).resolves.toBeGreaterThan(0);
          if (game.id === 'animal-chess') await expect(page.locator('main.game-page .hand').count()).resolves.toBe(2);
          const playing = await fit(page, false);
          await page.screenshot({ path: `${screenshotDir}/fit-${game.id}-${screen.width}x${screen.height}.png` });
          expect(playing.problems).toEqual([]);
          expect(playing.square).toBeGreaterThanOrEqual(screen.minSquare);
          sizes.push(`${game.id} ${screen.width}×${screen.height}: ${playing.square}`);

          // Resigning (asked once more: Yes) ends the game; the message shows with the board, still unscrolled.
          await page.getByRole('button', { name: 'Resign' }).click();
          await page.getByRole('button', { name: 'Yes, resign' }).click();
          await page.locator('main.game-page .banner[role="alert"]').waitFor();
          const over = await fit(page, true);
          await page.screenshot({ path: `${screenshotDir}/fit-${game.id}-${screen.width}x${screen.height}-over.png` });
          expect(over.problems).toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }, 60000);
    }

    it(`the online animal-chess page at ${screen.width}×${screen.height} (${screen.name})`, async () => {
      const { page, context, errors } = await app.newPage({ width: screen.width, height: screen.height }, screen.options);
      try {
        await createOnline(page, app.url, 'animal-chess', 'North');
        await page.locator('svg.board').waitFor();
        await expect(page.locator('main.game-page .hand').count()).resolves.toBe(2);
        const online = await fit(page, false);
        await page.screenshot({ path: `${screenshotDir}/fit-online-animal-chess-${screen.width}x${screen.height}.png` });
        expect(online.problems).toEqual([]);
        expect(online.square).toBeGreaterThanOrEqual(screen.minSquare);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60000);
  }
});
