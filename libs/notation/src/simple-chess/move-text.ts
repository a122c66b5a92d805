import { fail, type Result } from '@tabula/engine-core';
import { board, checkMove, moveText, type SimpleChessMove, type SimpleChessState } from '@tabula/engine-simple-chess';

/** Two squares with an optional separator (space, `-`, `x`, `:`), e.g. `e2e4`, `E2-E4`, `d4xd6`. */
const MOVE_PATTERN = /^([a-z][0-9]{1,2})\s*(?:[-x:]\s*)?([a-z][0-9]{1,2})$/i;
/** A chess promotion suffix, which this game does not have (SC-4). */
const PROMOTION_PATTERN = /^[a-z][0-9]{1,2}\s*(?:[-x:]\s*)?[a-z][0-9]{1,2}\s*(?:=\s*)?[qrbn]$/i;
/** Chess castling notation (SC-1: there is none). */
const CASTLING_PATTERN = /^(?:o-o|0-0|o-o-o|0-0-0)$/i;

/** Longer input is not a move; refusing it early keeps every parse quick. */
const MAX_LENGTH = 40;

/** The canonical move text, e.g. `e2e4`. */
export function formatMove(_state: SimpleChessState, move: SimpleChessMove): string {
  return moveText(move);
}

/**
 * Resolves move text to one of the legal moves, or says why not: not a move at all, no piece there,
 * not your piece, or the rule that forbids it (the reasons come from the game's `play`).
 */
export function parseMove(state: SimpleChessState, text: string): Result<SimpleChessMove> {
  const trimmed = text.trim();
  if (trimmed.length > MAX_LENGTH) return fail('not-a-move', `a move is two squares such as e2e4, not ${trimmed.length} characters`);
  if (CASTLING_PATTERN.test(trimmed)) return fail('illegal-move', `'${trimmed}': there is no castling`, 'SC-1');
  if (PROMOTION_PATTERN.test(trimmed)) return fail('illegal-move', `'${trimmed}': pawns never promote`, 'SC-4');
  const match = MOVE_PATTERN.exec(trimmed);
  if (!match) return fail('not-a-move', `'${trimmed}' is not a move: write the two squares, such as e2e4`);
  const squares = [match[1] as string, match[2] as string].map((name) => ({ name, index: board.parse(name) }));
  for (const [i, square] of squares.entries()) {
    if (square.index < 0) {
      return fail('not-a-move', `'${square.name}' is not a square of the 8x8 board (a1 to h8)`, undefined, i === 0 ? 'from square' : 'to square');
    }
  }
  // The engine's checkMove is what play() asks: the legal move, or why not (game over, no piece,
  // not yours, or which rule), so the reasons exist once.
  return checkMove(state, { from: squares[0]?.index as number, to: squares[1]?.index as number });
}
