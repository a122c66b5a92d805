import { ONGOING, type SearchBoard } from '@tabula/engine-core';

/** A score beyond any evaluation: a won game. */
const WIN = 1_000_000;

/** Nodes visited by {@link negamax} since the counter was reset. */
export const visited = { nodes: 0 };

/**
 * A plain fixed-depth negamax (no pruning, no ordering, no table) over a search board, doing per
 * node what the bots' alpha-beta does: `play`, then `outcome`, and at the leaves `evaluate` and
 * `captures` (the quiescence search's first look). A node is one `play`. It measures the board's
 * raw cost per node, which the real search then spends on ordering and its transposition table.
 */
export function negamax<S, M>(board: SearchBoard<S, M>, depth: number, buffer: Int32Array, at: number): number {
  const mover = board.toMove();
  if (depth === 0) {
    // As quiescence search does: the stand-pat evaluation, then the captures to follow.
    const value = board.evaluate(mover);
    return value + (board.captures(buffer, at) & 1); // use the count, so the call is not optimised away
  }
  const count = board.moves(buffer, at);
  const end = at + count;
  let best = -WIN - 1;
  for (let i = at; i < end; i++) {
    board.play(buffer[i] as number);
    visited.nodes++;
    const outcome = board.outcome();
    const score = outcome === ONGOING ? -negamax(board, depth - 1, buffer, end) : outcome === mover ? WIN : -WIN;
    board.undo();
    if (score > best) best = score;
  }
  return best;
}
