import { kindOf, ownerOf, type PieceKind } from './pieces.js';
import { kingCapturedStatus } from './outcome.js';
import type { SimpleChessState } from './state.js';

/*
 * A fast perft on a 0x88 board (square = rank * 16 + file; `square & 0x88` is non-zero off the board),
 * with make/unmake in place and leaves counted in bulk at the last ply. It is an independent second
 * implementation of §5's movement, checked against `genericPerft` in the tests.
 */

const PAWN = 1;
const BISHOP = 3;
const ROOK = 4;
const KING = 6;
/** Piece codes: the kind in the low three bits, plus 8 for black. */
const CODE_OF_KIND: Readonly<Record<PieceKind, number>> = { pawn: 1, knight: 2, bishop: 3, rook: 4, queen: 5, king: 6 };
const BLACK = 8;

const KING_DIRECTIONS = [16, -16, 1, -1, 17, 15, -15, -17] as const;
const ROOK_DIRECTIONS = [16, -16, 1, -1] as const;
const BISHOP_DIRECTIONS = [17, 15, -15, -17] as const;

/** More than any position can have: ≤ 63 pieces with ≤ 14 targets each. */
const MOVES_PER_PLY = 1024;

/** Writes the targets of a slider into `out` from `n` on; returns the new count. */
function slide(b: Int8Array, from: number, own: number, dirs: readonly number[], out: Uint8Array, n: number): number {
  for (let d = 0; d < dirs.length; d++) {
    const step = dirs[d] as number;
    for (let to = from + step; (to & 0x88) === 0; to += step) {
      const q = b[to] as number;
      if (q === 0) {
        out[n++] = from;
        out[n++] = to;
        continue;
      }
      if ((q & BLACK) !== own) {
        out[n++] = from;
        out[n++] = to;
      }
      break;
    }
  }
  return n;
}

/**
 * Writes every move of the side whose colour bit is `own` as (from, to) byte pairs into `out`
 * starting at `base`, and returns the end offset. Queens and knights never move (SC-3).
 */
function generate(b: Int8Array, own: number, out: Uint8Array, base: number): number {
  let n = base;
  const forward = own === 0 ? 16 : -16;
  const startRank = own === 0 ? 1 : 6;
  for (let sq = 0; sq < 128; sq++) {
    if (sq & 8) {
      sq += 7;
      continue;
    }
    const p = b[sq] as number;
    if (p === 0 || (p & BLACK) !== own) continue;
    const kind = p & 7;
    if (kind === PAWN) {
      const one = sq + forward;
      if ((one & 0x88) !== 0) continue; // SC-4: a pawn on its last rank has no moves
      if (b[one] === 0) {
        out[n++] = sq;
        out[n++] = one;
        if (sq >> 4 === startRank && b[one + forward] === 0) {
          out[n++] = sq;
          out[n++] = one + forward;
        }
      }
      for (let side = -1; side <= 1; side += 2) {
        const to = one + side;
        if ((to & 0x88) !== 0) continue;
        const q = b[to] as number;
        if (q !== 0 && (q & BLACK) !== own) {
          out[n++] = sq;
          out[n++] = to;
        }
      }
    } else if (kind === ROOK) {
      n = slide(b, sq, own, ROOK_DIRECTIONS, out, n);
    } else if (kind === BISHOP) {
      n = slide(b, sq, own, BISHOP_DIRECTIONS, out, n);
    } else if (kind === KING) {
      for (let d = 0; d < 8; d++) {
        const to = sq + (KING_DIRECTIONS[d] as number);
        if ((to & 0x88) !== 0) continue;
        const q = b[to] as number;
        if (q === 0 || (q & BLACK) !== own) {
          out[n++] = sq;
          out[n++] = to;
        }
      }
    }
  }
  return n;
}

function search(b: Int8Array, own: number, depth: number, out: Uint8Array, base: number): number {
  const end = generate(b, own, out, base);
  if (depth === 1) return (end - base) >> 1;
  let total = 0;
  for (let i = base; i < end; i += 2) {
    const from = out[i] as number;
    const to = out[i + 1] as number;
    const captured = b[to] as number;
    // Taking the king ends the game (SC-6): the position below has no moves, so no leaves.
    if ((captured & 7) === KING) continue;
    b[to] = b[from] as number;
    b[from] = 0;
    total += search(b, own ^ BLACK, depth - 1, out, end);
    b[from] = b[to] as number;
    b[to] = captured;
  }
  return total;
}

/** The 0x88 board of a state. */
function toBoard88(state: SimpleChessState): Int8Array {
  const b = new Int8Array(128);
  state.board.forEach((piece, index) => {
    if (piece === null) return;
    b[(index >> 3) * 16 + (index & 7)] = CODE_OF_KIND[kindOf(piece)] | (ownerOf(piece) === 1 ? BLACK : 0);
  });
  return b;
}

/**
 * Counts the leaves `depth` plies below `state` (perft), equal to `genericPerft` over the Game
 * contract: a finished game has no moves (G-2), so a captured king ends its branch.
 */
export function fastPerft(state: SimpleChessState, depth: number): number {
  if (depth <= 0) return 1;
  if (kingCapturedStatus(state)) return 0;
  const out = new Uint8Array(MOVES_PER_PLY * 2 * depth);
  return search(toBoard88(state), state.toMove === 1 ? BLACK : 0, depth, out, 0);
}
