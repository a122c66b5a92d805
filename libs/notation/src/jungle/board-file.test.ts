import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unwrap, type RuleError } from '@tabula/engine-core';
import { geometry, jungle } from '@tabula/engine-jungle';
import { parseBoardFile } from './board-file.js';
import { formatPosition, parsePosition } from './position-text.js';

const START = 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1';

/** The standard start as placements, red first and in mixed case, to show that order and case are free. */
const START_PLACEMENTS = `# Jungle, the standard start (docs/rules.md §3)
side b

# red, upper case
A9 T
g9 L
b8 C
F8 D
a7 E   # the elephant guards the left bank
c7 W
e7 P
g7 R

# blue, lower case
a1 l
g1 t
b2 d
f2 c
a3 r
c3 p
e3 w
g3 e
`;

function refusal(text: string): RuleError {
  const result = parseBoardFile(text);
  if (result.ok) throw new Error(`accepted:\n${text}`);
  return result.error;
}

describe('Jungle board file: position text', () => {
  it('accepts the standard start surrounded by blank lines and comments', () => {
    const text = `# the standard start\n\n  ${START}  # trailing comment\n\n# end\n`;
    expect(unwrap(parseBoardFile(text))).toEqual(jungle.start());
  });

  it('keeps the side to move and the move number the position gives', () => {
    const state = unwrap(parseBoardFile('l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 12\n'));
    expect(formatPosition(state)).toBe('l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L r 12');
  });

  it('reads Windows line ends and a byte-order mark', () => {
    expect(unwrap(parseBoardFile(`\uFEFF# start\r\n${START}\r\n`))).toEqual(jungle.start());
  });

  it('reports position-text errors on their line, with the field, row and column', () => {
    expect(refusal(`# bad\n${START.replace('T5L', 'T5Q')}`)).toMatchObject({ code: 'parse', where: 'line 2, field 1, row 9, column 3' });
    expect(refusal(`\n\n${START.replace(' b ', ' w ')}`)).toMatchObject({ code: 'parse', where: 'line 3, field 2' });
  });

  it('reports broken invariants on the position line, naming the rule (JG-4, JG-2)', () => {
    expect(refusal('7/7/7/1e5/7/7/7/7/6L b 1')).toMatchObject({ code: 'invalid-position', rule: 'JG-4', where: 'line 1, field 1, row 4, column 2' });
    expect(refusal('# own den\nl2d2t/7/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1')).toMatchObject({ code: 'invalid-position', rule: 'JG-2' });
    expect(refusal('# own den\nl2d2t/7/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1').where).toMatch(/^line 2, /);
  });

  it('refuses a position whose game is already over (JG-16, G-1), which parsePosition alone accepts', () => {
    const oneSided = '7/7/7/7/7/7/7/7/6L b 1';
    expect(parsePosition(oneSided).ok).toBe(true);
    expect(refusal(`# red only\n${oneSided}`)).toMatchObject({ code: 'invalid-position', rule: 'JG-16', where: 'line 2', message: 'JG-16: blue has no pieces: the game would be over before it starts' });
    expect(refusal('7/7/7/7/7/7/7/7/3l2L r 5')).toMatchObject({ rule: 'JG-16', where: 'line 1', message: "JG-16: the blue lion on d9 is in red's den: the game would be over before it starts" });
    // Blue's rat in its corner, fenced in by a red cat and dog it cannot capture.
    expect(refusal('rD5/C6/7/7/7/7/7/7/7 b 1')).toMatchObject({ rule: 'G-1', where: 'line 1' });
  });

  it('refuses anything after the position', () => {
    expect(refusal(`${START}\n\na3 r\n`)).toMatchObject({ code: 'parse', where: 'line 3' });
    expect(refusal(`${START}\n${START}`)).toMatchObject({ code: 'parse', where: 'line 2' });
  });
});

describe('Jungle board file: placements', () => {
  it('equals the standard start when it lists the standard start', () => {
    const state = unwrap(parseBoardFile(START_PLACEMENTS));
    expect(state).toEqual(jungle.start());
    expect(formatPosition(state)).toBe(START);
    // Without a side line blue moves first, as it does with `side b`.
    expect(unwrap(parseBoardFile(START_PLACEMENTS.replace('side b', '')))).toEqual(jungle.start());
  });

  it('sets red to move with `side r`, in any case and on any line, at move number 1', () => {
    const state = unwrap(parseBoardFile(`b5 r\nSIDE R\nd7 E\n`));
    expect(formatPosition(state)).toBe('7/7/7/7/1r5/7/3E3/7/7 r 1');
  });

  it('lets a rat swim and leaves unlisted squares empty (JG-4)', () => {
    const state = unwrap(parseBoardFile('b5 r\nf5 R'));
    expect(formatPosition(state)).toBe('7/7/7/7/1r3R1/7/7/7/7 b 1');
  });

  it('refuses an unknown label on its line, naming non-ASCII look-alikes', () => {
    expect(refusal('a1 l\n\nb2 x\ng9 L')).toMatchObject({ code: 'parse', where: 'line 3', message: "'x' is not a piece label: E L T P W D C R, upper case red, lower case blue" });
    expect(refusal('a1 l\ng9 rat')).toMatchObject({ code: 'parse', where: 'line 2' });
    // The seed's own label table prints a Cyrillic е for the blue elephant.
    expect(refusal('g3 \u0435\ng9 L').message).toContain('U+0435');
  });

  it('refuses a bad square on its line', () => {
    for (const square of ['h3', 'a10', 'a0', 'c', '33']) {
      expect(refusal(`# one\n${square} r\ng9 L`)).toMatchObject({ code: 'parse', where: 'line 2' });
    }
  });

  it('refuses a square given twice on the second line, citing the first', () => {
    expect(refusal('a1 l\ng9 L\nA1 t')).toMatchObject({ code: 'parse', where: 'line 3', message: 'a1 is given twice (first on line 1)' });
  });

  it('refuses a non-rat in water on its line (JG-4)', () => {
    expect(refusal('a1 l\ng9 L\nb5 e')).toMatchObject({ code: 'invalid-position', rule: 'JG-4', where: 'line 3', message: 'JG-4: the blue elephant on b5 is in the water; only the rat may enter water' });
  });

  it('refuses a piece in its own den on its line (JG-2)', () => {
    expect(refusal('a1 l\ng9 L\nd9 D')).toMatchObject({ code: 'invalid-position', rule: 'JG-2', where: 'line 3' });
  });

  it('refuses a second piece of a kind on the line that adds it', () => {
    expect(refusal('a3 r\ng9 L\n# another blue rat\ng7 r')).toMatchObject({ code: 'invalid-position', where: 'line 4', message: 'blue has two rats: each side has one of each animal' });
    expect(refusal('c7 W\na1 l\ne3 W')).toMatchObject({ where: 'line 3', message: 'red has two wolves: each side has one of each animal' });
  });

  it('refuses a board on which the game is already over (JG-16, G-1)', () => {
    expect(refusal('a1 l\nb2 d\n\n')).toMatchObject({ code: 'invalid-position', rule: 'JG-16', where: 'end of file, line 3', message: 'JG-16: red has no pieces: the game would be over before it starts' });
    expect(refusal('a1 l\nd9 t\ng9 L')).toMatchObject({ code: 'invalid-position', rule: 'JG-16', where: 'line 2' });
    expect(refusal('d9 t\nd1 L')).toMatchObject({ code: 'invalid-position', rule: 'JG-16', where: 'line 2', message: 'JG-16: both dens are entered; the first entry ends the game' });
    expect(refusal('a1 r\na2 C\nb1 D')).toMatchObject({ code: 'invalid-position', rule: 'G-1', where: 'end of file, line 3', message: 'G-1: blue, to move, has no legal move: the game would be over before it starts' });
  });

  it('refuses a file without a board', () => {
    expect(refusal('')).toMatchObject({ code: 'parse', where: 'end of file, line 1' });
    expect(refusal('# nothing yet\n\n   \n')).toMatchObject({ code: 'parse', where: 'end of file, line 3' });
  });

  it('refuses malformed lines and side lines on their line', () => {
    expect(refusal('a1 l\na3\ng9 L')).toMatchObject({ code: 'parse', where: 'line 2' });
    expect(refusal('a1 l\na3 r r\ng9 L')).toMatchObject({ code: 'parse', where: 'line 2' });
    expect(refusal('a1 l\nside w\ng9 L')).toMatchObject({ code: 'parse', where: 'line 2', message: "the side to move must be b (blue) or r (red), found 'w'" });
    expect(refusal('side r\na1 l\nside b\ng9 L')).toMatchObject({ code: 'parse', where: 'line 3', message: 'the side to move is given twice (first on line 1)' });
    expect(refusal(`a1 l\n${START}`)).toMatchObject({ code: 'parse', where: 'line 2' });
    expect(refusal(`a1 l\n${START}`).message).toContain('position text must be the only content line');
  });
});

describe('Jungle board file: any text', () => {
  const WHERE = /^(line \d+|end of file, line \d+)(, |$)/;

  /** Lines built from the file's own vocabulary, so that the fuzz reaches deep into both forms. */
  const line = fc.oneof(
    fc.tuple(fc.constantFrom('a', 'B', 'd', 'g', 'h', 'z'), fc.constantFrom('1', '3', '5', '9', '0', '10'), fc.constantFrom(' ', '  ', '\t'), fc.constantFrom(...'ELTPWDCRelptwdcrxq\u0435')).map(([file, rank, gap, label]) => `${file}${rank}${gap}${label}`),
    fc.constantFrom('side b', 'side r', 'SIDE x', '# comment', '', '   ', START, '7/7/7/7/7/7/7/7/6L b 1', 'a1', 'a1 l l'),
    fc.string({ maxLength: 12 }),
  );
  /** Well-formed placements only, so that many files pass the syntax and test the board checks. */
  const placement = fc
    .tuple(fc.integer({ min: 0, max: 62 }), fc.constantFrom(...'ELTPWDCRelptwdcr'), fc.boolean())
    .map(([square, label, upper]) => `${geometry.name(square)[upper ? 'toUpperCase' : 'toLowerCase']()} ${label}`);
  const files = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.tuple(fc.array(line, { maxLength: 24 }), fc.constantFrom('\n', '\r\n')).map(([lines, end]) => lines.join(end)),
    fc.array(fc.oneof({ weight: 8, arbitrary: placement }, { weight: 1, arbitrary: fc.constantFrom('side r', '# comment', '') }), { maxLength: 12 }).map((lines) => lines.join('\n')),
  );

  it('never throws, and either gives a playable position or a located error', () => {
    fc.assert(
      fc.property(files, (text) => {
        const result = parseBoardFile(text);
        if (result.ok) {
          // What a board file yields is a valid position and a game still to be played.
          expect(unwrap(parsePosition(formatPosition(result.value)))).toEqual(result.value);
          expect(jungle.status(result.value).kind).toBe('playing');
        } else {
          expect(result.error.where).toMatch(WHERE);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
