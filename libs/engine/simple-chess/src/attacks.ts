import { DIAGONAL, EIGHT_WAYS, ORTHOGONAL, type Direction, type Player } from '@tabula/engine-core';
import { board, FORWARD } from './board.js';
import { kindOf, ownerOf } from './pieces.js';
import type { SimpleChessState } from './state.js';

/** Adds one attack on every square a slider reaches, up to and including the first piece. */
function rays(cells: SimpleChessState['board'], from: number, directions: readonly Direction[], counts: number[]): void {
  for (const direction of directions) {
    for (let to = board.step(from, direction); to >= 0; to = board.step(to, direction)) {
      counts[to] = (counts[to] as number) + 1;
      if (cells[to] !== null) break;
    }
  }
}

/**
 * How many of `player`'s pieces attack each square (64 counts): squares a piece could capture on
 * if an enemy stood there, own pieces included (they are defended). Queens and knights attack
 * nothing, since they never move (SC-3); pawns attack only their forward diagonals (SC-4).
 */
export function attackCounts(cells: SimpleChessState['board'], player: Player): number[] {
  const counts = Array<number>(64).fill(0);
  cells.forEach((piece, from) => {
    if (piece === null || ownerOf(piece) !== player) return;
    switch (kindOf(piece)) {
      case 'pawn':
        for (const side of [-1, 1]) {
          const to = board.step(from, [side, FORWARD[player]]);
          if (to >= 0) counts[to] = (counts[to] as number) + 1;
        }
        return;
      case 'king':
        for (const direction of EIGHT_WAYS) {
          const to = board.step(from, direction);
          if (to >= 0) counts[to] = (counts[to] as number) + 1;
        }
        return;
      case 'rook':
        return rays(cells, from, ORTHOGONAL, counts);
      case 'bishop':
        return rays(cells, from, DIAGONAL, counts);
      case 'queen':
      case 'knight':
        return;
    }
  });
  return counts;
}
