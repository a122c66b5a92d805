import type { Player, Rng, Sampling, Viewer } from '@tabula/engine-core';
import { isLake, NEIGHBOURS } from './board.js';
import { dealInformed } from './informed-deal.js';
import { statusOf } from './outcome.js';
import { ARMY, isMobile, KIND_CODE, KINDS, type PieceKind } from './pieces.js';
import { decodePiece, encodePiece, pieceAt, type PieceCode, type StrategoPiece, type StrategoState } from './state.js';

/** Whether `viewer` may know the rank of `piece` while the game runs (ST-9). */
function mayKnow(piece: StrategoPiece, viewer: Viewer): boolean {
  return piece.revealed || piece.owner === viewer;
}

/**
 * ST-9: everything `viewer` may know, as a state of the same type that records its viewer.
 *
 * A player keeps their own ranks; every enemy piece keeps its square, its `moved` and `revealed`
 * flags, and its rank only if revealed. A spectator sees ranks that are revealed. The captured lists
 * are public (every capture is an attack, which reveals). When the game is over everything is public,
 * so the view is the state itself. The view is built only from what the viewer may know, field by
 * field in a fixed order, so two states that differ only in hidden ranks give byte-identical JSON.
 */
export function viewOf(state: StrategoState, viewer: Viewer): StrategoState {
  const over = statusOf(state).kind === 'over';
  const board = over
    ? state.board
    : state.board.map((code) => {
        if (!code) return code;
        const piece = decodePiece(code);
        return mayKnow(piece, viewer) ? code : encodePiece(piece.owner, 'unknown', piece.moved);
      });
  return { board, toMove: state.toMove, moveNumber: state.moveNumber, captured: state.captured, viewer };
}

/**
 * The ranks a player's hidden pieces still have: the army, less what was captured, less the ranks
 * the board shows. The viewer can work this out (captures are public), so it reveals nothing.
 */
export function hiddenPool(state: StrategoState, owner: Player): PieceKind[] {
  const counts = KINDS.map((info) => info.count);
  const take = (kind: PieceKind) => {
    counts[KIND_CODE[kind]]--;
  };
  state.captured[owner].forEach(take);
  for (const code of state.board) {
    const piece = code ? decodePiece(code) : null;
    if (piece && piece.owner === owner && piece.kind !== 'unknown') take(piece.kind);
  }
  return ARMY.filter((kind) => counts[KIND_CODE[kind]]-- > 0);
}

/** Whether a mobile piece on `square` would have a move: an empty land or enemy neighbour (ST-2, ST-5). */
function hasExit(state: StrategoState, square: number, owner: Player): boolean {
  for (let d = 0; d < 4; d++) {
    const next = NEIGHBOURS[square * 4 + d] as number;
    if (next < 0 || isLake(next)) continue;
    const piece = pieceAt(state, next);
    if (!piece || piece.owner !== owner) return true;
  }
  return false;
}

/**
 * Gives ranks from `pool` to the unknown pieces on `slots`. Bombs and the flag can only be pieces
 * that never moved (ST-3); among assignments that respect this, every one is equally likely.
 * `mobileSlot`, when given, must receive a mobile rank.
 */
function assignRanks(
  board: (PieceCode | null)[],
  slots: readonly number[],
  pool: readonly PieceKind[],
  rng: Rng,
  mobileSlot?: number,
): void {
  const immobile = rng.shuffle(pool.filter((kind) => !isMobile(kind)));
  const mobile = rng.shuffle(pool.filter(isMobile));
  const hasMoved = (square: number) => decodePiece(board[square] as PieceCode).moved;
  const unmoved = rng.shuffle(slots.filter((square) => !hasMoved(square) && square !== mobileSlot));
  const moved = slots.filter((square) => hasMoved(square) || square === mobileSlot);
  // Immobile ranks go to the first unmoved slots (never `mobileSlot`); should a malformed view have
  // too few, the rest spill over.
  const order = [...unmoved.slice(0, immobile.length), ...rng.shuffle([...unmoved.slice(immobile.length), ...moved])];
  const ranks = [...immobile, ...mobile];
  order.forEach((square, i) => {
    const piece = decodePiece(board[square] as PieceCode);
    const kind = ranks[i];
    if (kind === undefined) throw new Error('determinize: a view has more hidden pieces than hidden ranks');
    board[square] = encodePiece(piece.owner, kind, piece.moved);
  });
}

/** Tries before {@link determinize} stops sampling blindly and forces the mover a movable piece. */
const BLIND_TRIES = 64;

/**
 * Samples a full state consistent with a view (for bots). Each hidden piece gets a rank from its
 * owner's {@link hiddenPool}, uniformly among the assignments where bombs and the flag stand on
 * pieces that never moved. The sample must still be a running game (a view is only made of running
 * games with hidden pieces), so a sample in which the mover would be stuck is drawn again; after a
 * few misses one of the mover's hidden pieces that has room to move is given a mobile rank.
 * With `informed` sampling the ranks are weighted by the game's setup prior instead (setup-prior.ts),
 * still from the view alone; a view the prior cannot deal falls back to the uniform deal.
 */
export function determinize(view: StrategoState, rng: Rng, sampling: Sampling = 'uniform'): StrategoState {
  const slots: [number[], number[]] = [[], []];
  view.board.forEach((code, square) => {
    const piece = code ? decodePiece(code) : null;
    if (piece?.kind === 'unknown') slots[piece.owner].push(square);
  });
  const pools = [hiddenPool(view, 0), hiddenPool(view, 1)] as const;
  const sample = (mobileSlot?: number): StrategoState => {
    const board = view.board.slice();
    for (const owner of [0, 1] as const) {
      if (slots[owner].length === 0) continue;
      const forced = owner === view.toMove ? mobileSlot : undefined;
      if (sampling === 'informed' && dealInformed(board, owner, slots[owner], pools[owner], rng, forced)) continue;
      assignRanks(board, slots[owner], pools[owner], rng, forced);
    }
    return { board, toMove: view.toMove, moveNumber: view.moveNumber, captured: view.captured };
  };
  // Only the mover's own hidden ranks can leave the mover without a move (G-1).
  if (slots[view.toMove].length === 0) return sample();
  const wanted = statusOf(view).kind;
  for (let attempt = 0; attempt < BLIND_TRIES; attempt++) {
    const state = sample();
    if (statusOf(state).kind === wanted) return state;
  }
  const free = slots[view.toMove].filter((square) => hasExit(view, square, view.toMove));
  return sample(free.length > 0 ? rng.pick(free) : undefined);
}
