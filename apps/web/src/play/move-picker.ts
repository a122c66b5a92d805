import type { MoveShape } from '@tabula/engine-core';
import { nextLandings, optionsFrom, placementsOn, type MoveOption } from '@tabula/play';

/**
 * A move being put together by clicks: a piece on the board (`from`) or one in hand (`drop`), and the
 * squares it has landed on so far (several for a capture chain, CK-3).
 */
export interface Pick {
  readonly from: string | null;
  readonly drop?: string;
  readonly path: readonly string[];
}

/**
 * What the page knows of a clicked square that the move list does not say: whether anything stands
 * on it, and whether the game keeps its pieces to place in hands drawn beside the board.
 */
export interface ClickedSquare {
  readonly empty: boolean;
  /**
   * A drop starts at the hand (animal chess): a click on an empty square does not drop by itself, since
   * a player who clicks there has more likely missed a piece than meant to spend one from the hand.
   */
  readonly hands: boolean;
}

/** What a click did: a new pick (or none), a move to play, a choice between moves, or a refusal. */
export type PickStep =
  | { readonly kind: 'pick'; readonly pick: Pick | null }
  | { readonly kind: 'play'; readonly text: string }
  | { readonly kind: 'choose'; readonly options: readonly MoveOption[] }
  | { readonly kind: 'refuse'; readonly message: string };

function shapeOf(pick: Pick): MoveShape {
  return { from: pick.from, path: pick.path, ...(pick.drop !== undefined ? { drop: pick.drop } : {}) };
}

function sameShape(a: MoveShape, b: MoveShape): boolean {
  return a.from === b.from && a.drop === b.drop && a.path.length === b.path.length && a.path.every((square, i) => b.path[i] === square);
}

/** Where the picked piece may land next. */
export function pickTargets(options: readonly MoveOption[], pick: Pick | null): string[] {
  return pick ? nextLandings(options, shapeOf(pick)) : [];
}

/** The legal moves that are exactly this pick (one, or several that differ in a choice such as a promotion). */
export function movesOfPick(options: readonly MoveOption[], pick: Pick | null): MoveOption[] {
  if (!pick || pick.path.length === 0) return [];
  const shape = shapeOf(pick);
  return options.filter((option) => sameShape(option.shape, shape));
}

/** Picks a piece to drop from a hand (animal chess) or to place from the tray of a game without hands. */
export function pickDrop(options: readonly MoveOption[], kind: string): PickStep {
  const pick = { from: null, drop: kind, path: [] };
  if (pickTargets(options, pick).length === 0) return { kind: 'refuse', message: `a ${kind} from the hand cannot be dropped now` };
  return { kind: 'pick', pick };
}

/** Selects the piece on `square` if it can move (a click, or the start of a drag), else says why not. */
export function pickPiece(options: readonly MoveOption[], square: string): PickStep {
  if (optionsFrom(options, square).length > 0) return { kind: 'pick', pick: { from: square, path: [] } };
  return { kind: 'refuse', message: `nothing on ${square} can move now` };
}

/**
 * A click on a square that holds no piece able to move, with nothing picked: a piece placed there from
 * nowhere (a placement game's stone) is played at once, several kinds are a choice, and otherwise the
 * refusal says what is wrong with that square.
 */
function placeOn(options: readonly MoveOption[], square: string, clicked: ClickedSquare): PickStep {
  if (!clicked.empty) return pickPiece(options, square);
  const placements = placementsOn(options, square);
  if (clicked.hands) {
    return placements.length > 0
      ? { kind: 'refuse', message: `nothing on ${square} can move now; to drop a piece there, pick it from your hand first` }
      : pickPiece(options, square);
  }
  if (placements.length === 1) return { kind: 'play', text: (placements[0] as MoveOption).text };
  if (placements.length > 1) return { kind: 'choose', options: placements };
  // A game that places pieces now, but not here; a game that only moves them keeps its usual words.
  if (options.some((option) => option.shape.from === null)) return { kind: 'refuse', message: `nothing can be placed on ${square} now` };
  return pickPiece(options, square);
}

/**
 * One click on `square` while `pick` is being made: select a piece that can move, land the picked
 * piece on a legal destination (playing the move once it cannot go further; a chain that may go on
 * waits for another landing, "End turn", or the piece chosen again), unselect it, place a piece on an
 * empty square, or refuse with the reason. Works from the legal move list alone, so it holds no game's rules.
 */
export function clickSquare(options: readonly MoveOption[], pick: Pick | null, square: string, clicked: ClickedSquare): PickStep {
  if (pick && pickTargets(options, pick).includes(square)) {
    const next: Pick = { ...pick, path: [...pick.path, square] };
    const exact = movesOfPick(options, next);
    const onward = pickTargets(options, next);
    if (onward.length > 0) return { kind: 'pick', pick: next };
    if (exact.length === 1) return { kind: 'play', text: (exact[0] as MoveOption).text };
    return { kind: 'choose', options: exact };
  }
  // Choosing the piece where it stands mid-chain ends the turn there, as "End turn" does.
  if (pick && pick.path.length > 0 && pick.path.at(-1) === square) {
    const whole = endTurnMove(options, pick);
    if (whole) return { kind: 'play', text: whole.text };
  }
  if (pick && pick.path.length > 0) {
    return { kind: 'refuse', message: `${square} does not continue the capture; land on ${pickTargets(options, pick).join(' or ')}, or end the turn` };
  }
  if (pick && pick.from === square) return { kind: 'pick', pick: null };
  if (optionsFrom(options, square).length > 0) return pickPiece(options, square);
  if (pick) return { kind: 'refuse', message: `${square} is not a legal destination for the piece on ${pick.from ?? 'hand'}` };
  return placeOn(options, square, clicked);
}

/** A piece picked (or the refusal of the pick) and let go on `to`: what a click there then does. */
function landOn(options: readonly MoveOption[], first: PickStep, to: string, clicked: ClickedSquare): PickStep {
  if (first.kind !== 'pick' || !first.pick) return first;
  return clickSquare(options, first.pick, to, clicked);
}

/**
 * A piece carried from `from` to `to` in one gesture: a drag on the board, or a premove made when the
 * turn comes. `pick` is the piece already picked, kept when the gesture starts from it.
 */
export function dragStep(options: readonly MoveOption[], pick: Pick | null, from: string, to: string, clicked: ClickedSquare): PickStep {
  // A drag starts at a piece: one from an empty square places nothing.
  return landOn(options, pick?.from === from ? { kind: 'pick', pick } : pickPiece(options, from), to, clicked);
}

/** A piece of `kind` taken from the hand and put on `to` in one go (a premoved drop, AC-4). */
export function handDropStep(options: readonly MoveOption[], kind: string, to: string, clicked: ClickedSquare): PickStep {
  return landOn(options, pickDrop(options, kind), to, clicked);
}

/** The move that "End turn" (or Space) plays: the chain so far, when it is a whole move by itself. */
export function endTurnMove(options: readonly MoveOption[], pick: Pick | null): MoveOption | null {
  const exact = movesOfPick(options, pick);
  return exact.length === 1 ? (exact[0] as MoveOption) : null;
}
