import { err, fail, ok, opponent, type Player, type Result } from '@tabula/engine-core';
import { DEN, SIZE, geometry, isPieceLetter, jungle, kindOf, type JunglePiece, type JungleState } from '@tabula/engine-jungle';
import { brokenInvariant, parsePosition, quote } from './position-text.js';

const COLOURS = ['blue', 'red'] as const;
const SIDES = ['b', 'r'] as const;

/** A line that holds something once comments and surrounding white space are gone. */
interface ContentLine {
  /** 1-based line number in the file. */
  readonly line: number;
  readonly text: string;
}

/**
 * Parses a Jungle initial board file, the "customized initial board config file" of the seed's console
 * game, which never shows its format. The file is UTF-8 text in one of two forms:
 *
 * 1. **Position text**: one line of Jungle position text (docs/notation.md, e.g.
 *    `l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1`), which sets the side to move and the move number.
 * 2. **Placements**: one piece per line, `<square> <label>` separated by white space, e.g. `a3 r`.
 *    - `<square>`: file `a`–`g` and rank `1`–`9`, either case (`a3`, `A3`).
 *    - `<label>`: one of the seed's letters `E L T P W D C R` (elephant, lion, tiger, leopard, wolf, dog,
 *      cat, rat), upper case for red (player 1), lower case for blue (player 0).
 *    - At most one line `side b` or `side r` (either case, anywhere in the file) says who moves first;
 *      without it blue moves first. The move number is always 1.
 *    - Squares not listed are empty; the order of the lines does not matter.
 *
 * In both forms `#` starts a comment that runs to the end of its line, and blank lines are ignored. The
 * form is the first content line's: it is position text exactly when it contains a `/` (no placement
 * does), and then it must be the only content line. Line ends may be `\n` or `\r\n`; a leading byte-order
 * mark is ignored.
 *
 * The board must obey the position invariants (each side has at most one of each animal, only rats in
 * water — JG-4, no piece in its own den — JG-2) and be a game still to be played: both sides have pieces
 * and no piece stands in the opponent's den (JG-16), and the side to move has a legal move (G-1).
 * A refusal is a `parse` or `invalid-position` error whose `where` starts with `line N` (the line at
 * fault; for a placement, the line that made the board invalid), or is `end of file, line N` when the
 * whole file is at fault (no board at all, a side without pieces, no legal move).
 */
export function parseBoardFile(text: string): Result<JungleState> {
  if (typeof text !== 'string') return fail('parse', 'a board file must be text');
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // A final line end closes the last line rather than opening an empty one.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const endOfFile = `end of file, line ${lines.length}`;
  const content = contentLines(lines);
  const first = content[0];
  if (!first) {
    return fail('parse', 'the board file holds no board: give one line of position text, or one `<square> <label>` line per piece such as `a3 r`', undefined, endOfFile);
  }
  return first.text.includes('/') ? positionForm(first, content) : placementForm(content, endOfFile);
}

/** The lines that hold something, without their comments. */
function contentLines(lines: readonly string[]): ContentLine[] {
  const content: ContentLine[] = [];
  lines.forEach((raw, index) => {
    const comment = raw.indexOf('#');
    const text = (comment < 0 ? raw : raw.slice(0, comment)).trim();
    if (text.length > 0) content.push({ line: index + 1, text });
  });
  return content;
}

function positionForm(position: ContentLine, content: readonly ContentLine[]): Result<JungleState> {
  const extra = content[1];
  if (extra) {
    return fail('parse', `a position text must be the file's only content, but line ${extra.line} holds ${quote(extra.text)} after the position on line ${position.line}`, undefined, `line ${extra.line}`);
  }
  const parsed = parsePosition(position.text);
  if (!parsed.ok) {
    const where = parsed.error.where ? `line ${position.line}, ${parsed.error.where}` : `line ${position.line}`;
    return err({ ...parsed.error, where });
  }
  const here = `line ${position.line}`;
  return stillToPlay(parsed.value, () => here, here);
}

function placementForm(content: readonly ContentLine[], endOfFile: string): Result<JungleState> {
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  const lineOf: number[] = Array<number>(SIZE).fill(0);
  let side: { player: Player; line: number } | null = null;
  for (const { line, text } of content) {
    const where = `line ${line}`;
    const tokens = text.split(/\s+/);
    if (tokens.length !== 2) {
      const hint = text.includes('/') ? 'a position text must be the only content line of the file' : 'expected a square and a piece label such as `a3 r`, or `side b` / `side r`';
      return fail('parse', `${hint}, found ${quote(text)}`, undefined, where);
    }
    const [first, second] = tokens as [string, string];
    if (first.toLowerCase() === 'side') {
      const player = SIDES.indexOf(second.toLowerCase() as (typeof SIDES)[number]);
      if (player < 0) return fail('parse', `the side to move must be b (blue) or r (red), found ${quote(second)}`, undefined, where);
      if (side) return fail('parse', `the side to move is given twice (first on line ${side.line})`, undefined, where);
      side = { player: player as Player, line };
      continue;
    }
    const square = geometry.parse(first);
    if (square < 0) return fail('parse', `${quote(first)} is not a square of the 7×9 board (files a–g, ranks 1–9)`, undefined, where);
    if (!isPieceLetter(second)) return fail('parse', `${describeLabel(second)} is not a piece label: E L T P W D C R, upper case red, lower case blue`, undefined, where);
    const previous = lineOf[square] as number;
    if (previous > 0) return fail('parse', `${geometry.name(square)} is given twice (first on line ${previous})`, undefined, where);
    cells[square] = second;
    lineOf[square] = line;
    // Checking after every placement blames the line that broke the board, not merely some square of it.
    const broken = brokenInvariant(cells);
    if (broken && !broken.ok) return err({ ...broken.error, where });
  }
  const state: JungleState = { cells, toMove: side ? side.player : 0, moveNumber: 1 };
  return stillToPlay(state, (square) => `line ${lineOf[square] as number}`, endOfFile);
}

/** Echoes a label, naming its code point when it is not ASCII (the seed's own table mixes in Cyrillic look-alikes). */
function describeLabel(label: string): string {
  const point = label.codePointAt(0) ?? 0;
  return label.length === 1 && point > 0x7e ? `${quote(label)} (U+${point.toString(16).toUpperCase().padStart(4, '0')})` : quote(label);
}

/**
 * Refuses a board on which the game is already over: a board file starts a game, and one that ended
 * before its first move cannot be played. `whereSquare` locates a piece, `whereBoard` the board as a whole.
 */
function stillToPlay(state: JungleState, whereSquare: (square: number) => string, whereBoard: string): Result<JungleState> {
  const status = jungle.status(state);
  if (status.kind === 'playing') return ok(state);
  // Jungle has no draw (JG-16), so a finished game always has a winner.
  const winner = status.winner ?? opponent(state.toMove);
  const loser = COLOURS[opponent(winner)];
  switch (status.reason) {
    case 'den-entered': {
      const den = DEN[opponent(winner)];
      const piece = state.cells[den] as JunglePiece;
      const message = `the ${COLOURS[winner]} ${kindOf(piece)} on ${geometry.name(den)} is in ${loser}'s den: the game would be over before it starts`;
      return fail('invalid-position', message, 'JG-16', whereSquare(den));
    }
    case 'all-captured':
      return fail('invalid-position', `${loser} has no pieces: the game would be over before it starts`, 'JG-16', whereBoard);
    case 'no-moves':
      return fail('invalid-position', `${loser}, to move, has no legal move: the game would be over before it starts`, 'G-1', whereBoard);
    default:
      return fail('invalid-position', `the game would be over before it starts (${status.reason})`, undefined, whereBoard);
  }
}
