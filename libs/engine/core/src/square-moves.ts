/** A move from one square to another, by square index: what games without drops or chains play. */
export interface SquareMove {
  readonly from: number;
  readonly to: number;
}

/**
 * A game's walk over the moves of a position: calls `visit` with each move's squares until it returns
 * true. Games write the walk once and get both the move list and the "any move?" test (G-1) from it.
 */
export type SquareMoveWalk = (visit: (from: number, to: number) => boolean) => unknown;

/** Every move the walk visits, in its order. */
export function listSquareMoves(walk: SquareMoveWalk): SquareMove[] {
  const moves: SquareMove[] = [];
  walk((from, to) => {
    moves.push({ from, to });
    return false;
  });
  return moves;
}

/** Whether the walk visits any move, stopping it at the first. */
export function hasSquareMove(walk: SquareMoveWalk): boolean {
  let found = false;
  walk(() => (found = true));
  return found;
}
