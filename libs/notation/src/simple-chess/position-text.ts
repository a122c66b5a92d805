import { fail, ok, type Player, type Result } from '@tabula/engine-core';
import { board, isPieceLetter, ownerOf, type PieceLetter, type SimpleChessState } from '@tabula/engine-simple-chess';
import { positionFields } from '../board-text/position-fields.js';
import { formatRow, readRow } from '../board-text/row-text.js';

/** The start position's text (docs/notation.md). */
export const SIMPLE_CHESS_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';

/** Names of the six FEN fields, for error locations. */
const FIELDS = ['rows', 'side', 'castling', 'en passant', 'half-move clock', 'move number'] as const;

/** Counters above this are refused: they could never be reached, and they keep numbers exact. */
const MAX_COUNTER = 999_999_999;

function where(field: number, detail?: string): string {
  return `field ${field + 1} (${FIELDS[field]})${detail ? `, ${detail}` : ''}`;
}

/**
 * Canonical position text: FEN rows rank 8 → 1, side `w`/`b`, `- -` for the castling and
 * en-passant fields this game has no use for (SC-1, SC-4), the half-move clock and the move number.
 */
export function formatPosition(state: SimpleChessState): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    rows.push(formatRow(Array.from({ length: 8 }, (_, file) => state.board[board.index(file, rank)])));
  }
  return `${rows.join('/')} ${state.toMove === 0 ? 'w' : 'b'} - - ${state.halfmoveClock} ${state.moveNumber}`;
}

/** Reads one row (`row` 0 is rank 8) into `cells`. */
function parseRow(text: string, row: number, cells: (PieceLetter | null)[]): Result<void> {
  const rank = 7 - row;
  const at = (column: number) => where(0, `row ${row + 1} (rank ${rank + 1}), column ${column + 1}`);
  const tooLong = (start: number) => fail('parse', `row ${row + 1} (rank ${rank + 1}) has more than 8 squares`, undefined, at(start));
  const read = readRow(text, {
    width: 8,
    refuseRun: (digits, start) => (digits.startsWith('0') ? fail('parse', `'${digits}' is not a run of 1 to 8 empty squares`, undefined, at(start)) : undefined),
    tooLong,
    readPiece(start, file) {
      const ch = text[start] as string;
      if (ch === '+') return fail('parse', "'+' is not used in simple-chess: pawns never promote", 'SC-4', at(start));
      if (!isPieceLetter(ch)) {
        return fail('parse', `unknown piece letter '${ch}' (K Q R B N P for white, k q r b n p for black)`, undefined, at(start));
      }
      if (file >= 8) return tooLong(start);
      cells[board.index(file, rank)] = ch;
      return ok(start + 1);
    },
  });
  if (!read.ok) return read;
  const file = read.value;
  if (file !== 8) return fail('parse', `row ${row + 1} (rank ${rank + 1}) has ${file} squares, expected 8`, undefined, where(0, `row ${row + 1}`));
  return ok(undefined);
}

function parseRows(text: string): Result<(PieceLetter | null)[]> {
  const rows = text.split('/');
  if (rows.length !== 8) return fail('parse', `expected 8 rows (ranks 8 to 1) separated by '/', found ${rows.length}`, undefined, where(0));
  const cells = Array<PieceLetter | null>(64).fill(null);
  for (let row = 0; row < 8; row++) {
    const parsed = parseRow(rows[row] as string, row, cells);
    if (!parsed.ok) return parsed;
  }
  return ok(cells);
}

function parseSide(text: string): Result<Player> {
  const lower = text.toLowerCase();
  if (lower === 'w') return ok(0);
  if (lower === 'b') return ok(1);
  return fail('parse', `side to move must be 'w' or 'b', found '${text}'`, undefined, where(1));
}

function parseCounter(text: string, field: 4 | 5, least: number): Result<number> {
  if (!/^[0-9]+$/.test(text)) return fail('parse', `${FIELDS[field]} must be a whole number, found '${text}'`, undefined, where(field));
  const value = text.length > 9 ? Infinity : Number(text);
  if (value < least || value > MAX_COUNTER) {
    return fail('parse', `${FIELDS[field]} must be between ${least} and ${MAX_COUNTER}, found '${text}'`, undefined, where(field));
  }
  return ok(value);
}

/** The FEN castling and en-passant fields: read, checked for form, and ignored (SC-1, SC-4). */
function checkIgnoredFields(castling: string, enPassant: string): Result<void> {
  if (castling !== '-' && !/^[KQkq]{1,4}$/.test(castling)) {
    return fail('parse', `castling must be '-' or letters from KQkq (ignored: SC-1, no castling), found '${castling}'`, undefined, where(2));
  }
  if (enPassant !== '-' && board.parse(enPassant) < 0) {
    return fail('parse', `en passant must be '-' or a square (ignored: SC-4, no en passant), found '${enPassant}'`, undefined, where(3));
  }
  return ok(undefined);
}

/** The invariants a parsed board must keep: at most one king per side, and some king on the board. */
function checkKings(cells: readonly (PieceLetter | null)[]): Result<void> {
  const kings = [0, 0];
  for (const piece of cells) {
    if (piece === 'K' || piece === 'k') kings[ownerOf(piece)]++;
  }
  for (const player of [0, 1] as const) {
    if ((kings[player] as number) > 1) {
      return fail('invalid-position', `${player === 0 ? 'white' : 'black'} has ${kings[player]} kings; a side has one king`, 'SC-6');
    }
  }
  if (kings[0] === 0 && kings[1] === 0) {
    return fail('invalid-position', 'neither side has a king; a game ends as soon as one king is taken', 'SC-6');
  }
  return ok(undefined);
}

/**
 * Parses FEN leniently: any white space between fields, side in either case. Errors name the field
 * and, for the rows, the row and column.
 */
export function parsePosition(text: string): Result<SimpleChessState> {
  const fields = positionFields(text, ['rows', 'side', 'castling', 'en passant', 'half-move clock', 'move number']);
  if (!fields.ok) return fields;
  const [rowsText, sideText, castling, enPassant, clockText, numberText] = fields.value as [string, string, string, string, string, string];
  const cells = parseRows(rowsText);
  if (!cells.ok) return cells;
  const side = parseSide(sideText);
  if (!side.ok) return side;
  const ignored = checkIgnoredFields(castling, enPassant);
  if (!ignored.ok) return ignored;
  const clock = parseCounter(clockText, 4, 0);
  if (!clock.ok) return clock;
  const moveNumber = parseCounter(numberText, 5, 1);
  if (!moveNumber.ok) return moveNumber;
  const kings = checkKings(cells.value);
  if (!kings.ok) return kings;
  return ok({ board: cells.value, toMove: side.value, halfmoveClock: clock.value, moveNumber: moveNumber.value });
}
