import { fail, ok, type Result } from '@tabula/engine-core';
import { geometry, moveText, refusalOf, type JungleMove, type JungleState } from '@tabula/engine-jungle';
import { quote } from './position-text.js';

/** Two squares, with an optional separator (space, `-`, `x` or `:`) between them; case is free. */
const MOVE_PATTERN = /^([a-z])([0-9]+)\s*[-x:]?\s*([a-z])([0-9]+)$/i;

/**
 * Resolves move text (`c3c4`, `C3 C4`, `c3-c4`, `a5xd5`) to one of the legal moves, or says why not:
 * not a move at all, no piece there, not your piece, or the rule that forbids it. The reasons come
 * from the engine's `refusalOf`, the check `jungle.play` makes, so they are written once and the
 * move is not played here only to be played again by the caller.
 */
export function parseMove(state: JungleState, text: string): Result<JungleMove> {
  if (typeof text !== 'string') return fail('not-a-move', 'a move must be text');
  const trimmed = text.trim();
  const match = MOVE_PATTERN.exec(trimmed);
  if (!match) return fail('not-a-move', `${quote(trimmed)} is not a Jungle move: expected two squares such as c3c4`, undefined, 'move');
  const [, fromFile, fromRank, toFile, toRank] = match as unknown as [string, string, string, string, string];
  const from = geometry.parse(`${fromFile}${fromRank}`);
  const to = geometry.parse(`${toFile}${toRank}`);
  for (const [square, name, where] of [
    [from, `${fromFile}${fromRank}`, 'first square'],
    [to, `${toFile}${toRank}`, 'second square'],
  ] as const) {
    if (square < 0) return fail('not-a-move', `${quote(name)} is not a square of the 7×9 board (files a–g, ranks 1–9)`, undefined, where);
  }
  // play accepts exactly the listed moves and otherwise says why; its check decides here too.
  return refusalOf(state, { from, to }) ?? ok({ from, to });
}

/** The canonical move text, the same as the game's move key. */
export function formatMove(_state: JungleState, move: JungleMove): string {
  return moveText(move);
}
