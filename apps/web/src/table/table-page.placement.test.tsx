// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, ok, opponent, over, playing, type Game, type Notation, type Player } from '@tabula/engine-core';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { createRegistry, type GameEntry, type Registry } from '@tabula/games';
import { createSession, LocalTable } from '@tabula/play';
import type { KeyValueStore } from '../game/saved-game.js';
import TablePage from './table-page.js';

/**
 * Rings and stones, for these tests only: the smallest game that puts pieces of two kinds and keeps
 * no hand. Three squares in a row; each player in turn puts a ring or a stone on an empty one (`R@b1`);
 * the game ends, drawn, when the row is full.
 */
interface RowState {
  readonly cells: readonly ({ readonly owner: Player; readonly kind: 'ring' | 'stone' } | null)[];
  readonly toMove: Player;
}
interface Placement {
  readonly cell: number;
  readonly kind: 'ring' | 'stone';
}
const SQUARES = ['a1', 'b1', 'c1'];
const LETTER = { ring: 'R', stone: 'S' } as const;
const full = (state: RowState) => state.cells.every((cell) => cell !== null);

const ringsAndStones: Game<RowState, Placement> = {
  id: 'rings-and-stones',
  name: 'Rings and stones (test game)',
  playerNames: ['Light', 'Dark'],
  hiddenInformation: false,
  start: () => ({ cells: [null, null, null], toMove: 0 }),
  legalMoves: (state) =>
    full(state) ? [] : state.cells.flatMap((cell, i) => (cell === null ? [{ cell: i, kind: 'ring' as const }, { cell: i, kind: 'stone' as const }] : [])),
  play(state, move) {
    if (state.cells[move.cell] !== null) return fail('illegal-move', `${SQUARES[move.cell] ?? '?'} is taken`);
    return ok({ cells: state.cells.map((cell, i) => (i === move.cell ? { owner: state.toMove, kind: move.kind } : cell)), toMove: opponent(state.toMove) });
  },
  status: (state) => (full(state) ? over(null, 'row-full') : playing(state.toMove)),
  outcomeWords: { 'row-full': 'the row is full' },
  view: (state) => state,
  moveKey: (move) => `${LETTER[move.kind]}@${SQUARES[move.cell] ?? '?'}`,
  describeMove: (_state, move) => ({ from: null, path: [SQUARES[move.cell] ?? '?'], drop: move.kind }),
  picture: (state) => ({
    files: 3,
    ranks: 1,
    cells: state.cells.map((cell, i) => ({
      square: SQUARES[i] ?? '?',
      terrain: 'land',
      piece: cell && { owner: cell.owner, kind: cell.kind, name: cell.kind, letter: LETTER[cell.kind], symbol: LETTER[cell.kind] },
    })),
  }),
};

/** Position text: the row (`R`/`S` for Light, `r`/`s` for Dark, `.` empty), then who moves (`l`/`d`): `R.s d`. */
const ringsAndStonesNotation: Notation<RowState, Placement> = {
  gameId: 'rings-and-stones',
  parsePosition(text) {
    const [row = '', side = ''] = text.trim().split(/\s+/);
    if (!/^[RSrs.]{3}$/.test(row) || !/^[ld]$/.test(side)) return fail('parse', `not a position: ${text}`);
    const cells = [...row].map((ch) => (ch === '.' ? null : { owner: (ch === ch.toUpperCase() ? 0 : 1) as Player, kind: ch.toUpperCase() === 'R' ? ('ring' as const) : ('stone' as const) }));
    return ok({ cells, toMove: side === 'l' ? 0 : 1 });
  },
  formatPosition: (state) =>
    `${state.cells.map((cell) => (cell === null ? '.' : cell.owner === 0 ? LETTER[cell.kind] : LETTER[cell.kind].toLowerCase())).join('')} ${state.toMove === 0 ? 'l' : 'd'}`,
  parseMove(state, text) {
    const move = /^([RS])@([abc]1)$/i.exec(text.trim());
    if (!move) return fail('parse', `not a move: ${text}`);
    const placement: Placement = { cell: SQUARES.indexOf((move[2] as string).toLowerCase()), kind: (move[1] as string).toUpperCase() === 'R' ? 'ring' : 'stone' };
    return state.cells[placement.cell] === null ? ok(placement) : fail('illegal-move', `${move[2] as string} is taken`);
  },
  formatMove: (_state, move) => ringsAndStones.moveKey(move),
};

const meta = { summary: 'tests only', board: '3×3', origin: 'tests' };
const games: Registry = createRegistry([
  { id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta } as GameEntry,
  { id: 'rings-and-stones', game: ringsAndStones, notation: ringsAndStonesNotation, meta } as GameEntry,
]);

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

/** The one game page over a table of `game` from the tests' own registry, two people at this device. */
function openTable(game: string, registry: Registry = games) {
  const created = createSession({ game, seats: ['human', 'human'], seed: 1 }, { registry });
  if (!created.ok) throw new Error(created.error.message);
  const table = new LocalTable(created.value);
  const place = { kind: 'local' as const, bots: table, onNewGame: () => undefined, onLoadRecord: () => null };
  render(<TablePage table={table} place={place} store={memoryStore()} games={registry} />);
}

const status = () => screen.getAllByRole('status')[0]?.textContent ?? '';
const square = (name: RegExp) => screen.getByRole('button', { name });

afterEach(cleanup);

describe('the game page with a placement game', () => {
  it('plays a mark by clicking an empty square, with no tray for a game of one kind', async () => {
    openTable('tic-tac-toe');
    expect(status()).toContain('X to move');
    expect(screen.queryByRole('region', { name: 'Pieces to place' })).toBeNull();
    fireEvent.click(square(/^b2, empty/));
    await waitFor(() => { expect(status()).toContain('O to move'); });
    expect(square(/^b2, X mark/)).toBeTruthy();
  });

  it('ends in the words of the game when a row is marked', async () => {
    openTable('tic-tac-toe');
    for (const [name, next] of [['a1', 'O'], ['a2', 'X'], ['b1', 'O'], ['b2', 'X'], ['c1', '']] as const) {
      fireEvent.click(square(new RegExp(`^${name}, empty`)));
      if (next) await waitFor(() => { expect(status()).toContain(`${next} to move`); });
    }
    const banner = (await screen.findByText('Game over.')).closest('[role="alert"]');
    expect(banner?.textContent).toContain('X wins: three marks stand in a row.');
    expect(document.body.textContent).not.toContain('three-in-a-row');
  });

  it('says why a taken square takes nothing, and changes nothing', async () => {
    openTable('tic-tac-toe');
    fireEvent.click(square(/^b2, empty/));
    await waitFor(() => { expect(status()).toContain('O to move'); });
    fireEvent.click(square(/^b2, X mark/));
    expect(screen.getByRole('alert').textContent).toBe('nothing on b2 can move now');
    expect(status()).toContain('O to move');
  });

  it('shows the Captured panel only where the entry says pieces are captured', async () => {
    openTable('tic-tac-toe');
    expect(screen.queryByRole('heading', { name: 'Captured' })).toBeNull();
    cleanup();
    openTable('tic-tac-toe', createRegistry([{ id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { ...meta, captures: true } } as GameEntry]));
    expect(await screen.findByRole('heading', { name: 'Captured' })).toBeTruthy();
  });

  it('offers a tray of the kinds to place, and places the kind picked on the square clicked', async () => {
    openTable('rings-and-stones');
    const tray = screen.getByRole('region', { name: 'Pieces to place' });
    const stone = within(tray).getByRole('button', { name: 'place a stone' });
    expect(within(tray).getByRole('button', { name: 'place a ring' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(stone);
    expect(stone.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(square(/^b1, empty, legal destination/));
    await waitFor(() => { expect(status()).toContain('Dark to move'); });
    expect(square(/^b1, light stone/)).toBeTruthy();
  });

  it('asks which kind when an empty square is clicked with none picked', async () => {
    openTable('rings-and-stones');
    fireEvent.click(square(/^a1, empty/));
    const choice = screen.getByRole('group', { name: 'Choose the move' });
    fireEvent.click(within(choice).getByRole('button', { name: 'ring on a1' }));
    await waitFor(() => { expect(status()).toContain('Dark to move'); });
    expect(square(/^a1, light ring/)).toBeTruthy();
  });
});
