import { createRng, type BoardPicture } from '@tabula/engine-core';
import { registry, sideHues, type GameEntry } from '@tabula/games';
import { describe, expect, it } from 'vitest';
import { stripAnsi } from './ansi.js';
import { renderBoard, type BoardOptions } from './board-render.js';
import { displayWidth } from './display-width.js';

function entry(id: string): GameEntry {
  const found = registry.get(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

/** The picture of a position text, as a player would see it. */
function pictureOf(id: string, position: string): BoardPicture {
  const { game, notation } = entry(id);
  const parsed = notation.parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return game.picture(parsed.value);
}

/** Stratego's start as red sees it: blue's army hidden (ST-9). A fixed setup keeps the golden independent of the setup generator. */
const STRATEGO_RED_VIEW =
  'SSYMBFBBNN/BGSPBBNTON/SPLLSSTPSJ/LSNOTTLJJP/10/10/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx/xxxxxxxxxx r 1';

function startPicture(id: string): BoardPicture {
  if (id === 'stratego') return pictureOf(id, STRATEGO_RED_VIEW);
  const { game } = entry(id);
  return game.picture(game.start(createRng(1)));
}

function render(id: string, picture: BoardPicture, options: Partial<BoardOptions> = {}): string[] {
  return renderBoard(picture, { color: false, playerNames: entry(id).game.playerNames, sideHues: sideHues(entry(id)), ...options });
}

const PLAIN_STARTS: Record<string, string[]> = {
  'animal-chess': [
    '    a   b   c   d   e',
    '1   C   G   L   G   C  1',
    '2   .   .   .   .   .  2',
    '3   .   H   H   H   .  3',
    '4   .   h   h   h   .  4',
    '5   .   .   .   .   .  5',
    '6   c   g   l   g   c  6',
    '    a   b   c   d   e',
    "North's hand: empty",
    "South's hand: empty",
    'Pieces: C cat · G giraffe · L lion · H chick',
    'Upper case: North · lower case: South',
  ],
  checkers61b: [
    '    a   b   c   d   e   f   g   h',
    '8       p       p       p       p  8',
    '7   s       s       s       s      7',
    '6       b       b       b       b  6',
    '5   .       .       .       .      5',
    '4       .       .       .       .  4',
    '3   B       B       B       B      3',
    '2       S       S       S       S  2',
    '1   P       P       P       P      1',
    '    a   b   c   d   e   f   g   h',
    'Pieces: P pawn · S shield · B bomb',
    'Upper case: Fire · lower case: Water',
  ],
  jungle: [
    '    a   b   c   d   e   f   g',
    '1   l   .   #   @   #   .   t  1',
    '2   .   d   .   #   .   c   .  2',
    '3   r   .   p   .   w   .   e  3',
    '4   .   ~   ~   .   ~   ~   .  4',
    '5   .   ~   ~   .   ~   ~   .  5',
    '6   .   ~   ~   .   ~   ~   .  6',
    '7   E   .   W   .   P   .   R  7',
    '8   .   C   .   #   .   D   .  8',
    '9   T   .   #   @   #   .   L  9',
    '    a   b   c   d   e   f   g',
    'Pieces: L lion · T tiger · D dog · C cat · R rat · P leopard · W wolf · E elephant',
    'Upper case: Red · lower case: Blue',
    ' #  trap   @  den   ~  water',
  ],
  stratego: [
    '     a   b   c   d   e   f   g   h   i   j',
    ' 1   S   S   Y   M   B   F   B   B   N   N  1',
    ' 2   B   G   S   P   B   B   N   T   O   N  2',
    ' 3   S   P   L   L   S   S   T   P   S   J  3',
    ' 4   L   S   N   O   T   T   L   J   J   P  4',
    ' 5   .   .   ~   ~   .   .   ~   ~   .   .  5',
    ' 6   .   .   ~   ~   .   .   ~   ~   .   .  6',
    ' 7   x   x   x   x   x   x   x   x   x   x  7',
    ' 8   x   x   x   x   x   x   x   x   x   x  8',
    ' 9   x   x   x   x   x   x   x   x   x   x  9',
    '10   x   x   x   x   x   x   x   x   x   x  10',
    '     a   b   c   d   e   f   g   h   i   j',
    'Pieces: S scout · Y spy · M marshal · B bomb · F flag · N miner · G general · P captain · T sergeant · O colonel · L lieutenant · J major · X unknown piece',
    'Upper case: Red · lower case: Blue',
    ' ~  lake',
  ],
  'simple-chess': [
    '    a   b   c   d   e   f   g   h',
    '8   r   n   b   q   k   b   n   r  8',
    '7   p   p   p   p   p   p   p   p  7',
    '6   .   .   .   .   .   .   .   .  6',
    '5   .   .   .   .   .   .   .   .  5',
    '4   .   .   .   .   .   .   .   .  4',
    '3   .   .   .   .   .   .   .   .  3',
    '2   P   P   P   P   P   P   P   P  2',
    '1   R   N   B   Q   K   B   N   R  1',
    '    a   b   c   d   e   f   g   h',
    'Pieces: R rook · N knight · B bishop · Q queen · K king · P pawn',
    'Upper case: White · lower case: Black',
  ],
};

/** The five games with a golden drawing above. */
const GOLDEN_IDS = Object.keys(PLAIN_STARTS);
/**
 * Every registered game: the generic checks below run on each, so a game added to the registry (by
 * `nx g @tabula/nx-plugin:game`) is drawn and checked like the five without a golden of its own.
 */
const GAME_IDS = registry.list().map((e) => e.id);

/**
 * The tokens a plain drawing of `picture` must show, read from the picture alone: the file letters
 * over and under the board, and each row's rank label on both sides of its cells, each cell its
 * piece's letter or `.` for empty land. `null` stands for a cell with terrain, whose character the
 * game's key names (`~`, `#` …), and is matched by any single token; an `unused` square shows nothing.
 */
function expectedTokens(picture: BoardPicture): { files: string[]; rows: (string | null)[][] } {
  const split = (square: string) => /^([a-z]+)(\d+)$/.exec(square)?.slice(1) as [string, string];
  const rows = Array.from({ length: picture.ranks }, (_, r) => picture.cells.slice(r * picture.files, (r + 1) * picture.files));
  const files = (rows[0] ?? []).map((cell) => split(cell.square)[0]);
  return {
    files,
    rows: rows.map((cells) => {
      const rank = split(cells[0]?.square as string)[1];
      const shown = cells.flatMap((cell) => (cell.piece ? [cell.piece.letter] : cell.terrain === 'land' ? ['.'] : cell.terrain === 'unused' ? [] : [null]));
      return [rank, ...shown, rank];
    }),
  };
}

describe('renderBoard without colour', () => {
  it('has its goldens for registered games only, the five at least', () => {
    expect(GOLDEN_IDS.length).toBe(5);
    for (const id of GOLDEN_IDS) expect(GAME_IDS, id).toContain(id);
  });

  it.each(GOLDEN_IDS)('draws the start of %s byte for byte: letters, `.` empty, terrain characters, coordinates on four sides, the key and which case is whose', (id) => {
    expect(render(id, startPicture(id))).toEqual(PLAIN_STARTS[id]);
  });

  // Held to every game, the five included, so that this check is proven against their goldens too.
  it.each(GAME_IDS)('draws the start of %s from its picture: file letters above and below, each row between its rank labels, a letter or `.` per square', (id) => {
    const picture = startPicture(id);
    const lines = render(id, picture);
    const { files, rows } = expectedTokens(picture);
    const tokens = (line: string | undefined) => (line ?? '').trim().split(/\s+/);
    expect(tokens(lines[0])).toEqual(files);
    expect(tokens(lines[picture.ranks + 1])).toEqual(files);
    rows.forEach((expected, r) => {
      const shown = tokens(lines[r + 1]);
      expect(shown.length, `${id} row ${r + 1}: ${lines[r + 1]}`).toBe(expected.length);
      expected.forEach((token, i) => {
        if (token !== null) expect(shown[i], `${id} row ${r + 1}: ${lines[r + 1]}`).toBe(token);
      });
    });
  });

  it.each(GAME_IDS)('writes no escape code at all for %s, even with highlights and flipped', (id) => {
    const picture = startPicture(id);
    const square = picture.cells[0]?.square as string;
    const lines = render(id, picture, { marks: [square], lastMove: { from: square, path: [square] }, selected: square, flip: true, pieces: 'symbols' });
    expect(lines.join('\n')).not.toContain('\x1b');
  });

  it("draws simple chess in the seed's Unicode chess symbols, each with its side's mark", () => {
    const lines = render('simple-chess', startPicture('simple-chess'), { pieces: 'symbols' });
    expect(lines[1]).toBe('8  B ♜  B ♞  B ♝  B ♛  B ♚  B ♝  B ♞  B ♜  8');
    expect(lines[8]).toBe('1  W ♖  W ♘  W ♗  W ♕  W ♔  W ♗  W ♘  W ♖  1');
    expect(lines.at(-2)).toBe('Pieces: ♜ rook · ♞ knight · ♝ bishop · ♛ queen · ♚ king · ♟ pawn · ♙ pawn · ♖ rook · ♘ knight · ♗ bishop · ♕ queen · ♔ king');
    expect(lines.at(-1)).toBe('Sides: W White · B Black');
  });

  it('gives wide glyphs (Jungle 象, animal chess 🦁) two columns so every row lines up', () => {
    expect(render('jungle', startPicture('jungle'), { pieces: 'symbols' })[3]).toBe('3  B 鼠    .   B 豹    .   B 狼    .   B 象  3');
    for (const id of GAME_IDS) {
      const picture = startPicture(id);
      for (const pieces of ['letters', 'symbols'] as const) {
        // The rows without their right-hand rank number, which is as long as the number.
        const board = render(id, picture, { pieces, lastMove: { from: picture.cells[0]?.square as string, path: [] } })
          .slice(1, picture.ranks + 1)
          .map((line) => line.replace(/\d+$/, ''));
        const widths = new Set(board.map(displayWidth));
        expect(widths.size, `${id} rows: ${board.join(' | ')}`).toBe(1);
      }
    }
  });

  it('keys every piece with its name, glyphs included, so 獅虎豹狼 need no guessing', () => {
    const lines = render('jungle', startPicture('jungle'), { pieces: 'symbols', width: 60 });
    expect(lines.slice(11)).toEqual([
      'Pieces: 獅 lion · 虎 tiger · 狗 dog · 貓 cat · 鼠 rat',
      '  豹 leopard · 狼 wolf · 象 elephant',
      'Sides: B Blue · R Red',
      ' #  trap   @  den   ~  water',
    ]);
  });

  it('marks kings and promoted pieces with + (checkers, animal chess) and revealed ranks with ! (ST-9), in a column of their own', () => {
    const checkers = render('checkers61b', pictureOf('checkers61b', '1p6/s7/3p1p1s/2P3B1/1P5b/6S1/7S/P3+p3 f 21'));
    expect(checkers[8]).toBe('1   P       .      +p       .      1');
    expect(checkers.at(-2)).toBe('Pieces: P pawn · S shield · B bomb · +P pawn king');
    const animal = render('animal-chess', pictureOf('animal-chess', 'C1HG1/2+hC1/3H1/1Ghh1/2clh/g2gc 0 - 10'));
    expect(animal[2]).toBe('2   .   .  +h   C   .  2');
    expect(animal.at(-2)).toBe('Pieces: C cat · H chick · G giraffe · +H promoted chick · L lion');
    const stratego = render('stratego', pictureOf('stratego', 'NSSBBLSBFB/LTYSJLNBBN/1NG1LMTTPP/1SPON1SJ1O/J8!l/!p3x5/xxx2xxx1x/1xx1xxxxxx/xxxx1xxxxx/xxxxxxxxxx r 21'));
    expect(stratego.slice(5, 7)).toEqual([' 5   J   .   ~   ~   .   .   ~   ~   .  !l  5', ' 6  !p   .   ~   ~   x   .   ~   ~   .   .  6']);
    expect(stratego.at(-3)).toMatch(/ · X unknown piece · ! rank revealed to the opponent$/);
  });

  it('shows hidden Stratego pieces as a back when drawing symbols (ST-9)', () => {
    expect(render('stratego', startPicture('stratego'), { pieces: 'symbols' })[7]).toBe(' 7  B ■  B ■  B ■  B ■  B ■  B ■  B ■  B ■  B ■  B ■  7');
  });

  it('lists each hand with counts under the board, labelled with the seat names', () => {
    const lines = render('animal-chess', pictureOf('animal-chess', '1GLGC/5/1H1H1/1h1h1/5/c1lgc 0 G2Hc 5'));
    expect(lines.slice(8, 10)).toEqual(["North's hand: G giraffe ×1  H chick ×2", "South's hand: c cat ×1"]);
  });

  it('says which letter case is which side from the seat names, whatever the seat order', () => {
    expect(render('jungle', startPicture('jungle'))).toContain('Upper case: Red · lower case: Blue');
    expect(render('stratego', startPicture('stratego'))).toContain('Upper case: Red · lower case: Blue');
    expect(render('simple-chess', startPicture('simple-chess'), { playerNames: ['Ann', 'Bo'] })).toContain('Upper case: Ann · lower case: Bo');
  });

  it('wraps the key to the width given, never inside an entry', () => {
    const lines = render('stratego', startPicture('stratego'), { width: 50 });
    const key = lines.slice(12, -2);
    expect(key).toEqual(['Pieces: S scout · Y spy · M marshal · B bomb', '  F flag · N miner · G general · P captain', '  T sergeant · O colonel · L lieutenant · J major', '  X unknown piece']);
    for (const line of key) expect(displayWidth(line)).toBeLessThanOrEqual(50);
  });
});

describe('renderBoard highlights', () => {
  const checkers = pictureOf('checkers61b', '1p6/s7/3p1p1s/2P3B1/1P5b/6S1/7S/P3+p3 f 21');

  it('brackets the last move: its start and every landing square of a capture chain, beside a king\'s +, never over it', () => {
    const lines = render('checkers61b', checkers, { lastMove: { from: 'e5', path: ['c3', 'e1'] } });
    expect(lines.slice(4, 9)).toEqual([
      '5   .       P     [ .]      B      5',
      '4       P       .       .       b  4',
      '3   .     [ .]      .       S      3',
      '2       .       .       .       S  2',
      '1   P       .     [+p]      .      1',
    ]);
    expect(lines.at(-1)).toBe('[ ] last move');
  });

  it('puts marks in round brackets, over the last move where they meet, and the selected piece in braces', () => {
    const lines = render('checkers61b', checkers, { lastMove: { from: 'e5', path: ['c3', 'e1'] }, marks: ['b2', 'c3'], selected: 'a1' });
    expect(lines[6]).toBe('3   .     ( .)      .       S      3');
    expect(lines[7]).toBe('2     ( .)      .       .       S  2');
    expect(lines[8]).toBe('1 { P}      .     [+p]      .      1');
    expect(lines.at(-1)).toBe('[ ] last move  ( ) may go  { } selected');
  });

  it('highlights a drop by its landing square only', () => {
    const lines = render('animal-chess', startPicture('animal-chess'), { lastMove: { from: null, path: ['a2'], drop: 'chick' } });
    expect(lines[2]).toBe('2 [ .]  .   .   .   .  2');
  });

  it('brackets wide glyphs too, with the side mark inside: a highlight never hides whose piece it is', () => {
    const lines = render('jungle', startPicture('jungle'), { pieces: 'symbols', marks: ['a3', 'b3'], lastMove: { from: 'a1', path: ['a2'] }, selected: 'g1' });
    expect(lines[1]).toBe('1 [B 獅]   .     #     @     #     .  {B 虎} 1');
    expect(lines[3]).toBe('3 (B 鼠)(  . ) B 豹    .   B 狼    .   B 象  3');
    const animal = render('animal-chess', pictureOf('animal-chess', '1GLGC/5/1H1H1/1h1h1/5/c1lgc 0 G2Hc 5'), { pieces: 'symbols', lastMove: { from: 'c1', path: ['c2'] } });
    expect(animal[1]).toBe('1    .   N 🦒 [N 🦁] N 🦒  N 🐱  1');
  });

  it('colours highlighted squares: pale yellow for the last move, pale green for marks, pale cyan for the selection', () => {
    const [row] = renderBoard(checkers, { color: true, playerNames: ['Fire', 'Water'], sideHues: ['orange', 'azure'], lastMove: { from: 'e5', path: ['c3'] }, marks: ['b2'] }).slice(4, 5);
    expect(row).toContain('48;5;229m[ .]');
    const [markRow] = renderBoard(checkers, { color: true, playerNames: ['Fire', 'Water'], sideHues: ['orange', 'azure'], marks: ['b2'] }).slice(7, 8);
    expect(markRow).toContain('48;5;157m( .)');
    const [selectedRow] = renderBoard(checkers, { color: true, playerNames: ['Fire', 'Water'], sideHues: ['orange', 'azure'], selected: 'a1' }).slice(8, 9);
    expect(selectedRow).toContain('48;5;159m{ P}');
  });

  it('refuses a square the board does not have, naming it', () => {
    expect(() => render('jungle', startPicture('jungle'), { marks: ['h1'] })).toThrow("the marks names square 'h1', which this board does not have");
    expect(() => render('jungle', startPicture('jungle'), { lastMove: { from: 'a1', path: ['a0'] } })).toThrow("the last move names square 'a0'");
    expect(() => render('jungle', startPicture('jungle'), { selected: 'z9' })).toThrow("the selection names square 'z9'");
  });
});

describe('renderBoard flipped', () => {
  it('turns the board half a turn, coordinates with it', () => {
    const lines = render('simple-chess', startPicture('simple-chess'), { flip: true });
    expect(lines[0]).toBe('    h   g   f   e   d   c   b   a');
    expect(lines[1]).toBe('1   R   N   B   K   Q   B   N   R  1');
    expect(lines[8]).toBe('8   r   n   b   k   q   b   n   r  8');
  });

  it('takes rank numbers from the square names, whichever way the picture runs', () => {
    // Jungle lists rank 1 first, chess rank 8 first: both are labelled by their squares.
    expect(render('jungle', startPicture('jungle'), { flip: true }).slice(1, 3).map((line) => line.slice(0, 2))).toEqual(['9 ', '8 ']);
    expect(render('stratego', startPicture('stratego'), { flip: true })[1]).toBe('10   x   x   x   x   x   x   x   x   x   x  10');
  });
});

describe('renderBoard in colour', () => {
  it.each(GAME_IDS)('adds only escape codes to the plain drawing of %s', (id) => {
    const picture = startPicture(id);
    for (const pieces of ['letters', 'symbols'] as const) {
      const coloured = render(id, picture, { color: true, pieces });
      expect(coloured.join('\n')).toContain('\x1b[');
      expect(coloured.map(stripAnsi)).toEqual(render(id, picture, { pieces }));
    }
  });

  it('draws letters by default, in colour as without: their case says the side and the key names them', () => {
    const picture = startPicture('jungle');
    expect(stripAnsi(render('jungle', picture, { color: true })[1] as string)).toBe('1   l   .   #   @   #   .   t  1');
    expect(render('jungle', picture, { color: true }).map(stripAnsi)).toEqual(render('jungle', picture));
  });

  it("paints each side in its game's colour: Jungle's blue is seat 0, Stratego's red is", () => {
    const jungle = render('jungle', startPicture('jungle'), { color: true, pieces: 'symbols' })[1] as string;
    expect(jungle).toContain('\x1b[0;1;38;5;20;48;5;223m B 獅'); // Blue's lion on a1 (seat 0)
    expect(render('jungle', startPicture('jungle'), { color: true })[9]).toContain('\x1b[0;1;38;5;160;48;5;223m  T'); // Red's tiger on a9
    const stratego = render('stratego', startPicture('stratego'), { color: true, pieces: 'symbols' });
    expect(stratego[1]).toContain('38;5;160;');
    expect(stratego[7]).toContain('38;5;20;48;5;230m B ■'); // hidden blue pieces: a back in blue (ST-9)
  });

  it("sets emoji, which terminals draw in their own colours, on a tint of their side's colour", () => {
    const lines = render('animal-chess', startPicture('animal-chess'), { color: true, pieces: 'symbols' });
    expect(lines[1]).toContain('\x1b[0;1;38;5;94;48;5;187m N 🦁'); // North (seat 0, sand): umber on a sand tint
    expect(lines[6]).toContain('\x1b[0;1;38;5;29;48;5;115m S 🦁'); // South (mint): sea green on a mint tint
    expect(render('jungle', startPicture('jungle'), { color: true, pieces: 'symbols' })[1]).not.toContain('48;5;153m');
  });

  it("draws Checkers61b's Fire in burnt orange and Water in azure, the game's own colours", () => {
    const lines = render('checkers61b', startPicture('checkers61b'), { color: true });
    expect(lines[1]).toContain('38;5;25;'); // Water's pawns on rank 8
    expect(lines[8]).toContain('38;5;130;'); // Fire's on rank 1
  });

  it('draws white against black in red and blue: on the light board both would be dark ink', () => {
    const lines = render('simple-chess', startPicture('simple-chess'), { color: true });
    expect(lines[1]).toContain('38;5;20;');
    expect(lines[8]).toContain('38;5;160;');
  });

  it('puts terrain on its background and the owner colour on traps and dens', () => {
    const lines = render('jungle', startPicture('jungle'), { color: true });
    expect(lines[4]).toContain('48;5;117m  ~ '); // water
    expect(lines[1]).toContain('\x1b[0;1;38;5;20;48;5;215m  @ '); // blue's den on d1
    expect(lines[9]).toContain('\x1b[0;1;38;5;160;48;5;215m  @ '); // red's den on d9
  });
});

describe('renderBoard input checks', () => {
  const picture = startPicture('simple-chess');

  it('refuses a picture whose cells do not fill its size', () => {
    expect(() => render('simple-chess', { ...picture, cells: picture.cells.slice(1) })).toThrow('board picture of 8×8 has 63 cells, expected 64');
  });

  it('refuses a symbol too wide for a cell, naming the piece', () => {
    const cells = picture.cells.map((cell, index) => (index === 0 && cell.piece ? { ...cell, piece: { ...cell.piece, symbol: 'ROOK' } } : cell));
    expect(() => render('simple-chess', { ...picture, cells }, { pieces: 'symbols' })).toThrow("the symbol 'ROOK' of the black rook is 4 columns wide; a board cell holds 1 or 2");
  });

  it('refuses a square name it cannot split into file and rank', () => {
    const cells = picture.cells.map((cell, index) => (index === 0 ? { ...cell, square: '8a' } : cell));
    expect(() => render('simple-chess', { ...picture, cells })).toThrow("square name '8a' is not letters followed by a rank number");
  });
});
