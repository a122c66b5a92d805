import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { click, createFromPosition, moves, seeStatus, waitForMoveCount } from './support/online-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

const labelOf = (page: Page, square: string) => page.locator(`svg.board [data-square="${square}"]`).getAttribute('aria-label');

// The moves that need more than two clicks, played online between two browser contexts (two devices)
// against the real API server, with the same move input as the local game page.
describe('online capture chains, drops and takebacks between browsers', () => {
  const app = serveAppForThisFile();

  /**
   * Two pages of one game: the first creates it from `position` and sits in seat 0, the second joins by
   * the invite link; resolves once it is the first seat's turn (`Your turn (name)`).
   */
  async function joinedAt(game: string, position: string, firstSeat: string) {
    const first = await app.newPage();
    const second = await app.newPage();
    const invite = await createFromPosition(first.page, app.url, game, position);
    await second.page.goto(invite);
    await second.page.waitForURL(/#\/online\//);
    await seeStatus(first.page, `Your turn (${firstSeat})`);
    return [first, second] as const;
  }

  it('Checkers61b: a two-capture chain, one landing at a time, ended with Space, seen live by the other page (CK-3)', async () => {
    // Fire's pawn on c1 can take d2, d4 and d6 in turn; it stops after two.
    const [fire, water] = await joinedAt('checkers61b', '7p/8/3p4/8/3p4/8/3p4/2P5 f 1', 'Fire');
    try {
      await seeStatus(water.page, 'Waiting for Fire');

      await click(fire.page, 'c1');
      await click(fire.page, 'e3');
      await expect(labelOf(fire.page, 'c5')).resolves.toBe('c5, empty, legal destination');
      await click(fire.page, 'c5');
      // The chain could go on to e7; Fire's board shows it mid-way, nothing is sent yet.
      await expect(fire.page.getByRole('button', { name: 'End turn (Space)' }).isVisible()).resolves.toBe(true);
      await expect(labelOf(fire.page, 'd4')).resolves.toBe('d4, empty');
      await expect(labelOf(water.page, 'd4')).resolves.toMatch(/^d4, water pawn/);
      await fire.page.keyboard.press('Space');

      for (const side of [fire, water]) await waitForMoveCount(side.page, 1);
      expect(await moves(water.page)).toEqual(['c1e3c5']);
      // The chain in the game's words (CK-2), then whose turn it is.
      await seeStatus(water.page, "Fire played c1e3c5: Fire's pawn jumped from c1 to e3 to c5, taking ");
      await seeStatus(water.page, 'Your turn (Water).');
      await expect(labelOf(water.page, 'c5')).resolves.toMatch(/^c5, fire pawn/);
      for (const square of ['d2', 'd4']) await expect(labelOf(water.page, square)).resolves.toBe(`${square}, empty`);
      await expect(labelOf(water.page, 'd6')).resolves.toMatch(/^d6, water pawn/);
      await water.page.screenshot({ path: `${screenshotDir}/online-checkers61b-chain.png` });
      expect([...fire.errors, ...water.errors]).toEqual([]);
    } finally {
      await Promise.all([fire.context.close(), water.context.close()]);
    }
  });

  it('animal chess: a chick dropped from the hand, seen live by the other page (AC-4)', async () => {
    const [north, south] = await joinedAt('animal-chess', '2L2/5/5/5/5/2l2 0 H 1', 'North');
    try {
      // Both pages show North's hand; only North may drop from it.
      await expect(south.page.getByRole('button', { name: 'north chick in hand' }).isDisabled()).resolves.toBe(true);

      await north.page.getByRole('button', { name: 'north chick in hand' }).click();
      await expect(labelOf(north.page, 'b3')).resolves.toBe('b3, empty, legal destination');
      await click(north.page, 'b3');

      for (const side of [north, south]) await waitForMoveCount(side.page, 1);
      expect(await moves(south.page)).toEqual(['H*b3']);
      await seeStatus(south.page, 'North played H*b3: North dropped a chick on b3. Your turn (South).');
      await expect(labelOf(south.page, 'b3')).resolves.toMatch(/^b3, north chick/);
      await expect(south.page.getByRole('button', { name: 'north chick in hand' }).count()).resolves.toBe(0);
      await south.page.screenshot({ path: `${screenshotDir}/online-animal-chess-drop.png` });
      expect([...north.errors, ...south.errors]).toEqual([]);
    } finally {
      await Promise.all([north.context.close(), south.context.close()]);
    }
  });

  it('a takeback between people is offered and answered: declined, then accepted, on both pages', async () => {
    const [north, south] = await joinedAt('animal-chess', '2L2/5/5/5/5/2l2 0 H 1', 'North');
    try {
      await north.page.getByRole('button', { name: 'north chick in hand' }).click();
      await click(north.page, 'b3');
      await waitForMoveCount(south.page, 1);

      const offer = south.page.getByRole('group', { name: 'Takeback offer' });
      await north.page.getByRole('button', { name: 'Take back' }).click();
      await north.page.getByText("waiting for South's answer").waitFor();
      await offer.getByText('North asks to take back their last move.').waitFor();
      await offer.getByRole('button', { name: 'Decline takeback' }).click();
      await north.page.getByRole('button', { name: 'Take back' }).waitFor();
      expect(await moves(north.page)).toEqual(['H*b3']);

      await north.page.getByRole('button', { name: 'Take back' }).click();
      await offer.getByRole('button', { name: 'Accept takeback' }).click();
      for (const side of [north, south]) await waitForMoveCount(side.page, 0);
      await seeStatus(north.page, 'Your turn (North)');
      await expect(labelOf(south.page, 'b3')).resolves.toBe('b3, empty');
      await expect(south.page.getByRole('button', { name: 'north chick in hand' }).count()).resolves.toBe(1);
      expect([...north.errors, ...south.errors]).toEqual([]);
    } finally {
      await Promise.all([north.context.close(), south.context.close()]);
    }
  });
});
