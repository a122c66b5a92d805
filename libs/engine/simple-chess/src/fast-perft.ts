import { boardPerft } from '@tabula/engine-core';
import { SimpleChessBoard } from './search-board/index.js';
import type { SimpleChessState } from './state.js';

/**
 * The game's `perft`: the leaves `depth` plies below `state`, through the search board's moves, play
 * and undo — the same movement the bots search with — equal to `genericPerft` over the Game contract
 * (the tests check both). The move generator's count is exact at the last ply, because there is no
 * check (SC-5) to filter moves, and a finished game has no moves (G-2), so a captured king ends its
 * branch.
 */
export function fastPerft(state: SimpleChessState, depth: number): number {
  return boardPerft(new SimpleChessBoard(state), depth);
}
