import type { Locator, Page } from 'playwright-core';

/** Starts a game from the home page through the new-game form, as a player would. */
export async function startFromHome(page: Page, url: string, gameName: string, opponent: string, side?: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('link', { name: `Play ${gameName}` }).click();
  await page.getByLabel('Opponent').selectOption(opponent);
  if (side) await page.getByRole('radio', { name: side }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  // The game page loads on demand; it is there once its main element is.
  await page.locator('main.game-page').waitFor();
}

/** The five games as the browser tests start them: the card's name and the first player's side. */
export const EVERY_GAME = [
  { id: 'simple-chess', name: 'Simplified chess', side: 'White' },
  { id: 'jungle', name: 'Jungle', side: 'Blue' },
  { id: 'animal-chess', name: 'Animal chess', side: 'North' },
  { id: 'checkers61b', name: 'Checkers61b', side: 'Fire' },
  { id: 'stratego', name: 'Stratego', side: 'Red' },
] as const;

/**
 * Starts a game as {@link startFromHome} does and, where the game opens with a set-up step (Stratego), sets
 * up a random army, so the test begins on the board.
 */
export async function startOnTheBoard(page: Page, url: string, gameName: string, opponent: string, side?: string): Promise<void> {
  await startFromHome(page, url, gameName, opponent, side);
  const randomise = page.getByRole('button', { name: 'Randomise' });
  if (await randomise.isVisible()) {
    await randomise.click();
    await page.getByRole('button', { name: 'Ready' }).click();
  }
  await page.locator('svg.board [role="button"]').first().waitFor();
}

/** The board's square buttons. */
export function squares(page: Page): Locator {
  return page.locator('svg.board [role="button"]');
}

/** The moves in the move list. */
export function moveList(page: Page): Locator {
  return page.locator('.move-list button');
}

/** Waits until the move list holds `count` moves. */
export async function waitForMoves(page: Page, count: number, timeout = 20000): Promise<void> {
  await page.waitForFunction((wanted) => document.querySelectorAll('.move-list button').length >= wanted, count, { timeout });
}

/**
 * Makes a move by clicking, the way a player finds one: click each of `side`'s pieces until one shows
 * legal destinations, then click the first destination (and end the turn if a chain stays open).
 * Returns the squares clicked.
 */
export async function playAnyMoveByClicking(page: Page, side: string): Promise<string[]> {
  const own = await squares(page).evaluateAll(
    (cells, prefix) => cells.filter((cell) => (cell.getAttribute('aria-label') ?? '').split(', ')[1]?.startsWith(prefix)).map((cell) => cell.getAttribute('data-square') as string),
    `${side.toLowerCase()} `,
  );
  for (const square of own) {
    await page.locator(`[data-square="${square}"]`).click();
    const target = page.locator('svg.board [role="button"][aria-label*="legal destination"]').first();
    if ((await target.count()) === 0) continue;
    const landing = (await target.getAttribute('data-square')) as string;
    await target.click();
    const endTurn = page.getByRole('button', { name: /End turn/ });
    if (await endTurn.isVisible()) await endTurn.click();
    const choice = page.getByRole('group', { name: 'Choose the move' }).getByRole('button').first();
    if (await choice.isVisible()) await choice.click();
    return [square, landing];
  }
  throw new Error(`no ${side} piece could move`);
}
