import { createBoardGeometry, ORTHOGONAL, type Player } from '@tabula/engine-core';

/**
 * The Jungle board (docs/rules.md §3): 7 files `a`–`g` × 9 ranks, rank 1 on blue's (player 0's) home row.
 * Squares are indexed `(rank - 1) * 7 + file` as everywhere in Tabula (a1 = 0, g9 = 62).
 */
export const FILES = 7;
/** Number of ranks. */
export const RANKS = 9;
/** Number of squares (63). */
export const SIZE = FILES * RANKS;

/** Square names and neighbour tables for the 7×9 board. */
export const geometry = createBoardGeometry(FILES, RANKS);

/** The kinds of terrain a square can have. */
export type Terrain = 'land' | 'water' | 'trap' | 'den';

const square = (name: string): number => geometry.parse(name);

/** Blue's den d1 and red's den d9, indexed by owner. */
export const DEN: readonly [number, number] = [square('d1'), square('d9')];

/** Each side's three traps around its den. */
export const TRAPS: readonly [readonly number[], readonly number[]] = [
  ['c1', 'e1', 'd2'].map(square),
  ['c9', 'e9', 'd8'].map(square),
];

/** The river: ranks 4–6 of files b, c, e and f. */
export const WATER_SQUARES: readonly number[] = ['b', 'c', 'e', 'f'].flatMap((file) => [4, 5, 6].map((rank) => square(`${file}${rank}`)));

/**
 * Flat per-square tables for hot loops. `trapOwner`/`denOwner` hold the owning player or -1;
 * `isWater` is 1 on river squares.
 */
export const isWater = new Uint8Array(SIZE);
/** The player whose trap a square is, or -1. */
export const trapOwner = new Int8Array(SIZE).fill(-1);
/** The player whose den a square is, or -1. */
export const denOwner = new Int8Array(SIZE).fill(-1);
for (const s of WATER_SQUARES) isWater[s] = 1;
TRAPS.forEach((traps, owner) => traps.forEach((s) => (trapOwner[s] = owner)));
DEN.forEach((s, owner) => (denOwner[s] = owner));

/** The terrain of a square and, for traps and dens, its owner. */
export function terrainOf(s: number): { terrain: Terrain; owner?: Player } {
  if (isWater[s]) return { terrain: 'water' };
  const trap = trapOwner[s] as number;
  if (trap >= 0) return { terrain: 'trap', owner: trap as Player };
  const den = denOwner[s] as number;
  if (den >= 0) return { terrain: 'den', owner: den as Player };
  return { terrain: 'land' };
}

/** Orthogonal neighbours: `NEIGHBOURS[s * 4 + d]` is the square one step from `s` in direction `d`, or -1. */
export const NEIGHBOURS: Int16Array = geometry.neighbourTable(ORTHOGONAL);

/**
 * River jumps (JG-5, JG-5b): `JUMP_LANDING[s * 4 + d]` is where a lion or tiger on land square `s`
 * lands when it jumps in direction `d`, or -1 when no jump starts there. A jump exists exactly when
 * the neighbour in that direction is water, so it always starts on a bank. `JUMP_WATER[(s * 4 + d) * 3 + k]`
 * lists the water squares crossed (2 or 3; unused slots are -1), which a rat blocks (JG-7).
 */
export const JUMP_LANDING = new Int16Array(SIZE * 4).fill(-1);
/** The water squares each jump crosses; see {@link JUMP_LANDING}. */
export const JUMP_WATER = new Int16Array(SIZE * 4 * 3).fill(-1);
for (let s = 0; s < SIZE; s++) {
  if (isWater[s]) continue;
  for (let d = 0; d < 4; d++) {
    let t = NEIGHBOURS[s * 4 + d] as number;
    let k = 0;
    while (t >= 0 && isWater[t]) {
      JUMP_WATER[(s * 4 + d) * 3 + k++] = t;
      t = NEIGHBOURS[t * 4 + d] as number;
    }
    if (k > 0 && t >= 0) JUMP_LANDING[s * 4 + d] = t;
  }
}

/** Manhattan distance between two squares. */
export function distance(a: number, b: number): number {
  return Math.abs((a % FILES) - (b % FILES)) + Math.abs(Math.floor(a / FILES) - Math.floor(b / FILES));
}
