import { fail, ok, type Result } from '@tabula/engine-core';
import { checkers61b, legalMovesFrom, moveText, squareIndex, type CheckersMove, type CheckersState } from '@tabula/engine-checkers61b';

/** Separators accepted between squares (docs/notation.md): white space, `-`, `x` and `:`. */
const SEPARATOR = /[\s\-x:]/;

/** The canonical move text: every square the piece visits, concatenated (`a1c3e5`). */
export function formatMove(_state: CheckersState, move: CheckersMove): string {
  return moveText(move);
}

/**
 * Parses move text (any case; squares may be separated by white space, `-`, `x` or `:`) to one of
 * the legal moves of `state`, or says why not: not a move at all, or what `play` refuses it for
 * (no piece, not your piece, the rule that forbids it, or the game being over).
 */
export function parseMove(state: CheckersState, text: string): Result<CheckersMove> {
  const squares = parseSquares(text);
  if (!squares.ok) return squares;
  const [from, ...path] = squares.value as [number, ...number[]];
  const wanted: CheckersMove = { from, path };
  const key = moveText(wanted);
  const legal = legalMovesFrom(state, from).find((move) => moveText(move) === key);
  if (legal) return ok(legal);
  // The engine knows why a move is refused; the notation only relays it.
  const refused = checkers61b.play(state, wanted);
  if (!refused.ok) return refused;
  throw new Error(`checkers61b: play accepted ${key}, which legalMoves does not list`);
}

function parseSquares(text: string): Result<number[]> {
  const lower = text.toLowerCase();
  const squares: number[] = [];
  let i = 0;
  while (i < lower.length) {
    const ch = lower[i] as string;
    if (SEPARATOR.test(ch)) {
      i++;
      continue;
    }
    const match = /^[a-z][0-9]+/.exec(lower.slice(i, i + 12));
    if (!match) return fail('not-a-move', `expected a square such as 'c3' at character ${i + 1}, found '${text[i]}'`, undefined, `character ${i + 1}`);
    const square = squareIndex(match[0]);
    if (square < 0) return fail('not-a-move', `'${text.slice(i, i + match[0].length)}' is not a square of the 8×8 board (a1–h8)`, undefined, `character ${i + 1}`);
    squares.push(square);
    i += match[0].length;
  }
  if (squares.length < 2) {
    return fail('not-a-move', `a move names the square it starts on and at least one landing square, found ${squares.length === 0 ? 'none' : `only ${text.trim()}`}`, undefined, 'move');
  }
  return ok(squares);
}
