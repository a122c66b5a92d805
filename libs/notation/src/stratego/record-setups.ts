import { fail, ok, ruleError, type Player, type RecordSetups, type Result, type RuleError, type Viewer } from '@tabula/engine-core';
import {
  ARMY_SIZE,
  BOARD,
  encodePiece,
  kindOfLetter,
  KINDS,
  positionFromBoard,
  setupSquare,
  startFromSetups,
  stratego,
  type PieceCode,
  type SeenKind,
  type StrategoMove,
  type StrategoSetup,
  type StrategoState,
} from '@tabula/engine-stratego';
import { revealedSlots } from './revealed-slots.js';
import { formatSetup, formatSetupLetters, parseSetup, readSetupLetters } from './setup-text.js';

const COLUMNS = 10;
const SIDE_NAMES = ['red', 'blue'] as const;

/** The letter a viewer's text shows for a hidden piece of `owner`, as in that viewer's positions. */
function hiddenLetter(owner: Player): string {
  return owner === 0 ? 'X' : 'x';
}

/**
 * The two setup texts of a record exported to `viewer` after `moves` (ST-9): the viewer's own army
 * in full; an enemy piece's letter once it has been revealed (even if later removed), else `X`/`x`;
 * for a spectator only revealed letters of both; both in full once the moves have ended the game.
 */
export function formatSetupsFor(
  setups: readonly [StrategoSetup, StrategoSetup],
  moves: readonly StrategoMove[],
  viewer: Viewer,
): readonly [string, string] {
  const { revealed, final } = revealedSlots(setups, moves);
  const over = stratego.status(final).kind === 'over';
  const textOf = (owner: Player): string => {
    if (over || owner === viewer) return formatSetup(setups[owner], owner);
    const letters = Array.from(setups[owner].toUpperCase(), (letter, slot) => (revealed[owner][slot] ? letter : hiddenLetter(owner)));
    return formatSetupLetters(letters.join(''));
  };
  return [textOf(0), textOf(1)];
}

/** An error about one army's setup text, saying whose it is and keeping its rule id. */
function setupError(owner: Player, error: RuleError): Result<never> {
  const message = error.rule && error.message.startsWith(`${error.rule}: `) ? error.message.slice(error.rule.length + 2) : error.message;
  return fail(error.code, `${SIDE_NAMES[owner]}'s setup: ${message}`, error.rule, `Setup${owner}${error.where ? `, ${error.where}` : ''}`);
}

/** One army's setup text with hidden letters in it: each slot's kind, or `unknown`. */
function readPartialSetup(text: string, owner: Player): Result<SeenKind[]> {
  const letters = readSetupLetters(text, (letter) => letter === 'X' || letter === 'x' || kindOfLetter(letter) !== undefined, 'MGOJPLTNSYBF, X for a hidden piece');
  if (!letters.ok) return setupError(owner, letters.error);
  const kinds = Array.from(letters.value, (letter): SeenKind => (letter === 'X' || letter === 'x' ? 'unknown' : (kindOfLetter(letter) as SeenKind)));
  // ST-1: the letters shown may be any part of one army, but never more of a kind than it has.
  for (const info of KINDS) {
    const shown = kinds.filter((kind) => kind === info.kind).length;
    if (shown > info.count) {
      return setupError(owner, ruleError('invalid-setup', `it shows ${shown} × ${info.kind} (${info.letter}); an army has ${info.count}`, 'ST-1'));
    }
  }
  return ok(kinds);
}

/** One army's setup text: the whole setup, or the kinds it shows when it hides letters. */
function readRecordSetup(text: string, owner: Player): Result<StrategoSetup | SeenKind[]> {
  if (typeof text === 'string' && /[Xx]/.test(text)) return readPartialSetup(text, owner);
  const setup = parseSetup(text, owner);
  return setup.ok ? setup : setupError(owner, setup.error);
}

/**
 * Reads a record's two setup texts, which may hide letters (`X`/`x`), into the state its moves start
 * from: the start itself when both are whole armies, else a view that knows exactly the letters shown
 * (the viewer it was made for follows from which army hides letters, as for position text).
 */
export function startFromRecordSetups(text0: string, text1: string): Result<RecordSetups<StrategoState, StrategoSetup>> {
  const red = readRecordSetup(text0, 0);
  if (!red.ok) return red;
  const blue = readRecordSetup(text1, 1);
  if (!blue.ok) return blue;
  const armies = [red.value, blue.value] as const;
  if (typeof armies[0] === 'string' && typeof armies[1] === 'string') {
    const start = startFromSetups(armies[0], armies[1]);
    return start.ok ? ok({ start: start.value, setups: [armies[0], armies[1]] }) : start;
  }
  const board: (PieceCode | null)[] = Array<PieceCode | null>(BOARD.size).fill(null);
  for (const owner of [0, 1] as const) {
    const army = armies[owner];
    for (let slot = 0; slot < ARMY_SIZE; slot++) {
      const kind = typeof army === 'string' ? (kindOfLetter(army[slot] as string) as SeenKind) : (army[slot] as SeenKind);
      board[setupSquare(owner, Math.floor(slot / COLUMNS), slot % COLUMNS)] = encodePiece(owner, kind);
    }
  }
  const start = positionFromBoard(board, 0, 1);
  const whole = (army: StrategoSetup | SeenKind[]) => (typeof army === 'string' ? army : null);
  return start.ok ? ok({ start: start.value, setups: [whole(armies[0]), whole(armies[1])] }) : start;
}
