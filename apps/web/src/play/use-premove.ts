import { useEffect, useState } from 'react';
import type { BoardPicture, Player } from '@tabula/engine-core';
import type { MoveOption } from '@tabula/play';
import { droppedLine, NO_PREMOVE, premoveClick, premoveDrag, premoveHandPick, premoveLine, premoveSquares, resolvePremove, type PremoveHeld } from './premove.js';
import { isTyping, type MoveInput } from './use-move-input.js';

interface PremoveProps {
  /**
   * Whether the player may premove now: one seat here (online, or against a bot), a game of perfect
   * information, in play, the opponent to move, the board live. Hidden-information games take none:
   * a premove there would be made blind against pieces the player cannot see.
   */
  readonly open: boolean;
  /** The player's seat at this table, or null (a spectator, a shared device). */
  readonly me: Player | null;
  /** It is the player's turn with the table's legal moves in `options`: a queued premove is made now. */
  readonly myTurn: boolean;
  readonly options: readonly MoveOption[];
  /** Plies played so far: fewer than when the premove was made means a takeback. */
  readonly plies: number;
  readonly over: boolean;
  readonly picture: BoardPicture | null;
  /** The page's move input, which plays the premove (or offers its choices) as a click-click would. */
  readonly input: MoveInput;
}

/** A premove as the page draws and drives it. */
export interface Premoves {
  readonly open: boolean;
  /** Squares marked in the premove colour. */
  readonly squares: readonly string[];
  /** The premove line (a polite live region); empty when there is nothing to say. */
  readonly line: string;
  /** Something is held that Cancel would let go. */
  readonly held: boolean;
  /** A square chosen while the opponent is to move; false when it has nothing to do with a premove. */
  activate(square: string): boolean;
  dragMove(from: string, to: string): boolean;
  /** The player's hand as the hand tray drives it (AC-4), for premoving a drop. */
  readonly hand: Pick<MoveInput, 'pick' | 'pickFromHand' | 'dropFromHand'>;
  cancel(): void;
}

interface Kept {
  readonly held: PremoveHeld;
  /** Plies when `held` last changed: a picked start lasts while no move is made. */
  readonly at: number;
  /** The last word on a premove gone (cancelled, dropped), shown until the next move. */
  readonly said: string;
}

/**
 * One premove for a player waiting for their opponent (issue 36): a piece and a square picked as usual
 * while it is not their turn are queued, marked on the board and said in words; a new one replaces it,
 * and a click elsewhere, Escape or Cancel lets it go. When the turn comes it is resolved against the
 * legal moves then and played at once, or dropped in words; the game's end or a takeback cancels it.
 */
export function usePremove({ open, me, myTurn, options, plies, over, picture, input }: PremoveProps): Premoves {
  const [kept, setKept] = useState<Kept>({ held: NO_PREMOVE, at: plies, said: '' });
  // A picked start belongs to the position it was picked in; a queued premove waits for the turn.
  const held: PremoveHeld = kept.at === plies ? kept.held : { picked: null, queued: kept.held.queued };
  const { queued } = held;

  function keep(next: PremoveHeld, said = '') {
    setKept({ held: next, at: plies, said });
  }

  function ownPiece(square: string): boolean {
    const piece = picture?.cells.find((cell) => cell.square === square)?.piece;
    return me !== null && piece?.owner === me;
  }

  /** Takes the result of a premove gesture; a queued premove let go is said to be cancelled. */
  function take(next: PremoveHeld | null): boolean {
    if (next === null) return false;
    keep(next, held.queued && !next.queued && !next.picked ? 'Premove cancelled.' : '');
    return true;
  }

  function cancel() {
    if (held.queued || held.picked) keep(NO_PREMOVE, 'Premove cancelled.');
  }

  // The game changed under the premove in a way the player did not foresee: it is let go at once, in words
  // (set while drawing, as React adjusts state to new props, so the board never shows it in the new game).
  if (queued && (over || plies < kept.at)) {
    setKept({ held: NO_PREMOVE, at: plies, said: over ? 'Premove cancelled: the game is over.' : 'Premove cancelled: a move was taken back.' });
  }

  // The turn has come: the premove is played through the move input (sending is the effect), or dropped.
  useEffect(() => {
    if (!queued || over || plies < kept.at || !myTurn) return;
    const step = resolvePremove(options, queued, input.clickedAt(queued.to));
    // Sending the move is the effect; letting the premove go with it keeps it from being sent twice.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKept({ held: NO_PREMOVE, at: plies, said: step ? '' : droppedLine(queued) });
    if (step) input.follow(step);
  }, [queued, over, plies, kept.at, myTurn, options, input]);

  // Escape lets the premove go, from anywhere but a form field.
  useEffect(() => {
    if (!held.queued && !held.picked) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || isTyping(event.target)) return;
      event.preventDefault();
      cancel();
    }
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); };
  });

  const picked = held.picked;
  return {
    open,
    squares: open || queued ? premoveSquares(held) : [],
    line: premoveLine(held) || (kept.at === plies ? kept.said : ''),
    held: held.queued !== null || held.picked !== null,
    activate: (square) => open && take(premoveClick(held, square, ownPiece(square))),
    dragMove: (from, to) => open && take(premoveDrag(held, from, to, ownPiece(from))),
    hand: {
      pick: picked && 'drop' in picked ? { from: null, drop: picked.drop, path: [] } : null,
      pickFromHand: (kind) => { if (open) keep(premoveHandPick(held, kind)); },
      dropFromHand: (kind, square) => {
        if (open && picked && 'drop' in picked && picked.drop === kind) take(premoveClick(held, square, ownPiece(square)));
      },
    },
    cancel,
  };
}
