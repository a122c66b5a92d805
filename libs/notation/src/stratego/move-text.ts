import { fail, ok, type Result } from '@tabula/engine-core';
import { BOARD, moveRefusal, moveText, statusOf, type StrategoMove, type StrategoState } from '@tabula/engine-stratego';

/** Two squares, with an optional separator (space, `-`, `x`, `:`) between them. */
const MOVE_PATTERN = /^([a-z])(\d{1,2})\s*(?:[-x:]\s*)?([a-z])(\d{1,2})$/;

/** The canonical text of a move (`a4a6`). */
export function formatMove(_state: StrategoState, move: StrategoMove): string {
  return moveText(move);
}

/**
 * Resolves move text against a state to one of its legal moves, or says why not: not a move at
 * all, no piece there, not your piece, or the rule that forbids it (the engine's own reasons).
 */
export function parseMove(state: StrategoState, text: string): Result<StrategoMove> {
  if (typeof text !== 'string') return fail('not-a-move', 'a move is text');
  const lower = text.trim().toLowerCase();
  const match = MOVE_PATTERN.exec(lower);
  if (!match) return fail('not-a-move', `'${text.trim()}' is not a move: expected two squares, like a4a5`, undefined, 'move');
  const [, fromFile, fromRank, toFile, toRank] = match as unknown as [string, string, string, string, string];
  const from = BOARD.parse(fromFile + fromRank);
  const to = BOARD.parse(toFile + toRank);
  if (from < 0) return fail('not-a-move', `${fromFile}${fromRank} is not a square of the board (a1–j10)`, undefined, 'from square');
  if (to < 0) return fail('not-a-move', `${toFile}${toRank} is not a square of the board (a1–j10)`, undefined, 'to square');
  if (statusOf(state).kind === 'over') return fail('game-over', 'the game is over; no move is legal', 'G-2');
  const move = { from, to };
  const refusal = moveRefusal(state, move);
  return refusal ? { ok: false, error: refusal } : ok(move);
}
