import { opponent, type Player } from '@tabula/engine-core';
import { DEN, distance, NEIGHBOURS, SIZE, trapOwner } from './board.js';
import { ELEPHANT, ownerOf, RAT, rankOf } from './pieces.js';
import { moveBreach } from './rules.js';
import type { JungleState } from './state.js';

/**
 * Material by rank (rat … elephant). The rat is worth more than its rank says: it is the only piece
 * that kills the elephant and the only one the river cannot stop.
 */
const VALUE = [0, 250, 150, 200, 300, 400, 650, 750, 800];
/** Extra worth of a rat while the enemy elephant lives (JG-8 makes it the elephant's only threat). */
const RAT_VS_ELEPHANT = 120;
/** Per square closer to the enemy den; the den is the usual way Jungle games are won. */
const ADVANCE = 8;
/** A piece that could step into the enemy den next turn. */
const DEN_THREAT = 400;
/** Own pieces guarding the home den (within two steps), counted for the first two only. */
const GUARD = 40;

/**
 * The heuristic (see README): material, advance towards the enemy den (sharper in its last three
 * squares), pieces one step from entering the den, den guards, and the danger of standing on an
 * enemy trap next to an enemy (JG-11 makes such a piece free to take). Scored for `player` as
 * own minus opponent's, in roughly hundredths of a rat.
 */
export function evaluateState(state: JungleState, player: Player): number {
  return sideScore(state, player) - sideScore(state, opponent(player));
}

function sideScore(state: JungleState, side: Player): number {
  const { cells } = state;
  const enemy = opponent(side);
  const enemyDen = DEN[enemy];
  const homeDen = DEN[side];
  const enemyElephant = cells.includes(enemy === 0 ? 'e' : 'E');
  let score = 0;
  let guards = 0;
  for (let s = 0; s < SIZE; s++) {
    const piece = cells[s];
    if (!piece || ownerOf(piece) !== side) continue;
    const rank = rankOf(piece);
    score += VALUE[rank] as number;
    if (rank === RAT && enemyElephant) score += RAT_VS_ELEPHANT;
    const toDen = distance(s, enemyDen);
    score += (12 - toDen) * ADVANCE;
    if (toDen <= 3) score += (4 - toDen) * 25;
    if (toDen === 1 && moveBreach(cells, side, s, enemyDen) === null) {
      // Threatening to win: decisive when it is this side's move, still strong otherwise.
      score += state.toMove === side ? 4 * DEN_THREAT : DEN_THREAT;
    }
    if (distance(s, homeDen) <= 2 && guards < 2) {
      guards++;
      score += GUARD;
    }
    if (trapOwner[s] === enemy && enemyNextTo(state, s, enemy)) score -= (VALUE[rank] as number) >> 1;
  }
  if (!cells.some((piece, s) => piece && ownerOf(piece) === side && rankOf(piece) !== ELEPHANT && distance(s, enemyDen) <= 4)) {
    // No attacker near the enemy den: a passive army rarely wins.
    score -= 30;
  }
  return score;
}

function enemyNextTo(state: JungleState, s: number, enemy: Player): boolean {
  for (let d = 0; d < 4; d++) {
    const t = NEIGHBOURS[s * 4 + d] as number;
    const piece = t >= 0 ? state.cells[t] : null;
    if (piece && ownerOf(piece) === enemy) return true;
  }
  return false;
}
