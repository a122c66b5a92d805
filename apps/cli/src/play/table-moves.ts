import type { GameEntry } from '@tabula/games';
import { fromRuleError, nextLandings, refuse, type MoveOption, type PlayResult, type Snapshot } from '@tabula/play';

/** What a move typed so far (`c3e5`, a capture chain's first landing) may do next. */
export interface Entered {
  /** The move made of the landings so far. */
  readonly option: MoveOption;
  /** Where the piece may land next; empty when the move cannot go on. */
  readonly next: readonly string[];
  /** The board as it would stand after `option`. */
  readonly snapshot: Snapshot;
}

/**
 * A move entered one landing at a time (CK-3) at a table, worked out from what the viewer was sent —
 * the snapshot's legal moves and the viewer's own position text, read by the game's notation — so a
 * remote game needs no round trip and no knowledge the viewer lacks (a hidden rank stays `X`).
 * Nothing is played: the player's whole move goes to the table once the turn ends. A square typed
 * alone is no move yet: typed-square.ts reads it.
 */
export function enterAtTable(entry: GameEntry, snapshot: Snapshot, text: string): PlayResult<Entered> {
  const options = snapshot.legalMoves;
  if (options === null || snapshot.position === null) return refuse('not-your-turn', 'it is not your turn');
  const { game, notation } = entry;
  const position = notation.parsePosition(snapshot.position);
  if (!position.ok) return fromRuleError(position.error);
  const parsed = notation.parseMove(position.value, text);
  if (!parsed.ok) return fromRuleError(parsed.error);
  const option: MoveOption = { text: notation.formatMove(position.value, parsed.value), shape: game.describeMove(position.value, parsed.value) };
  const after = game.play(position.value, parsed.value);
  if (!after.ok) return fromRuleError(after.error);
  const seat = snapshot.toMove ?? 0;
  // The landings so far, told in the game's own words for this viewer (its view is all that is parsed).
  const told = game.tellMove?.(position.value, parsed.value, after.value, snapshot.viewer);
  const drawn: Snapshot = {
    ...snapshot,
    picture: game.picture(after.value),
    legalMoves: null,
    lastMove: { seat, text: option.text, shape: option.shape, words: told?.sentence ?? `${snapshot.seats[seat].name} played ${option.text}.`, facts: told?.facts ?? [] },
  };
  return { ok: true, value: { option, next: nextLandings(options, option.shape), snapshot: drawn } };
}

/**
 * Why no move starts on `square`, said from the picture of the viewer's own view (so nothing hidden is
 * told: an enemy's rank stays unknown): no such square, an unused square, terrain with nothing on it,
 * the other player's piece, or one's own piece that cannot move.
 */
export function whyNoMoveFrom(snapshot: Snapshot, square: string): string {
  const cell = snapshot.picture?.cells.find((candidate) => candidate.square === square);
  if (cell === undefined) return `there is no square ${square} on this board`;
  if (cell.terrain === 'unused') return `${square} is a square no piece stands on in this game`;
  const piece = cell.piece;
  if (piece === null) {
    if (cell.terrain === 'land') return `there is no piece on ${square}`;
    return `the ${cell.terrain} on ${square} is no piece`;
  }
  if (piece.owner !== snapshot.toMove) return `the piece on ${square} is ${snapshot.seats[piece.owner].name}'s`;
  return `the piece on ${square} has no move`;
}
