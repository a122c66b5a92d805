// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRng } from '@tabula/engine-core';
import { registry, sideHues } from '@tabula/games';
import { Board } from './board.js';

function chessStart() {
  const entry = registry.get('simple-chess');
  if (!entry.ok) throw new Error(entry.error.message);
  const { game } = entry.value;
  return { picture: game.picture(game.view(game.start(createRng(1)), 0)), names: game.playerNames, hues: sideHues(entry.value) };
}

afterEach(cleanup);

// A click from assistive technology (or a test) has no pointer behind it (detail 0): it chooses the square.
describe('the board as a person uses it', () => {
  it('names every square by its square and what stands on it', () => {
    const { picture, names, hues } = chessStart();
    render(<Board picture={picture} playerNames={names} hues={hues} label="Simplified chess board" />);
    const board = screen.getByRole('group', { name: 'Simplified chess board' });
    expect(within(board).getByRole('button', { name: 'e2, white pawn' })).toBeTruthy();
    expect(within(board).getByRole('button', { name: 'e4, empty' })).toBeTruthy();
    expect(within(board).getByRole('button', { name: 'e8, black king' })).toBeTruthy();
    expect(within(board).getAllByRole('button')).toHaveLength(64);
  });

  it('reports the square a click chooses, and shows the selection and its legal destinations', () => {
    const { picture, names, hues } = chessStart();
    const onActivate = vi.fn();
    const { rerender } = render(<Board picture={picture} playerNames={names} hues={hues} label="board" onActivate={onActivate} />);
    fireEvent.click(screen.getByRole('button', { name: 'e2, white pawn' }));
    expect(onActivate).toHaveBeenCalledWith('e2');
    rerender(<Board picture={picture} playerNames={names} hues={hues} label="board" onActivate={onActivate} selected="e2" targets={['e3', 'e4']} />);
    const pawn = screen.getByRole('button', { name: 'e2, white pawn, selected' });
    expect(pawn.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'e3, empty, legal destination' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'e4, empty, legal destination' }));
    expect(onActivate).toHaveBeenLastCalledWith('e4');
    expect(screen.queryAllByRole('button', { name: /legal destination/ })).toHaveLength(2);
  });

  it('chooses the focused square with Enter and marks the last move', () => {
    const { picture, names, hues } = chessStart();
    const onActivate = vi.fn();
    render(<Board picture={picture} playerNames={names} hues={hues} label="board" onActivate={onActivate} lastMove={{ from: 'g1', path: ['f3'] }} />);
    expect(screen.getByRole('button', { name: 'f3, empty, last move' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'g1, white knight, last move' }), { key: 'Enter' });
    expect(onActivate).toHaveBeenCalledWith('g1');
  });

  it('draws a picture with no buttons when it is not for playing', () => {
    const { picture, names, hues } = chessStart();
    render(<Board picture={picture} playerNames={names} hues={hues} label="start position" interactive={false} />);
    expect(screen.getByRole('img', { name: 'start position' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
