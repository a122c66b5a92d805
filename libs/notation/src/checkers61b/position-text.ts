import { fail, ok, type Player, type Result } from '@tabula/engine-core';
import { isUsedSquare, pieceLetter, squareName, BOARD, type CheckersPiece, type CheckersState, type PieceKind } from '@tabula/engine-checkers61b';
import { formatRow, readRow } from '../board-text/row-text.js';

/** The start position's canonical text (docs/notation.md). */
export const CHECKERS61B_START = '1p1p1p1p/s1s1s1s1/1b1b1b1b/8/8/B1B1B1B1/1S1S1S1S/P1P1P1P1 f 1';

const KINDS: Readonly<Record<string, PieceKind>> = { p: 'pawn', s: 'shield', b: 'bomb' };
const SIDES = ['f', 'w'] as const;

/**
 * The canonical position text: ranks 8 → 1 separated by `/`, upper case fire, lower case water,
 * `+` before a king, runs of empty squares as their length; then `f`/`w` and the move number.
 */
export function formatPosition(state: CheckersState): string {
  const rows: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    const cells = Array.from({ length: 8 }, (_, file) => state.board[BOARD.index(file, rank)]);
    rows.push(formatRow(cells.map((piece) => (piece ? pieceLetter(piece) : null))));
  }
  return `${rows.join('/')} ${SIDES[state.toMove]} ${state.moveNumber}`;
}

/**
 * Parses position text leniently (any white space between fields, side letter in either case) and
 * checks the invariants: pieces only on used squares, and no plain piece on its crowning rank (it
 * would have been crowned there, CK-4). A position where a side has no pieces is accepted: its
 * game is over (CK-6).
 */
export function parsePosition(text: string): Result<CheckersState> {
  const fields = text.trim().split(/\s+/).filter((field) => field.length > 0);
  if (fields.length !== 3) {
    return fail('parse', `a position has 3 fields (rows, side, move number), found ${fields.length}`, undefined, 'position');
  }
  const [rowsText, sideText, numberText] = fields as [string, string, string];
  const board = parseRows(rowsText);
  if (!board.ok) return board;

  const side = sideText.toLowerCase();
  if (side !== 'f' && side !== 'w') return fail('parse', `the side to move is 'f' (fire) or 'w' (water), found '${sideText}'`, undefined, 'field 2 (side)');
  const toMove: Player = side === 'f' ? 0 : 1;

  if (!/^[1-9][0-9]*$/.test(numberText) || !Number.isSafeInteger(Number(numberText))) {
    return fail('parse', `the move number is a whole number from 1, found '${numberText}'`, undefined, 'field 3 (move number)');
  }
  return ok({ board: board.value, toMove, moveNumber: Number(numberText) });
}

function parseRows(rowsText: string): Result<(CheckersPiece | null)[]> {
  const rows = rowsText.split('/');
  if (rows.length !== 8) return fail('parse', `the board has 8 rows separated by '/', found ${rows.length}`, undefined, 'field 1 (rows)');
  const board: (CheckersPiece | null)[] = Array<CheckersPiece | null>(64).fill(null);
  for (let r = 0; r < 8; r++) {
    const row = rows[r] as string;
    const rank = 7 - r;
    const at = (column: number) => `field 1, row ${r + 1} (rank ${rank + 1}), column ${column + 1}`;
    const tooLong = (c: number) => fail('parse', `row ${r + 1} is longer than 8 squares`, undefined, at(c));
    const read = readRow(row, {
      width: 8,
      refuseRun: (digits, c) =>
        digits.startsWith('0') ? fail('parse', `a run of empty squares is a number from 1 without leading zeros, found '${digits}'`, undefined, at(c)) : undefined,
      tooLong,
      readPiece(c, file) {
        const ch = row[c] as string;
        const king = ch === '+';
        const letter = king ? row[c + 1] : ch;
        const kind = letter === undefined ? undefined : KINDS[letter.toLowerCase()];
        if (letter === undefined || kind === undefined) {
          const what = king ? `'+' must be followed by a piece letter (P, S, B or p, s, b), found ${letter === undefined ? 'the end of the row' : `'${letter}'`}` : `unknown piece letter '${ch}' (P, S, B for fire, p, s, b for water)`;
          return fail('parse', what, undefined, at(king ? c + 1 : c));
        }
        if (file >= 8) return tooLong(c);
        const square = BOARD.index(file, rank);
        const owner: Player = letter === letter.toUpperCase() ? 0 : 1;
        const name = squareName(square);
        if (!isUsedSquare(square)) {
          return fail('invalid-position', `a piece on ${name}, an unused square: pieces stand only on squares whose file and rank are both odd or both even`, undefined, at(c));
        }
        if (!king && rank === (owner === 0 ? 7 : 0)) {
          return fail('invalid-position', `the ${owner === 0 ? 'fire' : 'water'} ${kind} on ${name} stands on its crowning rank, so it is a king: write '+${letter}'`, 'CK-4', at(c));
        }
        board[square] = { owner, kind, king };
        return ok(c + (king ? 2 : 1));
      },
    });
    if (!read.ok) return read;
    const file = read.value;
    if (file !== 8) return fail('parse', `row ${r + 1} (rank ${rank + 1}) has ${file} squares, expected 8`, undefined, `field 1, row ${r + 1} (rank ${rank + 1})`);
  }
  return ok(board);
}

