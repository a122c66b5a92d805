import { createRng } from '@tabula/engine-core';
import type { PieceLetter } from '../pieces.js';
import { CODE_OF_LETTER, CODES, SQUARE_88, SQUARES_88 } from './layout.js';

/** In this order the keys are drawn: changing it would change every hash. */
const LETTERS: readonly PieceLetter[] = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];

/** Zobrist keys drawn from a fixed seed, so hashes are the same in every run and on every machine. */
const drawn = (() => {
  const rng = createRng('simple-chess zobrist');
  const word = () => rng.word() | 0;
  const keys = {} as Record<PieceLetter, Int32Array>;
  for (const letter of LETTERS) keys[letter] = Int32Array.from({ length: 64 }, word);
  return { keys, blackToMove: word() };
})();

/** A key per piece letter and Game square (`a1 = 0`), for hashing a JSON state. */
export const KEY_OF_LETTER: Readonly<Record<PieceLetter, Int32Array>> = drawn.keys;
/** Toggled when black is to move. */
export const BLACK_TO_MOVE_KEY: number = drawn.blackToMove;

/**
 * The same keys by piece code and 0x88 square (`code * 128 + square`; 0 for an empty square), so
 * the board's incremental hash equals the hash of its JSON state.
 */
export const KEY_OF_CODE = (() => {
  const keys = new Int32Array(CODES * SQUARES_88);
  for (const letter of LETTERS) {
    const row = (CODE_OF_LETTER[letter] as number) * SQUARES_88;
    for (let square = 0; square < 64; square++) keys[row + (SQUARE_88[square] as number)] = KEY_OF_LETTER[letter][square] as number;
  }
  return keys;
})();
