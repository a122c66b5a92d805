/*
 * Move codes of the search board (and of the move lister that both the board and `legalMoves` use).
 *
 * - A step or a single capture: `from * 64 + to` (0–4095). Its code is the same in every position,
 *   so the search's killers and history recognise "the same move" across positions.
 * - A chain of two or more captures: `(index + 1) * 4096 + from * 64 + final square`, where `index`
 *   is the chain's place among the chains listed for the position (chain-store.ts keeps its
 *   landings). Two chains of one position may share their start and final square (a king can go
 *   round a block of pieces both ways, CK-2), so the index is what tells them apart.
 */

/** Codes below this are steps and single captures; from it on, chains. */
export const CHAIN_CODE_BASE = 4096;

/** The code of a step or single capture. */
export function simpleCode(from: number, to: number): number {
  return (from << 6) | to;
}

/** The code of the chain listed `index`-th in its position. */
export function chainCode(index: number, from: number, to: number): number {
  return ((index + 1) << 12) | (from << 6) | to;
}

/** The square a move starts from. */
export function codeFrom(code: number): number {
  return (code >> 6) & 63;
}

/** The square a move ends on (where a capturing bomb explodes). */
export function codeTo(code: number): number {
  return code & 63;
}

/** The chain index of a chain code (-1 for a step or a single capture). */
export function chainIndex(code: number): number {
  return (code >> 12) - 1;
}

/** Whether a simple code (below {@link CHAIN_CODE_BASE}) is a step rather than a capture. */
export function isStepCode(code: number): boolean {
  // A step goes one file sideways, a capture two.
  const files = (code & 7) - ((code >> 6) & 7);
  return files === 1 || files === -1;
}

/**
 * The most captures one chain can make. A piece's landings stay on one of four sets of 8 squares
 * (both coordinates even or both odd, then the two diagonal "colours" of that 4×4 lattice), and
 * every jump between two of them crosses one of only 9 squares; each jumped piece vanishes (CK-2),
 * so no chain crosses more than 9 pieces.
 */
export const MAX_CHAIN_LENGTH = 9;

/**
 * The most capture moves (single captures and chain prefixes) one piece can have: each is a trail (no
 * square crossed twice) in the graph of 8 landings and 9 jumped squares above; from the best square
 * of the board there are 51, when every jumped square holds an enemy piece (the tests list them).
 */
export const MAX_CHAINS_PER_PIECE = 51;

/**
 * Most legal moves of any position: at most 31 pieces of the mover (the opponent has one at least,
 * CK-6), each with at most 4 steps and {@link MAX_CHAINS_PER_PIECE} captures.
 */
export const MAX_MOVES = 31 * (4 + MAX_CHAINS_PER_PIECE);
