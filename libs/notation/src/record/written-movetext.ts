import type { AnyGame, AnyNotation, Viewer } from '@tabula/engine-core';
import { EMPTY_MOVETEXT, nextMoveNumber, withMove, type MovetextLayout } from './movetext-layout.js';

/** A record's movetext as laid out for one seer, kept by the state its last move led to. */
interface Memo {
  readonly notation: AnyNotation;
  readonly seer: Viewer | 'all';
  readonly startNumber: number;
  readonly plies: number;
  readonly lastMove: unknown;
  readonly layout: MovetextLayout;
}

/**
 * Movetext already laid out, by the state after its last move. A server keeps a game's record after
 * every move; writing it afresh meant telling every earlier move's mover (`Game.status`, which looks for
 * legal moves), formatting each move on its view and laying out every line again, so a move at ply 400
 * cost 400 of each. States are values, made once by `Game.play` from the state before, so a state object
 * stands for the moves that led to it: the layout kept for it, for the same notation, seer and start
 * number, is that record's movetext so far, and the next record adds one move to it. The layouts share
 * their full lines, so each entry is small; entries live as long as their state.
 */
const laidOutAfter = new WeakMap<object, Memo[]>();

function memoOf(state: unknown, notation: AnyNotation, seer: Viewer | 'all', startNumber: number, plies: number, lastMove: unknown): Memo | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  return laidOutAfter.get(state)?.find((memo) => memo.notation === notation && memo.seer === seer && memo.startNumber === startNumber && memo.plies === plies && memo.lastMove === lastMove);
}

/**
 * The movetext of `moves` as the record writes it for `seer` (`see` gives the seer's view of a state),
 * `states` being the start and the state after each move, the first move numbered `startNumber`: from
 * the longest part already laid out for these states, each further move told its mover and formatted
 * on the seer's view of the state it was played from.
 */
export function writtenMovetext(
  game: AnyGame,
  notation: AnyNotation,
  states: readonly unknown[],
  moves: readonly unknown[],
  seer: Viewer | 'all',
  see: (state: unknown) => unknown,
  startNumber: number,
): MovetextLayout {
  let from = moves.length;
  let layout: MovetextLayout = EMPTY_MOVETEXT;
  for (; from > 0; from--) {
    const known = memoOf(states[from], notation, seer, startNumber, from, moves[from - 1]);
    if (known) {
      layout = known.layout;
      break;
    }
  }
  if (from === moves.length) return layout;
  for (let i = from; i < moves.length; i++) {
    const state = states[i];
    // The record's states were replayed from a game in play before every move.
    const status = game.status(state);
    const player = status.kind === 'playing' ? status.toMove : 0;
    layout = withMove(layout, { number: nextMoveNumber(layout, startNumber), player, text: notation.formatMove(see(state), moves[i]) });
  }
  const last = states[moves.length];
  if (typeof last === 'object' && last !== null) {
    const memos = laidOutAfter.get(last) ?? [];
    memos.push({ notation, seer, startNumber, plies: moves.length, lastMove: moves[moves.length - 1], layout });
    if (memos.length === 1) laidOutAfter.set(last, memos);
  }
  return layout;
}
