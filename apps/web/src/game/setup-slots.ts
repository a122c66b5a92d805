import type { BoardPicture, CellInfo, PieceInfo, Player } from '@tabula/engine-core';
import type { GameSession } from '@tabula/play';

/** The letters of a setup text, one per slot (the text's `/` between ranks dropped). */
export function setupLetters(text: string): string[] {
  return [...text.replace(/[/\s]/g, '')];
}

/** What a setup screen draws on: which square each slot of a setup text is, and the army's pieces. */
export interface SetupBoard {
  /** The square of each slot of the setup text, as the game describes its set-up area. */
  readonly squares: readonly string[];
  /** How many slots each rank of the setup text has, front rank first. */
  readonly rankLengths: readonly number[];
  /** The whole army by letter, in the game's order (each letter as often as the army has it). */
  readonly army: readonly string[];
  /** The board with the other army hidden, the seat's own squares to be filled. */
  readonly picture: BoardPicture;
  /** The seat's pieces by letter, as the board draws them. */
  readonly pieces: ReadonlyMap<string, PieceInfo>;
}

/**
 * Where each slot of `seat`'s setup text stands and what the army holds, from the game's own set-up
 * layout (ST-1), so the screen follows the game's slot order without knowing it; and how the seat's
 * pieces are drawn, from a previewed board of a proposed army.
 */
export function setupBoard(session: GameSession, seat: Player): SetupBoard {
  const layout = session.setupLayout(seat);
  const picture = session.previewSetup(seat, session.proposeSetup(seat));
  if (!picture.ok) throw new Error(picture.error.message);
  const pieces = new Map<string, PieceInfo>();
  for (const cell of picture.value.cells) if (cell.piece?.owner === seat) pieces.set(cell.piece.letter.toUpperCase(), cell.piece);
  return {
    squares: layout.ranks.flat(),
    rankLengths: layout.ranks.map((rank) => rank.length),
    army: layout.army.flatMap(({ letter, count }) => Array<string>(count).fill(letter)),
    picture: picture.value,
    pieces,
  };
}

/** A setup text from one letter per slot, in the ranks the game's layout has, separated by `/`. */
export function setupText(board: SetupBoard, letters: readonly string[]): string {
  const ranks: string[] = [];
  let start = 0;
  for (const length of board.rankLengths) {
    ranks.push(letters.slice(start, start + length).join(''));
    start += length;
  }
  return ranks.join('/');
}

/** The board of a setup screen: the seat's squares holding the placed letters (null: empty). */
export function placedPicture(board: SetupBoard, letters: readonly (string | null)[]): BoardPicture {
  const bySquare = new Map(board.squares.map((square, slot) => [square, letters[slot] ?? null]));
  const cells = board.picture.cells.map((cell): CellInfo => {
    if (!bySquare.has(cell.square)) return cell;
    const letter = bySquare.get(cell.square);
    return { ...cell, piece: letter ? (board.pieces.get(letter) ?? null) : null };
  });
  return { ...board.picture, cells };
}

/** The letters of `army` not yet placed, in army order. */
export function unplaced(army: readonly string[], letters: readonly (string | null)[]): string[] {
  const left = [...army];
  for (const letter of letters) {
    const index = letter === null ? -1 : left.indexOf(letter);
    if (index >= 0) left.splice(index, 1);
  }
  return left;
}
