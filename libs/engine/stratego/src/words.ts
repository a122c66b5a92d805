import { ownedName, type MoveFact, type MoveWords, type NamedPiece, type Viewer } from '@tabula/engine-core';
import { BOARD } from './board.js';
import { resolveAttack } from './combat.js';
import { viewOf } from './hidden-information.js';
import { pieceAt, type StrategoMove, type StrategoState } from './state.js';

/** The players' names by seat: the game's `playerNames` and the words' subjects. */
export const PLAYER_NAMES = ['Red', 'Blue'] as const;

/**
 * A Stratego move told for `viewer` (Game.tellMove). An attack reveals both ranks to everyone (ST-5,
 * ST-9), so a battle names both; a quiet move names the mover's rank only when `viewer`'s view of the
 * position after it shows that rank (the viewer's own piece, a piece revealed before, a scout that ran
 * more than one square, or a finished game), else it is `a piece`.
 */
export function tellMove(before: StrategoState, move: StrategoMove, after: StrategoState, viewer: Viewer): MoveWords {
  const from = BOARD.name(move.from);
  const to = BOARD.name(move.to);
  const mover = pieceAt(before, move.from);
  if (!mover) throw new Error(`no piece on ${from} to tell of`);
  const defender = pieceAt(before, move.to);
  if (defender && defender.kind !== 'unknown' && mover.kind !== 'unknown') {
    // ST-5: both ranks are revealed to both players and to spectators.
    const attacker: NamedPiece = { owner: mover.owner, name: mover.kind };
    const attacked: NamedPiece = { owner: defender.owner, name: defender.kind };
    const winner = resolveAttack(mover.kind, defender.kind);
    const fact: MoveFact = { kind: 'battle', attacker, defender: attacked, from, square: to, winner };
    const said = `${ownedName(PLAYER_NAMES, attacker)} attacked ${ownedName(PLAYER_NAMES, attacked)} on ${to}`;
    const ending = winner === 'attacker' ? ' and won.' : winner === 'defender' ? ' and lost.' : ': both were removed.';
    return { facts: [fact], sentence: said + ending };
  }
  // A quiet move (or an attack on a state that hides a rank, which a session never tells): the rank
  // only as the viewer's view of the result shows it.
  const seen = pieceAt(viewOf(after, viewer), move.to);
  const known = seen !== null && seen.owner === mover.owner && seen.kind !== 'unknown';
  const piece: NamedPiece = { owner: mover.owner, name: known ? seen.kind : 'piece' };
  const sentence = known ? `${ownedName(PLAYER_NAMES, piece)} moved from ${from} to ${to}.` : `${PLAYER_NAMES[mover.owner]} moved a piece from ${from} to ${to}.`;
  return { facts: [{ kind: 'move', piece, from, path: [to] }], sentence };
}
