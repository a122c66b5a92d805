import type { ChooseMove } from '@tabula/engine-core/testing';
import { randomPosition } from '@tabula/engine-core/testing';
import { stratego } from './game.js';
import type { StrategoMove, StrategoState } from './state.js';

/** Random play that attacks half the time it can, so that pieces fall and ranks show. */
export const attackingPlay: ChooseMove<StrategoState, StrategoMove> = (moves, state, rng) => {
  const attacks = moves.filter((move) => state.board[move.to] !== null);
  return attacks.length > 0 && rng.next() < 0.5 ? rng.pick(attacks) : rng.pick(moves);
};

/** A seeded random walk from a random setup, attacks preferred (tests' and the bench's middle games). */
export function middleGame(seed: number, plies: number): StrategoState {
  return randomPosition(stratego, seed, plies, attackingPlay);
}
