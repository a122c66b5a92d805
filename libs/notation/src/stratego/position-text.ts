import { fail, ok, type Player, type Result } from '@tabula/engine-core';
import {
  BOARD,
  kindOfLetter,
  decodePiece,
  encodePiece,
  pieceLetter,
  positionFromBoard,
  type PieceCode,
  type StrategoState,
} from '@tabula/engine-stratego';
import { positionFields } from '../board-text/position-fields.js';
import { formatRow, readRow } from '../board-text/row-text.js';

const SIDE = BOARD.files;
/** Longest move number accepted (keeps it a safe integer). */
const MAX_NUMBER_DIGITS = 9;

/**
 * Canonical position text (docs/notation.md): rows rank 1 → 10, cells a → j, red upper case, blue lower
 * case, `!` before a revealed piece, `X`/`x` for a piece the viewer may not know; side `r`/`b`; the
 * move number. Lakes are empty cells.
 */
export function formatPosition(state: StrategoState): string {
  const rows: string[] = [];
  for (let rank = 0; rank < SIDE; rank++) {
    const cells = Array.from({ length: SIDE }, (_, file) => state.board[BOARD.index(file, rank)]);
    rows.push(formatRow(cells.map((code) => (code ? pieceLetter(decodePiece(code)) : null))));
  }
  return `${rows.join('/')} ${state.toMove === 0 ? 'r' : 'b'} ${state.moveNumber}`;
}

/** Parses one row's cells (rank index `rank`) into `board`; errors name the row and column. */
function parseRow(text: string, rank: number, board: (PieceCode | null)[]): Result<true> {
  const where = (column: number) => `field 1, row ${rank + 1}, column ${column + 1}`;
  const tooLong = (i: number) => fail('parse', `row ${rank + 1} has more than ${SIDE} cells`, undefined, where(i));
  const read = readRow(text, {
    width: SIDE,
    refuseRun: (digits, i) => (digits.startsWith('0') ? fail('parse', `an empty run must be 1 to ${SIDE}, found '${digits}'`, undefined, where(i)) : undefined),
    tooLong,
    readPiece(i, file) {
      const ch = text[i] as string;
      const revealed = ch === '!';
      const letter = revealed ? text[i + 1] : ch;
      if (letter === undefined) return fail('parse', "'!' must be followed by a piece letter", undefined, where(i));
      const unknown = letter === 'X' || letter === 'x';
      const kind = unknown ? 'unknown' : kindOfLetter(letter);
      if (kind === undefined || !/^[a-zA-Z]$/.test(letter)) {
        return fail('parse', `'${letter}' is not a Stratego piece letter (MGOJPLTNSYBF, X for unknown)`, undefined, where(i + (revealed ? 1 : 0)));
      }
      if (unknown && revealed) return fail('parse', 'an unknown piece cannot be marked revealed (!)', undefined, where(i));
      if (file >= SIDE) return tooLong(i);
      const owner: Player = letter === letter.toUpperCase() ? 0 : 1;
      board[BOARD.index(file, rank)] = encodePiece(owner, kind, false, revealed);
      return ok(i + (revealed ? 2 : 1));
    },
  });
  if (!read.ok) return read;
  const file = read.value;
  if (file !== SIDE) return fail('parse', `row ${rank + 1} has ${file} cells, expected ${SIDE}`, undefined, `field 1, row ${rank + 1}`);
  return ok(true);
}

/**
 * Parses position text leniently (any white space between fields; piece letters are case-sensitive
 * as they name the owner; side in either case) and checks the position's invariants.
 */
export function parsePosition(text: string): Result<StrategoState> {
  if (typeof text !== 'string') return fail('parse', 'a position is text');
  const fields = positionFields(text, ['rows', 'side', 'move number']);
  if (!fields.ok) return fields;
  const [rowsText, sideText, numberText] = fields.value as [string, string, string];
  const rows = rowsText.split('/');
  if (rows.length !== SIDE) return fail('parse', `expected ${SIDE} rows separated by '/', found ${rows.length}`, undefined, 'field 1');
  const board: (PieceCode | null)[] = Array<PieceCode | null>(BOARD.size).fill(null);
  for (let rank = 0; rank < SIDE; rank++) {
    const parsed = parseRow(rows[rank] as string, rank, board);
    if (!parsed.ok) return parsed;
  }
  const side = sideText.toLowerCase();
  if (side !== 'r' && side !== 'b') return fail('parse', `side to move must be r or b, found '${sideText}'`, undefined, 'field 2');
  if (!/^[1-9][0-9]*$/.test(numberText) || numberText.length > MAX_NUMBER_DIGITS) {
    return fail('parse', `move number must be a positive whole number, found '${numberText}'`, undefined, 'field 3');
  }
  return positionFromBoard(board, side === 'r' ? 0 : 1, Number(numberText));
}
