import { CODE_VALUES } from '../evaluate.js';
import { isBomb } from '../movement.js';
import { KIND_MASK, SHIELD, WATER } from '../piece-codes.js';
import { STEP } from '../board.js';

/*
 * What a capture wins, for move ordering (MVV-LVA in spirit): enemy material removed minus own
 * material lost, read off the board before the move. The `search.captureValue` hook and the search
 * board both use it, so they order captures alike.
 */

/** The ordering value of a capture with raw gain `gain`: at least 1, so every capture counts as one. */
function orderingValue(gain: number): number {
  return Math.max(1, Math.round(gain));
}

/**
 * A single capture from `from` to `to`: the jumped piece, and for a bomb (CK-5) its blast victims
 * (enemy ones won, own ones lost) and the bomb itself.
 */
export function singleCaptureValue(codes: Int8Array, from: number, to: number): number {
  const mover = codes[from] as number;
  const over = (from + to) >> 1;
  let gain = CODE_VALUES[codes[over] as number] as number;
  if (isBomb(mover)) {
    gain -= CODE_VALUES[mover] as number;
    for (let d = 0; d < 4; d++) {
      const square = STEP[to * 4 + d] as number;
      if (square < 0 || square === over) continue;
      const code = codes[square] as number;
      if (code === 0 || (code & KIND_MASK) === SHIELD) continue;
      gain += (code & WATER) === (mover & WATER) ? -(CODE_VALUES[code] as number) : (CODE_VALUES[code] as number);
    }
  }
  return orderingValue(gain);
}

/**
 * A chain of captures by the piece on `from` whose `length` landings are `paths[at…]`: the pieces
 * it jumps. Only non-bombs make chains (CK-5), so nothing else is lost.
 */
export function chainCaptureValue(codes: Int8Array, from: number, paths: Int8Array, at: number, length: number): number {
  let gain = 0;
  let square = from;
  for (let i = 0; i < length; i++) {
    const land = paths[at + i] as number;
    // Two squares apart on a diagonal, the jumped square is the index halfway (rank * 8 + file).
    gain += CODE_VALUES[codes[(square + land) >> 1] as number] as number;
    square = land;
  }
  return orderingValue(gain);
}
