import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startFromHome } from './support/game-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

// Hot-seat Stratego on a touch phone (ST-9). The tap that ends a move is followed by a click the browser
// synthesises where the finger lifted; the hand-over cover appears in between, and its button must not
// take that click, or the player who just moved sees the other army. Each move here lands as close as it
// can to where the cover's button appears, the worst case.
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 };
const TURNS = 20;

interface Box {
  readonly x: number;
  readonly y: number;
}

async function centreOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Taps the side's pieces, nearest to `aim` first, until one shows destinations, then taps its destination
 * nearest to `aim`.
 */
async function tapMoveTowards(page: Page, side: 'red' | 'blue', aim: Box): Promise<void> {
  const own = await page.locator('svg.board [role="button"]').evaluateAll(
    (cells, prefix) =>
      cells
        .filter((cell) => (cell.getAttribute('aria-label') ?? '').split(', ')[1]?.startsWith(prefix))
        .map((cell) => {
          const box = cell.getBoundingClientRect();
          return { square: cell.getAttribute('data-square') as string, x: box.x + box.width / 2, y: box.y + box.height / 2 };
        }),
    `${side} `,
  );
  const distance = (box: Box) => Math.hypot(box.x - aim.x, box.y - aim.y);
  own.sort((a, b) => distance(a) - distance(b));
  for (const piece of own) {
    await page.locator(`[data-square="${piece.square}"]`).tap();
    const targets = await page.locator('svg.board [role="button"][aria-label*="legal destination"]').evaluateAll((cells) =>
      cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        return { square: cell.getAttribute('data-square') as string, x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }),
    );
    if (targets.length === 0) continue;
    targets.sort((a, b) => distance(a) - distance(b));
    await page.locator(`[data-square="${targets[0]?.square}"]`).tap();
    return;
  }
  throw new Error(`${side} has no move`);
}

async function expectCoverUp(page: Page, next: string): Promise<void> {
  const heading = page.getByRole('heading', { name: `Pass the device to ${next}` });
  // The cover comes up at once; a cover lifted by the tap's own click is never seen here.
  await expect.poll(() => heading.isVisible(), { timeout: 5000, message: `the cover for ${next} is up (the tap that ended the move must not lift it)` }).toBe(true);
  // Give a late synthesised click time to land, then check that it did not lift the cover.
  await page.waitForTimeout(250);
  await expect(heading.isVisible(), `the cover for ${next} stays up`).resolves.toBe(true);
  expect(await page.locator('svg.board').count()).toBe(0);
}

describe('hot-seat Stratego on a touch phone', () => {
  const app = serveAppForThisFile();

  it(`keeps the cover up after each of ${TURNS} tapped turns; only a separate tap on its button lifts it (ST-9)`, async () => {
    const context = await app.browser.newContext(PHONE);
    const page = await context.newPage();
    try {
      await startFromHome(page, app.url, 'Stratego', 'hotseat');
      // Where the cover's button appears, measured on the cover between the two set-ups.
      let coverButton: Box | null = null;
      for (const [side, next] of [
        ['Red', 'Blue'],
        ['Blue', 'Red'],
      ] as const) {
        await page.getByRole('heading', { name: `${side}: set up your army` }).waitFor();
        await page.getByRole('button', { name: 'Randomise' }).tap();
        await page.getByRole('button', { name: 'Ready' }).tap();
        await expectCoverUp(page, next);
        coverButton ??= await centreOf(page, '.cover button');
        await page.getByRole('button', { name: `I am ${next}: show my board` }).tap();
      }
      if (!coverButton) throw new Error('no cover was shown');
      for (let turn = 0; turn < TURNS; turn++) {
        const side = turn % 2 === 0 ? 'red' : 'blue';
        const next = turn % 2 === 0 ? 'Blue' : 'Red';
        await tapMoveTowards(page, side, coverButton);
        if ((await page.getByRole('heading', { name: /wins|draw/i }).count()) > 0) break;
        await expectCoverUp(page, next);
        if (turn === 0) await page.screenshot({ path: `${screenshotDir}/stratego-touch-cover.png` });
        await page.getByRole('button', { name: `I am ${next}: show my board` }).tap();
        await page.locator('svg.board').waitFor();
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});
