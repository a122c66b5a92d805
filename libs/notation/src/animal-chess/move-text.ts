import { fail, ok, type Result } from '@tabula/engine-core';
import {
  animalChessBoard as board,
  kindOfLetter,
  moveText,
  refusalOf,
  type AnimalChessMove,
  type AnimalChessState,
} from '@tabula/engine-animal-chess';

const BOARD_MOVE = /^([a-z][0-9]{1,2})\s*(?:[-x:]\s*)?([a-z][0-9]{1,2})$/i;
const DROP = /^([a-z])\s*\*\s*([a-z][0-9]{1,2})$/i;
const EXPECTED = 'expected a board move like c3c4 or a drop like H*c4';

function square(name: string): Result<number> {
  const index = board.parse(name);
  if (index < 0) return fail('not-a-move', `'${name}' is not a square of the 5×6 board (a1–e6)`);
  return ok(index);
}

/** Turns text into a move of the right shape, legal or not; says why when the text is no move at all. */
function readMove(text: string): Result<AnimalChessMove> {
  const drop = DROP.exec(text);
  if (drop) {
    const [, letter, target] = drop as unknown as [string, string, string];
    const kind = kindOfLetter(letter);
    if (kind === undefined) return fail('not-a-move', `'${letter}' is not a piece letter (drops are G*, C*, H*)`);
    if (kind === 'lion') return fail('illegal-move', 'a lion is never in a hand, so it is never dropped', 'AC-6');
    const to = square(target);
    return to.ok ? ok({ drop: kind, to: to.value }) : to;
  }
  const step = BOARD_MOVE.exec(text);
  if (step) {
    const [, fromName, toName] = step as unknown as [string, string, string];
    const from = square(fromName);
    if (!from.ok) return from;
    const to = square(toName);
    if (!to.ok) return to;
    return ok({ from: from.value, to: to.value });
  }
  return fail('not-a-move', `'${text}' is not a move: ${EXPECTED}`);
}

/**
 * Parses move text (case-insensitive; separators space, `-`, `x`, `:` between squares) to the legal
 * move it names (equal to the one `legalMoves` lists), or to the reason it is not legal, which comes
 * from `refusalOf`, the check `animalChess.play` makes.
 */
export function parseMove(state: AnimalChessState, text: string): Result<AnimalChessMove> {
  const trimmed = text.trim();
  if (trimmed.length > 40) return fail('not-a-move', `a move text is short; this one has ${trimmed.length} characters`);
  const read = readMove(trimmed);
  if (!read.ok) return read;
  // play accepts exactly the moves legalMoves lists (the engine's tests check it over every possible
  // move), and the move read has the same shape as the listed one, so play's check decides — and says
  // why not — without the move being played here and again by the caller.
  return refusalOf(state, read.value) ?? read;
}

/** The canonical move text. */
export function formatMove(_state: AnimalChessState, move: AnimalChessMove): string {
  return moveText(move);
}
