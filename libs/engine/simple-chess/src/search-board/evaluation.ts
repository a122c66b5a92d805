import { BISHOP } from './layout.js';
import { KING_BITS } from './bitboards.js';
import { KING_PAIR, KING_TOUCH, NEIGHBOUR_COUNT, NEIGHBOURS_IN_PAWN_MAP, ZONE_KING_LINE, zoneRow } from './king-zone.js';
import { LINE_COUNT, LINE_ROW_OF, POPCOUNT, RAY_ATTACKS } from './lines.js';
import { LIST_SIZE, PAWN_MAP_PAD, PAWN_MAP_SIZE, type Position } from './position.js';
import { KING_MOBILITY, KING_SHELTER, KING_THREATENED, KING_ZONE_ATTACK, SLIDER_MOBILITY, TEMPO } from './weights.js';

/*
 * The one evaluation of simplified chess (Game.evaluate loads a board and asks it). In hundredths
 * of a pawn, for the asking player, zero-sum. It knows §5's game rather than chess: material and
 * place (immobile queens and knights, pawns by rank and file, dead last-rank pawns, the king's square:
 * material.ts, kept incrementally), mobility of the pieces that move, and — because there is no check
 * and taking the king wins — whose king is attacked with whom to move, plus king shelter and tempo.
 * The weights are fitted to game results (weights.ts).
 *
 * Attacks: a piece attacks every square it could capture on if an enemy stood there, own pieces
 * included (they are defended): a slider's rays up to and including the first piece, a pawn's two
 * forward diagonals, a king's eight neighbours; queens and knights attack nothing (SC-3).
 */

/**
 * The side to move attacks the enemy king: it takes it next ply and wins (SC-5, SC-6). Not fitted
 * (weights.ts): it stands for a won game, which the search finds a ply later anyway.
 */
export const KING_EN_PRISE = 5000;

/**
 * A side's rook and bishop terms, packed in one number so the scan allocates nothing: its moves
 * (attacked places but own pieces) in the low bits, its attacks on the squares next to the enemy
 * king from {@link ZONE_SHIFT} up, its attacks on the enemy king from {@link KING_SHIFT} up.
 */
export const ZONE_SHIFT = 10;
export const KING_SHIFT = 20;
export const FIELD = (1 << ZONE_SHIFT) - 1;

/**
 * `side`'s rooks and bishops: their moves and their attacks on the enemy king and its zone, one
 * table lookup per line (lines.ts).
 */
export function sliderTerms(position: Position, side: number): number {
  const { cells, sliders, occupancy } = position;
  const ownLines = side * LINE_COUNT;
  const enemyLines = LINE_COUNT - ownLines;
  const enemyZone = zoneRow(position.kings[1 - side] as number) * LINE_COUNT;
  let moves = 0;
  let zone = 0;
  let king = 0;
  const base = side * LIST_SIZE;
  for (let i = base, end = base + (position.sliderCounts[side] as number); i < end; i++) {
    const from = sliders[i] as number;
    // A rook's lines are its rank and file, a bishop's its two diagonals (lines.ts).
    const at = from * 4 + (((cells[from] as number) & 7) === BISHOP ? 2 : 0);
    const slide1 = LINE_ROW_OF[at] as number;
    const line1 = slide1 & 255;
    const own1 = occupancy[ownLines + line1] as number;
    const attacks1 = RAY_ATTACKS[(slide1 & 0xff00) + (own1 | (occupancy[enemyLines + line1] as number))] as number;
    const slide2 = LINE_ROW_OF[at + 1] as number;
    const line2 = slide2 & 255;
    const own2 = occupancy[ownLines + line2] as number;
    const attacks2 = RAY_ATTACKS[(slide2 & 0xff00) + (own2 | (occupancy[enemyLines + line2] as number))] as number;
    moves += (POPCOUNT[attacks1 & ~own1] as number) + (POPCOUNT[attacks2 & ~own2] as number);
    const zone1 = ZONE_KING_LINE[enemyZone + line1] as number;
    if (zone1 !== 0) {
      zone += POPCOUNT[attacks1 & zone1 & 255] as number;
      king += (attacks1 & (zone1 >> 8)) !== 0 ? 1 : 0;
    }
    const zone2 = ZONE_KING_LINE[enemyZone + line2] as number;
    if (zone2 !== 0) {
      zone += POPCOUNT[attacks2 & zone2 & 255] as number;
      king += (attacks2 & (zone2 >> 8)) !== 0 ? 1 : 0;
    }
  }
  return moves + (zone << ZONE_SHIFT) + (king << KING_SHIFT);
}

/**
 * `side`'s king, packed like {@link sliderTerms}: its moves in the low bits, the own pieces next to
 * it (shelter) from {@link ZONE_SHIFT} up, and from {@link KING_SHIFT} up the attacks of the enemy's
 * pawns (their attack map) and king (a table by the two kings' squares) on it, times
 * {@link KING_HITS}, plus those on the squares next to it. 0 when the king has been taken.
 */
export const KING_HITS = 32;

export function kingTerms(position: Position, side: number): number {
  const king = position.kings[side] as number;
  if (king < 0) return 0;
  const { bits, pawnAttacks } = position;
  const low = (KING_BITS[king * 2] as number) & (bits[side * 2] as number);
  const high = (KING_BITS[king * 2 + 1] as number) & (bits[side * 2 + 1] as number);
  const walls =
    (POPCOUNT[low & 255] as number) + (POPCOUNT[(low >>> 8) & 255] as number) + (POPCOUNT[(low >>> 16) & 255] as number) + (POPCOUNT[low >>> 24] as number) +
    (POPCOUNT[high & 255] as number) + (POPCOUNT[(high >>> 8) & 255] as number) + (POPCOUNT[(high >>> 16) & 255] as number) + (POPCOUNT[high >>> 24] as number);
  const enemy = 1 - side;
  const map = enemy * PAWN_MAP_SIZE;
  const at = king * 8;
  const zone =
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at] as number)] as number) +
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at + 1] as number)] as number) +
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at + 2] as number)] as number) +
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at + 3] as number)] as number) +
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at + 4] as number)] as number) +
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at + 5] as number)] as number) +
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at + 6] as number)] as number) +
    (pawnAttacks[map + (NEIGHBOURS_IN_PAWN_MAP[at + 7] as number)] as number);
  const pair = KING_PAIR[zoneRow(king) * 65 + zoneRow(position.kings[enemy] as number)] as number;
  const onKing = (pawnAttacks[map + PAWN_MAP_PAD + king] as number) + (pair >= KING_TOUCH ? 1 : 0);
  const hits = onKing * KING_HITS + zone + (pair & (KING_TOUCH - 1));
  return (NEIGHBOUR_COUNT[king] as number) - walls + (walls << ZONE_SHIFT) + (hits << KING_SHIFT);
}

/** The evaluation for white of a position with `mover` to move; black's is its negation (zero-sum). */
export function evaluateForWhite(position: Position, mover: number): number {
  const sliders0 = sliderTerms(position, 0);
  const sliders1 = sliderTerms(position, 1);
  const king0 = kingTerms(position, 0);
  const king1 = kingTerms(position, 1);
  const kingHits0 = king0 >> KING_SHIFT;
  const kingHits1 = king1 >> KING_SHIFT;
  // Attacks on each side's king itself, and on the squares next to it, by the other side.
  const onKing0 = (sliders1 >> KING_SHIFT) + Math.floor(kingHits0 / KING_HITS);
  const onKing1 = (sliders0 >> KING_SHIFT) + Math.floor(kingHits1 / KING_HITS);
  const nearKing0 = ((sliders1 >> ZONE_SHIFT) & FIELD) + (kingHits0 & (KING_HITS - 1));
  const nearKing1 = ((sliders0 >> ZONE_SHIFT) & FIELD) + (kingHits1 & (KING_HITS - 1));
  const side0 =
    (position.material[0] as number) +
    SLIDER_MOBILITY * (sliders0 & FIELD) +
    KING_MOBILITY * (king0 & FIELD) +
    KING_SHELTER * ((king0 >> ZONE_SHIFT) & FIELD) -
    KING_ZONE_ATTACK * nearKing0;
  const side1 =
    (position.material[1] as number) +
    SLIDER_MOBILITY * (sliders1 & FIELD) +
    KING_MOBILITY * (king1 & FIELD) +
    KING_SHELTER * ((king1 >> ZONE_SHIFT) & FIELD) -
    KING_ZONE_ATTACK * nearKing1;
  let score = side0 - side1;
  const waiterKing = position.kings[1 - mover] as number;
  const moverKing = position.kings[mover] as number;
  let moverEdge = TEMPO;
  if (waiterKing >= 0 && (mover === 0 ? onKing1 : onKing0) > 0) moverEdge += KING_EN_PRISE;
  else if (moverKing >= 0) moverEdge -= KING_THREATENED * (mover === 0 ? onKing0 : onKing1);
  score += mover === 0 ? moverEdge : -moverEdge;
  return score;
}
