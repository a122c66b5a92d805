import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility.js';
import { seriousAxeViolations } from './support/axe-scan.js';
import { moveList, playAnyMoveByClicking, startFromHome, waitForMoves } from './support/game-driver.js';
import { recordFileFrom } from './support/record-file.js';
import { screenshotDir, serveAppForThisFile } from './support/served-app.js';

// The moves that need more than two clicks, Stratego's set-up and hot-seat hand-over, and an
// accessibility scan of every page, in the built client in a real Chromium.
describe('special moves and screens in a real browser', () => {
  const app = serveAppForThisFile();

  it('Checkers61b: a two-capture chain, one landing at a time, ended with Space (CK-3)', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await startFromHome(page, app.url, 'Checkers61b', 'level1', 'Fire');
      // Fire's pawn on c1 can take d2, d4 and d6 in turn; it stops after two.
      await page.locator('input[type="file"]').setInputFiles(recordFileFrom('checkers61b', '7p/8/3p4/8/3p4/8/3p4/P1P5 f 1'));
      await page.locator('[data-square="c1"][aria-label="c1, fire pawn"]').waitFor();
      await page.locator('[data-square="c1"]').click();
      await page.locator('[data-square="e3"]').click();
      await expect(page.locator('[data-square="c5"]').getAttribute('aria-label')).resolves.toBe('c5, empty, legal destination');
      await page.locator('[data-square="c5"]').click();
      // The chain could go on to e7; the board shows it mid-way, with d2 and d4 already taken.
      await expect(page.getByRole('button', { name: 'End turn (Space)' }).isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-square="d4"]').getAttribute('aria-label')).resolves.toBe('d4, empty');
      await page.keyboard.press('Space');
      await waitForMoves(page, 2);
      expect((await moveList(page).allTextContents())[0]).toBe('c1e3c5');
      await page.screenshot({ path: `${screenshotDir}/checkers61b-chain.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('animal chess: a chick dropped from the hand (AC-4)', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await startFromHome(page, app.url, 'Animal chess', 'level1', 'North');
      await page.locator('input[type="file"]').setInputFiles(recordFileFrom('animal-chess', '2L2/5/5/5/5/2l2 0 H 1'));
      const chick = page.getByRole('button', { name: 'north chick in hand' });
      await chick.click();
      await expect(page.locator('[data-square="b3"]').getAttribute('aria-label')).resolves.toBe('b3, empty, legal destination');
      await page.locator('[data-square="b3"]').click();
      await waitForMoves(page, 2);
      expect((await moveList(page).allTextContents())[0]).toBe('H*b3');
      await expect(page.locator('[data-square="b3"]').getAttribute('aria-label')).resolves.toMatch(/^b3, north chick/);
      await page.screenshot({ path: `${screenshotDir}/animal-chess-drop.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Stratego: set-up by dragging from the tray, a saved setup, and a hot-seat turn behind the cover (ST-1, ST-9)', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await startFromHome(page, app.url, 'Stratego', 'hotseat');
      await page.getByRole('heading', { name: 'Red: set up your army' }).waitFor();
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(page.getByRole('button', { name: 'Ready' }).isDisabled()).resolves.toBe(true);
      // Drag the marshal from the tray onto a4.
      await page.getByRole('button', { name: /^place red marshal/ }).dragTo(page.locator('[data-square="a4"]'));
      await expect(page.locator('[data-square="a4"]').getAttribute('aria-label')).resolves.toBe('a4, red marshal');
      await page.getByRole('button', { name: 'Randomise' }).click();
      await page.getByLabel('Setup name').fill('opening');
      await page.getByRole('button', { name: 'Save setup' }).click();
      await page.screenshot({ path: `${screenshotDir}/stratego-setup.png`, fullPage: true });
      await page.getByRole('button', { name: 'Ready' }).click();

      // Blue's turn to set up, behind the cover: no board, so no red rank, can be seen.
      await page.getByRole('heading', { name: 'Pass the device to Blue' }).waitFor();
      expect(await page.locator('svg.board').count()).toBe(0);
      await page.screenshot({ path: `${screenshotDir}/stratego-cover.png`, fullPage: true });
      await page.getByRole('button', { name: 'I am Blue: show my board' }).click();
      await page.getByLabel('Load a saved setup').selectOption('opening');
      await page.getByRole('button', { name: 'Ready' }).click();

      await page.getByRole('heading', { name: 'Pass the device to Red' }).waitFor();
      await page.getByRole('button', { name: 'I am Red: show my board' }).click();
      const [, landing] = await playAnyMoveByClicking(page, 'Red');
      await page.getByRole('heading', { name: 'Pass the device to Blue' }).waitFor();
      expect(await page.locator('svg.board').count()).toBe(0);
      await page.getByRole('button', { name: 'I am Blue: show my board' }).click();
      // Blue sees its own ranks and only backs of Red's (ST-9).
      const labels = await page.locator('svg.board [role="button"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
      // Only the piece that just moved can have shown its rank (a scout running more than one square).
      const seenRed = labels.filter((label) => /^[a-j]\d+, red /.test(label));
      expect(seenRed.every((label) => label.startsWith(`${landing}, `))).toBe(true);
      expect(labels.filter((label) => label.includes('unknown red piece')).length + seenRed.length).toBe(40);
      expect(labels.some((label) => label.includes('blue marshal'))).toBe(true);
      await expect(page.getByRole('status').first().textContent()).resolves.toContain('Blue to move');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Checkers61b: a bomb that captures explodes on screen, with a sound the one Sound switch mutes (CK-5)', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await startFromHome(page, app.url, 'Checkers61b', 'level1', 'Fire');
      await page.locator('input[type="file"]').setInputFiles(recordFileFrom('checkers61b', '7p/8/5p2/8/3p4/2B5/8/P7 f 1'));
      await page.locator('[data-square="c3"][aria-label="c3, fire bomb"]').waitFor();
      // One Sound switch covers every sound of the page (moves, captures, this explosion), on at first.
      await expect(page.getByRole('checkbox', { name: 'Sound' }).isChecked()).resolves.toBe(true);
      // The animation lasts under a second, which a loaded machine can miss between two looks: every square
      // an explosion is drawn on is noted by the page itself as it appears.
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as unknown as { blown: Set<string> }).blown = seen;
        new MutationObserver(() => {
          for (const cell of document.querySelectorAll('[data-at]:has(.explosion)')) seen.add(cell.getAttribute('data-at') ?? '');
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.locator('[data-square="c3"]').click();
      await page.locator('[data-square="e5"]').click();
      // The bomb, the pawn it jumped and the pawn beside its landing all go up at once.
      await page.screenshot({ path: `${screenshotDir}/checkers61b-explosion.png` });
      await expect.poll(() => page.evaluate(() => [...(window as unknown as { blown: Set<string> }).blown].sort())).toEqual(['d4', 'e5', 'f6']);
      await page.locator('.explosion').first().waitFor({ state: 'detached' });
      await page.getByRole('checkbox', { name: 'Sound' }).uncheck();
      await expect(page.evaluate(() => localStorage.getItem('tabula.sound'))).resolves.toBe('off');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a thinking bot, stops it, lets it go on, and a new game (n) cancels it', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      // A bot worker that never answers: the bot thinks for as long as the test needs.
      await context.route('**/assets/bot-worker-*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }));
      await startFromHome(page, app.url, 'Jungle', 'level3', 'Red');
      await page.locator('.thinking').waitFor();
      await expect(page.getByRole('status').first().textContent()).resolves.toContain('Blue to move — thinking');
      // The page stays live while the worker searches: the board still answers.
      await page.locator('[data-square="a1"]').click();
      await expect(page.getByRole('alert').first().textContent()).resolves.toBe('Blue is thinking');
      await page.getByRole('button', { name: 'Stop the bot' }).click();
      await page.getByRole('button', { name: 'Let the bot move' }).waitFor();
      expect(await page.locator('.thinking').count()).toBe(0);
      expect(await moveList(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Let the bot move' }).click();
      await page.locator('.thinking').waitFor();
      await page.locator('body').press('n');
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plays from the keyboard: arrows move between squares, Enter chooses', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await startFromHome(page, app.url, 'Simplified chess', 'hotseat');
      // The board is one tab stop; it starts on the top left square.
      await page.locator('[data-square="a8"]').focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('e2, white pawn');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('e4, empty, legal destination');
      await page.keyboard.press('Enter');
      await waitForMoves(page, 1);
      await expect(page.getByRole('status').first().textContent()).resolves.toBe("White played e2e4: White's pawn moved from e2 to e4. Black to move");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('every page passes the accessibility scans: named controls, one main heading, no serious or critical axe-core violation', async () => {
    const { page, context, errors } = await app.newPage();
    try {
      await page.goto(app.url);
      expect(await accessibilityProblems(page), 'home page').toEqual([]);
      expect(await seriousAxeViolations(page), 'home page (axe-core)').toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${screenshotDir}/home-phone.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${app.url}#/rules/jungle`);
      await page.locator('tr#JG-1').waitFor();
      await page.screenshot({ path: `${screenshotDir}/rules-jungle.png` });
      expect(await accessibilityProblems(page), 'rules page').toEqual([]);
      expect(await seriousAxeViolations(page), 'rules page (axe-core)').toEqual([]);
      await page.goto(`${app.url}#/new/jungle`);
      await page.getByLabel('Game').waitFor();
      expect(await accessibilityProblems(page), 'new-game form').toEqual([]);
      expect(await seriousAxeViolations(page), 'new-game form (axe-core)').toEqual([]);
      await startFromHome(page, app.url, 'Stratego', 'level1', 'Red');
      expect(await accessibilityProblems(page), 'Stratego set-up').toEqual([]);
      expect(await seriousAxeViolations(page), 'Stratego set-up (axe-core)').toEqual([]);
      await page.getByRole('button', { name: 'Ready' }).click();
      expect(await accessibilityProblems(page), 'game page').toEqual([]);
      expect(await seriousAxeViolations(page), 'game page (axe-core)').toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
