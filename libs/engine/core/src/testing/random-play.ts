import type { Game } from '../game.js';
import { unwrap } from '../result.js';
import { createRng, type Rng } from '../rng.js';

/** How {@link randomGame} picks each move: by default `rng.pick(moves)`. */
export type ChooseMove<S, M> = (moves: readonly M[], state: S, rng: Rng) => M;

/**
 * The positions of a seeded random game: `game.start(rng)`, then one position a move, `plies` moves at
 * most (fewer when the game ends). What tests and benches play to reach middle games. `seed` may be a
 * generator already in use, so that several games draw from one sequence.
 */
export function randomGame<S, M, Setup>(game: Game<S, M, Setup>, seed: number | string | Rng, plies: number, choose?: ChooseMove<S, M>): S[] {
  const rng = typeof seed === 'object' ? seed : createRng(seed);
  let state = game.start(rng);
  const states = [state];
  for (let ply = 0; ply < plies; ply++) {
    const moves = game.legalMoves(state);
    if (moves.length === 0) break;
    state = unwrap(game.play(state, choose ? choose(moves, state, rng) : rng.pick(moves)));
    states.push(state);
  }
  return states;
}

/** The last position of {@link randomGame}: where `plies` seeded random moves lead. */
export function randomPosition<S, M, Setup>(game: Game<S, M, Setup>, seed: number | string | Rng, plies: number, choose?: ChooseMove<S, M>): S {
  const states = randomGame(game, seed, plies, choose);
  return states[states.length - 1] as S;
}
