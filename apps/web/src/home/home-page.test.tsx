// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ticTacToe, ticTacToeNotation } from '@tabula/engine-core/testing';
import { registry } from '@tabula/games';
import { HomePage } from './home-page.js';

afterEach(cleanup);

describe('the home page', () => {
  it('counts the games the registry gives it, in words', () => {
    render(<HomePage games={registry.list()} hasGame={false} />);
    expect(screen.getByText(/one rules engine/).textContent).toBe('Five board games, one rules engine.');
    cleanup();
    render(<HomePage games={[{ id: 'tic-tac-toe', game: ticTacToe, notation: ticTacToeNotation, meta: { summary: 'tests', board: '3×3', origin: 'tests' } }]} hasGame={false} />);
    expect(screen.getByText(/one rules engine/).textContent).toBe('One board game, one rules engine.');
  });
});
