import { createRng, type SearchHooks } from '@tabula/engine-core';
import { SQUARES } from './board.js';
import { codeOf, LION } from './codes.js';
import { HAND_KINDS, type AnimalChessMove, type AnimalChessState } from './types.js';

/** Largest hand count the hash table covers (the set has six chicks). */
const MAX_HELD = 6;

// Zobrist keys from a fixed seed, so hashes are the same in every process (worker, server, CLI).
const rng = createRng('animal-chess zobrist');
const word = (): number => (rng.next() * 4294967296) >>> 0;
const PIECE_KEYS = Uint32Array.from({ length: 16 * SQUARES }, word);
const HAND_KEYS = Uint32Array.from({ length: 2 * 3 * (MAX_HELD + 1) }, word);
const SIDE_KEY = word();

/** 32-bit Zobrist hash of board, hands and side to move. */
export function hashState(state: AnimalChessState): number {
  let hash = state.toMove === 1 ? SIDE_KEY : 0;
  state.board.forEach((piece, square) => {
    if (piece) hash ^= PIECE_KEYS[codeOf(piece) * SQUARES + square] as number;
  });
  for (const owner of [0, 1] as const) {
    HAND_KINDS.forEach((kind, k) => {
      const held = Math.min(state.hands[owner][kind], MAX_HELD);
      hash ^= HAND_KEYS[(owner * 3 + k) * (MAX_HELD + 1) + held] as number;
    });
  }
  return hash >>> 0;
}

const VICTIM_VALUE: Readonly<Record<string, number>> = { chick: 100, cat: 280, giraffe: 320, lion: 100000 };

/** Whether the move takes an enemy piece (drops never capture). */
function captures(state: AnimalChessState, move: AnimalChessMove): boolean {
  if ('drop' in move) return false;
  const target = state.board[move.to];
  return !!target && target.owner !== state.toMove;
}

/** Search hooks: Zobrist hash and MVV-LVA capture ordering, the lion first of all (AC-6). */
export const animalChessSearch: SearchHooks<AnimalChessState, AnimalChessMove> = {
  hash: hashState,
  isCapture: captures,
  captureValue(state, move) {
    if ('drop' in move || !captures(state, move)) return 0;
    const target = state.board[move.to];
    const attacker = state.board[move.from];
    if (!target || !attacker) return 0;
    const victim = (VICTIM_VALUE[target.kind] ?? 0) + (target.promoted ? 100 : 0);
    const cost = (codeOf(attacker) & 7) === LION ? 50 : (VICTIM_VALUE[attacker.kind] ?? 0) / 10;
    return victim - cost;
  },
};
