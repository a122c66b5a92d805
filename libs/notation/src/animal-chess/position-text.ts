import { fail, ok, type Player, type Result } from '@tabula/engine-core';
import { animalChessBoard as board, kindOfLetter, pieceLetter, type AnimalChessState, type Piece } from '@tabula/engine-animal-chess';
import { formatHands, parseHands } from './hand-text.js';
import { formatRow, readRow } from '../board-text/row-text.js';

/** The start position's text (docs/notation.md). */
export const ANIMAL_CHESS_START = 'CGLGC/5/1HHH1/1hhh1/5/cglgc 0 - 1';

/** How many pieces of each kind the set has, counting both players, board and hands. */
const SET_SIZE = { lion: 2, giraffe: 4, cat: 4, chick: 6 } as const;

/** Canonical position text: rows rank 1 → 6, side `0`/`1`, hands, move number. */
export function formatPosition(state: AnimalChessState): string {
  const rows: string[] = [];
  for (let rank = 0; rank < board.ranks; rank++) {
    const cells = Array.from({ length: board.files }, (_, file) => state.board[board.index(file, rank)]);
    rows.push(formatRow(cells.map((piece) => (piece ? pieceLetter(piece) : null))));
  }
  return `${rows.join('/')} ${state.toMove} ${formatHands(state.hands)} ${state.moveNumber}`;
}

function parseRow(text: string, rank: number, cells: (Piece | null)[]): Result<void> {
  const where = (column: number) => `field 1 (rows), row ${rank + 1}, column ${column + 1}`;
  const tooLong = (at: number) => fail('parse', `row ${rank + 1} has more than ${board.files} cells`, undefined, where(at));
  const read = readRow(text, {
    width: board.files,
    // Only a run that is zero is refused ('01' reads as 1); three digits or more are too long a run.
    refuseRun: (digits, at) => (digits.length <= 2 && Number(digits) === 0 ? fail('parse', 'a run of 0 empty squares', undefined, where(at)) : undefined),
    tooLong,
    readPiece(start, file) {
      const promoted = text[start] === '+';
      const i = promoted ? start + 1 : start;
      const letter = text[i];
      if (letter === undefined) return fail('parse', "'+' must be followed by a piece letter", undefined, where(start));
      const kind = kindOfLetter(letter);
      if (kind === undefined) return fail('parse', `unknown piece letter '${letter}' (L, G, C, H; lower case for player 1)`, undefined, where(i));
      if (promoted && kind !== 'chick' && kind !== 'cat') {
        return fail('parse', `'+${letter}': only chicks and cats promote`, 'AC-5', where(start));
      }
      if (file >= board.files) return tooLong(start);
      const owner: Player = letter === letter.toUpperCase() ? 0 : 1;
      cells[board.index(file, rank)] = { owner, kind, promoted };
      return ok(i + 1);
    },
  });
  if (!read.ok) return read;
  const file = read.value;
  if (file !== board.files) return fail('parse', `row ${rank + 1} has ${file} cells, expected ${board.files}`, undefined, `field 1 (rows), row ${rank + 1}`);
  return ok(undefined);
}

/** Checks what a position must satisfy beyond syntax: at most one lion each, not zero in all, the set's size. */
function checkInvariants(state: AnimalChessState): Result<AnimalChessState> {
  const lions = [0, 0];
  const total = { lion: 0, giraffe: 0, cat: 0, chick: 0 };
  for (const piece of state.board) {
    if (!piece) continue;
    total[piece.kind]++;
    if (piece.kind === 'lion') lions[piece.owner]++;
  }
  for (const owner of [0, 1] as const) {
    if ((lions[owner] as number) > 1) return fail('invalid-position', `two lions for player ${owner}`, undefined, 'field 1 (rows)');
    for (const kind of ['giraffe', 'cat', 'chick'] as const) total[kind] += state.hands[owner][kind];
  }
  if (lions[0] === 0 && lions[1] === 0) return fail('invalid-position', 'no lion on the board: at most one can have been captured (AC-6)', 'AC-6', 'field 1 (rows)');
  for (const kind of ['giraffe', 'cat', 'chick'] as const) {
    if (total[kind] > SET_SIZE[kind]) {
      return fail('invalid-position', `${total[kind]} ${kind}s on the board and in hand, but the set has ${SET_SIZE[kind]}`);
    }
  }
  return ok(state);
}

/**
 * Parses position text: any white space between the four fields, then the rows (exactly 6 of
 * exactly 5 cells), side `0`/`1`, hands and a move number ≥ 1. Errors say what and where.
 */
export function parsePosition(text: string): Result<AnimalChessState> {
  if (text.length > 1000) return fail('parse', `position text is ${text.length} characters long; a position is far shorter`, undefined, 'position');
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 4 || fields[0] === '') {
    const found = fields[0] === '' ? 0 : fields.length;
    return fail('parse', `expected 4 fields (rows, side, hands, move number), found ${found}`, undefined, 'position');
  }
  const [rowsText, sideText, handsText, numberText] = fields as [string, string, string, string];

  const rows = rowsText.split('/');
  if (rows.length !== board.ranks) return fail('parse', `expected ${board.ranks} rows separated by '/', found ${rows.length}`, undefined, 'field 1 (rows)');
  const cells: (Piece | null)[] = Array<Piece | null>(board.size).fill(null);
  for (let rank = 0; rank < board.ranks; rank++) {
    const row = parseRow(rows[rank] as string, rank, cells);
    if (!row.ok) return row;
  }

  if (sideText !== '0' && sideText !== '1') return fail('parse', `side to move must be 0 or 1, found '${sideText}'`, undefined, 'field 2 (side)');

  const hands = parseHands(handsText);
  if (!hands.ok) return hands;

  if (!/^[1-9][0-9]{0,8}$/.test(numberText)) {
    return fail('parse', `move number must be a whole number from 1, found '${numberText}'`, undefined, 'field 4 (move number)');
  }

  return checkInvariants({ board: cells, hands: hands.value, toMove: sideText === '0' ? 0 : 1, moveNumber: Number(numberText) });
}
