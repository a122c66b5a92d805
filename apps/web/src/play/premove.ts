import type { MoveOption } from '@tabula/play';
import { dragStep, handDropStep, type ClickedSquare, type PickStep } from './move-picker.js';

/**
 * A premove: a move queued while the opponent thinks, made at once when the turn comes (timed online
 * play). The page holds no rules, so a premove is only squares: which of them make a legal move is
 * asked of the legal moves the table offers when the turn comes, through the same picker as a click.
 */

/** Where a premove starts: one of the player's pieces on the board, or a kind in their hand (AC-4). */
export type PremoveStart = { readonly from: string } | { readonly drop: string };

/** A queued premove: its start and the square the player chose for it. */
export interface Premove {
  readonly start: PremoveStart;
  readonly to: string;
}

/** What the player has premoved so far: a start picked (waiting for its square), and at most one move queued. */
export interface PremoveHeld {
  readonly picked: PremoveStart | null;
  readonly queued: Premove | null;
}

export const NO_PREMOVE: PremoveHeld = { picked: null, queued: null };

/**
 * A square chosen on the board while the opponent is to move (a click, a tap, Enter). `own` says that
 * one of the player's pieces stands there, as the picture shows; no legality is judged here.
 * - the picked piece again: unpicked;
 * - one of the player's pieces: picked, and any queued premove goes (the new one replaces it);
 * - another square with a start picked: the premove is queued;
 * - any other square: a queued premove is cancelled.
 * Null when the click has nothing to do with a premove (nothing held, not the player's piece): the
 * page then says why it is not the player's turn, as before.
 */
export function premoveClick(held: PremoveHeld, square: string, own: boolean): PremoveHeld | null {
  const { picked, queued } = held;
  if (picked && 'from' in picked && picked.from === square) return { picked: null, queued };
  if (own) return { picked: { from: square }, queued: null };
  if (picked) return { picked: null, queued: { start: picked, to: square } };
  if (queued) return NO_PREMOVE;
  return null;
}

/** A piece dragged from `from` to `to` while the opponent is to move: queued at once from the player's own piece. */
export function premoveDrag(held: PremoveHeld, from: string, to: string, ownFrom: boolean): PremoveHeld | null {
  if (!ownFrom || from === to) return premoveClick(held, to, false);
  return { picked: null, queued: { start: { from }, to } };
}

/** A kind in the player's hand picked to premove a drop, or unpicked when it already was. */
export function premoveHandPick(held: PremoveHeld, kind: string): PremoveHeld {
  if (held.picked && 'drop' in held.picked && held.picked.drop === kind) return { picked: null, queued: held.queued };
  return { picked: { drop: kind }, queued: null };
}

/**
 * The queued premove when the turn has come: the step a drag from its start to its square takes on the
 * legal moves now (a move to play, a choice such as a promotion, a capture chain to go on with), or
 * null when it lands nowhere legal, which drops it.
 */
export function resolvePremove(options: readonly MoveOption[], premove: Premove, clicked: ClickedSquare): PickStep | null {
  const { start, to } = premove;
  const step = 'from' in start ? dragStep(options, null, start.from, to, clicked) : handDropStep(options, start.drop, to, clicked);
  switch (step.kind) {
    case 'play':
      return step;
    case 'choose':
      return step.options.length > 0 ? step : null;
    case 'pick':
      // A capture chain that goes on from `to`; any other pick (another piece) did not land there.
      return step.pick?.path.at(-1) === to ? step : null;
    case 'refuse':
      return null;
  }
}

/** The squares the board marks in the premove colour. */
export function premoveSquares(held: PremoveHeld): string[] {
  const { picked, queued } = held;
  if (queued) return 'from' in queued.start ? [queued.start.from, queued.to] : [queued.to];
  return picked && 'from' in picked ? [picked.from] : [];
}

function startName(start: PremoveStart): string {
  return 'from' in start ? start.from : `${start.drop} from the hand`;
}

/** A premove as the player reads it: `e2 → e4`, `chick from the hand → b3`. */
export function premoveName(premove: Premove): string {
  return `${startName(premove.start)} → ${premove.to}`;
}

/** The premove line: what is held and how to let it go. Empty when nothing is held. */
export function premoveLine(held: PremoveHeld): string {
  if (held.queued) return `Premove: ${premoveName(held.queued)} — click the board or press Esc to cancel.`;
  const { picked } = held;
  if (picked && 'from' in picked) return `Premove from ${picked.from}: choose its square, or click ${picked.from} again to let go.`;
  if (picked) return `Premove: a ${picked.drop} from the hand — choose its square, or pick it again to let go.`;
  return '';
}

/** Why a queued premove was not played when the turn came. */
export function droppedLine(premove: Premove): string {
  return `Premove ${premoveName(premove)} dropped: it is not a legal move now.`;
}
