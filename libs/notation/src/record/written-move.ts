import type { AnyGame, AnyNotation, Player, Viewer } from '@tabula/engine-core';

/** A move of a record as written: who played it, and its text for one seer. */
export interface WrittenMove {
  readonly player: Player;
  readonly text: string;
}

interface Memo {
  readonly notation: AnyNotation;
  readonly move: unknown;
  readonly seer: Viewer | 'all';
  readonly written: WrittenMove;
}

/**
 * What was written for a move played from a state, by the state it was played from. A server keeps a
 * game's record after every move, and writing it afresh meant telling each earlier move's mover
 * (`Game.status`, which looks for legal moves) and formatting each move on its view again: a move at
 * ply 400 cost 400 of each. States are values (never changed once made), so a move's text from a state,
 * for a seer, stays what it was: the same move object from the same state object, with the same
 * notation, is all it takes to reuse it. Entries live as long as their state, and a state has at most
 * a few (a takeback and another move, a record for another viewer).
 */
const writtenFrom = new WeakMap<object, Memo[]>();

/** `move`, played from `state`, as the record writes it for `seer` (`see` gives the seer's view of a state). */
export function writtenMove(game: AnyGame, notation: AnyNotation, state: unknown, move: unknown, seer: Viewer | 'all', see: (state: unknown) => unknown): WrittenMove {
  const memos = typeof state === 'object' && state !== null ? (writtenFrom.get(state) ?? []) : null;
  const known = memos?.find((memo) => memo.move === move && memo.seer === seer && memo.notation === notation);
  if (known) return known.written;
  const status = game.status(state);
  // The record's moves were replayed from a game in play before every one of them.
  const written: WrittenMove = { player: status.kind === 'playing' ? status.toMove : 0, text: notation.formatMove(see(state), move) };
  if (memos) {
    memos.push({ notation, move, seer, written });
    if (memos.length === 1) writtenFrom.set(state as object, memos);
  }
  return written;
}
