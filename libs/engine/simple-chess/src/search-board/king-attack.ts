import { KING_PAIR, KING_TOUCH, ZONE_KING_LINE, zoneRow } from './king-zone.js';
import { BISHOP } from './layout.js';
import { LINE_COUNT, LINE_ROW_OF, RAY_ATTACKS } from './lines.js';
import { LIST_SIZE, PAWN_MAP_PAD, PAWN_MAP_SIZE, type Position } from './position.js';

/**
 * Whether `side`'s king is attacked: the other side takes it with its next move and wins unless
 * `side` answers now (SC-5, SC-6). There is no check in §5, but this is the position a check would
 * be: what the search extends. Pawns by the attack map, the enemy king by the kings' table, rooks
 * and bishops by a line lookup each (as the evaluation reads them).
 */
export function kingAttacked(position: Position, side: number): boolean {
  const king = position.kings[side] as number;
  if (king < 0) return false;
  const enemy = 1 - side;
  if ((position.pawnAttacks[enemy * PAWN_MAP_SIZE + PAWN_MAP_PAD + king] as number) > 0) return true;
  const row = zoneRow(king);
  if ((KING_PAIR[row * 65 + zoneRow(position.kings[enemy] as number)] as number) >= KING_TOUCH) return true;
  const { cells, sliders, occupancy } = position;
  const enemyLines = enemy * LINE_COUNT;
  const ownLines = LINE_COUNT - enemyLines;
  const zone = row * LINE_COUNT;
  const base = enemy * LIST_SIZE;
  for (let i = base, end = base + (position.sliderCounts[enemy] as number); i < end; i++) {
    const from = sliders[i] as number;
    const at = from * 4 + (((cells[from] as number) & 7) === BISHOP ? 2 : 0);
    for (let k = 0; k < 2; k++) {
      const slide = LINE_ROW_OF[at + k] as number;
      const line = slide & 255;
      const kingBit = (ZONE_KING_LINE[zone + line] as number) >> 8;
      if (kingBit === 0) continue;
      const attacks = RAY_ATTACKS[(slide & 0xff00) + ((occupancy[enemyLines + line] as number) | (occupancy[ownLines + line] as number))] as number;
      if ((attacks & kingBit) !== 0) return true;
    }
  }
  return false;
}
