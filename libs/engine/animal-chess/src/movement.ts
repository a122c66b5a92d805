import type { Direction, Player } from '@tabula/engine-core';
import { board, SQUARES } from './board.js';
import { CAT, CHICK, CODES, GIRAFFE, LION, OWNER_BIT, PROMOTED_CAT, ROOSTER } from './codes.js';

/*
 * AC-1: how each piece steps, written for player 0 ("forward" = +rank) and mirrored for player 1.
 */
const FORWARD: Direction = [0, 1];
const BACK: Direction = [0, -1];
const LEFT: Direction = [-1, 0];
const RIGHT: Direction = [1, 0];
const FORWARD_DIAGONALS: readonly Direction[] = [
  [-1, 1],
  [1, 1],
];
const BACK_DIAGONALS: readonly Direction[] = [
  [-1, -1],
  [1, -1],
];

const STEPS_OF_TYPE: readonly (readonly Direction[])[] = [
  [],
  [FORWARD],
  [FORWARD, ...FORWARD_DIAGONALS, ...BACK_DIAGONALS],
  [FORWARD, BACK, LEFT, RIGHT],
  [FORWARD, BACK, LEFT, RIGHT, ...FORWARD_DIAGONALS, ...BACK_DIAGONALS],
  [FORWARD, BACK, LEFT, RIGHT, ...FORWARD_DIAGONALS],
  [FORWARD, BACK, LEFT, RIGHT, ...FORWARD_DIAGONALS],
];

/** What AC-1 says about each type, for illegal-move messages. */
export const STEP_TEXT: readonly string[] = [
  '',
  'a chick moves one step forward',
  'a cat moves one step diagonally or straight forward',
  'a giraffe moves one step forward, back, left or right',
  'a lion moves one step in any of the eight directions',
  'a promoted chick moves one step forward, back, left, right or diagonally forward',
  'a promoted cat moves one step forward, back, left, right or diagonally forward',
];

/** The most steps any piece has (the lion's eight). */
export const MAX_STEPS = 8;

/**
 * `DESTINATIONS[(code * 30 + square) * 8 + k]` for `k < DESTINATION_COUNT[code * 30 + square]` are
 * the squares a piece of that code reaches in one step from `square`, sorted by square name so that
 * generated moves come out in canonical order.
 */
export const DESTINATIONS = new Int8Array(CODES * SQUARES * MAX_STEPS);
export const DESTINATION_COUNT = new Int8Array(CODES * SQUARES);
/** `REACH[code * 30 + square]`: the same destinations as a bit set (bit `to`), to ask "does it reach `to`?" at once. */
export const REACH = new Int32Array(CODES * SQUARES);

function fillTables(): void {
  for (const owner of [0, 1] as Player[]) {
    for (const type of [CHICK, CAT, GIRAFFE, LION, ROOSTER, PROMOTED_CAT]) {
      const code = type | (owner === 1 ? OWNER_BIT : 0);
      const steps = (STEPS_OF_TYPE[type] ?? []).map(([df, dr]): Direction => (owner === 0 ? [df, dr] : [df, -dr]));
      for (let square = 0; square < SQUARES; square++) {
        const targets = steps
          .map((direction) => board.step(square, direction))
          .filter((target) => target >= 0)
          .sort((a, b) => (board.name(a) < board.name(b) ? -1 : 1));
        const slot = code * SQUARES + square;
        DESTINATION_COUNT[slot] = targets.length;
        targets.forEach((target, k) => {
          DESTINATIONS[slot * MAX_STEPS + k] = target;
          REACH[slot] = (REACH[slot] as number) | (1 << target);
        });
      }
    }
  }
}
fillTables();

/** Whether a piece of `code` on `from` reaches `to` in one step (AC-1). */
export function stepsTo(code: number, from: number, to: number): boolean {
  return (((REACH[code * SQUARES + from] as number) >>> to) & 1) === 1;
}
