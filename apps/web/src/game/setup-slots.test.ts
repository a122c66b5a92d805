import { describe, expect, it } from 'vitest';
import { createSession } from '@tabula/play';
import { placedPicture, setupBoard, setupLetters, setupText, unplaced } from './setup-slots.js';

function stratego() {
  const created = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 5 });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

describe('setup slots', () => {
  // Red sits on rank 1 facing up the diagram's rows, so its left is file j; blue's left is file a.
  it("put red's front rank on rank 4 and blue's on rank 7, each from its owner's left (ST-1)", () => {
    const session = stratego();
    const red = setupBoard(session, 0);
    expect(red.squares.slice(0, 10)).toEqual(['j4', 'i4', 'h4', 'g4', 'f4', 'e4', 'd4', 'c4', 'b4', 'a4']);
    expect(red.squares[39]).toBe('a1');
    expect(red.rankLengths).toEqual([10, 10, 10, 10]);
    const blue = setupBoard(session, 1);
    expect(blue.squares[0]).toBe('a7');
    expect(blue.squares[39]).toBe('j10');
  });

  it('put every slot of a proposed army on the square where the previewed board shows its piece (ST-1)', () => {
    const session = stratego();
    for (const seat of [0, 1] as const) {
      const board = setupBoard(session, seat);
      const letters = setupLetters(session.proposeSetup(seat, 3));
      const preview = session.previewSetup(seat, setupText(board, letters));
      if (!preview.ok) throw new Error(preview.error.message);
      const shown = new Map(preview.value.cells.map((cell) => [cell.square, cell.piece?.letter.toUpperCase()]));
      expect(board.squares.map((square) => shown.get(square))).toEqual(letters);
    }
  });

  it('hold the whole army, each letter as often as ST-1 says, for the tray', () => {
    const board = setupBoard(stratego(), 0);
    expect(board.army).toHaveLength(40);
    expect(board.army.filter((letter) => letter === 'S')).toHaveLength(8);
    expect(board.army[0]).toBe('M');
    expect([...board.pieces.keys()].sort()).toEqual([...new Set(board.army)].sort());
  });

  it('draw placed pieces where their slots are and leave the rest empty', () => {
    const session = stratego();
    const board = setupBoard(session, 0);
    const letters = setupLetters(session.proposeSetup(0));
    const partial = letters.map((letter, slot) => (slot === 0 ? letter : null));
    const picture = placedPicture(board, partial);
    expect(picture.cells.find((cell) => cell.square === 'j4')?.piece?.letter.toUpperCase()).toBe(letters[0]);
    expect(picture.cells.find((cell) => cell.square === 'i4')?.piece).toBeNull();
    expect(unplaced(board.army, partial)).toHaveLength(39);
  });

  it('write the canonical text that the session accepts', () => {
    const session = stratego();
    const board = setupBoard(session, 1);
    const text = setupText(board, setupLetters(session.proposeSetup(1, 2)));
    expect(text).toBe(session.proposeSetup(1, 2));
    expect(session.submitSetup(1, text).ok).toBe(true);
  });
});
