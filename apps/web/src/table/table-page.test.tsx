// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { createSession, inProcessThinker, LocalTable, type GameSession, type SessionOptions } from '@tabula/play';
import { GameRoute } from '../game/game-route.js';
import type { GameSettings } from '../game/game-settings.js';
import { startGame, type KeyValueStore } from '../game/saved-game.js';
import TablePage from './table-page.js';

function memoryStore(): KeyValueStore & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const thinker = inProcessThinker(registry);

/** The game page as `#/play` opens it: the game kept in the store, on a local table. */
function openGame(settings: GameSettings) {
  const store = memoryStore();
  const started = startGame(store, settings);
  if (!started.ok) throw new Error(started.error.message);
  render(<GameRoute store={store} />);
  return store;
}

function sessionOf(options: Partial<SessionOptions> & Pick<SessionOptions, 'game'>): GameSession {
  const created = createSession({ seats: ['human', { bot: 'level1' }], seed: 3, ...options }, { thinker });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** The one page over a local table of `session`. */
function openTable(session: GameSession): LocalTable {
  const table = new LocalTable(session);
  const place = { kind: 'local' as const, bots: table, onNewGame: () => undefined, onLoadRecord: () => null };
  render(<TablePage table={table} place={place} store={memoryStore()} />);
  return table;
}

function status(): string {
  return screen.getAllByRole('status')[0]?.textContent ?? '';
}

function square(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

function typeMove(text: string) {
  fireEvent.change(screen.getByLabelText('Type a move'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
}

afterEach(cleanup);

describe('the game page at one device', () => {
  it('plays a move by choosing a piece and a destination, announces it and keeps the game', async () => {
    const store = openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    await screen.findByRole('group', { name: /board/ });
    expect(status()).toContain('White to move');
    fireEvent.click(square(/^e2, white pawn/));
    expect(square(/^e4, empty, legal destination/)).toBeTruthy();
    fireEvent.click(square(/^e4, empty, legal destination/));
    await waitFor(() => { expect(status()).toBe("White played e2e4: White's pawn moved from e2 to e4. Black to move"); });
    expect(screen.getByRole('button', { name: 'move 1, White: e2e4' }).title).toBe("White's pawn moved from e2 to e4.");
    expect(square(/^e4, white pawn, last move/)).toBeTruthy();
    expect([...store.values.values()].join()).toContain('e2e4');
  });

  it('refuses a destination the piece cannot reach and changes nothing', async () => {
    openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    await screen.findByRole('group', { name: /board/ });
    fireEvent.click(square(/^e2, white pawn/));
    fireEvent.click(square(/^e5, empty/));
    expect(screen.getByRole('alert').textContent).toMatch(/not a legal destination|can move now/);
    expect(square(/^e2, white pawn/)).toBeTruthy();
    expect(status()).toContain('White to move');
  });

  it('G-4: at one device the last mover offers a takeback, and the other player accepts it', async () => {
    openTable(sessionOf({ game: 'simple-chess', seats: ['human', 'human'] }));
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    expect(status()).toContain('Black to move');
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    const ask = await screen.findByRole('group', { name: 'Takeback offer' });
    expect(ask.textContent).toContain('White asks to take back their last move. Black, accept?');
    expect(status()).toContain('Black to move');
    fireEvent.click(screen.getByRole('button', { name: 'Accept takeback' }));
    await waitFor(() => { expect(status()).toContain('White took back 1 move. White to move'); });
    expect(screen.queryByRole('group', { name: 'Takeback offer' })).toBeNull();
    expect(square(/^d2, white pawn$/)).toBeTruthy();
    expect(square(/^d4, empty$/)).toBeTruthy();
  });

  it('G-4: at one device a declined takeback changes nothing', async () => {
    openTable(sessionOf({ game: 'simple-chess', seats: ['human', 'human'] }));
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Decline takeback' }));
    await waitFor(() => { expect(status()).toContain('Black declined the takeback.'); });
    expect(square(/^d4, white pawn/)).toBeTruthy();
  });

  it('shows the game-over banner with the reason after a resignation confirmed with Yes', async () => {
    openTable(sessionOf({ game: 'jungle', seats: ['human', 'human'] }));
    expect(screen.queryByText('Game over.')).toBeNull();
    act(() => { screen.getByRole('button', { name: 'Resign' }).click(); });
    expect(screen.queryByText('Game over.')).toBeNull();
    act(() => { screen.getByRole('button', { name: 'Yes, resign' }).click(); });
    const banner = (await screen.findByText('Game over.')).closest('[role="alert"]');
    expect(banner?.textContent).toMatch(/resign/i);
    expect(screen.getByRole('button', { name: 'Resign' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the game page: takebacks against a bot (G-4)', () => {
  it('G-4: after the end, Take back is disabled, and nothing reopens the game', () => {
    // Fire's bomb takes Water's last piece and itself with it: a draw (CK-5, CK-6).
    const session = sessionOf({ game: 'checkers61b', position: '8/8/8/8/3p4/2B5/8/8 f 1' });
    session.submit(0, 'c3e5');
    openTable(session);
    expect((screen.getByRole('button', { name: 'Take back' }) as HTMLButtonElement).disabled).toBe(true);
    expect(session.phase).toBe('over');
  });

  it('G-4: after an attack revealed ranks, a takeback is refused with the rule', async () => {
    // Red's captain on e4 takes Blue's lieutenant on e5; the bot answers.
    const session = sessionOf({ game: 'stratego', position: 'F9/T9/10/4P5/4l5/10/10/10/9t/9f r 1' });
    session.submit(0, 'e4e5');
    await session.playBotTurn();
    openTable(session);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() => { expect(screen.getByRole('alert').textContent).toContain("G-4: Red's e4e5 revealed a rank"); });
    expect(session.plies).toBe(2);
  });

  it('G-4: a quiet move against a bot is taken back at once, without asking', async () => {
    const session = sessionOf({ game: 'stratego', position: 'F9/T9/10/10/10/10/10/10/9t/9f r 1' });
    session.submit(0, 'a2a3');
    await session.playBotTurn();
    openTable(session);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() => { expect(session.plies).toBe(0); });
    expect(screen.queryByRole('group', { name: 'Takeback offer' })).toBeNull();
  });
});

describe('the game page: moves told in words (Game.tellMove)', () => {
  it('hot-seat Stratego: the cover says a battle with both ranks (ST-5), a quiet move with none (ST-9)', () => {
    openTable(sessionOf({ game: 'stratego', seats: ['human', 'human'], position: 'F8T/10/10/4S5/4m5/10/10/10/1g8/9f r 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'I am Red: show my board' }));
    typeMove('e4e5');
    // The attacker reads the result on the cover, before handing over; the next player reads it too.
    expect(status()).toBe("Red played e4e5: Red's scout attacked Blue's marshal on e5 and lost.");
    expect(screen.getByRole('heading', { name: 'Pass the device to Blue' })).toBeTruthy();
    expect(document.querySelector('svg.board')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I am Blue: show my board' }));
    typeMove('b9b8');
    expect(status()).toBe('Blue played b9b8: Blue moved a piece from b9 to b8.');
    expect(document.body.textContent).not.toContain('general');
  });

  it('Jungle at one device: the status line says the move in the words of the game', () => {
    openTable(sessionOf({ game: 'jungle', seats: ['human', 'human'] }));
    typeMove('a3a4');
    expect(status()).toBe("Blue played a3a4: Blue's rat moved from a3 to a4. Red to move");
  });
});

describe('the game page: drops in a game with hands (animal chess)', () => {
  it('an empty square clicked with nothing picked drops nothing and points to the hand; a chick picked there drops (AC-4)', async () => {
    openTable(sessionOf({ game: 'animal-chess', seats: ['human', 'human'], position: '2L2/5/5/5/5/2l2 0 H 1' }));
    fireEvent.click(square(/^b3, empty/));
    expect(screen.getByRole('alert').textContent).toBe('nothing on b3 can move now; to drop a piece there, pick it from your hand first');
    expect(status()).toContain('North to move');
    fireEvent.click(screen.getByRole('button', { name: 'north chick in hand' }));
    fireEvent.click(square(/^b3, empty, legal destination/));
    await waitFor(() => { expect(status()).toContain('South to move'); });
    expect(square(/^b3, north chick/)).toBeTruthy();
    // The hand keeps its own tray: no placement tray is added beside it.
    expect(screen.queryByRole('region', { name: 'Pieces to place' })).toBeNull();
  });
});
