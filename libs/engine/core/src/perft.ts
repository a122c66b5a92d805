import type { Game } from './game.js';

/**
 * Counts the leaf nodes of the move tree `depth` plies deep (perft), through the Game contract alone.
 * Leaves are counted in bulk at the last ply (`legalMoves(state).length`), which is exact because a
 * finished game lists no moves (G-2).
 */
export function genericPerft<S, M>(game: Game<S, M, unknown>, state: S, depth: number): number {
  if (depth <= 0) return 1;
  const moves = game.legalMoves(state);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const move of moves) {
    const next = game.play(state, move);
    if (!next.ok) throw new Error(`legalMoves listed a move play refused: ${next.error.message}`);
    total += genericPerft(game, next.value, depth - 1);
  }
  return total;
}

/** Perft through the game's fast counter when it has one, else {@link genericPerft}. */
export function perft<S, M>(game: Game<S, M, unknown>, state: S, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) throw new RangeError(`perft depth must be a whole number ≥ 0, got ${depth}`);
  return game.perft ? game.perft(state, depth) : genericPerft(game, state, depth);
}

/** One line of a {@link divide}: a legal move and the perft count below it. */
export interface DivideEntry<M> {
  readonly move: M;
  readonly count: number;
}

/**
 * Perft split by first move: for each legal move, the leaf count `depth - 1` plies below it. The sum
 * of the counts is `perft(depth)`; comparing two engines' divides finds the move where they differ.
 */
export function divide<S, M>(game: Game<S, M, unknown>, state: S, depth: number): DivideEntry<M>[] {
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError(`divide depth must be a whole number ≥ 1, got ${depth}`);
  return game.legalMoves(state).map((move) => {
    const next = game.play(state, move);
    if (!next.ok) throw new Error(`legalMoves listed a move play refused: ${next.error.message}`);
    return { move, count: perft(game, next.value, depth - 1) };
  });
}
