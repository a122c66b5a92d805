// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { registry } from '@tabula/games';
import { HomePage } from './home-page.js';

afterEach(cleanup);

describe('the home page', () => {
  it('counts the games the registry gives it, in words', () => {
    // Fixed lists, not the whole registry, so that the words expected do not change when a game is added.
    const five = registry.list().filter((entry) => ['animal-chess', 'checkers61b', 'jungle', 'stratego', 'simple-chess'].includes(entry.id));
    const ticTacToeEntry = { id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { summary: 'tests', board: '3×3', origin: 'tests' } };
    render(<HomePage games={five} hasGame={false} />);
    expect(screen.getByText(/one rules engine/).textContent).toBe('Five board games, one rules engine.');
    cleanup();
    render(<HomePage games={[...five, ticTacToeEntry]} hasGame={false} />);
    expect(screen.getByText(/one rules engine/).textContent).toBe('Six board games, one rules engine.');
    cleanup();
    render(<HomePage games={[ticTacToeEntry]} hasGame={false} />);
    expect(screen.getByText(/one rules engine/).textContent).toBe('One board game, one rules engine.');
  });
});
