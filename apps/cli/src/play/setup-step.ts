import { flippedFor, type Player } from '@tabula/engine-core';
import type { GameSession } from '@tabula/play';
import { renderBoard } from '../terminal/board-render.js';
import type { Console } from './console.js';

/** What the set-up step needs from the console game. */
export interface SetupStepOptions {
  readonly colour: boolean;
  readonly readFile: (path: string) => string;
}

/** What the set-up step needs to know of the army and its ranks, from the game's own set-up layout (ST-1). */
interface SetupShape {
  /** Letters per rank of the setup text, front rank first. */
  readonly rankLengths: readonly number[];
  /** Letters in the whole text. */
  readonly size: number;
  readonly counts: ReadonlyMap<string, number>;
  readonly help: readonly string[];
}

/** The rank count, rank length, army and help text of `seat`'s set-up, as the game describes it. */
function setupShape(session: GameSession, seat: Player): SetupShape {
  const layout = session.setupLayout(seat);
  const rankLengths = layout.ranks.map((rank) => rank.length);
  const size = rankLengths.reduce((sum, length) => sum + length, 0);
  // Ranks of one length are typed as `10 letters`; ranks of several lengths name them all.
  const rankWords = `${[...new Set(rankLengths)].join(' or ')} letters`;
  const letters = layout.army.map(({ letter, name }) => `${letter} ${name}`).join(', ');
  const help = [
    `Set up your army (ST-1): ${size} letters, your front rank first (the one nearest the enemy), each rank`,
    'from your own left to right.',
    ...wrap(`Letters: ${letters}.`, 96),
    '  random        draw a random army (again for another), then Enter to keep it',
    `  file FILE     read the army from a file (${size} letters, ranks may be split by / or lines)`,
    `  ${rankWords.padEnd(14)}type your army one rank at a time, front rank first`,
    `  ${`${size} letters`.padEnd(14)}type the whole army at once (ranks may be split by /)`,
    '  undo          take back the last rank typed;  quit  leave',
  ];
  return { rankLengths, size, counts: new Map(layout.army.map(({ letter, count }) => [letter, count])), help };
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
 * A person's set-up step (Stratego): a random army, one from a file, or one typed rank by rank with
 * what is left to place shown. Resolves false when the person leaves.
 */
export async function runSetupStep(session: GameSession, seat: Player, io: Console, options: SetupStepOptions): Promise<boolean> {
  const name = session.seatName(seat);
  const { rankLengths, size, counts, help } = setupShape(session, seat);
  const show = (text: string) => {
    const picture = session.previewSetup(seat, text);
    if (picture.ok) {
      // The seat's own army at the bottom, as the board is drawn during play.
      io.print('', ...renderBoard(picture.value, { color: options.colour, playerNames: [session.seatName(0), session.seatName(1)], flip: flippedFor(picture.value, seat) }));
    }
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
    const prompt = proposal
      ? `${name} setup (Enter keeps this army)> `
      : `${name} setup, rank ${ranks.length + 1} of ${rankLengths.length} [left: ${remainingText(counts, ranks)}]> `;
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
      show(proposal);
      io.print(`Random army: ${proposal}`);
      continue;
    }
    proposal = null;
    if (word === 'undo') {
      if (ranks.pop() === undefined) io.print('No rank typed yet.');
      continue;
    }
    if (word === 'file') {
      const path = text.slice(4).trim();
      let army: string;
      try {
        army = options.readFile(path).split(/\r?\n/).map((row) => row.trim()).filter((row) => row && !row.startsWith('#')).join('/');
      } catch (error) {
        io.print(`Could not read ${path}: ${(error as Error).message}`);
        continue;
      }
      if (submit(army)) return true;
      continue;
    }
    const letters = text.replace(/[\s/]/g, '').toUpperCase();
    if (letters.length === size && ranks.length === 0) {
      if (submit(text)) return true;
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
    if (ranks.length < rankLengths.length) continue;
    const army = ranks.join('/');
    if (submit(army)) {
      show(army);
      return true;
    }
    ranks.length = 0;
  }
}
