import { describe, expect, it } from 'vitest';
import { onlineTerminalsForThisFile } from '../testing/online-terminals.js';

// A rematch at the terminal, end to end: the built `tabula` in real pseudo-terminals — a player who
// creates the game, one who joins it by the invite link, and a watcher — against the real API server
// (apps/api/dist/main.js), which alone opens the rematch and moves each token to its new seat. Each step
// waits for screen text, never for time.
const online = onlineTerminalsForThisFile();
const { run } = online;

describe('tabula play --server: a rematch', { timeout: 180_000 }, () => {
  it('after a resignation both players type rematch and play the new game with the seats swapped; the watcher follows', async () => {
    const blue = run(['play', 'jungle', '--server', online.url]);
    const pattern = /Invite link \(plays Red\): (http:\/\/\S+)/;
    await blue.waitFor(pattern);
    const invite = pattern.exec(blue.transcript())?.[1] as string;
    const red = run(['join', invite]);
    await blue.waitFor(/Round 1 · Blue to move[\s\S]*Blue>\s*$/);
    const watcher = run(['watch', invite.replace(/#\/join\/([^/]+)\/1$/, '#/watch/$1')]);
    await watcher.waitFor('Round 1 · Blue to move');

    // No rematch while the game is played: it is refused in words, and help lists it as for later.
    blue.type('rematch\r');
    await blue.waitFor('A rematch can be asked for once the game is over.');
    blue.type('help\r');
    await blue.waitFor('rematch       once an online game is over, asks to play it again with the seats swapped');

    blue.type('resign\r');
    const invitation = 'Type rematch to play again with the seats swapped, or quit.';
    await blue.waitFor(new RegExp(`${invitation}\\nGame over — save FILE, or press Enter to leave>\\s*$`));
    await red.waitFor(new RegExp(`${invitation}\\nGame over — save FILE, or press Enter to leave>\\s*$`));
    await watcher.waitFor('The game is over. Press q to stop watching; a rematch the players agree to is followed here.');

    red.type('rematch\r');
    await red.waitFor('You asked for a rematch; waiting for Blue.');
    await blue.waitFor('Red wants a rematch: type rematch to accept.');
    await watcher.waitFor('Red wants a rematch.');
    blue.type('rematch\r');
    await blue.waitFor('Rematch: you are now Red.');
    await red.waitFor('Rematch: you are now Blue.');
    const agreed = /Both players agreed to a rematch \(game ([^)]+)\): watching it\./;
    await watcher.waitFor(agreed);
    const next = agreed.exec(watcher.transcript())?.[1] as string;
    expect(next).not.toBe(/#\/join\/([^/]+)\//.exec(invite)?.[1]);
    await watcher.waitFor(`Watching ${next}: Blue against Red.`);

    // The seats are swapped: the player who joined as Red now moves first, as Blue, and the other sees it.
    await red.waitFor(/Jungle online — Blue: you, Red: your opponent\.[\s\S]*Round 1 · Blue to move[\s\S]*Blue>\s*$/);
    await blue.waitFor(/Jungle online — Blue: your opponent, Red: you\.[\s\S]*Waiting for Blue's move…/);
    red.type('a3a4\r');
    const moved = "Last move: Blue a3a4 — Blue's rat moved from a3 to a4.";
    await blue.waitFor(moved);
    await blue.waitFor(/Red>\s*$/);
    await watcher.waitFor(moved);

    blue.type('quit\r');
    red.type('quit\r');
    watcher.type('q');
    expect(await blue.exited).toBe(0);
    expect(await red.exited).toBe(0);
    expect(await watcher.exited).toBe(0);
  });
});
