import type { Page } from 'playwright-core';

/** The online game page's status line. */
export const status = (page: Page) => page.locator('p.status');

/** Waits until the page's status line says `text` (live updates arrive when they arrive). */
export async function seeStatus(page: Page, text: string): Promise<void> {
  await status(page).filter({ hasText: text }).waitFor({ timeout: 15000 });
}

export async function click(page: Page, square: string): Promise<void> {
  await page.locator(`svg.board [data-square="${square}"]`).click();
}

/** The moves listed on a page (the one game page lists them as buttons that show the board after each). */
export async function moves(page: Page): Promise<string[]> {
  return page.locator('.move-list button').allTextContents();
}

export async function waitForMoveCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((wanted) => document.querySelectorAll('.move-list button').length === wanted, count, { timeout: 15000 });
}

/** Creates an online game from the new-game form with a person invited for the other seat. */
export async function createOnline(page: Page, url: string, game: string, side: string): Promise<{ invite: string; watch: string }> {
  await page.goto(`${url}#/new/${game}`);
  await page.getByLabel('Play online').check();
  // Online, the opponent is a person by invite link unless the player picks the computer.
  const opponent = await page.getByLabel('Opponent').inputValue();
  if (opponent !== 'hotseat') throw new Error(`ticking "Play online" left the opponent on ${opponent}, not a person by invite`);
  await page.getByRole('radio', { name: side }).check();
  await page.getByRole('button', { name: 'Start' }).click();
  const invite = await page.getByLabel(/^Invite link/).inputValue();
  const watch = await page.getByLabel('Watch link', { exact: true }).inputValue();
  return { invite, watch };
}

/**
 * Creates a game between two people through the API, from `position`, with seat 0 taken by `page`: its
 * token is put where the web client keeps seat keys, and the page opens the game. Returns the invite
 * link for seat 1.
 */
export async function createFromPosition(page: Page, url: string, game: string, position: string): Promise<string> {
  const response = await fetch(new URL('/api/games', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, players: ['human', 'human'], take: [0], position }),
  });
  if (!response.ok) throw new Error(`creating the ${game} game failed: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { id: string; seats: { seat: number; token?: string }[] };
  const token = created.seats.find((seat) => seat.seat === 0)?.token;
  if (!token) throw new Error('the server gave no token for seat 0');
  await page.goto(url);
  await page.evaluate(([id, key]) => localStorage.setItem(`tabula.online.${id}`, key), [created.id, JSON.stringify({ seat: 0, token })] as const);
  await page.goto(`${url}#/online/${created.id}`);
  return `${url}#/join/${created.id}/1`;
}

/**
 * Creates a timed game between two people through the API (a clock shorter than the form offers, so a
 * flag falls within a test), with seat 0 taken by `page`, which opens it. Returns the invite link for seat 1.
 */
export async function createTimed(page: Page, url: string, game: string, clock: { kind: 'fischer'; initialMs: number; incrementMs: number }): Promise<string> {
  const response = await fetch(new URL('/api/games', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, players: ['human', 'human'], take: [0], clock }),
  });
  if (!response.ok) throw new Error(`creating the timed ${game} game failed: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { id: string; seats: { seat: number; token?: string }[] };
  const token = created.seats.find((seat) => seat.seat === 0)?.token;
  if (!token) throw new Error('the server gave no token for seat 0');
  await page.goto(url);
  await page.evaluate(([id, key]) => localStorage.setItem(`tabula.online.${id}`, key), [created.id, JSON.stringify({ seat: 0, token })] as const);
  await page.goto(`${url}#/online/${created.id}`);
  return `${url}#/join/${created.id}/1`;
}
