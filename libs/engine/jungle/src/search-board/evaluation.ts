import { DEN, distance, NEIGHBOURS, SIZE, TRAPS } from '../board.js';
import { captureRule } from '../capture.js';
import { ELEPHANT, RAT } from '../pieces.js';

/**
 * Jungle's one heuristic (`game.evaluate` and the search board both run it; see README): for each
 * side, the sum over its pieces of
 *
 * - material by rank, the rat +120 while the enemy elephant lives;
 * - advance: 8 per square closer to the enemy den, plus 25 per square inside its last three;
 * - den threat: a piece that could legally step into the enemy den next turn, +400, or +1600 when it
 *   is that side's move;
 * - guards: +40 for each of the first two pieces within two squares of the home den;
 * - trap danger: a piece on an enemy trap next to an enemy loses half its value (JG-11 makes it free);
 *
 * and −30 for a side with no non-elephant piece within four squares of the enemy den. The score for a
 * player is its side's sum minus the other's, in roughly hundredths of a rat.
 *
 * The weights are the ones the bots' levels were measured with; only the way of computing them is
 * tuned. Terms that depend on a piece and its square alone are kept by the board as running sums,
 * updated by play and restored by undo (see {@link PIECE_SQUARE}, {@link ZONES}, {@link CENSUS}); the
 * den threat and trap danger depend on neighbours, and are read from the three squares where they can
 * arise ({@link WATCHED}) when the board evaluates.
 */

/**
 * Material by rank (rat … elephant). The rat is worth more than its rank says: it is the only piece
 * that kills the elephant and the only one the river cannot stop.
 */
const VALUE = [0, 250, 150, 200, 300, 400, 650, 750, 800] as const;
/** Extra worth of a rat while the enemy elephant lives (JG-8 makes it the elephant's only threat). */
const RAT_VS_ELEPHANT = 120;
/** Per square closer to the enemy den; the den is the usual way Jungle games are won. */
const ADVANCE = 8;
/** A piece that could step into the enemy den next turn. */
const DEN_THREAT = 400;
/** Own pieces guarding the home den (within two steps), counted for the first two only. */
const GUARD = 40;
/** A side with no attacker (a non-elephant within four steps of the enemy den) rarely wins. */
const PASSIVE = 30;

/**
 * The board stores a piece as its signed rank `value` (+rank blue, −rank red, 0 empty); the tables
 * below are indexed `(value + 8) * SIZE + square`, or `value + 8`, and hold 0 for an empty square, so
 * that play and undo update the sums without branching on the owner or on whether a move captures.
 */
const index = (value: number, square: number): number => (value + 8) * SIZE + square;

/**
 * Material and advance of a piece on a square, signed for blue: the running sum of these over the
 * board is blue's share minus red's.
 */
export const PIECE_SQUARE = new Int32Array(17 * SIZE);
/**
 * Packed counts of four bytes: blue's guards (within two steps of its den), blue's attackers (non-elephants
 * within four of the enemy den), then red's two. Each piece adds 1 to its bytes; counts stay below 64,
 * so the bytes never carry into each other.
 */
export const ZONES = new Int32Array(17 * SIZE);
/** Packed counts by piece, bytes as in {@link ZONES}: blue's rats, blue's elephants, red's rats, red's elephants. */
export const CENSUS = new Int32Array(17);
/**
 * For each side (`WATCHED[side * 3 + k]`), the squares where its den threat or trap danger can arise:
 * the enemy's traps, which are exactly the squares next to the enemy den (checked here, so the
 * evaluation can rely on it).
 */
export const WATCHED: readonly number[] = [...(TRAPS[1] as readonly number[]), ...(TRAPS[0] as readonly number[])];
for (const side of [0, 1]) {
  const den = DEN[side] as number;
  const traps = TRAPS[side] as readonly number[];
  for (let d = 0; d < 4; d++) {
    const next = NEIGHBOURS[den * 4 + d] as number;
    if (next >= 0 && !traps.includes(next)) throw new Error('Jungle: every square next to a den should be one of its traps');
  }
  if (traps.some((trap) => distance(trap, den) !== 1)) throw new Error('Jungle: every trap should be next to its den');
}

for (let value = -8; value <= 8; value++) {
  if (value === 0) continue;
  const side = value > 0 ? 0 : 1;
  const rank = Math.abs(value);
  const sign = side === 0 ? 1 : -1;
  const byte = side * 16;
  for (let s = 0; s < SIZE; s++) {
    const toDen = distance(s, DEN[1 - side] as number);
    const advance = (12 - toDen) * ADVANCE + (toDen <= 3 ? (4 - toDen) * 25 : 0);
    PIECE_SQUARE[index(value, s)] = sign * ((VALUE[rank] as number) + advance);
    const guard = distance(s, DEN[side] as number) <= 2 ? 1 : 0;
    const attacker = rank !== ELEPHANT && toDen <= 4 ? 1 : 0;
    ZONES[index(value, s)] = (guard << byte) | (attacker << (byte + 8));
  }
  CENSUS[value + 8] = ((rank === RAT ? 1 : 0) << byte) | ((rank === ELEPHANT ? 1 : 0) << (byte + 8));
}

/** The evaluation's running sums (kept by the board, see `JungleBoard`). */
export interface EvaluationSums {
  /** Σ {@link PIECE_SQUARE} over the pieces. */
  balance: number;
  /** Σ {@link ZONES} over the pieces. */
  zones: number;
  /** Σ {@link CENSUS} over the pieces. */
  census: number;
}

/** Adds a piece of signed rank `value` on `square` to the sums (loading a board). */
export function addPiece(sums: EvaluationSums, value: number, square: number): void {
  sums.balance += PIECE_SQUARE[index(value, square)] as number;
  sums.zones += ZONES[index(value, square)] as number;
  sums.census += CENSUS[value + 8] as number;
}

/** Updates the sums for `moving` going from `from` to `to` and taking `captured` there (0: nothing). */
export function movePiece(sums: EvaluationSums, moving: number, from: number, to: number, captured: number): void {
  const leaves = index(moving, from);
  const arrives = index(moving, to);
  const taken = index(captured, to);
  sums.balance += (PIECE_SQUARE[arrives] as number) - (PIECE_SQUARE[leaves] as number) - (PIECE_SQUARE[taken] as number);
  sums.zones += (ZONES[arrives] as number) - (ZONES[leaves] as number) - (ZONES[taken] as number);
  sums.census -= CENSUS[captured + 8] as number;
}

/** The evaluation for `player` with `toMove` to move, from the board's `cells` and running sums. */
export function evaluateBoard(cells: Int8Array, sums: EvaluationSums, toMove: number, player: number): number {
  const { zones, census } = sums;
  let blue = sums.balance;
  blue += (Math.min(zones & 0xff, 2) - Math.min((zones >>> 16) & 0xff, 2)) * GUARD;
  if (((zones >>> 8) & 0xff) === 0) blue -= PASSIVE;
  if (zones >>> 24 === 0) blue += PASSIVE;
  if (census >>> 24 !== 0) blue += (census & 0xff) * RAT_VS_ELEPHANT; // red's elephant lives: blue's rats count more
  if (((census >>> 8) & 0xff) !== 0) blue -= ((census >>> 16) & 0xff) * RAT_VS_ELEPHANT;
  blue += watchedScore(cells, 0, toMove) - watchedScore(cells, 1, toMove);
  return player === 0 ? blue : 0 - blue; // not -blue: -0 is not the old evaluation's 0 (Object.is)
}

/** Den threat and trap danger of `side`'s pieces on its {@link WATCHED} squares: next to the enemy den, on an enemy trap. */
function watchedScore(cells: Int8Array, side: number, toMove: number): number {
  const sign = side === 0 ? 1 : -1;
  const den = DEN[1 - side] as number;
  let score = 0;
  for (let k = side * 3; k < side * 3 + 3; k++) {
    const s = WATCHED[k] as number;
    const rank = (cells[s] as number) * sign;
    if (rank <= 0) continue;
    // Threatening to win: decisive when it is this side's move, still strong otherwise.
    if (canEnterDen(cells, side, rank, s, den)) score += toMove === side ? 4 * DEN_THREAT : DEN_THREAT;
    if (enemyNextTo(cells, s, sign)) score -= (VALUE[rank] as number) >> 1;
  }
  return score;
}

/**
 * Whether `side`'s piece of `rank` on `s`, one step from the enemy den, may legally step in: the den
 * is land and not its own (JG-2), so only what stands there matters (`moveBreach`'s last checks).
 */
function canEnterDen(cells: Int8Array, side: number, rank: number, s: number, den: number): boolean {
  const target = (cells[den] as number) * (side === 0 ? 1 : -1);
  if (target === 0) return true;
  return target < 0 && captureRule(side, rank, s, -target, den) === null;
}

/** Whether an enemy of the side with `sign` stands orthogonally next to `s`. */
function enemyNextTo(cells: Int8Array, s: number, sign: number): boolean {
  for (let d = 0; d < 4; d++) {
    const t = NEIGHBOURS[s * 4 + d] as number;
    if (t >= 0 && (cells[t] as number) * sign < 0) return true;
  }
  return false;
}
