import type { Page } from 'playwright-core';
import type { GameDriver, TerminalSession } from './front-end-harnesses.js';

/**
 * Two people playing a generated placement game through a front end, square by square, as a new
 * contributor would try it: typed at `tabula play`'s prompt, or clicked on the web client's board.
 * Each step waits until the front end has taken the move, and stops at once when it refuses one, so a
 * refused square fails in seconds with the front end's own words rather than after a timeout.
 */

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A line the cli writes when it refuses input (`✗ there is no piece on a1`). */
const REFUSAL = /^✗ .*$/m;

/**
 * Types `squares` at the prompt of a hot-seat game in `session` (started at its first prompt), the two
 * sides in turn, `names[0]` first: after each square the board must show it as the last move and prompt
 * the other side; after the last one the game must be over. Returns the transcript.
 */
export async function typeSquares(session: TerminalSession, squares: readonly string[], names: readonly [string, string]): Promise<string> {
  await session.waitFor(new RegExp(`^${escaped(names[0])}>`, 'm'));
  for (const [index, square] of squares.entries()) {
    const mover = names[index % 2] as string;
    const next = names[(index + 1) % 2] as string;
    session.type(square);
    session.press('Enter');
    const taken = index === squares.length - 1 ? 'Game over\\.' : `Last move: ${escaped(mover)} ${escaped(square)}\\b[\\s\\S]*\\n${escaped(next)}>`;
    // Only what follows this square's own prompt line counts: earlier rounds show the same words.
    const echo = new RegExp(`^${escaped(mover)}> ${escaped(square)}$([\\s\\S]*)`, 'm');
    await session.waitFor(new RegExp(`^${escaped(mover)}> ${escaped(square)}$[\\s\\S]*(${taken}|${REFUSAL.source})`, 'm'));
    const after = echo.exec(session.transcript())?.[1] ?? '';
    const refusal = REFUSAL.exec(after);
    if (refusal) throw new Error(`the cli refused ${square} (move ${index + 1}): ${refusal[0]}\n${session.transcript().split('\n').slice(-30).join('\n')}`);
  }
  return session.transcript();
}

/**
 * Clicks `squares` on the board of a hot-seat game open in `page`, the two sides in turn: after each
 * click the move list must hold one move more. Returns the game-over banner's text.
 */
export async function clickSquares(page: Page, driver: GameDriver, squares: readonly string[]): Promise<string> {
  for (const [index, square] of squares.entries()) {
    await page.locator(`svg.board [data-square="${square}"]`).click();
    try {
      await driver.waitForMoves(page, index + 1, 15_000);
    } catch {
      const shown = await page.locator('main.game-page').innerText();
      throw new Error(`the web client did not play ${square} (move ${index + 1}) when it was clicked. The page says:\n${shown.slice(0, 600)}`);
    }
  }
  const banner = page.locator('main.game-page .banner[role="alert"]');
  await banner.waitFor({ timeout: 15_000 });
  return banner.innerText();
}
