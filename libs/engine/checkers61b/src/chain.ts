import { squareIndex, squareName } from './board.js';
import type { CheckersMove, CheckersState } from './state.js';

/** One square a piece may land on next while a turn is being built, with the move that ends there. */
export interface ChainLanding {
  readonly square: string;
  readonly move: CheckersMove;
}

/** Where a turn being built one landing at a time can go (the seed's select / select / end-turn flow). */
export interface ChainOptions {
  /**
   * The move made of the landings so far, when they are one (any non-empty prefix of a capture chain
   * is, CK-3): the player may end the turn with it. Null before the first landing, or when the
   * landings are not the start of any legal move.
   */
  readonly current: CheckersMove | null;
  /** Every square the piece may land on next, each with the move the landings so far plus it make. */
  readonly next: readonly ChainLanding[];
}

type LegalMoves = (state: CheckersState) => readonly CheckersMove[];

/**
 * The continuations of a partial turn: the piece on `from` has landed on `landings` so far (square
 * names, possibly none). Derived from the legal move list alone, so front ends building a chain
 * click by click follow exactly the rules `play` applies. An empty `next` and a null `current`
 * mean the landings are not the start of a legal move. To show the board after a partial chain,
 * play `current` (jumped pieces vanish at once, CK-2).
 */
export function chainOptionsFrom(legalMoves: LegalMoves, state: CheckersState, from: string, landings: readonly string[]): ChainOptions {
  const start = squareIndex(from);
  const path = landings.map(squareIndex);
  let current: CheckersMove | null = null;
  const next: ChainLanding[] = [];
  for (const move of legalMoves(state)) {
    if (move.from !== start || move.path.length < path.length || !path.every((square, i) => move.path[i] === square)) continue;
    if (move.path.length === path.length) {
      if (path.length > 0) current = move;
    } else if (move.path.length === path.length + 1) {
      next.push({ square: squareName(move.path[path.length] as number), move });
    }
  }
  return { current, next };
}

/** The squares of the pieces that have at least one legal move: what a player may select first. */
export function movableSquaresFrom(legalMoves: LegalMoves, state: CheckersState): string[] {
  return [...new Set(legalMoves(state).map((move) => squareName(move.from)))];
}
