import { nextLandings, placementsOn, type MoveOption, type Snapshot } from '@tabula/play';
import { whyNoMoveFrom } from './table-moves.js';

/**
 * What a square typed alone at the prompt (`d1`) asks for: to select the piece on it, which then shows
 * where it may go; to play the one move that puts a piece there (a placement game's stone, the only drop
 * a hand allows); to choose among several such moves (drops of different kinds, animal chess); or
 * nothing the rules allow, with what is wrong.
 */
export type TypedSquare =
  | { readonly kind: 'select'; readonly square: string; readonly next: readonly string[] }
  | { readonly kind: 'place'; readonly square: string; readonly option: MoveOption }
  | { readonly kind: 'choose'; readonly square: string; readonly options: readonly MoveOption[] }
  | { readonly kind: 'refused'; readonly square: string; readonly message: string };

/**
 * Reads a lone square against the seat's legal moves, worked out from its snapshot alone (so a remote
 * game needs no round trip). A piece with moves is selected first, as it always was; only a square that
 * selects nothing is tried as a place to put a piece.
 */
export function readTypedSquare(snapshot: Snapshot, options: readonly MoveOption[], typed: string): TypedSquare {
  const square = typed.trim().toLowerCase();
  const next = nextLandings(options, { from: square, path: [] });
  if (next.length > 0) return { kind: 'select', square, next };
  const placements = placementsOn(options, square);
  if (placements.length === 1) return { kind: 'place', square, option: placements[0] as MoveOption };
  if (placements.length > 1) return { kind: 'choose', square, options: placements };
  return { kind: 'refused', square, message: whyNothingOn(snapshot, options, square) };
}

/**
 * Why a square typed alone neither selects a piece nor takes one. In a game that puts nothing on the
 * board now, what is on the square is the whole answer (`there is no piece on d2`); in one that does
 * (a placement game, a hand to drop from), the answer says too why nothing goes there: the square is
 * taken, or the rules allow nothing on it. Said from the viewer's own picture, so nothing hidden is told.
 */
export function whyNothingOn(snapshot: Snapshot, options: readonly MoveOption[], square: string): string {
  const why = whyNoMoveFrom(snapshot, square);
  if (!options.some((option) => option.shape.from === null)) return why;
  const cell = snapshot.picture?.cells.find((candidate) => candidate.square === square);
  if (cell === undefined || cell.terrain === 'unused') return why;
  const piece = cell.piece;
  if (piece === null) return `${why}, and nothing can be placed there`;
  if (piece.owner !== snapshot.toMove) return `${square} is taken by ${snapshot.seats[piece.owner].name}'s piece`;
  return `${square} is taken, and the piece on it has no move`;
}

/**
 * A choice among the pieces that may go on one square, worded for the prompt: `c3: which piece goes
 * there? Type H*c3 (chick), G*c3 (giraffe) or C*c3 (cat).` A piece is named as the seat's hand names it
 * (the picture's hand), else by its kind.
 */
export function placementChoice(snapshot: Snapshot, square: string, options: readonly MoveOption[]): string {
  const hand = snapshot.toMove === null ? [] : (snapshot.picture?.hands?.[snapshot.toMove] ?? []);
  const named = options.map(({ text, shape }) => {
    if (shape.drop === undefined) return text;
    const name = hand.find((piece) => piece.kind === shape.drop)?.name ?? shape.drop;
    return `${text} (${name})`;
  });
  const listed = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
  return `${square}: which piece goes there? Type ${listed}.`;
}
