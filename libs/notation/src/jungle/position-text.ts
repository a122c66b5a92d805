import { fail, ok, type Player, type Result } from '@tabula/engine-core';
import {
  DEN,
  FILES,
  RANKS,
  SIZE,
  geometry,
  isPieceLetter,
  kindOf,
  ownerOf,
  terrainOf,
  type AnimalKind,
  type JunglePiece,
  type JungleState,
} from '@tabula/engine-jungle';
import { positionFields } from '../board-text/position-fields.js';
import { formatRow, readRow } from '../board-text/row-text.js';

const SIDES = ['b', 'r'] as const;
const COLOURS = ['blue', 'red'] as const;

/** Shortens echoed input so that a message stays readable whatever was typed. */
export function quote(text: string): string {
  return text.length > 24 ? `'${text.slice(0, 24)}…'` : `'${text}'`;
}

/**
 * Parses Jungle position text (docs/notation.md): `<rows ranks 1→9> <b|r> <move number>`, lower-case blue.
 * Lenient about white space and the case of the side letter; strict about everything else, with
 * errors that name the field, row and column, and invariant errors that name the rule.
 */
export function parsePosition(text: string): Result<JungleState> {
  if (typeof text !== 'string') return fail('parse', 'a position must be text');
  const fields = positionFields(text, ['rows', 'side', 'move number']);
  if (!fields.ok) return fields;
  const [rowsText, sideText, numberText] = fields.value as [string, string, string];
  const cells = parseRows(rowsText);
  if (!cells.ok) return cells;

  const side = SIDES.indexOf(sideText.toLowerCase() as (typeof SIDES)[number]);
  if (side < 0) return fail('parse', `the side to move must be b (blue) or r (red), found ${quote(sideText)}`, undefined, 'field 2');
  if (!/^[1-9][0-9]{0,8}$/.test(numberText)) {
    return fail('parse', `the move number must be a whole number from 1, found ${quote(numberText)}`, undefined, 'field 3');
  }
  const state: JungleState = { cells: cells.value, toMove: side as Player, moveNumber: Number(numberText) };
  const broken = brokenInvariant(cells.value);
  return broken ?? ok(state);
}

function parseRows(rowsText: string): Result<(JunglePiece | null)[]> {
  const rows = rowsText.split('/');
  if (rows.length !== RANKS) return fail('parse', `expected ${RANKS} rows (ranks 1 to 9), found ${rows.length}`, undefined, 'field 1');
  const cells: (JunglePiece | null)[] = Array<JunglePiece | null>(SIZE).fill(null);
  for (let r = 0; r < RANKS; r++) {
    const row = rows[r] as string;
    const where = (column: number) => `field 1, row ${r + 1}, column ${column + 1}`;
    const tooLong = (c: number) => fail('parse', `row ${r + 1} has more than ${FILES} squares`, undefined, where(c));
    const read = readRow(row, {
      width: FILES,
      refuseRun: (digits, c) => (digits.startsWith('0') ? fail('parse', `a run of empty squares is a number from 1, found '${digits.slice(0, 8)}'`, undefined, where(c)) : undefined),
      tooLong,
      readPiece(c, file) {
        const ch = row[c] as string;
        if (ch === '+' || ch === '!') return fail('parse', `'${ch}' marks promoted or revealed pieces; Jungle pieces have no such state`, undefined, where(c));
        if (!isPieceLetter(ch)) {
          return fail('parse', `unexpected '${ch}': expected a piece letter (E L T P W D C R; lower case blue, upper case red) or a digit`, undefined, where(c));
        }
        if (file >= FILES) return tooLong(c);
        cells[geometry.index(file, r)] = ch;
        return ok(c + 1);
      },
    });
    if (!read.ok) return read;
    const file = read.value;
    if (file !== FILES) return fail('parse', `row ${r + 1} has ${file} squares, expected ${FILES}`, undefined, `field 1, row ${r + 1}`);
  }
  return ok(cells);
}

/** An animal's plural for messages: every kind takes an -s except the wolf. */
function pluralOf(kind: AnimalKind): string {
  return kind === 'wolf' ? 'wolves' : `${kind}s`;
}

/**
 * The first game invariant a board breaks, or null (docs/notation.md: invariants are rejected, named).
 * Its `where` locates the square in position-text terms (`field 1, row R, column C`); other text forms
 * that share these checks, such as the board file, replace it with their own location.
 */
export function brokenInvariant(cells: readonly (JunglePiece | null)[]): Result<never> | null {
  const seen = new Set<JunglePiece>();
  let pieces = 0;
  for (let s = 0; s < SIZE; s++) {
    const piece = cells[s];
    if (!piece) continue;
    pieces++;
    const where = `field 1, row ${Math.floor(s / FILES) + 1}, column ${(s % FILES) + 1}`;
    const owner = ownerOf(piece);
    const described = `the ${COLOURS[owner]} ${kindOf(piece)} on ${geometry.name(s)}`;
    if (seen.has(piece)) return fail('invalid-position', `${COLOURS[owner]} has two ${pluralOf(kindOf(piece))}: each side has one of each animal`, undefined, where);
    seen.add(piece);
    const { terrain, owner: terrainOwner } = terrainOf(s);
    if (terrain === 'water' && kindOf(piece) !== 'rat') return fail('invalid-position', `${described} is in the water; only the rat may enter water`, 'JG-4', where);
    if (terrain === 'den' && terrainOwner === owner) return fail('invalid-position', `${described} is in its own den`, 'JG-2', where);
  }
  if (pieces === 0) return fail('invalid-position', 'the board is empty; a game always has pieces', undefined, 'field 1');
  const blueInRedDen = cells[DEN[1]];
  const redInBlueDen = cells[DEN[0]];
  if (blueInRedDen && redInBlueDen) return fail('invalid-position', 'both dens are entered; the first entry ends the game', 'JG-16', 'field 1');
  return null;
}

/** The canonical position text of a state. */
export function formatPosition(state: JungleState): string {
  const rows: string[] = [];
  for (let r = 0; r < RANKS; r++) {
    rows.push(formatRow(Array.from({ length: FILES }, (_, file) => state.cells[geometry.index(file, r)])));
  }
  return `${rows.join('/')} ${SIDES[state.toMove]} ${state.moveNumber}`;
}
