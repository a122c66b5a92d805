import type { Player } from '@tabula/engine-core';
import { moveLabel } from './move-number-text.js';
import type { RecordResult } from './record-types.js';

/** The longest line of movetext, as in PGN's export format. */
export const LINE_WIDTH = 80;

/** One move as the movetext writes it: the number it is played under, who plays it, its canonical text. */
export interface NumberedMove {
  readonly number: number;
  readonly player: Player;
  readonly text: string;
}

/**
 * Lays out the movetext: `1. c3c4 c4c3 2. …`, each player-0 move after its number, a player-1 move
 * after its partner — or after `7...` when it comes first (the record starts with player 1 to move,
 * as PGN writes it) — and the result token last. A number and its move are one unit that is never
 * split; units are joined by one space and a unit that would pass {@link LINE_WIDTH} columns starts
 * a new line. No trailing space; lines end with `\n` only between lines.
 */
export function formatMovetext(moves: readonly NumberedMove[], result: RecordResult): string {
  const units: string[] = [];
  moves.forEach((move, i) => {
    const previous = moves[i - 1];
    const followsPartner = move.player === 1 && previous?.player === 0 && previous.number === move.number;
    units.push(followsPartner ? move.text : `${moveLabel(move.number, move.player)} ${move.text}`);
  });
  units.push(result);
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    if (line === '') line = unit;
    else if (line.length + 1 + unit.length <= LINE_WIDTH) line += ` ${unit}`;
    else {
      lines.push(line);
      line = unit;
    }
  }
  lines.push(line);
  return lines.join('\n');
}
