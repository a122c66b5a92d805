import type { Player } from '@tabula/engine-core';
import { SQUARES } from './board.js';
import { CAT, CHICK, EMPTY, GIRAFFE, LION, OWNER_BIT } from './codes.js';
import { DESTINATION_COUNT, DESTINATIONS, MAX_STEPS } from './movement.js';
import { encode } from './position.js';
import type { AnimalChessState } from './types.js';

/*
 * The bots' heuristic (see README, "Evaluation"). In hundredths of a chick, from `player`'s side:
 * material on the board and in hand, the lion's safety (it is the whole game, AC-6), threats the side
 * to move can cash in, mobility, and chicks and cats marching to their promotion zone (AC-5).
 */

/** On-board value by type: chick, cat, giraffe, lion (not counted: it is always there), rooster, promoted cat. */
const BOARD_VALUE = [0, 100, 280, 320, 0, 380, 360];
/** In-hand value by type: a held piece can be dropped anywhere (AC-4), so it is worth a bit more. */
const HAND_VALUE = [0, 120, 310, 360];
/** A lion the mover can take next turn: the game is as good as over. */
const LION_EN_PRISE = 5000;
/** A lion under attack when its owner is to move: the move is forced, a real but smaller cost. */
const LION_IN_CHECK = 120;
const MOBILITY = 4;
const ATTACK_NEAR_LION = 14;
const DROP_HOLE_NEAR_LION = 10;
const TEMPO = 10;
/** Per rank advanced by an unpromoted chick / cat; promotion is then worth BOARD_VALUE's jump. */
const CHICK_ADVANCE = 12;
const CAT_ADVANCE = 5;

/** How good `state` is for `player` (larger is better). Finite for every position, finished or not. */
export function evaluate(state: AnimalChessState, player: Player): number {
  const position = encode(state);
  const { board, hands } = position;
  const toMove = state.toMove;
  const attacks = [new Int8Array(SQUARES), new Int8Array(SQUARES)] as const;
  const cheapestAttacker = [new Int16Array(SQUARES).fill(9999), new Int16Array(SQUARES).fill(9999)] as const;
  const lionSquare = [-1, -1];
  const score = [0, 0];

  for (let square = 0; square < SQUARES; square++) {
    const code = board[square] as number;
    if (code === EMPTY) continue;
    const owner = code & OWNER_BIT ? 1 : 0;
    const type = code & 7;
    const rank = Math.floor(square / 5);
    const advance = owner === 0 ? rank : 5 - rank;
    score[owner] = (score[owner] as number) + (BOARD_VALUE[type] as number);
    if (type === LION) lionSquare[owner] = square;
    else if (type === CHICK) score[owner] = (score[owner] as number) + CHICK_ADVANCE * advance;
    else if (type === CAT) score[owner] = (score[owner] as number) + CAT_ADVANCE * advance;
    const slot = code * SQUARES + square;
    const count = DESTINATION_COUNT[slot] as number;
    const value = type === LION ? 1000 : (BOARD_VALUE[type] as number);
    for (let k = 0; k < count; k++) {
      const to = DESTINATIONS[slot * MAX_STEPS + k] as number;
      attacks[owner][to]++;
      if (value < (cheapestAttacker[owner][to] as number)) cheapestAttacker[owner][to] = value;
      const target = board[to] as number;
      if (target === EMPTY || (target & OWNER_BIT ? 1 : 0) !== owner) score[owner] = (score[owner] as number) + MOBILITY;
    }
  }
  for (const owner of [0, 1] as const) {
    for (const type of [CHICK, CAT, GIRAFFE]) {
      score[owner] = (score[owner] as number) + (hands[owner * 4 + type] as number) * (HAND_VALUE[type] as number);
    }
  }
  // A finished game (a lion gone) is scored by the search; here it only has to stay finite.
  if (lionSquare[0] === -1 || lionSquare[1] === -1) return (score[player] as number) - (score[player === 0 ? 1 : 0] as number);

  for (const owner of [0, 1] as const) {
    const enemy = owner === 0 ? 1 : 0;
    const lion = lionSquare[owner] as number;
    const enemyHolds = (hands[enemy * 4 + 1] as number) + (hands[enemy * 4 + 2] as number) + (hands[enemy * 4 + 3] as number) > 0;
    if ((attacks[enemy][lion] as number) > 0) score[owner] = (score[owner] as number) - (toMove === enemy ? LION_EN_PRISE : LION_IN_CHECK);
    // Pressure on the lion's escape squares, and holes next to it where the enemy could drop.
    const lionSlot = (LION | (owner === 1 ? OWNER_BIT : 0)) * SQUARES + lion;
    const around = DESTINATION_COUNT[lionSlot] as number;
    for (let k = 0; k < around; k++) {
      const near = DESTINATIONS[lionSlot * MAX_STEPS + k] as number;
      score[owner] = (score[owner] as number) - ATTACK_NEAR_LION * (attacks[enemy][near] as number);
      if (enemyHolds && board[near] === EMPTY && (attacks[owner][near] as number) <= 1) score[owner] = (score[owner] as number) - DROP_HOLE_NEAR_LION;
    }
  }

  // The side to move can take the best loose or underdefended piece: count half of that gain.
  let bestGain = 0;
  const victimBit = toMove === 0 ? OWNER_BIT : 0;
  for (let square = 0; square < SQUARES; square++) {
    const code = board[square] as number;
    if (code === EMPTY || (code & OWNER_BIT) !== victimBit || (code & 7) === LION) continue;
    if ((attacks[toMove][square] as number) === 0) continue;
    const victim = BOARD_VALUE[code & 7] as number;
    const defended = (attacks[toMove === 0 ? 1 : 0][square] as number) > 0;
    const gain = defended ? victim - (cheapestAttacker[toMove][square] as number) : victim;
    if (gain > bestGain) bestGain = gain;
  }
  score[toMove] = (score[toMove] as number) + TEMPO + bestGain / 2;

  return (score[player] as number) - (score[player === 0 ? 1 : 0] as number);
}
