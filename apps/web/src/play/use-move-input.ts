import { useEffect, useState } from 'react';
import type { BoardPicture } from '@tabula/engine-core';
import type { MoveOption } from '@tabula/play';
import { clickSquare, dragStep, endTurnMove, pickDrop, pickTargets, type ClickedSquare, type Pick, type PickStep } from './move-picker.js';

/** Whether a key press belongs to a form field or a button rather than to the board. */
export function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName) || target.isContentEditable);
}

interface MoveInputProps {
  /** The viewer's legal moves now (empty when they may not move). */
  readonly options: readonly MoveOption[];
  /**
   * The position the options belong to (a version, a move count): when it changes, a half-made move
   * is dropped, so the board returns to the game as it stands.
   */
  readonly position: string | number;
  /** The board as it stands (not a step being looked at): which squares are empty, whether there are hands. */
  readonly picture: BoardPicture | null;
  /** Why the viewer may not move now, or null when they may. */
  readonly whyNot: () => string | null;
  readonly play: (text: string) => void;
  /** A refusal in words; an empty string clears the last one. */
  readonly showProblem: (message: string) => void;
}

/** A move being put together on the board and in the hands, as a page draws and drives it. */
export interface MoveInput {
  readonly pick: Pick | null;
  /** Several moves share the clicked squares (a promotion's choices): the page offers them. */
  readonly choices: readonly MoveOption[];
  readonly targets: readonly string[];
  readonly selected: string | null;
  /** The move "End turn" (or Space) would play: a capture chain that may stop here (CK-3). */
  readonly chainEnd: MoveOption | null;
  activate(square: string): void;
  dragMove(from: string, to: string): void;
  /** A piece in hand (AC-4) or a kind in the placement tray picked to put down, or unpicked when it already was. */
  pickFromHand(kind: string): void;
  /** A piece dragged from a hand and let go on `square`. */
  dropFromHand(kind: string, square: string): void;
  endTurn(): void;
  /** Forgets the half-made move and any choice on offer. */
  clear(): void;
  /**
   * Takes a step worked out elsewhere from these options (a premove resolved when the turn comes) as
   * a click's own: plays it, offers its choices, holds its pick, or shows its refusal. It does not ask
   * whether the viewer may move: the caller has just seen that they may.
   */
  follow(step: PickStep): void;
  /** What the board says of `square` that the move list does not (empty, hands), for a step worked out elsewhere. */
  clickedAt(square: string): ClickedSquare;
}

/**
 * The one move input of every game page, local and online: clicks and drags on the board, picks from
 * the hand trays, a capture chain landing by landing ended with "End turn" or Space. It works from the
 * legal move list alone (through the move picker), so it holds no game's rules and no way of sending.
 */
export function useMoveInput({ options, position, picture, whyNot, play, showProblem }: MoveInputProps): MoveInput {
  const [held, setHeld] = useState<{ readonly pick: Pick | null; readonly choices: readonly MoveOption[]; readonly at: string | number }>({
    pick: null,
    choices: [],
    at: position,
  });
  const current = held.at === position ? held : { pick: null, choices: [], at: position };
  const { pick, choices } = current;
  const chainEnd = endTurnMove(options, pick);

  function clickedAt(square: string): ClickedSquare {
    const cell = picture?.cells.find((placed) => placed.square === square);
    return { empty: cell !== undefined && !cell.piece, hands: picture?.hands !== undefined };
  }

  function hold(next: Pick | null, offered: readonly MoveOption[] = []) {
    setHeld({ pick: next, choices: offered, at: position });
  }

  function send(text: string) {
    hold(null);
    play(text);
  }

  function apply(step: PickStep) {
    if (step.kind === 'pick') {
      hold(step.pick);
      showProblem('');
    } else if (step.kind === 'play') send(step.text);
    else if (step.kind === 'choose') hold(pick, step.options);
    else showProblem(step.message);
  }

  /** Runs `act` if the viewer may move now, else says why not. */
  function whenAllowed(act: () => void) {
    const refusal = whyNot();
    if (refusal) showProblem(refusal);
    else act();
  }

  const input: MoveInput = {
    pick,
    choices,
    targets: pickTargets(options, pick),
    selected: pick ? (pick.path.at(-1) ?? pick.from) : null,
    chainEnd,
    activate: (square) => { whenAllowed(() => { apply(clickSquare(options, pick, square, clickedAt(square))); }); },
    dragMove: (from, to) => { whenAllowed(() => { apply(dragStep(options, pick, from, to, clickedAt(to))); }); },
    pickFromHand: (kind) => { whenAllowed(() => { apply(pick?.drop === kind ? { kind: 'pick', pick: null } : pickDrop(options, kind)); }); },
    dropFromHand: (kind, square) => {
      if (pick?.drop === kind) input.activate(square);
    },
    endTurn: () => {
      if (chainEnd) send(chainEnd.text);
    },
    clear: () => { hold(null); },
    follow: apply,
    clickedAt,
  };

  // Space ends a capture chain, as the seed's GUI does.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== ' ' || !chainEnd || isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      event.preventDefault();
      send(chainEnd.text);
    }
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); };
  });

  return input;
}
