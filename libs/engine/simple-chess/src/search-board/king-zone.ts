import { KING_STEPS } from './layout.js';
import { BIT_OF, LINE_COUNT, LINE_OF } from './lines.js';
import { PAWN_MAP_PAD } from './position.js';

/** A pawn-map index below every square a pawn attacks (those are at least 17 below a1). */
const UNREACHED = PAWN_MAP_PAD - 24;

/*
 * Tables about the squares around a king, by the king's Game square (`a1 = 0` … `h8 = 63`; row 64
 * stands for a king already taken, and is empty). The evaluation counts attacks on a king and on
 * the squares next to it (its zone); these let it do so without building attack maps.
 */

/** The row of the tables below for a king on a 0x88 square, or taken (-1). */
export const zoneRow = (king: number): number => (king < 0 ? 64 : (king >> 4) * 8 + (king & 7));

/** How many on-board neighbours each 0x88 square has (a king's steps on an empty board). */
export const NEIGHBOUR_COUNT = new Uint8Array(128);
/**
 * The neighbours of each 0x88 square (`square * 8 + i`) as indices into one side's pawn-attack
 * map; a corner or edge square's missing neighbours point at padding no pawn attack ever reaches,
 * so the evaluation sums eight entries without a test.
 */
export const NEIGHBOURS_IN_PAWN_MAP = new Int16Array(128 * 8).fill(UNREACHED);

/**
 * Per king row and line (`row * 46 + line`): the bits of the king's neighbours on that line, and
 * above them (`<< 8`) the king's own bit if the king is on it; 0 for the many lines far from it.
 */
export const ZONE_KING_LINE = new Uint16Array(65 * LINE_COUNT);
/**
 * Per pair of king rows (`row * 65 + other`): how many squares next to the first king the other
 * king attacks, plus {@link KING_TOUCH} when it attacks the first king itself (they are adjacent).
 */
export const KING_PAIR = new Uint8Array(65 * 65);
/** The part of a {@link KING_PAIR} entry saying the kings touch. */
export const KING_TOUCH = 16;

const neighboursOf = (square: number): number[] =>
  Array.from(KING_STEPS, (step) => square + step).filter((next) => (next & 0x88) === 0);

for (let square = 0; square < 128; square++) {
  if (square & 0x88) continue;
  const neighbours = neighboursOf(square);
  neighbours.forEach((next, i) => (NEIGHBOURS_IN_PAWN_MAP[square * 8 + i] = PAWN_MAP_PAD + next));
  NEIGHBOUR_COUNT[square] = neighbours.length;
  const row = zoneRow(square);
  for (let which = 0; which < 4; which++) {
    ZONE_KING_LINE[row * LINE_COUNT + (LINE_OF[square * 4 + which] as number)] |= (BIT_OF[square * 4 + which] as number) << 8;
    for (const next of neighbours) ZONE_KING_LINE[row * LINE_COUNT + (LINE_OF[next * 4 + which] as number)] |= BIT_OF[next * 4 + which] as number;
  }
  for (let other = 0; other < 128; other++) {
    if (other & 0x88) continue;
    const reach = neighboursOf(other);
    const shared = neighbours.filter((next) => reach.includes(next)).length;
    KING_PAIR[row * 65 + zoneRow(other)] = shared + (reach.includes(square) ? KING_TOUCH : 0);
  }
}
