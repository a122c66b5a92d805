import { ownedName, stepWords, type MoveFact, type MoveWords, type NamedPiece } from '@tabula/engine-core';
import { board } from './board.js';
import { pieceName } from './pieces.js';
import { isDrop, type AnimalChessMove, type AnimalChessState, type Piece } from './state.js';

/** The players' names by seat: the game's `playerNames` and the words' subjects. */
export const PLAYER_NAMES = ['North', 'South'] as const;

function named(piece: Piece): NamedPiece {
  return { owner: piece.owner, name: pieceName(piece) };
}

/**
 * An animal-chess move told in words (Game.tellMove): a step or a capture (AC-2; the taken piece goes
 * to the hand, AC-3), a drop (AC-4), and a promotion (AC-5). Nothing is hidden.
 */
export function tellMove(before: AnimalChessState, move: AnimalChessMove, after: AnimalChessState): MoveWords {
  const to = board.name(move.to);
  if (isDrop(move)) {
    const piece: NamedPiece = { owner: before.toMove, name: move.drop };
    return { facts: [{ kind: 'drop', piece, square: to }], sentence: `${PLAYER_NAMES[piece.owner]} dropped a ${move.drop} on ${to}.` };
  }
  const mover = before.board[move.from];
  if (!mover) throw new Error(`no piece on ${board.name(move.from)} to tell of`);
  const taken = before.board[move.to] ?? null;
  const step = stepWords(PLAYER_NAMES, named(mover), board.name(move.from), to, taken === null ? null : named(taken));
  const landed = after.board[move.to];
  if (!landed || !landed.promoted || mover.promoted) return step;
  const promotion: MoveFact = { kind: 'promotion', piece: named(mover), square: to, becomes: pieceName(landed) };
  return { facts: [...step.facts, promotion], sentence: `${step.sentence} ${ownedName(PLAYER_NAMES, named(mover))} was promoted.` };
}
