import { DIAGONAL, EIGHT_WAYS, ORTHOGONAL, opponent, type Direction, type Player } from '@tabula/engine-core';
import { board, FORWARD, PAWN_START_RANK } from './board.js';
import { kindOf, ownerOf, type PieceLetter } from './pieces.js';
import type { SimpleChessMove, SimpleChessState } from './state.js';

type Cells = SimpleChessState['board'];

const KING_STEPS = board.neighbourTable(EIGHT_WAYS);
const ORTHOGONAL_STEPS = board.neighbourTable(ORTHOGONAL);
const DIAGONAL_STEPS = board.neighbourTable(DIAGONAL);

/** The square one step from `square` along direction `d` of a table, or -1 off the board. */
function next(table: Int16Array, square: number, d: number, directions: number): number {
  return table[square * directions + d] as number;
}

/** Whether `square` holds a piece of `player`. */
function holdsOwn(cells: Cells, square: number, player: Player): boolean {
  const piece = cells[square];
  return piece !== null && piece !== undefined && ownerOf(piece) === player;
}

/** Whether `square` holds a piece of `player`'s opponent. */
function holdsEnemy(cells: Cells, square: number, player: Player): boolean {
  return holdsOwn(cells, square, opponent(player));
}

/** SC-2: slide along each direction until the edge, stopping on (and including) an enemy piece. */
function slides(cells: Cells, from: number, player: Player, table: Int16Array, directions: readonly Direction[]): number[] {
  const targets: number[] = [];
  for (let d = 0; d < directions.length; d++) {
    for (let to = next(table, from, d, directions.length); to >= 0; to = next(table, to, d, directions.length)) {
      if (cells[to] === null) {
        targets.push(to);
        continue;
      }
      if (holdsEnemy(cells, to, player)) targets.push(to);
      break;
    }
  }
  return targets;
}

/** SC-4: a pawn's forward steps and diagonal captures. */
function pawnTargets(cells: Cells, from: number, player: Player): number[] {
  const targets: number[] = [];
  const file = board.fileOf(from);
  const rank = board.rankOf(from);
  const forward = FORWARD[player];
  const one = board.index(file, rank + forward);
  if (one >= 0 && cells[one] === null) {
    targets.push(one);
    const two = board.index(file, rank + 2 * forward);
    if (rank === PAWN_START_RANK[player] && two >= 0 && cells[two] === null) targets.push(two);
  }
  for (const side of [-1, 1]) {
    const capture = board.index(file + side, rank + forward);
    if (capture >= 0 && holdsEnemy(cells, capture, player)) targets.push(capture);
  }
  return targets;
}

/**
 * Every square the piece on `from` may move to (SC-1 … SC-5), ignoring whose turn it is. There is
 * no check (SC-5), so these are the legal moves, not merely pseudo-legal ones.
 */
export function targetsOf(cells: Cells, from: number): number[] {
  const piece = cells[from];
  if (piece === null || piece === undefined) return [];
  const player = ownerOf(piece);
  switch (kindOf(piece)) {
    case 'king': {
      const targets: number[] = [];
      for (let d = 0; d < EIGHT_WAYS.length; d++) {
        const to = next(KING_STEPS, from, d, EIGHT_WAYS.length);
        if (to >= 0 && !holdsOwn(cells, to, player)) targets.push(to);
      }
      return targets;
    }
    case 'rook':
      return slides(cells, from, player, ORTHOGONAL_STEPS, ORTHOGONAL);
    case 'bishop':
      return slides(cells, from, player, DIAGONAL_STEPS, DIAGONAL);
    case 'pawn':
      return pawnTargets(cells, from, player);
    case 'queen':
    case 'knight':
      // SC-3: the seed's queen and knight never move.
      return [];
  }
}

/**
 * Squares in the order of their names' text (`a1` < `a2` < … < `a8` < `b1`): file first, then
 * rank, which is how docs/notation.md sorts move lists (ranks here are single digits).
 */
const SQUARES_IN_TEXT_ORDER: readonly number[] = Array.from({ length: 64 }, (_, i) => (i % 8) * 8 + Math.floor(i / 8));
/** Position of each square in {@link SQUARES_IN_TEXT_ORDER}. */
const TEXT_RANK: readonly number[] = Array.from({ length: 64 }, (_, square) => board.fileOf(square) * 8 + board.rankOf(square));

/** All moves of `player` on a board, in canonical-text order (`a2a3` < `a2a4` < `b2b3`). */
export function movesOf(cells: Cells, player: Player): SimpleChessMove[] {
  const moves: SimpleChessMove[] = [];
  for (const from of SQUARES_IN_TEXT_ORDER) {
    if (!holdsOwn(cells, from, player)) continue;
    const targets = targetsOf(cells, from);
    if (targets.length > 1) targets.sort((a, b) => (TEXT_RANK[a] as number) - (TEXT_RANK[b] as number));
    for (const to of targets) moves.push({ from, to });
  }
  return moves;
}

/** Whether `player` has any move at all (G-1), without listing them. */
export function hasAnyMove(cells: Cells, player: Player): boolean {
  for (let from = 0; from < 64; from++) {
    if (holdsOwn(cells, from, player) && targetsOf(cells, from).length > 0) return true;
  }
  return false;
}

/** The square of `player`'s king, or -1 when it has been captured (SC-6). */
export function kingSquare(cells: Cells, player: Player): number {
  const king: PieceLetter = player === 0 ? 'K' : 'k';
  return cells.indexOf(king);
}
