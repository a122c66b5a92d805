import { DEN, denOwner, isWater, JUMP_LANDING, JUMP_WATER, NEIGHBOURS, SIZE, trapOwner } from './board.js';
import { ELEPHANT, LION, ownerOf, RAT, rankOf, TIGER } from './pieces.js';
import { applyMove, boardOutcome, legalMovesOf } from './rules.js';
import type { JungleState } from './state.js';

/**
 * A fast perft for Jungle on a typed-array board with make/unmake, counting leaves in bulk at the
 * last ply. It restates the movement rules of `rules.ts` in an allocation-free form; the tests prove it
 * equals `genericPerft` (which goes through `legalMoves`/`play`) on the start and the special positions.
 *
 * Board values: +rank for a blue piece, −rank for a red one, 0 for empty. Piece lists (`squares`,
 * eight slots per side, -1 once captured, and `slotAt` back from square to slot) let a node visit its
 * pieces without scanning all 63 squares.
 */
export function fastPerft(state: JungleState, depth: number): number {
  if (depth <= 0) return 1;
  if (boardOutcome(state.cells)) return 0;
  if (!fitsPieceLists(state)) return slowPerft(state, depth);
  const board = new Int8Array(SIZE);
  const counts = new Int32Array(2);
  const squares = new Int8Array(16).fill(-1);
  const slotAt = new Int8Array(SIZE).fill(-1);
  state.cells.forEach((piece, s) => {
    if (!piece) return;
    const owner = ownerOf(piece);
    board[s] = owner === 0 ? rankOf(piece) : -rankOf(piece);
    const slot = owner * 8 + (counts[owner] as number);
    squares[slot] = s;
    slotAt[s] = slot;
    counts[owner]++;
  });
  return count({ board, counts, squares, slotAt }, state.toMove, depth);
}

/** At most eight pieces a side (one of each animal), which every parsed or played position has. */
function fitsPieceLists(state: JungleState): boolean {
  const counts = [0, 0];
  for (const piece of state.cells) if (piece) counts[ownerOf(piece)]++;
  return (counts[0] as number) <= 8 && (counts[1] as number) <= 8;
}

/** Perft through the rules themselves, for hand-built states the piece lists cannot hold. */
function slowPerft(state: JungleState, depth: number): number {
  const moves = legalMovesOf(state);
  if (depth === 1) return moves.length;
  let leaves = 0;
  for (const move of moves) leaves += slowPerft(applyMove(state, move), depth - 1);
  return leaves;
}

interface Position {
  readonly board: Int8Array;
  readonly counts: Int32Array;
  readonly squares: Int8Array;
  readonly slotAt: Int8Array;
}

/** Whether the mover's piece of `rank` on `from` captures the enemy of `defenderRank` on `to` (JG-8..15). */
function captures(side: number, rank: number, from: number, defenderRank: number, to: number): boolean {
  if (isWater[to]) return isWater[from] === 1; // JG-10
  if (isWater[from] && (defenderRank === RAT || defenderRank === ELEPHANT)) return false; // JG-9, JG-8
  if (trapOwner[from] === 1 - side) return false; // JG-11: the attacker counts 0
  if (rank === RAT && defenderRank === ELEPHANT) return true; // JG-8 from land
  const defending = trapOwner[to] === side ? 0 : defenderRank; // JG-11 for the defender
  return rank >= defending;
}

function count(position: Position, side: number, depth: number): number {
  const { board, counts, squares, slotAt } = position;
  const sign = side === 0 ? 1 : -1;
  const enemy = 1 - side;
  const enemyDen = DEN[enemy as 0 | 1];
  let leaves = 0;
  for (let slot = side * 8, last = slot + 8; slot < last; slot++) {
    const from = squares[slot] as number;
    if (from < 0) continue;
    const rank = (board[from] as number) * sign;
    for (let d = 0; d < 4; d++) {
      let to = NEIGHBOURS[from * 4 + d] as number;
      if (to < 0) continue;
      if (isWater[to] && rank !== RAT) {
        if (rank !== LION && rank !== TIGER) continue; // JG-4
        const jump = from * 4 + d;
        to = JUMP_LANDING[jump] as number; // JG-5
        if (board[JUMP_WATER[jump * 3] as number] !== 0 || board[JUMP_WATER[jump * 3 + 1] as number] !== 0) continue; // JG-7
        const third = JUMP_WATER[jump * 3 + 2] as number;
        if (third >= 0 && board[third] !== 0) continue;
      }
      if (denOwner[to] === side) continue; // JG-2
      const target = (board[to] as number) * sign;
      if (target > 0) continue;
      if (target < 0 && !captures(side, rank, from, -target, to)) continue;
      if (depth === 1) {
        leaves++;
        continue;
      }
      // A move that enters the den or takes the last piece ends the game: no leaves below it (G-2).
      if (to === enemyDen || (target < 0 && counts[enemy] === 1)) continue;
      const captured = board[to] as number;
      const capturedSlot = slotAt[to] as number;
      board[to] = board[from] as number;
      board[from] = 0;
      squares[slot] = to;
      slotAt[to] = slot;
      slotAt[from] = -1;
      if (captured !== 0) {
        counts[enemy]--;
        squares[capturedSlot] = -1;
      }
      leaves += count(position, enemy, depth - 1);
      if (captured !== 0) {
        counts[enemy]++;
        squares[capturedSlot] = to;
      }
      slotAt[to] = capturedSlot;
      slotAt[from] = slot;
      squares[slot] = from;
      board[from] = board[to] as number;
      board[to] = captured;
    }
  }
  return leaves;
}
