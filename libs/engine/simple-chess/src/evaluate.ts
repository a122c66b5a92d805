import { EIGHT_WAYS, opponent, type Player } from '@tabula/engine-core';
import { attackCounts } from './attacks.js';
import { board, PAWN_LAST_RANK, PAWN_START_RANK } from './board.js';
import { kingSquare, targetsOf } from './movement.js';
import { kindOf, ownerOf, type PieceKind } from './pieces.js';
import type { SimpleChessState } from './state.js';

/**
 * Piece values in hundredths of a pawn. Queens and knights never move or capture (SC-3): they are
 * only walls that can be taken, so they are worth far less than in chess, and much less than a
 * bishop or rook. The king has no material value: while it stands the game goes on (SC-6).
 */
export const PIECE_VALUE: Readonly<Record<PieceKind, number>> = {
  pawn: 100,
  bishop: 330,
  rook: 500,
  queen: 40,
  knight: 40,
  king: 0,
};

/** A pawn on its last rank can never move again (SC-4: no promotion): a wall, like a knight. */
const DEAD_PAWN_VALUE = 40;
/** Per rank a pawn has advanced: space, and pressure on the enemy camp. */
const PAWN_ADVANCE = 6;
/** Per square a rook, bishop or king can move to. */
const MOBILITY = 4;
/** The side to move attacks the enemy king: it takes it next ply and wins (SC-5, SC-6). */
const KING_EN_PRISE = 5000;
/** The side to move has its king attacked (there is no check, SC-5): it must react now. */
const KING_THREATENED = 250;
/** Per enemy attack on a square next to the king. */
const KING_ZONE_ATTACK = 10;
/** Per own piece next to the king: with no check, walls are what keeps the king alive. */
const KING_SHELTER = 12;

/** One side's score, without the terms that compare the two sides' threats. */
function sideScore(state: SimpleChessState, player: Player, enemyAttacks: readonly number[]): number {
  let score = 0;
  state.board.forEach((piece, square) => {
    if (piece === null || ownerOf(piece) !== player) return;
    const kind = kindOf(piece);
    if (kind === 'pawn') {
      const rank = board.rankOf(square);
      score += rank === PAWN_LAST_RANK[player] ? DEAD_PAWN_VALUE : PIECE_VALUE.pawn + PAWN_ADVANCE * Math.abs(rank - PAWN_START_RANK[player]);
      return;
    }
    score += PIECE_VALUE[kind];
    if (kind === 'rook' || kind === 'bishop' || kind === 'king') score += MOBILITY * targetsOf(state.board, square).length;
  });

  const king = kingSquare(state.board, player);
  if (king >= 0) {
    for (const direction of EIGHT_WAYS) {
      const next = board.step(king, direction);
      if (next < 0) continue;
      const neighbour = state.board[next];
      if (neighbour !== null && neighbour !== undefined && ownerOf(neighbour) === player) score += KING_SHELTER;
      score -= KING_ZONE_ATTACK * (enemyAttacks[next] as number);
    }
  }
  return score;
}

/**
 * The heuristic for bots (Game.evaluate): how good `state` is for `player`, in hundredths of a pawn.
 * It knows §5's game rather than chess: material with immobile queens and knights and dead
 * last-rank pawns, pawn advance, mobility of the pieces that move, and — because there is no check
 * and taking the king wins — whose king is attacked with whom to move, plus king shelter.
 */
export function evaluate(state: SimpleChessState, player: Player): number {
  const attacks = [attackCounts(state.board, 0), attackCounts(state.board, 1)] as const;
  const enemy = opponent(player);
  let score = sideScore(state, player, attacks[enemy]) - sideScore(state, enemy, attacks[player]);

  const mover = state.toMove;
  const waiter = opponent(mover);
  const waiterKing = kingSquare(state.board, waiter);
  const moverKing = kingSquare(state.board, mover);
  let moverEdge = 0;
  if (waiterKing >= 0 && (attacks[mover][waiterKing] as number) > 0) moverEdge += KING_EN_PRISE;
  else if (moverKing >= 0) moverEdge -= KING_THREATENED * (attacks[waiter][moverKing] as number);
  score += mover === player ? moverEdge : -moverEdge;
  return score;
}
