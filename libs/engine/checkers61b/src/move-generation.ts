import type { Player } from '@tabula/engine-core';
import { BIT_SQUARE, fillCodeBits, hasMoveBits, jumperBits, kingBits, sideBits, SQUARE_BIT } from './bitboards.js';
import { afterLanding, END_DIRECTION, FIRST_DIRECTION, isBomb } from './movement.js';
import { WATER } from './piece-codes.js';
import { ChainStore } from './search-board/chain-store.js';
import { CHAIN_CODE_BASE, chainCode, chainIndex, codeFrom, codeTo, MAX_CHAIN_LENGTH, MAX_MOVES, simpleCode } from './search-board/move-codes.js';
import { JUMP, STEP } from './board.js';
import type { CheckersMove } from './state.js';

/*
 * The one move generator: it lists move codes (search-board/move-codes.ts) on a code board, and
 * the search board, the fast perft (through the board) and `legalMoves` (through `generateMoves`)
 * all use it. The movement rules it applies are movement.ts's tables and helpers; bitboards.ts only
 * tells it which pieces have a first capture, so the others' chains are not searched for.
 */

/** The landings of the chain being explored; listing is synchronous and never re-entered. */
const path = new Int8Array(MAX_CHAIN_LENGTH);

/**
 * Writes the codes of every move of the side `water` (0 or WATER) into `out` from `at` and returns
 * how many (CK-1 to CK-5), ignoring whether the game is over (the caller checks CK-6). Pieces come
 * in square order; a piece's steps first, then its capture chains depth first; each prefix of a
 * chain is a move of its own (CK-3). Chains of two or more captures get their landings recorded in
 * the region of `store` the caller began. `masks` are the board's bits per code (bitboards.ts).
 * `onlyFrom` (≥ 0) restricts to one piece; `capturesOnly` leaves the steps out.
 *
 * The board is changed while chains are explored and restored before returning.
 */
export function listMoves(
  codes: Int8Array,
  masks: Int32Array,
  water: number,
  onlyFrom: number,
  capturesOnly: boolean,
  out: Int32Array,
  at: number,
  store: ChainStore,
): number {
  const own = sideBits(masks, water);
  const kings = kingBits(masks, water);
  const enemy = sideBits(masks, water ^ WATER);
  // Only pieces with a first capture start chains: most positions have few or none.
  const jumpers = jumperBits(water ? kings : own, water ? own : kings, enemy, ~(own | enemy));
  let pieces = capturesOnly ? jumpers : own;
  if (onlyFrom >= 0) pieces &= SQUARE_BIT[onlyFrom] as number;
  let n = at;
  // Lowest bit first: the bits follow the squares' order (bitboards.ts).
  for (; pieces !== 0; pieces &= pieces - 1) {
    const bit = pieces & -pieces;
    const from = BIT_SQUARE[31 - Math.clz32(bit)] as number;
    const code = codes[from] as number;
    if (!capturesOnly) {
      const end = END_DIRECTION[code] as number;
      for (let d = FIRST_DIRECTION[code] as number; d < end; d++) {
        const to = STEP[from * 4 + d] as number;
        if (to >= 0 && codes[to] === 0) out[n++] = simpleCode(from, to);
      }
    }
    if ((jumpers & bit) === 0) continue;
    // The piece leaves its square for the whole chain: later jumps may cross or land on it (CK-2).
    codes[from] = 0;
    n = listChains(codes, from, code, from, 0, out, n, store);
    codes[from] = code;
  }
  return n - at;
}

/** Lists every capture that continues a chain of `length` captures of the piece (`code`, lifted) now on `square`. */
function listChains(codes: Int8Array, from: number, code: number, square: number, length: number, out: Int32Array, n: number, store: ChainStore): number {
  const end = END_DIRECTION[code] as number;
  for (let d = FIRST_DIRECTION[code] as number; d < end; d++) {
    const land = JUMP[square * 4 + d] as number;
    if (land < 0 || codes[land] !== 0) continue;
    const over = STEP[square * 4 + d] as number;
    const jumped = codes[over] as number;
    if (jumped === 0 || (jumped & WATER) === (code & WATER)) continue;
    path[length] = land;
    out[n++] = length === 0 ? simpleCode(from, land) : chainCode(store.add(path, length + 1), from, land);
    // A bomb's chain ends with its first capture (CK-5); other pieces may go on (CK-3), crowned
    // at once if they reached the far rank (CK-4). The jumped piece vanishes at once (CK-2).
    if (!isBomb(code)) {
      codes[over] = 0;
      n = listChains(codes, from, afterLanding(code, land), land, length + 1, out, n, store);
      codes[over] = jumped;
    }
  }
  return n;
}

/** The Game move of a code listed at `ply` of `store` (whose region must still hold that listing). */
export function moveOfCode(code: number, store: ChainStore, ply: number): CheckersMove {
  const from = codeFrom(code);
  if (code < CHAIN_CODE_BASE) return { from, path: [codeTo(code)] };
  const record = store.recordAt(ply, chainIndex(code));
  const length = store.paths[record] as number;
  return { from, path: Array.from(store.paths.subarray(record + 1, record + 1 + length)) };
}

/** Scratch for {@link generateMoves} and {@link hasAnyMove}. */
const scratchCodes = new Int32Array(MAX_MOVES);
const scratchBits = new Int32Array(16);
const scratchChains = new ChainStore();

/**
 * Every move of `side` on a code board as Game moves, in {@link listMoves}' order, ignoring whether
 * the game is over (the caller checks CK-6). `onlyFrom` restricts to one piece; `capturesOnly`
 * leaves the steps out (for quiescence search), keeping the others' order.
 */
export function generateMoves(board: Int8Array, side: Player, onlyFrom = -1, capturesOnly = false): CheckersMove[] {
  scratchChains.begin(0, 0);
  fillCodeBits(board, scratchBits);
  const count = listMoves(board, scratchBits, side === 1 ? WATER : 0, onlyFrom, capturesOnly, scratchCodes, 0, scratchChains);
  const moves: CheckersMove[] = [];
  for (let i = 0; i < count; i++) moves.push(moveOfCode(scratchCodes[i] as number, scratchChains, 0));
  return moves;
}

/** Whether `side` has at least one move on a code board (CK-7), without listing them. */
export function hasAnyMove(board: Int8Array, side: Player): boolean {
  fillCodeBits(board, scratchBits);
  return hasMoveBits(scratchBits, side === 1 ? WATER : 0);
}
