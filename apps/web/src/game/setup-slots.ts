import type { BoardPicture, CellInfo, PieceInfo, Player } from '@tabula/engine-core';
import type { GameSession } from '@tabula/play';

/** The letters of a setup text, one per slot (the text's `/` between ranks dropped). */
export function setupLetters(text: string): string[] {
  return [...text.replace(/[/\s]/g, '')];
}

/** A setup text from one letter per slot, in the canonical ranks of ten. */
export function setupText(letters: readonly string[]): string {
  const ranks: string[] = [];
  for (let start = 0; start < letters.length; start += 10) ranks.push(letters.slice(start, start + 10).join(''));
  return ranks.join('/');
}

/** What a setup screen draws on: which square each slot of a setup text is, and the army's pieces. */
export interface SetupBoard {
  /** The square of each slot of the setup text. */
  readonly squares: readonly string[];
  /** The board with the other army hidden, the seat's own squares to be filled. */
  readonly picture: BoardPicture;
  /** The seat's pieces by letter, as the board draws them. */
  readonly pieces: ReadonlyMap<string, PieceInfo>;
}

/**
 * Learns from the session itself where each slot of `seat`'s setup text stands: a piece that the
 * army has only one of is moved through every slot of a proposed setup and looked for in the
 * previewed board. So the setup screen follows the notation's slot order without repeating it.
 */
export function setupBoard(session: GameSession, seat: Player): SetupBoard {
  const proposal = setupLetters(session.proposeSetup(seat));
  const preview = (letters: readonly string[]): BoardPicture => {
    const picture = session.previewSetup(seat, setupText(letters));
    if (!picture.ok) throw new Error(picture.error.message);
    return picture.value;
  };
  const base = preview(proposal);
  const pieces = new Map<string, PieceInfo>();
  for (const cell of base.cells) if (cell.piece?.owner === seat) pieces.set(cell.piece.letter.toUpperCase(), cell.piece);
  const single = [...pieces.keys()].find((letter) => proposal.filter((other) => other === letter).length === 1);
  if (single === undefined) throw new Error('the army has no piece that occurs once, so its slots cannot be found');
  const home = proposal.indexOf(single);
  const squares = proposal.map((_, slot) => {
    const letters = [...proposal];
    [letters[slot], letters[home]] = [letters[home] as string, letters[slot] as string];
    const cell = preview(letters).cells.find((candidate) => candidate.piece?.owner === seat && candidate.piece.letter.toUpperCase() === single);
    if (!cell) throw new Error(`slot ${slot + 1} of the setup is on no square`);
    return cell.square;
  });
  return { squares, picture: base, pieces };
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
