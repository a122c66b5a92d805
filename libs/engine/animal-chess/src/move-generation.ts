import { SQUARES, SQUARES_BY_NAME } from './board.js';
import { CAT, CHICK, EMPTY, GIRAFFE, OWNER_BIT } from './codes.js';
import { boardMoveCode, dropCode } from './move-codes.js';
import { DESTINATION_COUNT, DESTINATIONS, MAX_STEPS } from './movement.js';

/*
 * The one move generator (AC-1, AC-2, AC-4), over the typed board: `cells` holds piece codes by
 * square and `hands[owner * 4 + type]` the held pieces. The Game contract (`legalMoves`, `status`),
 * the search board and perft all go through these functions, so the movement rules are written once.
 * They assume no lion is missing (a finished game); the callers check that first (AC-6, G-2).
 */

/** Drop order by canonical text: `C*` < `G*` < `H*`. */
const DROP_TYPES_BY_LETTER = [CAT, GIRAFFE, CHICK] as const;
const BY_NAME = Int8Array.from(SQUARES_BY_NAME);

/**
 * Writes the codes of every legal move of `side` into `out` from `at` and returns how many. The
 * order is the canonical text order (drops `C*`, `G*`, `H*` first, then board moves by origin and
 * destination square name), so the contract's `legalMoves` comes out sorted without a sort.
 */
export function writeMoves(cells: Int8Array, hands: Int8Array, side: number, out: Int32Array, at: number): number {
  let n = at;
  const ownBit = side === 1 ? OWNER_BIT : 0;
  // AC-4: one drop per kind in hand and empty square, however many pieces of the kind are held.
  for (let d = 0; d < 3; d++) {
    const type = DROP_TYPES_BY_LETTER[d] as number;
    if ((hands[side * 4 + type] as number) === 0) continue;
    const base = dropCode(type, 0);
    for (let i = 0; i < SQUARES; i++) {
      const square = BY_NAME[i] as number;
      if (cells[square] === EMPTY) out[n++] = base | square;
    }
  }
  // AC-1, AC-2: one step onto an empty square or an opponent's piece.
  for (let i = 0; i < SQUARES; i++) {
    const from = BY_NAME[i] as number;
    const code = cells[from] as number;
    if (code === EMPTY || (code & OWNER_BIT) !== ownBit) continue;
    const slot = code * SQUARES + from;
    const count = DESTINATION_COUNT[slot] as number;
    const steps = slot * MAX_STEPS;
    const base = boardMoveCode(from, 0);
    for (let k = 0; k < count; k++) {
      const to = DESTINATIONS[steps + k] as number;
      const target = cells[to] as number;
      if (target === EMPTY || (target & OWNER_BIT) !== ownBit) out[n++] = base | to;
    }
  }
  return n - at;
}

/**
 * Like {@link writeMoves}, only the board moves onto an enemy piece (drops never capture), in the
 * same relative order: what the search hook `isCapture` flags.
 */
export function writeCaptures(cells: Int8Array, side: number, out: Int32Array, at: number): number {
  let n = at;
  const ownBit = side === 1 ? OWNER_BIT : 0;
  for (let i = 0; i < SQUARES; i++) {
    const from = BY_NAME[i] as number;
    const code = cells[from] as number;
    if (code === EMPTY || (code & OWNER_BIT) !== ownBit) continue;
    const slot = code * SQUARES + from;
    const count = DESTINATION_COUNT[slot] as number;
    const steps = slot * MAX_STEPS;
    const base = boardMoveCode(from, 0);
    for (let k = 0; k < count; k++) {
      const to = DESTINATIONS[steps + k] as number;
      const target = cells[to] as number;
      if (target !== EMPTY && (target & OWNER_BIT) !== ownBit) out[n++] = base | to;
    }
  }
  return n - at;
}

/**
 * Whether `side` has any legal move (G-1 says a player without one has lost). Cheap in practice:
 * a held piece has a drop onto the first empty square, and most pieces have a step.
 */
export function hasLegalMove(cells: Int8Array, hands: Int8Array, side: number): boolean {
  const h = side * 4;
  if ((hands[h + CHICK] as number) + (hands[h + CAT] as number) + (hands[h + GIRAFFE] as number) > 0) {
    for (let square = 0; square < SQUARES; square++) if (cells[square] === EMPTY) return true;
  }
  const ownBit = side === 1 ? OWNER_BIT : 0;
  for (let from = 0; from < SQUARES; from++) {
    const code = cells[from] as number;
    if (code === EMPTY || (code & OWNER_BIT) !== ownBit) continue;
    const slot = code * SQUARES + from;
    const count = DESTINATION_COUNT[slot] as number;
    const steps = slot * MAX_STEPS;
    for (let k = 0; k < count; k++) {
      const target = cells[DESTINATIONS[steps + k] as number] as number;
      if (target === EMPTY || (target & OWNER_BIT) !== ownBit) return true;
    }
  }
  return false;
}
