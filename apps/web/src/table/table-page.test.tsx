// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { createSession, inProcessThinker, type GameSession } from '@tabula/play';
import GamePage from './game-page.js';
import type { GameSettings } from './game-settings.js';
import { resumeGame, startGame, type KeyValueStore } from './saved-game.js';

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

function openGame(settings: GameSettings) {
  const store = memoryStore();
  const started = startGame(store, settings);
  if (!started.ok) throw new Error(started.error.message);
  const resumed = resumeGame(store, thinker);
  if (!resumed?.session.ok) throw new Error('the game did not resume');
  render(<GamePage initial={{ settings: resumed.settings, session: resumed.session.value }} store={store} thinker={thinker} />);
  return store;
}

function status(): string {
  return screen.getAllByRole('status')[0]?.textContent ?? '';
}

function square(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

afterEach(cleanup);

describe('the game page', () => {
  it('plays a move by choosing a piece and a destination, announces it and keeps the game', () => {
    const store = openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    expect(status()).toContain('White to move');
    fireEvent.click(square(/^e2, white pawn/));
    expect(square(/^e4, empty, legal destination/)).toBeTruthy();
    fireEvent.click(square(/^e4, empty, legal destination/));
    expect(status()).toBe("White played e2e4: White's pawn moved from e2 to e4. Black to move");
    expect(screen.getByRole('button', { name: 'move 1, White: e2e4' }).title).toBe("White's pawn moved from e2 to e4.");
    expect(square(/^e4, white pawn, last move/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'move 1, White: e2e4' })).toBeTruthy();
    expect([...store.values.values()].join()).toContain('e2e4');
  });

  it('refuses a destination the piece cannot reach and changes nothing', () => {
    openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    fireEvent.click(square(/^e2, white pawn/));
    fireEvent.click(square(/^e5, empty/));
    expect(screen.getByRole('alert').textContent).toMatch(/not a legal destination|can move now/);
    expect(square(/^e2, white pawn/)).toBeTruthy();
    expect(status()).toContain('White to move');
  });

  it('G-4: in hot-seat, Undo asks the other player, and an accepted takeback takes the move back', () => {
    openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    expect(status()).toContain('Black to move');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    const ask = screen.getByRole('group', { name: 'Takeback' });
    expect(ask.textContent).toContain('White asks to take back d2d4. Black, accept?');
    expect(status()).toContain('Black to move');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('group', { name: 'Takeback' })).toBeNull();
    expect(status()).toContain('White to move');
    expect(square(/^d2, white pawn$/)).toBeTruthy();
    expect(square(/^d4, empty$/)).toBeTruthy();
  });

  it('shows the game-over banner with the reason after a resignation confirmed twice', () => {
    openGame({ game: 'jungle', opponent: 'hotseat', side: 0, seed: 'page-test' });
    expect(screen.queryByText('Game over.')).toBeNull();
    const resign = screen.getByRole('button', { name: 'Resign' });
    act(() => { resign.click(); });
    expect(screen.queryByText('Game over.')).toBeNull();
    act(() => { screen.getByRole('button', { name: 'Really resign?' }).click(); });
    const banner = screen.getByText('Game over.').closest('[role="alert"]');
    expect(banner?.textContent).toMatch(/resign/i);
    expect(screen.getByRole('button', { name: 'Resign' }).hasAttribute('disabled')).toBe(true);
  });

  it('G-4: in hot-seat, a declined takeback changes nothing', () => {
    openGame({ game: 'simple-chess', opponent: 'hotseat', side: 0, seed: 'page-test' });
    fireEvent.click(square(/^d2, white pawn/));
    fireEvent.click(square(/^d4, empty/));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(status()).toContain('Black declined the takeback.');
    expect(square(/^d4, white pawn/)).toBeTruthy();
  });
});

describe('the game page: takebacks against a bot (G-4)', () => {
  function openSession(settings: GameSettings, session: GameSession) {
    render(<GamePage initial={{ settings, session }} store={memoryStore()} thinker={thinker} />);
  }

  function sessionOf(game: string, position: string): GameSession {
    const created = createSession({ game, seats: ['human', { bot: 'level1' }], seed: 3, position }, { thinker });
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  }

  it('G-4: after the end, Undo is disabled and says that a finished game is never reopened', () => {
    // Fire's bomb takes Water's last piece and itself with it: a draw (CK-5, CK-6).
    const session = sessionOf('checkers61b', '8/8/8/8/3p4/2B5/8/8 f 1');
    session.submit(0, 'c3e5');
    openSession({ game: 'checkers61b', opponent: 'level1', side: 0, seed: '3' }, session);
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(undo.title).toBe('G-4: the game is over (mutual-destruction); a finished game is never reopened');
    expect(session.phase).toBe('over');
  });

  it('G-4: after an attack revealed ranks, Undo is disabled and says why', async () => {
    // Red's captain on e4 takes Blue's lieutenant on e5; the bot answers.
    const session = sessionOf('stratego', 'F9/T9/10/4P5/4l5/10/10/10/9t/9f r 1');
    session.submit(0, 'e4e5');
    await session.playBotTurn();
    openSession({ game: 'stratego', opponent: 'level1', side: 0, seed: '3' }, session);
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    expect(undo.title).toContain("G-4: Red's e4e5 revealed a rank");
    expect(session.plies).toBe(2);
  });

  it('G-4: a quiet move against a bot is taken back at once, without asking', async () => {
    const session = sessionOf('stratego', 'F9/T9/10/10/10/10/10/10/9t/9f r 1');
    session.submit(0, 'a2a3');
    await session.playBotTurn();
    openSession({ game: 'stratego', opponent: 'level1', side: 0, seed: '3' }, session);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('group', { name: 'Takeback' })).toBeNull();
    expect(session.plies).toBe(0);
  });
});

describe('the game page: moves told in words (Game.tellMove)', () => {
  function typeMove(text: string) {
    fireEvent.change(screen.getByLabelText('Type a move'), { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  }

  it('hot-seat Stratego: the cover says a battle with both ranks (ST-5), a quiet move with none (ST-9)', () => {
    const created = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 3, position: 'F8T/10/10/4S5/4m5/10/10/10/1g8/9f r 1' }, { thinker });
    if (!created.ok) throw new Error(created.error.message);
    render(<GamePage initial={{ settings: { game: 'stratego', opponent: 'hotseat', side: 0, seed: '3' }, session: created.value }} store={memoryStore()} thinker={thinker} />);
    fireEvent.click(screen.getByRole('button', { name: 'I am Red: show my board' }));
    typeMove('e4e5');
    // The attacker reads the result on the cover, before handing over; the next player reads it too.
    expect(status()).toBe("Red played e4e5: Red's scout attacked Blue's marshal on e5 and lost.");
    expect(screen.getByRole('heading', { name: 'Pass the device to Blue' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I am Blue: show my board' }));
    typeMove('b9b8');
    expect(status()).toBe('Blue played b9b8: Blue moved a piece from b9 to b8.');
    expect(document.body.textContent).not.toContain('general');
  });

  it('Jungle at one device: the status line says the move in the words of the game', () => {
    openGame({ game: 'jungle', opponent: 'hotseat', side: 0, seed: 'page-test' });
    typeMove('a3a4');
    expect(status()).toBe("Blue played a3a4: Blue's rat moved from a3 to a4. Red to move");
  });
});
