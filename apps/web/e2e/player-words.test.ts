import { describe, expect, it } from 'vitest';
import { playAnyMoveByClicking, startFromHome, waitForMoves } from './support/game-driver.js';
import { serveAppForThisFile } from './support/served-app.js';

// What a player reads: refusals that link to their rule, a notice that goes once it is answered, an
// unknown game said to be unknown, and pages that speak of the computer, not of bots and versions.
describe('the words a player reads', () => {
  const app = serveAppForThisFile();

  it('links the rule id of a refusal to that rule, which opens marked and in view (JG-4)', async () => {
    const { page, context } = await app.newPage({ width: 1366, height: 768 });
    try {
      await startFromHome(page, app.url, 'Jungle', 'level1', 'Blue');
      // Blue's wolf on e3 faces the lake on e4: only the rat may swim.
      await page.getByLabel('Type a move').fill('e3e4');
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      const link = page.getByRole('alert').getByRole('link', { name: 'JG-4' });
      await link.click();
      await page.waitForURL(/#\/rules\/jungle\/JG-4$/);
      const rule = page.locator('tr#JG-4');
      await expect(rule.getAttribute('aria-current')).resolves.toBe('true');
      await expect.poll(() => rule.evaluate((row) => { const box = row.getBoundingClientRect(); return box.top >= 0 && box.bottom <= window.innerHeight; })).toBe(true);
      // Each rule links to itself, so it can be shared.
      await expect(page.locator('tr#JG-5 a').getAttribute('href')).resolves.toBe('#/rules/jungle/JG-5');
      // The title is the game's name, with no section number, id or origin.
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Jungle');
    } finally {
      await context.close();
    }
  });

  it('drops the "earlier move" notice once Live is pressed', async () => {
    const { page, context } = await app.newPage({ width: 1366, height: 768 });
    try {
      await startFromHome(page, app.url, 'Simplified chess', 'level1', 'White');
      await playAnyMoveByClicking(page, 'White');
      await waitForMoves(page, 2);
      await page.getByRole('button', { name: 'First' }).click();
      await page.locator('[data-square="e2"]').click();
      const notice = page.locator('.problem').filter({ hasText: 'press Live' });
      await notice.waitFor();
      await page.getByRole('button', { name: 'Live' }).click();
      await expect.poll(() => notice.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('says there is no such game for a watch link to an unknown game, instead of reconnecting for ever', async () => {
    const { page, context } = await app.newPage({ width: 390, height: 844 });
    try {
      await page.goto(`${app.url}#/watch/nosuchgame`);
      await page.getByText('There is no game nosuchgame on this server').waitFor();
      // The refusal is final: no "Reconnecting…" after it.
      await page.waitForTimeout(1500);
      await expect(page.getByText('Reconnecting…').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lists the computer as "Computer (level 1)" in the lobby, with no version counts', async () => {
    const created = await fetch(new URL('/api/games', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'jungle', players: ['human', { bot: 'level1' }], take: [0] }),
    });
    expect(created.status).toBe(201);
    const { page, context } = await app.newPage({ width: 1366, height: 768 });
    try {
      await page.goto(`${app.url}#/lobby`);
      const entry = page.getByRole('listitem').filter({ hasText: 'Computer (level 1)' }).first();
      await entry.waitFor();
      await expect(entry.textContent()).resolves.not.toMatch(/changes|bot level/);
    } finally {
      await context.close();
    }
  });
});
