import { afterLanding, END_DIRECTION, explode, FIRST_DIRECTION, isBomb } from './movement.js';
import { encodeBoard, WATER } from './piece-codes.js';
import { JUMP, STEP, USED_SQUARES } from './squares.js';
import type { CheckersState } from './state.js';

/*
 * Perft on one code board with make/unmake and bulk counting at the last ply. It uses the same
 * movement rules as the move generator (movement.ts) and is checked against the generic perft in
 * the tests. Scratch arrays are module-level: perft is synchronous and never re-entered.
 */

const USED = Int8Array.from(USED_SQUARES);
/** Pieces per side, kept up to date so that CK-6 (a side without pieces) ends the game at once. */
const pieces = new Int32Array(2);
/** Pieces removed by explosions, as (square, code) pairs, so they can be put back. */
const removed = new Int16Array(8 * 256);
let removedTop = 0;

/** The number of leaves `depth` plies below `state`, equal to the generic perft. */
export function fastPerft(state: CheckersState, depth: number): number {
  if (depth <= 0) return 1;
  const board = encodeBoard(state);
  pieces[0] = 0;
  pieces[1] = 0;
  for (const code of board) if (code !== 0) pieces[code & WATER ? 1 : 0]++;
  removedTop = 0;
  return perftNode(board, state.toMove === 1 ? WATER : 0, depth);
}

function perftNode(board: Int8Array, water: number, depth: number): number {
  if (pieces[0] === 0 || pieces[1] === 0) return 0;
  if (depth === 1) return countMoves(board, water);
  const next = water ^ WATER;
  let total = 0;
  for (let i = 0; i < 32; i++) {
    const from = USED[i] as number;
    const code = board[from] as number;
    if (code === 0 || (code & WATER) !== water) continue;
    const end = END_DIRECTION[code] as number;
    board[from] = 0;
    for (let d = FIRST_DIRECTION[code] as number; d < end; d++) {
      const to = STEP[from * 4 + d] as number;
      if (to < 0 || board[to] !== 0) continue;
      board[to] = afterLanding(code, to);
      total += perftNode(board, next, depth - 1);
      board[to] = 0;
    }
    total += perftChain(board, water, code, from, depth);
    board[from] = code;
  }
  return total;
}

/** Leaves below every capture chain that goes on from `at` (the piece `code` is lifted). */
function perftChain(board: Int8Array, water: number, code: number, at: number, depth: number): number {
  const side = water ? 1 : 0;
  const other = 1 - side;
  const next = water ^ WATER;
  const end = END_DIRECTION[code] as number;
  let total = 0;
  for (let d = FIRST_DIRECTION[code] as number; d < end; d++) {
    const land = JUMP[at * 4 + d] as number;
    if (land < 0 || board[land] !== 0) continue;
    const over = STEP[at * 4 + d] as number;
    const jumped = board[over] as number;
    if (jumped === 0 || (jumped & WATER) === water) continue;
    board[over] = 0;
    pieces[other]--;
    if (isBomb(code)) {
      const start = removedTop;
      removedTop = explode(board, land, removed, start);
      for (let r = start; r < removedTop; r += 2) pieces[(removed[r + 1] as number) & WATER ? 1 : 0]--;
      pieces[side]--;
      total += perftNode(board, next, depth - 1);
      pieces[side]++;
      for (let r = start; r < removedTop; r += 2) {
        const back = removed[r + 1] as number;
        board[removed[r] as number] = back;
        pieces[back & WATER ? 1 : 0]++;
      }
      removedTop = start;
    } else {
      const crowned = afterLanding(code, land);
      board[land] = crowned;
      total += perftNode(board, next, depth - 1);
      board[land] = 0;
      total += perftChain(board, water, crowned, land, depth);
    }
    board[over] = jumped;
    pieces[other]++;
  }
  return total;
}

/** The number of moves of the side `water` (CK-3: each chain prefix counts). */
function countMoves(board: Int8Array, water: number): number {
  let count = 0;
  for (let i = 0; i < 32; i++) {
    const from = USED[i] as number;
    const code = board[from] as number;
    if (code === 0 || (code & WATER) !== water) continue;
    const end = END_DIRECTION[code] as number;
    for (let d = FIRST_DIRECTION[code] as number; d < end; d++) {
      const to = STEP[from * 4 + d] as number;
      if (to < 0) continue;
      const neighbour = board[to] as number;
      if (neighbour === 0) {
        count++;
        continue;
      }
      // One loop for steps and first jumps: a jump needs an enemy neighbour and an empty landing.
      if ((neighbour & WATER) === water) continue;
      const land = JUMP[from * 4 + d] as number;
      if (land < 0 || board[land] !== 0) continue;
      count++;
      if (isBomb(code)) continue;
      board[from] = 0;
      board[to] = 0;
      count += countChain(board, water, afterLanding(code, land), land);
      board[to] = neighbour;
      board[from] = code;
    }
  }
  return count;
}

function countChain(board: Int8Array, water: number, code: number, at: number): number {
  const end = END_DIRECTION[code] as number;
  let count = 0;
  for (let d = FIRST_DIRECTION[code] as number; d < end; d++) {
    const land = JUMP[at * 4 + d] as number;
    if (land < 0 || board[land] !== 0) continue;
    const over = STEP[at * 4 + d] as number;
    const jumped = board[over] as number;
    if (jumped === 0 || (jumped & WATER) === water) continue;
    count++;
    if (isBomb(code)) continue;
    board[over] = 0;
    count += countChain(board, water, afterLanding(code, land), land);
    board[over] = jumped;
  }
  return count;
}
