import { createRng, type SearchHooks } from '@tabula/engine-core';
import { kindOf, type PieceKind, type PieceLetter } from './pieces.js';
import type { SimpleChessMove, SimpleChessState } from './state.js';

const LETTERS: readonly PieceLetter[] = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];

/** Zobrist keys drawn from a fixed seed, so hashes are the same in every run and on every machine. */
const zobrist = (() => {
  const rng = createRng('simple-chess zobrist');
  const word = () => Math.floor(rng.next() * 4294967296) | 0;
  const keys: Record<string, Int32Array> = {};
  for (const letter of LETTERS) keys[letter] = Int32Array.from({ length: 64 }, word);
  return { keys, blackToMove: word() };
})();

/**
 * What a capture takes, for ordering captures (most valuable victim first). The king is taken to
 * win (SC-6); queens and knights never move (SC-3), so taking one removes only a wall.
 */
const VICTIM_VALUE: Readonly<Record<PieceKind, number>> = {
  king: 100_000,
  rook: 500,
  bishop: 330,
  pawn: 100,
  queen: 40,
  knight: 40,
};

/** How much the capturing piece risks, for least-valuable-attacker-first ordering among equal victims. */
const ATTACKER_RISK: Readonly<Record<PieceKind, number>> = {
  pawn: 1,
  bishop: 3,
  rook: 5,
  king: 9,
  queen: 0,
  knight: 0,
};

/** Hash of the board and the side to move (the counters do not decide the future: G-3). */
export function hashOf(state: SimpleChessState): number {
  let hash = state.toMove === 1 ? zobrist.blackToMove : 0;
  state.board.forEach((piece, square) => {
    if (piece !== null) hash ^= zobrist.keys[piece]?.[square] as number;
  });
  return hash >>> 0;
}

/**
 * The value of the piece a move captures less a little for the piece that risks itself (MVV-LVA),
 * or 0 for a quiet move.
 */
export function captureValueOf(state: SimpleChessState, move: SimpleChessMove): number {
  const victim = state.board[move.to];
  const attacker = state.board[move.from];
  if (victim === null || victim === undefined || attacker === null || attacker === undefined) return 0;
  return VICTIM_VALUE[kindOf(victim)] - ATTACKER_RISK[kindOf(attacker)];
}

/** Speed hooks for the bots' search. */
export const searchHooks: SearchHooks<SimpleChessState, SimpleChessMove> = {
  hash: hashOf,
  isCapture: (state, move) => state.board[move.to] !== null,
  captureValue: captureValueOf,
};
