import { SQUARES } from './board.js';
import { EMPTY, handTypeOf, LION, OWNER_BIT, ROOSTER } from './codes.js';
import { DESTINATION_COUNT, DESTINATIONS, MAX_STEPS } from './movement.js';
import { bothLions, encode, ZONE, type FastPosition } from './position.js';
import type { AnimalChessState } from './types.js';

/*
 * Perft on a FastPosition with make/unmake in place. It must count exactly what genericPerft counts
 * through legalMoves/play (the tests compare them); the rules it mirrors are cited inline.
 */

/** Legal moves of the side to move, counted without listing them (the bulk count at the last ply). */
function countMoves(position: FastPosition): number {
  const { board, hands, side } = position;
  const ownBit = side === 1 ? OWNER_BIT : 0;
  let count = 0;
  for (let from = 0; from < SQUARES; from++) {
    const code = board[from] as number;
    if (code === EMPTY || (code & OWNER_BIT) !== ownBit) continue;
    const slot = code * SQUARES + from;
    const steps = DESTINATION_COUNT[slot] as number;
    const base = slot * MAX_STEPS;
    for (let k = 0; k < steps; k++) {
      const target = board[DESTINATIONS[base + k] as number] as number;
      if (target === EMPTY || (target & OWNER_BIT) !== ownBit) count++;
    }
  }
  // AC-4: one drop per kind held and empty square.
  const h = side * 4;
  const kinds = ((hands[h + 1] as number) > 0 ? 1 : 0) + ((hands[h + 2] as number) > 0 ? 1 : 0) + ((hands[h + 3] as number) > 0 ? 1 : 0);
  return count + kinds * (SQUARES - position.pieces);
}

function leaves(position: FastPosition, depth: number): number {
  if (depth === 1) return countMoves(position);
  const { board, hands } = position;
  const side = position.side;
  const ownBit = side === 1 ? OWNER_BIT : 0;
  const zone = side * SQUARES;
  const h = side * 4;
  const other = side === 0 ? 1 : 0;
  let total = 0;
  for (let from = 0; from < SQUARES; from++) {
    const code = board[from] as number;
    if (code === EMPTY || (code & OWNER_BIT) !== ownBit) continue;
    const type = code & 7;
    const slot = code * SQUARES + from;
    const steps = DESTINATION_COUNT[slot] as number;
    const base = slot * MAX_STEPS;
    for (let k = 0; k < steps; k++) {
      const to = DESTINATIONS[base + k] as number;
      const target = board[to] as number;
      if (target !== EMPTY && (target & OWNER_BIT) === ownBit) continue;
      // AC-6: taking the lion ends the game, so nothing lies below this move.
      if ((target & 7) === LION) continue;
      // AC-5: a chick or cat ending a board move in the zone promotes.
      const moved = type < 3 && ZONE[zone + to] === 1 ? code + (ROOSTER - 1) : code;
      board[to] = moved;
      board[from] = EMPTY;
      let handSlot = -1;
      if (target !== EMPTY) {
        handSlot = h + handTypeOf(target);
        hands[handSlot]++;
        position.pieces--;
      }
      position.side = other;
      total += leaves(position, depth - 1);
      position.side = side;
      if (handSlot >= 0) {
        hands[handSlot]--;
        position.pieces++;
      }
      board[from] = code;
      board[to] = target;
    }
  }
  // AC-4: drops, unpromoted, onto every empty square.
  for (let type = 1; type <= 3; type++) {
    if ((hands[h + type] as number) === 0) continue;
    const code = type | ownBit;
    hands[h + type]--;
    position.pieces++;
    position.side = other;
    for (let square = 0; square < SQUARES; square++) {
      if (board[square] !== EMPTY) continue;
      board[square] = code;
      total += leaves(position, depth - 1);
      board[square] = EMPTY;
    }
    position.side = side;
    position.pieces--;
    hands[h + type]++;
  }
  return total;
}

/** Perft leaf count through the fast position; equals `genericPerft` (checked in the tests). */
export function fastPerft(state: AnimalChessState, depth: number): number {
  if (depth <= 0) return 1;
  const position = encode(state);
  if (!bothLions(position.board)) return 0;
  return leaves(position, depth);
}
