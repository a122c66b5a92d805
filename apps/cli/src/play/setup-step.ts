import { flippedFor, type BoardPicture, type Player } from '@tabula/engine-core';
import { sideHues } from '@tabula/games';
import type { GameSession } from '@tabula/play';
import { unreadableFile } from '../file-words.js';
import { renderBoard } from '../terminal/board-render.js';
import type { Console } from './console.js';

/** What the set-up step needs from the console game. */
export interface SetupStepOptions {
  readonly colour: boolean;
  readonly readFile: (path: string) => string;
}

/** What the set-up step needs to know of the army and its ranks, from the game's own set-up layout (ST-1). */
interface SetupShape {
  /** The squares of each rank of the setup text, front rank first, each in the order it is typed. */
  readonly ranks: readonly (readonly string[])[];
  /** Letters per rank of the setup text, front rank first. */
  readonly rankLengths: readonly number[];
  /** Letters in the whole text. */
  readonly size: number;
  readonly counts: ReadonlyMap<string, number>;
  readonly help: readonly string[];
}

/** `j4…a4`: where a rank's letters go, first to last, as the board's coordinates name them. */
function rankSpan(squares: readonly string[]): string {
  return `${squares[0] ?? ''}…${squares.at(-1) ?? ''}`;
}

/** The rank count, rank length, army and help text of `seat`'s set-up, as the game describes it. */
function setupShape(session: GameSession, seat: Player): SetupShape {
  const layout = session.setupLayout(seat);
  const rankLengths = layout.ranks.map((rank) => rank.length);
  const size = rankLengths.reduce((sum, length) => sum + length, 0);
  // Ranks of one length are typed as `10 letters`; ranks of several lengths name them all.
  const rankWords = `${[...new Set(rankLengths)].join(' or ')} letters`;
  const letters = layout.army.map(({ letter, name }) => `${letter} ${name}`).join(', ');
  // The squares come from the layout, and the board is drawn with this seat's army at the bottom, so
  // "from your own left" is the screen's left to right: the help names the squares to make it plain.
  const order = layout.ranks.map(rankSpan).join(', then ');
  const help = [
    `Set up your army (ST-1): ${size} letters, your front rank first (the one nearest the enemy), each rank`,
    'from your own left to right, as the board is drawn: left to right on the screen.',
    ...wrap(`Squares in typing order: ${order}.`, 96),
    ...wrap(`Letters: ${letters}.`, 96),
    '  random        draw a random army (again for another), then Enter to keep it',
    `  file FILE     read the army from a file (${size} letters, ranks may be split by / or lines)`,
    `  ${rankWords.padEnd(14)}type your army one rank at a time, front rank first; the board shows each rank`,
    `  ${`${size} letters`.padEnd(14)}type the whole army at once (ranks may be split by /)`,
    '  undo          take back the last rank typed;  quit  leave',
    'The whole army is shown before it is placed: Enter keeps it.',
  ];
  return { ranks: layout.ranks, rankLengths, size, counts: new Map(layout.army.map(({ letter, count }) => [letter, count])), help };
}

/** Words of `text` in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** How many of each letter `letters` holds. */
function letterCounts(letters: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return counts;
}

/** How many of each letter are left to place after the ranks typed so far. */
function leftToPlace(counts: ReadonlyMap<string, number>, typed: readonly string[]): Map<string, number> {
  const left = new Map(counts);
  for (const letter of typed.join('')) left.set(letter, (left.get(letter) ?? 0) - 1);
  return left;
}

/** `M1 G1 O2 …`: what is left to place. */
function remainingText(counts: ReadonlyMap<string, number>, typed: readonly string[]): string {
  return [...leftToPlace(counts, typed)].filter(([, count]) => count > 0).map(([letter, count]) => `${letter}${count}`).join(' ');
}

/**
 * The board as `seat` would see it with only the ranks typed so far standing: the rest of the army
 * (what is left to place, in any order) fills the text so that the game can draw it, and its squares
 * are then emptied. Null when the game refuses the filled text.
 */
function partialPicture(session: GameSession, seat: Player, shape: SetupShape, typed: readonly string[]): BoardPicture | null {
  const rest = [...leftToPlace(shape.counts, typed)].map(([letter, count]) => letter.repeat(Math.max(0, count))).join('');
  const filled: string[] = [...typed];
  let at = 0;
  for (const length of shape.rankLengths.slice(typed.length)) {
    filled.push(rest.slice(at, at + length));
    at += length;
  }
  const picture = session.previewSetup(seat, filled.join('/'));
  if (!picture.ok) return null;
  const untyped = new Set(shape.ranks.slice(typed.length).flat());
  return { ...picture.value, cells: picture.value.cells.map((cell) => (untyped.has(cell.square) ? { ...cell, piece: null } : cell)) };
}

/**
 * A person's set-up step (Stratego): a random army, one from a file, or one typed rank by rank with
 * the board and what is left to place shown after every rank. Every army is shown whole before it is
 * placed, and Enter keeps it. Resolves false when the person leaves.
 */
export async function runSetupStep(session: GameSession, seat: Player, io: Console, options: SetupStepOptions): Promise<boolean> {
  const name = session.seatName(seat);
  const shape = setupShape(session, seat);
  const { rankLengths, size, counts, help } = shape;
  const draw = (picture: BoardPicture) =>
    // The seat's own army at the bottom, as the board is drawn during play.
    io.print('', ...renderBoard(picture, { color: options.colour, playerNames: [session.seatName(0), session.seatName(1)], sideHues: sideHues(session.entry), flip: flippedFor(picture, seat) }));
  /** Shows a whole army and offers it; false (with the game's reason) when the game refuses it. */
  const propose = (text: string): boolean => {
    const picture = session.previewSetup(seat, text);
    if (!picture.ok) {
      io.print(`✗ ${picture.error.message}`);
      return false;
    }
    draw(picture.value);
    return true;
  };
  const submit = (text: string): boolean => {
    const placed = session.submitSetup(seat, text);
    if (placed.ok) return true;
    io.print(`✗ ${placed.error.message}`);
    return false;
  };
  io.print('', `${name}, set up your army.`, ...help);
  const ranks: string[] = [];
  let proposal: string | null = null;
  let attempt = 0;
  for (;;) {
    const rankSquares = shape.ranks[ranks.length] ?? [];
    const prompt = proposal
      ? `${name} setup (Enter keeps this army; undo, random or type again)> `
      : `${name} setup, rank ${ranks.length + 1} of ${rankLengths.length} (${rankSpan(rankSquares)}) [left: ${remainingText(counts, ranks)}]> `;
    const line = await io.ask(prompt);
    if (line === null) return false;
    const text = line.trim();
    const word = text.split(/\s+/)[0]?.toLowerCase() ?? '';
    if (text === '' && proposal) {
      if (submit(proposal)) return true;
      continue;
    }
    if (word === 'quit') return false;
    if (word === 'help' || text === '') {
      io.print(...help);
      continue;
    }
    if (word === 'random') {
      proposal = session.proposeSetup(seat, attempt++);
      ranks.length = 0;
      propose(proposal);
      io.print(`Random army: ${proposal}`);
      continue;
    }
    proposal = null;
    if (word === 'undo') {
      if (ranks.pop() === undefined) io.print('No rank typed yet.');
      else {
        const picture = partialPicture(session, seat, shape, ranks);
        if (picture) draw(picture);
      }
      continue;
    }
    if (word === 'file') {
      const path = text.slice(4).trim();
      let army: string;
      try {
        army = options.readFile(path).split(/\r?\n/).map((row) => row.trim()).filter((row) => row && !row.startsWith('#')).join('/');
      } catch (error) {
        io.print(`✗ ${unreadableFile(path, 'army file', error)}.`);
        continue;
      }
      ranks.length = 0;
      if (propose(army)) proposal = army;
      continue;
    }
    const letters = text.replace(/[\s/]/g, '').toUpperCase();
    if (letters.length === size && ranks.length === 0) {
      if (propose(text)) proposal = text;
      continue;
    }
    const rankLength = rankLengths[ranks.length] ?? 0;
    if (letters.length !== rankLength) {
      io.print(`A rank is ${rankLength} letters (or type all ${size} at once); got ${letters.length}. Type help for the letters.`);
      continue;
    }
    const left = leftToPlace(counts, ranks);
    const over = [...letterCounts(letters)].find(([letter, count]) => count > (left.get(letter) ?? 0));
    if (over) {
      io.print(`✗ Too many ${over[0]}: ${remainingText(counts, ranks) || 'nothing'} left to place.`);
      continue;
    }
    ranks.push(letters);
    if (ranks.length < rankLengths.length) {
      const picture = partialPicture(session, seat, shape, ranks);
      if (picture) draw(picture);
      continue;
    }
    // The last rank: the whole army is shown and asked about; undo takes back that rank.
    const army = ranks.join('/');
    if (propose(army)) proposal = army;
    else ranks.pop();
  }
}
