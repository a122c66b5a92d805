import type { Player, Rng } from '@tabula/engine-core';
import { isLake, NEIGHBOURS } from './board.js';
import { isMobile, type PieceKind } from './pieces.js';
import { PLACEMENT_ORDER, ROW_WEIGHTS, SPY_BESIDE_GENERAL } from './setup-prior.js';
import { decodePiece, encodePiece, type PieceCode } from './state.js';

/*
 * The informed deal: hidden ranks guessed the way the game's own setups place them (setup-prior.ts),
 * rather than uniformly. A piece that never moved still stands on its setup square (ST-1), so its
 * square says which row it was set up on; the flag stands on the back rank with a bomb on every side
 * that has not moved. Everything here reads the view's squares, moved marks and hidden pool only:
 * what a player who knows how setups are usually made would guess (ST-9).
 */

/** A flag's weight off the back rank: unlikely in the game's setups, yet possible in a player's own. */
const FLAG_OFF_BACK_RANK = 0.02;
/** A flag candidate's weight factor per side that is open now (empty, or a piece that moved): no bomb sealed it. */
const OPEN_SIDE = 0.25;
/** Chance that an unmoved piece beside the dealt flag is one of its sealing bombs. */
const SEALED = 0.9;

/** Setup row of a square in `owner`'s setup area (0 front … 3 back), or −1 outside it (board.ts: a1 = 0). */
function setupRow(owner: Player, square: number): number {
  const rank = Math.floor(square / 10);
  const row = owner === 0 ? 3 - rank : rank - 6;
  return row >= 0 && row <= 3 ? row : -1;
}

/** A square's setup-area neighbours (no lakes, none outside the owner's four ranks). */
function setupNeighbours(owner: Player, square: number): number[] {
  const found: number[] = [];
  for (let d = 0; d < 4; d++) {
    const next = NEIGHBOURS[square * 4 + d] as number;
    if (next >= 0 && !isLake(next) && setupRow(owner, next) >= 0) found.push(next);
  }
  return found;
}

/** Picks an index of `weights` with chance proportional to its weight; −1 when all are zero. */
function weightedIndex(weights: readonly number[], rng: Rng): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!(total > 0)) return -1;
  let roll = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    roll -= weights[i] as number;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}

/** How much more likely `kind` is on a slot than elsewhere: its row weight if it never moved, else its mean. */
function rowWeight(kind: PieceKind, owner: Player, square: number, moved: boolean): number {
  const rows = ROW_WEIGHTS[kind];
  if (!rows) return 1;
  const row = setupRow(owner, square);
  if (moved || row < 0) return rows.reduce((sum, weight) => sum + weight, 0) / rows.length;
  return rows[row] as number;
}

/**
 * Gives ranks from `pool` to `owner`'s unknown pieces on `slots`, weighted by the setup prior: the
 * flag first (back rank, sides still closed), bombs beside it, the other bombs by row, then the
 * mobile ranks in the order setups place them. Bombs and the flag only go to pieces that never moved
 * (ST-3), never to `mobileSlot`. Returns false, having written nothing, when that cannot be done
 * (a malformed view): the caller then deals uniformly.
 */
export function dealInformed(
  board: (PieceCode | null)[],
  owner: Player,
  slots: readonly number[],
  pool: readonly PieceKind[],
  rng: Rng,
  mobileSlot?: number,
): boolean {
  const moved = new Map(slots.map((square) => [square, square === mobileSlot || decodePiece(board[square] as PieceCode).moved] as const));
  const free = new Set(slots);
  const dealt = new Map<number, PieceKind>();
  const remaining = new Map<PieceKind, number>();
  for (const kind of pool) remaining.set(kind, (remaining.get(kind) ?? 0) + 1);
  const give = (square: number, kind: PieceKind) => {
    dealt.set(square, kind);
    free.delete(square);
    remaining.set(kind, (remaining.get(kind) ?? 0) - 1);
  };
  const unmovedFree = () => [...free].filter((square) => !moved.get(square));
  const pick = (kind: PieceKind, candidates: readonly number[], weight: (square: number) => number): boolean => {
    const index = weightedIndex(candidates.map(weight), rng);
    if (index < 0) return false;
    give(candidates[index] as number, kind);
    return true;
  };

  if ((remaining.get('flag') ?? 0) > 0) {
    const flagWeight = (square: number) => {
      let weight = setupRow(owner, square) === 3 ? 1 : FLAG_OFF_BACK_RANK;
      for (const side of setupNeighbours(owner, square)) {
        const code = board[side];
        const closed = code && !decodePiece(code).moved && free.has(side) && !moved.get(side);
        if (!closed) weight *= OPEN_SIDE;
      }
      return weight;
    };
    if (!pick('flag', unmovedFree(), flagWeight)) return false;
    const flag = [...dealt.keys()][0] as number;
    for (const side of setupNeighbours(owner, flag)) {
      if ((remaining.get('bomb') ?? 0) > 0 && free.has(side) && !moved.get(side) && rng.next() < SEALED) give(side, 'bomb');
    }
  }
  while ((remaining.get('bomb') ?? 0) > 0) {
    if (!pick('bomb', unmovedFree(), (square) => rowWeight('bomb', owner, square, false))) return false;
  }
  let general = -1;
  for (const kind of PLACEMENT_ORDER) {
    while ((remaining.get(kind) ?? 0) > 0) {
      const weight =
        kind === 'spy'
          ? (square: number) => (general >= 0 && !moved.get(square) && setupNeighbours(owner, square).includes(general) ? SPY_BESIDE_GENERAL : 1)
          : (square: number) => rowWeight(kind, owner, square, moved.get(square) === true);
      if (!pick(kind, [...free], weight)) return false;
      // Only a general that never moved still stands where the spy was set up beside it.
      if (kind === 'general') general = [...dealt].find(([square, dealtKind]) => dealtKind === 'general' && !moved.get(square))?.[0] ?? -1;
    }
  }
  if (free.size > 0 || [...remaining.values()].some((count) => count !== 0)) return false;
  for (const [square, kind] of dealt) if (!isMobile(kind) && moved.get(square)) return false;
  for (const [square, kind] of dealt) {
    const piece = decodePiece(board[square] as PieceCode);
    board[square] = encodePiece(piece.owner, kind, piece.moved);
  }
  return true;
}
