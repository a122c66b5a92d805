import { BOARD, isLake } from '../board.js';
import { resolveAttack } from '../combat.js';
import { KIND_CODE, KINDS } from '../pieces.js';
import { decodePiece, encodePiece, type PieceCode, type StrategoPiece } from '../state.js';

/*
 * The byte board that the fast perft, the search board and the evaluation share. A cell is 0 when
 * empty, LAKE on a lake, or 1 + owner * 16 + kind, with the kind codes of pieces.ts (0 marshal … 11
 * flag) and UNKNOWN (12) for a rank a view hides — only the evaluation of views ever sees that one.
 * A piece's `moved` and `revealed` flags (ST-9) sit in a parallel array of marks, because the rules
 * of movement never look at them: the move generator reads cells alone.
 */

export const LAKE = 255;
export const SCOUT = KIND_CODE.scout;
export const MINER = KIND_CODE.miner;
export const SPY = KIND_CODE.spy;
export const MARSHAL = KIND_CODE.marshal;
export const BOMB = KIND_CODE.bomb;
export const FLAG = KIND_CODE.flag;
/** Bomb and flag are the last two kind codes; everything below moves (ST-3). */
export const FIRST_IMMOBILE = BOMB;
/** A piece of a view whose rank the viewer may not know (ST-9). */
export const UNKNOWN = KINDS.length;
/** Kind codes per owner with UNKNOWN: the stride of per-owner kind tables. */
export const KIND_SLOTS = KINDS.length + 1;

/** Mark bits: the piece has moved; its rank has been revealed (ST-9). */
export const MOVED = 1;
export const REVEALED = 2;

/** The cell of a piece. */
export function pieceCell(owner: number, kind: number): number {
  return 1 + owner * 16 + kind;
}

/** Owner (0 red, 1 blue) of a piece cell. */
export function ownerOfCell(cell: number): number {
  return (cell - 1) >> 4;
}

/** Kind code of a piece cell. */
export function kindOfCell(cell: number): number {
  return (cell - 1) & 15;
}

/**
 * Attack outcomes by attacker kind × defender kind (ST-5 to ST-8), read from `resolveAttack` once:
 * 0 the attacker wins and moves in, 1 the defender stays, 2 both are removed.
 */
export const ATTACKER_WINS = 0;
export const DEFENDER_WINS = 1;
export const BOTH_REMOVED = 2;
export const ATTACK_OUTCOMES = new Uint8Array(KINDS.length * KINDS.length);
KINDS.forEach((attacker, a) => {
  KINDS.forEach((defender, d) => {
    const outcome = resolveAttack(attacker.kind, defender.kind);
    ATTACK_OUTCOMES[a * KINDS.length + d] = outcome === 'attacker' ? ATTACKER_WINS : outcome === 'defender' ? DEFENDER_WINS : BOTH_REMOVED;
  });
});

/** The cell of a decoded piece (UNKNOWN for a hidden rank). */
export function cellOfPiece(piece: StrategoPiece): number {
  return pieceCell(piece.owner, piece.kind === 'unknown' ? UNKNOWN : KIND_CODE[piece.kind]);
}

/** The marks of a decoded piece. */
export function marksOfPiece(piece: StrategoPiece): number {
  return (piece.moved ? MOVED : 0) | (piece.revealed ? REVEALED : 0);
}

/**
 * Writes a state's board (or a view's) into cells and marks: lakes as LAKE, hidden ranks as UNKNOWN.
 * Returns whether some piece was UNKNOWN (then the cells describe a view, not a full state).
 */
export function readBoard(board: readonly (PieceCode | null)[], cells: Uint8Array, marks: Uint8Array): boolean {
  let hidden = false;
  for (let square = 0; square < BOARD.size; square++) {
    const code = board[square];
    marks[square] = 0;
    if (isLake(square)) cells[square] = LAKE;
    else if (!code) cells[square] = 0;
    else {
      const piece = decodePiece(code);
      if (piece.kind === 'unknown') hidden = true;
      cells[square] = cellOfPiece(piece);
      marks[square] = marksOfPiece(piece);
    }
  }
  return hidden;
}

/** Piece codes by `cell * 4 + marks`, so that a board turns back into a state without building strings. */
const CODES: (PieceCode | null)[] = Array<PieceCode | null>(32 * 4).fill(null);
for (const owner of [0, 1] as const) {
  KINDS.forEach((info, kind) => {
    for (let marks = 0; marks < 4; marks++) {
      CODES[pieceCell(owner, kind) * 4 + marks] = encodePiece(owner, info.kind, (marks & MOVED) !== 0, (marks & REVEALED) !== 0);
    }
  });
}

/** The piece code of a cell with its marks (null for an empty square or a lake). */
export function codeOfCell(cell: number, marks: number): PieceCode | null {
  return cell === 0 || cell === LAKE ? null : (CODES[cell * 4 + marks] as PieceCode | null);
}

