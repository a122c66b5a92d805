import { board } from './board.js';
import type { AnimalChessState, Piece, PieceKind } from './state.js';

const BACK_ROW: readonly PieceKind[] = ['cat', 'giraffe', 'lion', 'giraffe', 'cat'];

/** The start position of docs/rules.md §1: `CGLGC/5/1HHH1/1hhh1/5/cglgc 0 - 1`. */
export function startState(): AnimalChessState {
  const cells: (Piece | null)[] = Array<Piece | null>(board.size).fill(null);
  BACK_ROW.forEach((kind, file) => {
    cells[board.index(file, 0)] = { owner: 0, kind, promoted: false };
    cells[board.index(file, 5)] = { owner: 1, kind, promoted: false };
  });
  for (const file of [1, 2, 3]) {
    cells[board.index(file, 2)] = { owner: 0, kind: 'chick', promoted: false };
    cells[board.index(file, 3)] = { owner: 1, kind: 'chick', promoted: false };
  }
  const empty = { giraffe: 0, cat: 0, chick: 0 };
  return { board: cells, hands: [empty, { ...empty }], toMove: 0, moveNumber: 1 };
}
