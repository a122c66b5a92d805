import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe-scan.js';
import { playAnyMoveByClicking } from './support/game-driver.js';
import { click, createOnline, moves, seeStatus, waitForMoveCount } from './support/online-driver.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

/** Everything one page could ever show or send: WebSocket frames both ways and every /api answer's body. */
interface Traffic {
  readonly frames: string[];
  readonly bodies: string[];
}

function recordTraffic(page: Page): Traffic {
  const traffic: Traffic = { frames: [], bodies: [] };
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => traffic.frames.push(String(frame.payload)));
    socket.on('framesent', (frame) => traffic.frames.push(String(frame.payload)));
  });
  page.on('response', (response) => {
    if (!response.url().includes('/api/')) return;
    response.text().then(
      (text) => traffic.bodies.push(text),
      () => undefined,
    );
  });
  return traffic;
}

// Two or three browser contexts (separate storage, like separate devices) against the real API server.
describe('online play between browsers', () => {
  const app = serveAppForThisFile();

  async function open(): Promise<{ page: Page; context: BrowserContext; errors: string[]; traffic: Traffic }> {
    const opened = await app.newPage();
    return { ...opened, traffic: recordTraffic(opened.page) };
  }

  it('simplified chess: invite, live moves both ways, a spectator, the lobby, and a page that goes offline and comes back in sync', async () => {
    const white = await open();
    const black = await open();
    const watcher = await open();
    try {
      const { invite, watch } = await createOnline(white.page, app.url, 'simple-chess', 'White');
      expect(invite).toMatch(/#\/join\/[^/]+\/1$/);
      // Nobody has taken Black's seat yet: the creator is told to wait for the opponent, not to move.
      await seeStatus(white.page, 'Waiting for your opponent (Black) to join');

      // The lobby lists the game as open, with its free seat to join.
      await watcher.page.goto(`${app.url}#/lobby`);
      await watcher.page.getByRole('link', { name: 'Join as Black' }).first().waitFor();
      expect(await seriousAxeViolations(watcher.page), 'lobby (axe-core)').toEqual([]);

      await black.page.goto(invite);
      await black.page.waitForURL(/#\/online\//);
      await seeStatus(black.page, 'Waiting for White');
      await seeStatus(white.page, 'Your turn (White)');
      await expect(white.page.title()).resolves.toMatch(/^Your turn/);
      // The seat is taken now: a second claim from the spectator's browser is refused in words.
      await watcher.page.goto(invite);
      await watcher.page.getByRole('alert').filter({ hasText: 'already been taken' }).waitFor();
      await watcher.page.goto(watch);
      await watcher.page.locator('svg.board').waitFor();

      await click(white.page, 'e2');
      await click(white.page, 'e4');
      for (const page of [black.page, watcher.page]) await waitForMoveCount(page, 1);
      await seeStatus(black.page, "White played e2e4: White's pawn moved from e2 to e4. Your turn (Black).");
      await expect(black.page.title()).resolves.toMatch(/^Your turn/);
      await expect(black.page.locator('[data-square="e4"]').getAttribute('aria-label')).resolves.toBe('e4, white pawn, last move');
      // Not White's turn: a click on a square that starts no premove is refused in words and nothing is sent.
      await click(white.page, 'd5');
      await white.page.getByRole('alert').filter({ hasText: 'not your turn' }).waitFor();

      await click(black.page, 'e7');
      await click(black.page, 'e5');
      for (const page of [white.page, watcher.page]) await waitForMoveCount(page, 2);

      // Black's device drops off; White moves; Black comes back and catches up by version.
      await black.context.setOffline(true);
      await black.page.getByText('Reconnecting…').waitFor();
      await click(white.page, 'f1');
      await click(white.page, 'c4');
      await waitForMoveCount(watcher.page, 3);
      expect(await moves(black.page)).toHaveLength(2);
      await black.context.setOffline(false);
      await waitForMoveCount(black.page, 3);
      await expect(black.page.getByText('Reconnecting…').count()).resolves.toBe(0);

      // A move made while offline is sent once when the connection is back: not lost, not doubled.
      await black.context.setOffline(true);
      await black.page.getByText('Reconnecting…').waitFor();
      await click(black.page, 'd7');
      await click(black.page, 'd6');
      await black.page.getByRole('alert').filter({ hasText: 'will be sent when the connection is back' }).waitFor();
      await black.context.setOffline(false);
      for (const page of [white.page, black.page, watcher.page]) await waitForMoveCount(page, 4);
      expect(await moves(white.page)).toEqual(['e2e4', 'e7e5', 'f1c4', 'd7d6']);
      expect(await moves(watcher.page)).toEqual(['e2e4', 'e7e5', 'f1c4', 'd7d6']);

      // A reload (or a second tab) resumes the same seat from the token kept in this browser.
      await white.page.reload();
      await seeStatus(white.page, 'Your turn (White)');
      expect(await seriousAxeViolations(white.page), 'online game page (axe-core)').toEqual([]);
      await white.page.screenshot({ path: `${screenshotDir}/online-simple-chess.png` });
      // The browser logs the refused claim (409) and, while offline, the failed connections; nothing else.
      expect(white.errors).toEqual([]);
      expect(black.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(error))).toEqual([]);
      expect(watcher.errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
    } finally {
      await Promise.all([white.context.close(), black.context.close(), watcher.context.close()]);
    }
  });

  it('Stratego: each side sets up on its own device, plays live, and never receives the other side’s hidden ranks (ST-1, ST-9)', async () => {
    const red = await open();
    const blue = await open();
    const watcher = await open();
    try {
      const { invite, watch } = await createOnline(red.page, app.url, 'stratego', 'Red');
      await blue.page.goto(invite);
      await blue.page.waitForURL(/#\/online\//);
      await watcher.page.goto(watch);

      for (const side of [red, blue]) {
        await side.page.getByRole('button', { name: 'Randomise' }).click();
        await side.page.getByRole('button', { name: 'Ready' }).click();
        if (side === red) await seeStatus(red.page, "Waiting for the opponent's setup");
      }
      await red.page.locator('svg.board').waitFor();
      await seeStatus(red.page, 'Your turn (Red)');

      await playAnyMoveByClicking(red.page, 'Red');
      for (const side of [blue, watcher]) await waitForMoveCount(side.page, 1);
      await playAnyMoveByClicking(blue.page, 'Blue');
      for (const side of [red, watcher]) await waitForMoveCount(side.page, 2);
      await red.page.screenshot({ path: `${screenshotDir}/online-stratego.png` });

      // Each side's own army, as the server keeps it for that seat.
      const setupOf = async (page: Page) =>
        page.evaluate(async () => {
          const id = window.location.hash.split('/')[2] ?? '';
          const key = JSON.parse(localStorage.getItem(`tabula.online.${id}`) ?? '{}') as { token: string };
          const view = (await (await fetch(`/api/games/${id}`, { headers: { authorization: `Bearer ${key.token}` } })).json()) as { ownSetup: string };
          return view.ownSetup;
        });
      const setups = { red: await setupOf(red.page), blue: await setupOf(blue.page) };
      expect(setups.red).toMatch(/^[A-Z/]{43}$/);
      expect(setups.blue).toMatch(/^[A-Z/]{43}$/);
      expect(setups.blue).not.toBe(setups.red);

      const everything = async (side: { page: Page; traffic: Traffic }) =>
        [
          await side.page.content(),
          await side.page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
          ...side.traffic.frames,
          ...side.traffic.bodies,
        ].join('\n');
      const seenByRed = await everything(red);
      const seenByBlue = await everything(blue);
      const seenByWatcher = await everything(watcher);
      expect(seenByRed).toContain(setups.red);
      expect(seenByRed).not.toContain(setups.blue);
      expect(seenByBlue).not.toContain(setups.red);
      expect(seenByWatcher).not.toContain(setups.red);
      expect(seenByWatcher).not.toContain(setups.blue);
      // Every position text a player received shows the enemy's pieces as X/x, unless revealed (`!`,
      // after an attack or a scout's run, ST-9), and no square names more enemy ranks than were revealed.
      const positions = (traffic: Traffic) => [...traffic.frames, ...traffic.bodies].flatMap((text) => [...text.matchAll(/"position":"([^"]*)"/g)].map((match) => match[1] as string));
      const placement = (position: string) => position.split(' ')[0] ?? '';
      const hidden = (position: string) => placement(position).replace(/![A-Za-z]/g, '');
      expect(positions(red.traffic).length).toBeGreaterThan(0);
      for (const position of positions(red.traffic)) expect(hidden(position)).not.toMatch(/[a-wyz]/);
      for (const position of positions(blue.traffic)) expect(hidden(position)).not.toMatch(/[A-WYZ]/);
      const labels = (page: Page) => page.locator('svg.board [role="button"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
      const revealed = (traffic: Traffic, enemy: RegExp) => (placement(positions(traffic).at(-1) ?? '').match(enemy) ?? []).length;
      const namedEnemies = async (page: Page, enemy: string) => (await labels(page)).filter((label) => label.includes(`, ${enemy} `) && !label.includes(`unknown ${enemy} piece`)).length;
      expect(await namedEnemies(red.page, 'blue')).toBeLessThanOrEqual(revealed(red.traffic, /![a-z]/g));
      expect(await namedEnemies(blue.page, 'red')).toBeLessThanOrEqual(revealed(blue.traffic, /![A-Z]/g));
      for (const side of [red, blue, watcher]) expect(side.errors).toEqual([]);
    } finally {
      await Promise.all([red.context.close(), blue.context.close(), watcher.context.close()]);
    }
  });
});
