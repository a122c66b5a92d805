import { SQUARES } from '../board.js';
import { CAT, CHICK, GIRAFFE, LION } from '../codes.js';
import { REACH } from '../movement.js';
import { ATTACK_PLANES, BOARD_VALUE, bitCount, LION_SQUARE, MATERIAL, OCCUPIED, SUMS_STRIDE, type Placement } from './placement.js';

/*
 * The bots' heuristic (see README, "Evaluation"), the engine's only one: the contract's `evaluate`
 * loads a Placement from the state and asks this, the search board asks it about its own. In
 * hundredths of a chick, from `player`'s side: material on the board (and each unpromoted chick's
 * and cat's advance, AC-5) and in hand, mobility, the lion's safety (it is the whole game, AC-6),
 * and threats the side to move can cash in.
 *
 * Material, mobility and the (bit-sliced) attack counts are kept by the Placement as pieces come
 * and go, so this only adds them up, counts bits around the two lions and looks at attacked pieces. Every term is
 * an integer except half the best gain, so the sum is exact in any order.
 */

/** In-hand value by type: a held piece can be dropped anywhere (AC-4), so it is worth a bit more. */
const HAND_VALUE_CHICK = 120;
const HAND_VALUE_CAT = 310;
const HAND_VALUE_GIRAFFE = 360;
/** A lion the mover can take next turn: the game is as good as over. */
const LION_EN_PRISE = 5000;
/** A lion under attack when its owner is to move: the move is forced, a real but smaller cost. */
const LION_IN_CHECK = 120;
/** Per board move (a step onto an empty square or an enemy piece). */
const MOBILITY = 4;
const ATTACK_NEAR_LION = 14;
const DROP_HOLE_NEAR_LION = 10;
const TEMPO = 10;
/** What a piece risks when it takes something defended; the lion counts as 1000. */
const ATTACKER_VALUE = Int16Array.from(BOARD_VALUE, (value, type) => (type === LION ? 1000 : value));
/** The least any attacker is worth (a chick). */
const CHEAPEST_ATTACKER = BOARD_VALUE[CHICK] as number;
/** Any lion's code: its steps from a square are that square's eight neighbours, for both owners. */
const NEIGHBOURS = LION;

/** How good the position is for `player` (larger is better). Finite for every position, finished or not. */
export function evaluatePlacement(placement: Placement, hands: Int8Array, toMove: number, player: number): number {
  const sums = placement.sums;
  let score0 =
    (sums[MATERIAL] as number) +
    MOBILITY * boardMoves(sums, 0) +
    (hands[CHICK] as number) * HAND_VALUE_CHICK +
    (hands[CAT] as number) * HAND_VALUE_CAT +
    (hands[GIRAFFE] as number) * HAND_VALUE_GIRAFFE;
  let score1 =
    (sums[SUMS_STRIDE + MATERIAL] as number) +
    MOBILITY * boardMoves(sums, 1) +
    (hands[4 + CHICK] as number) * HAND_VALUE_CHICK +
    (hands[4 + CAT] as number) * HAND_VALUE_CAT +
    (hands[4 + GIRAFFE] as number) * HAND_VALUE_GIRAFFE;
  const lion0 = sums[LION_SQUARE] as number;
  const lion1 = sums[SUMS_STRIDE + LION_SQUARE] as number;
  // A finished game (a lion gone) is scored by the search; here it only has to stay finite.
  if (lion0 === -1 || lion1 === -1) return player === 0 ? score0 - score1 : score1 - score0;

  const empty = ~((sums[OCCUPIED] as number) | (sums[SUMS_STRIDE + OCCUPIED] as number));
  score0 -= lionSafetyCost(sums, 0, lion0, toMove, (hands[5] as number) + (hands[6] as number) + (hands[7] as number) > 0, empty);
  score1 -= lionSafetyCost(sums, 1, lion1, toMove, (hands[1] as number) + (hands[2] as number) + (hands[3] as number) > 0, empty);
  if (toMove === 0) score0 += TEMPO + bestGain(placement, 0) / 2;
  else score1 += TEMPO + bestGain(placement, 1) / 2;
  return player === 0 ? score0 - score1 : score1 - score0;
}

/**
 * How many board moves `owner` has (AC-1, AC-2): its pieces' steps onto squares it does not occupy,
 * i.e. the attack counts summed over those squares, plane k counting 2^k (planes 2 and 3, counts of
 * four and more, are mostly empty).
 */
function boardMoves(sums: Int32Array, owner: number): number {
  const at = owner * SUMS_STRIDE + ATTACK_PLANES;
  const open = ~(sums[owner * SUMS_STRIDE + OCCUPIED] as number);
  let moves = bitCount((sums[at] as number) & open) + 2 * bitCount((sums[at + 1] as number) & open);
  const plane2 = sums[at + 2] as number;
  const plane3 = sums[at + 3] as number;
  if ((plane2 | plane3) !== 0) moves += 4 * bitCount(plane2 & open) + 8 * bitCount(plane3 & open);
  return moves;
}

/**
 * What `owner`'s lion costs it (AC-6): being attacked at all, every enemy attack on a square next
 * to it, and each empty square next to it that the owner covers at most once, when the enemy holds
 * something to drop there.
 */
function lionSafetyCost(sums: Int32Array, owner: number, lion: number, toMove: number, enemyHolds: boolean, empty: number): number {
  const theirs = (1 - owner) * SUMS_STRIDE + ATTACK_PLANES;
  const enemy0 = sums[theirs] as number;
  const enemy1 = sums[theirs + 1] as number;
  const enemy2 = sums[theirs + 2] as number;
  const enemy3 = sums[theirs + 3] as number;
  const near = REACH[NEIGHBOURS * SQUARES + lion] as number;
  let cost = 0;
  if ((((enemy0 | enemy1 | enemy2 | enemy3) >>> lion) & 1) === 1) cost += toMove === owner ? LION_IN_CHECK : LION_EN_PRISE;
  // The attacks on its neighbours, summed plane by plane: plane k counts 2^k.
  let attacksNear = bitCount(enemy0 & near) + 2 * bitCount(enemy1 & near);
  if ((enemy2 | enemy3) !== 0) attacksNear += 4 * bitCount(enemy2 & near) + 8 * bitCount(enemy3 & near);
  cost += ATTACK_NEAR_LION * attacksNear;
  if (enemyHolds) {
    const own = owner * SUMS_STRIDE + ATTACK_PLANES;
    const coveredTwice = (sums[own + 1] as number) | (sums[own + 2] as number) | (sums[own + 3] as number);
    cost += DROP_HOLE_NEAR_LION * bitCount(near & empty & ~coveredTwice);
  }
  return cost;
}

/** The squares some of `owner`'s pieces reach. */
function attacked(sums: Int32Array, owner: number): number {
  const at = owner * SUMS_STRIDE + ATTACK_PLANES;
  return (sums[at] as number) | (sums[at + 1] as number) | (sums[at + 2] as number) | (sums[at + 3] as number);
}

/**
 * The best the side to move can win by taking an enemy piece other than the lion: an undefended
 * piece's full value, a defended one's value minus the cheapest attacker's. Undefended victims go
 * first: they need no look at the attackers, and they often settle the answer.
 */
function bestGain(placement: Placement, mover: number): number {
  const { cells, sums } = placement;
  const enemy = 1 - mover;
  const victims = (sums[enemy * SUMS_STRIDE + OCCUPIED] as number) & ~(1 << (sums[enemy * SUMS_STRIDE + LION_SQUARE] as number)) & attacked(sums, mover);
  if (victims === 0) return 0;
  const defended = attacked(sums, enemy);
  let best = 0;
  let loose = victims & ~defended;
  while (loose !== 0) {
    const bit = loose & -loose;
    loose ^= bit;
    const value = BOARD_VALUE[(cells[31 - Math.clz32(bit)] as number) & 7] as number;
    if (value > best) best = value;
  }
  let guarded = victims & defended;
  while (guarded !== 0) {
    const bit = guarded & -guarded;
    guarded ^= bit;
    const square = 31 - Math.clz32(bit);
    const value = BOARD_VALUE[(cells[square] as number) & 7] as number;
    // The cheapest attacker is worth at least a chick: no gain beats `value - 100`.
    if (value - CHEAPEST_ATTACKER <= best) continue;
    const gain = value - cheapestAttacker(placement, mover, square);
    if (gain > best) best = gain;
  }
  return best;
}

/** The value of the cheapest of `mover`'s pieces that reach `square` (all stand next to it: one-step pieces). */
function cheapestAttacker(placement: Placement, mover: number, square: number): number {
  const cells = placement.cells;
  let around = (REACH[NEIGHBOURS * SQUARES + square] as number) & (placement.sums[mover * SUMS_STRIDE + OCCUPIED] as number);
  let cheapest = Infinity;
  while (around !== 0) {
    const bit = around & -around;
    around ^= bit;
    const from = 31 - Math.clz32(bit);
    const code = cells[from] as number;
    if ((((REACH[code * SQUARES + from] as number) >>> square) & 1) === 0) continue;
    const value = ATTACKER_VALUE[code & 7] as number;
    if (value < cheapest) cheapest = value;
  }
  return cheapest;
}
