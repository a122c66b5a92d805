import { opponent, type Player } from '@tabula/engine-core';
import { BOARD } from './board.js';
import { hiddenPool } from './hidden-information.js';
import { isMobile, type PieceKind } from './pieces.js';
import { decodePiece, type StrategoState } from './state.js';

/** Base values of the kinds, roughly in hundredths of a lieutenant. */
export const BASE_VALUE: Readonly<Record<PieceKind, number>> = {
  marshal: 1000,
  general: 700,
  colonel: 400,
  major: 250,
  captain: 150,
  lieutenant: 100,
  sergeant: 70,
  miner: 100,
  scout: 40,
  spy: 300,
  bomb: 60,
  flag: 0,
};

/** Share of a piece's value that its secrecy is worth while its rank stays hidden (ST-9). */
const SECRECY = 0.1;
/** Per enemy mobile piece within three steps of a player's flag. */
const FLAG_THREAT = 40;
/** Per bomb next to a player's flag. */
const FLAG_GUARD = 25;
/** Per rank a mobile piece has advanced from its own back rank. */
const ADVANCE = 3;

/**
 * What a kind is worth to its owner here: the spy only while the enemy marshal lives (ST-7); a miner
 * more while enemy bombs stand (ST-6), as it is the only piece that survives one.
 */
function valueOf(kind: PieceKind, state: StrategoState, owner: Player): number {
  const enemyLosses = state.captured[opponent(owner)];
  if (kind === 'spy') return enemyLosses.includes('marshal') ? 30 : BASE_VALUE.spy;
  if (kind === 'miner') return BASE_VALUE.miner + 15 * (6 - enemyLosses.filter((k) => k === 'bomb').length);
  return BASE_VALUE[kind];
}

/**
 * The game's heuristic for bots (see README): material with context-dependent values, a bonus for
 * ranks still hidden, flag safety (bombs around it, enemy pieces near it) and a little for
 * advancing. Works on views too: an unknown piece counts as the average of its owner's hidden ranks.
 */
export function evaluateState(state: StrategoState, player: Player): number {
  const pieces = state.board.map((code) => (code ? decodePiece(code) : null));
  const unknownValue: [number, number] = [0, 0];
  for (const owner of [0, 1] as const) {
    if (!pieces.some((piece) => piece?.owner === owner && piece.kind === 'unknown')) continue;
    const pool = hiddenPool(state, owner).filter((kind) => kind !== 'flag');
    unknownValue[owner] = pool.length ? pool.reduce((sum, kind) => sum + valueOf(kind, state, owner), 0) / pool.length : 0;
  }

  let score = 0;
  const flags: number[] = [];
  pieces.forEach((piece, square) => {
    if (!piece) return;
    const sign = piece.owner === player ? 1 : -1;
    if (piece.kind === 'flag') flags[piece.owner] = square;
    const value = piece.kind === 'unknown' ? unknownValue[piece.owner] : valueOf(piece.kind, state, piece.owner);
    score += sign * value * (piece.revealed ? 1 : 1 + SECRECY);
    if (isMobile(piece.kind)) {
      const rank = BOARD.rankOf(square);
      score += sign * ADVANCE * (piece.owner === 0 ? rank : 9 - rank);
    }
  });

  for (const owner of [0, 1] as const) {
    const flag = flags[owner];
    if (flag === undefined) continue;
    const sign = owner === player ? 1 : -1;
    pieces.forEach((piece, square) => {
      if (!piece) return;
      const distance = Math.abs(BOARD.fileOf(square) - BOARD.fileOf(flag)) + Math.abs(BOARD.rankOf(square) - BOARD.rankOf(flag));
      if (piece.owner !== owner && isMobile(piece.kind) && distance <= 3) score -= sign * FLAG_THREAT;
      if (piece.owner === owner && piece.kind === 'bomb' && distance === 1) score += sign * FLAG_GUARD;
    });
  }
  return Math.round(score);
}
