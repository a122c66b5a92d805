import { BOMB, KIND_MASK, KING, SHIELD, WATER } from './piece-codes.js';
import { JUMP, STEP } from './board.js';

/*
 * The rules of a single step, jump and explosion on a code board (see piece-codes.ts). These are the
 * only place the movement rules live: the move generator, `play` and the fast perft all build on them.
 */

/**
 * `FIRST_DIRECTION[code]`: first direction index (see DIAGONALS) a piece may move in, and
 * `END_DIRECTION[code]` one past the last (CK-1): fire plain 0–1 (up), water plain 2–3 (down),
 * kings 0–3. Tables rather than branches, for the perft's hot loops.
 */
export const FIRST_DIRECTION: Int8Array = Int8Array.from({ length: 16 }, (_, code) => (code & KING ? 0 : code & WATER ? 2 : 0));
export const END_DIRECTION: Int8Array = Int8Array.from({ length: 16 }, (_, code) => (code & KING ? 4 : code & WATER ? 4 : 2));

/** First direction index a piece may move in (CK-1). */
export function firstDirection(code: number): number {
  return FIRST_DIRECTION[code] as number;
}

/** One past the last direction index a piece may move in (CK-1). */
export function endDirection(code: number): number {
  return END_DIRECTION[code] as number;
}

/** Whether the piece may move in direction `d` (CK-1, CK-2: captures use the same directions). */
export function movesInDirection(code: number, d: number): boolean {
  return d >= firstDirection(code) && d < endDirection(code);
}

/** The rank index on which a piece of this code is crowned (CK-4): 7 for fire, 0 for water. */
export function crowningRank(code: number): number {
  return code & WATER ? 0 : 7;
}

/** The code after landing on `square`: crowned when it reached its far rank (CK-4). */
export function afterLanding(code: number, square: number): number {
  return square >> 3 === (code & WATER ? 0 : 7) ? code | KING : code;
}

/** Whether a code is a bomb (CK-5). */
export function isBomb(code: number): boolean {
  return (code & KIND_MASK) === BOMB;
}

/** Whether a code is an enemy piece of `moverWater` (the mover's WATER bit). */
export function isEnemy(code: number, moverWater: number): boolean {
  return code !== 0 && (code & WATER) !== moverWater;
}

/** Step target of the piece on `square` in direction `d`, or -1 when it may not step there (CK-1). */
export function stepTarget(board: Int8Array, square: number, code: number, d: number): number {
  if (!movesInDirection(code, d)) return -1;
  const to = STEP[square * 4 + d] as number;
  return to >= 0 && board[to] === 0 ? to : -1;
}

/**
 * Landing square of a capture by the piece (`code`, lifted from the board) on `square` in direction
 * `d`, or -1 when it may not capture there: the jumped square must hold an enemy piece and the
 * landing square must be empty (CK-2).
 */
export function jumpTarget(board: Int8Array, square: number, code: number, d: number): number {
  if (!movesInDirection(code, d)) return -1;
  const land = JUMP[square * 4 + d] as number;
  if (land < 0 || board[land] !== 0) return -1;
  return isEnemy(board[STEP[square * 4 + d] as number] as number, code & WATER) ? land : -1;
}

/** The square jumped over by a capture from `square` in direction `d`. */
export function jumpedSquare(square: number, d: number): number {
  return STEP[square * 4 + d] as number;
}

/**
 * A bomb's explosion on `landing` (CK-5): removes every non-shield piece in the 3×3 block around it,
 * clipped at the board edge. Only the four diagonal neighbours can hold pieces (the orthogonal ones
 * are unused squares), and the bomb itself is not put down. Records what it removed in `removed`
 * as (square, code) pairs from `at`, and returns the new end of the record, so callers can undo.
 */
export function explode(board: Int8Array, landing: number, removed: Int16Array, at: number): number {
  let end = at;
  for (let d = 0; d < 4; d++) {
    const square = STEP[landing * 4 + d] as number;
    if (square < 0) continue;
    const code = board[square] as number;
    if (code === 0 || (code & KIND_MASK) === SHIELD) continue;
    removed[end++] = square;
    removed[end++] = code;
    board[square] = 0;
  }
  return end;
}
