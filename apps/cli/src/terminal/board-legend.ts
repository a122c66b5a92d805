import type { BoardPicture, CellInfo, PieceInfo } from '@tabula/engine-core';
import { paint } from './ansi.js';
import { BRACKETS, type Highlight } from './board-cell.js';
import { HIGHLIGHT_BACKGROUND } from './board-palette.js';
import { pieceGlyph, type PieceStyle } from './piece-glyph.js';
import { terrainLook } from './terrain-look.js';

/**
 * The entries of the legend of special terrain the picture has, drawn as on the board (` ~  water`,
 * ` #  trap`, ` @  den`); none for a board of plain squares.
 */
export function terrainEntries(cells: readonly CellInfo[], color: boolean): string[] {
  const terrains = [...new Set(cells.map((cell) => cell.terrain))].filter((terrain) => terrainLook(terrain).inLegend);
  return terrains.map((terrain) => {
    const look = terrainLook(terrain);
    const swatch = ` ${look.char} `;
    return `${color ? paint(swatch, { fg: look.foreground, bg: look.background, bold: true }) : swatch} ${terrain}`;
  });
}

/**
 * The key to the pieces on the board and in the hands, all from the picture: each glyph once (letters
 * in upper case, their case being the side's) with the piece's name less its seat's (`E elephant`,
 * `+H promoted chick`, `+P pawn king`), then what a revealed piece's `!` means when one is shown.
 */
export function pieceKeyEntries(picture: BoardPicture, pieces: PieceStyle, playerNames: readonly [string, string]): string[] {
  const all = [...picture.cells.flatMap((cell) => (cell.piece ? [cell.piece] : [])), ...(picture.hands ?? []).flat()];
  const entries = new Map<string, string>();
  for (const piece of all) {
    const glyph = pieceGlyph(piece, pieces);
    const shown = `${piece.promoted ? '+' : ''}${glyph.toUpperCase()}`;
    if (!entries.has(shown)) entries.set(shown, `${shown} ${withoutSeat(piece, playerNames)}`);
  }
  const key = [...entries.values()];
  if (all.some((piece) => piece.revealed && !piece.promoted)) key.push('! rank revealed to the opponent');
  return key;
}

/** A piece's name without its seat's name in front (`red lion` → `lion`): the side is shown apart. */
function withoutSeat(piece: PieceInfo, playerNames: readonly [string, string]): string {
  const seat = playerNames[piece.owner].trim().toLowerCase();
  const name = piece.name.trim();
  return seat !== '' && name.toLowerCase().startsWith(`${seat} `) ? name.slice(seat.length + 1) : name;
}

/**
 * Which letter case is which seat (`Upper case: Red · lower case: Blue`), read from the picture's
 * letters; null when the board shows no letters of one side or a side's letters mix cases.
 */
export function letterCaseLine(picture: BoardPicture, playerNames: readonly [string, string]): string | null {
  const all = [...picture.cells.flatMap((cell) => (cell.piece ? [cell.piece] : [])), ...(picture.hands ?? []).flat()];
  const cases = ([0, 1] as const).map((seat) => {
    const found = new Set(all.filter((piece) => piece.owner === seat).map((piece) => letterCase(piece.letter)));
    return found.size === 1 ? [...found][0] : null;
  });
  const [first, second] = cases;
  if (first === null || second === null || first === undefined || second === undefined || first === 'none' || first === second) return null;
  const upper = first === 'upper' ? 0 : 1;
  return `Upper case: ${playerNames[upper]} · lower case: ${playerNames[1 - upper]}`;
}

function letterCase(letter: string): 'upper' | 'lower' | 'none' {
  const bare = letter.replace(/[^\p{L}]/gu, '');
  if (bare === '' || bare.toUpperCase() === bare.toLowerCase()) return 'none';
  if (bare === bare.toUpperCase()) return 'upper';
  return bare === bare.toLowerCase() ? 'lower' : 'none';
}

/** What the side marks of a board of symbols say: `Sides: N North · S South`. */
export function sideMarkLine(marks: readonly [string, string], playerNames: readonly [string, string]): string {
  return `Sides: ${marks[0]} ${playerNames[0]} · ${marks[1]} ${playerNames[1]}`;
}

const HIGHLIGHT_WORDS: Readonly<Record<Highlight, string>> = { lastMove: 'last move', mark: 'may go', selected: 'selected' };

/** The entries explaining the highlights on the board, in the order drawn: `[ ] last move`, `( ) may go`, `{ } selected`. */
export function highlightEntries(shown: ReadonlySet<Highlight>, color: boolean): string[] {
  return (['lastMove', 'mark', 'selected'] as const)
    .filter((highlight) => shown.has(highlight))
    .map((highlight) => {
      const [open, close] = BRACKETS[highlight];
      const swatch = `${open} ${close}`;
      return `${color ? paint(swatch, { fg: 236, bg: HIGHLIGHT_BACKGROUND[highlight] }) : swatch} ${HIGHLIGHT_WORDS[highlight]}`;
    });
}
