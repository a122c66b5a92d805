import { fail, ok, type Player, type Result, type Rng, type SetupRules } from '@tabula/engine-core';
import { BOARD, setupSquare } from './board.js';
import { ARMY_SIZE, KINDS, kindInfo, kindOfLetter, type PieceKind } from './pieces.js';
import { encodePiece, type PieceCode, type StrategoSetup, type StrategoState } from './state.js';
import { PLACEMENT_ORDER, ROW_WEIGHTS, SPY_BESIDE_GENERAL } from './setup-prior.js';

/** Setup slots per rank, and ranks per setup (ST-1). */
export const COLUMNS = 10;
export const ROWS = 4;

/**
 * ST-1: checks that a setup is exactly one army — 40 upper-case letters of docs/notation.md, each kind as
 * often as docs/rules.md §4 lists it. (Where the pieces stand is up to the player.)
 */
export function validateSetup(_player: Player, setup: StrategoSetup): Result<StrategoSetup> {
  if (typeof setup !== 'string') return fail('invalid-setup', 'a setup is a text of 40 piece letters', 'ST-1');
  if (setup.length !== ARMY_SIZE) return fail('invalid-setup', `a setup has ${ARMY_SIZE} pieces, this one ${setup.length}`, 'ST-1');
  const counts = new Map<string, number>();
  for (let i = 0; i < setup.length; i++) {
    const letter = setup[i] as string;
    if (letter !== letter.toUpperCase() || !kindOfLetter(letter)) {
      return fail('invalid-setup', `'${letter}' is not a piece letter (slot ${i + 1})`, 'ST-1', `slot ${i + 1}`);
    }
    counts.set(letter, (counts.get(letter) ?? 0) + 1);
  }
  for (const info of KINDS) {
    const found = counts.get(info.letter) ?? 0;
    if (found !== info.count) {
      return fail('invalid-setup', `an army has ${info.count} × ${info.kind} (${info.letter}), this setup ${found}`, 'ST-1');
    }
  }
  return ok(setup);
}

/** Places one player's setup on a board (the setup must be valid). */
function placeSetup(board: (PieceCode | null)[], player: Player, setup: StrategoSetup): void {
  for (let i = 0; i < ARMY_SIZE; i++) {
    const kind = kindOfLetter(setup[i] as string) as PieceKind;
    board[setupSquare(player, Math.floor(i / COLUMNS), i % COLUMNS)] = encodePiece(player, kind);
  }
}

/** ST-1: the start of play from both setups, red to move; or the first setup's error. */
export function startFromSetups(setup0: StrategoSetup, setup1: StrategoSetup): Result<StrategoState> {
  const setups = [setup0, setup1] as const;
  const board: (PieceCode | null)[] = Array<PieceCode | null>(BOARD.size).fill(null);
  for (const player of [0, 1] as const) {
    const checked = validateSetup(player, setups[player]);
    if (!checked.ok) return fail(checked.error.code, `${player === 0 ? 'red' : 'blue'}'s setup: ${checked.error.message}`, 'ST-1');
    placeSetup(board, player, checked.value);
  }
  return ok({ board, toMove: 0, moveNumber: 1, captured: [[], []] });
}


/**
 * A random setup a decent player would not be ashamed of (not uniform): the flag on the back rank,
 * every free side of it closed by a bomb, the other bombs further back as decoys and walls; the spy
 * beside the general (so the spy can answer the marshal that comes for him); scouts mostly in front.
 */
export function randomSetup(_player: Player, rng: Rng): StrategoSetup {
  const slots: (PieceKind | null)[] = Array<PieceKind | null>(ARMY_SIZE).fill(null);
  const at = (row: number, column: number) => row * COLUMNS + column;
  const neighbours = (slot: number): number[] => {
    const row = Math.floor(slot / COLUMNS);
    const column = slot % COLUMNS;
    return [
      [row - 1, column],
      [row + 1, column],
      [row, column - 1],
      [row, column + 1],
    ]
      .filter(([r, c]) => (r as number) >= 0 && (r as number) < ROWS && (c as number) >= 0 && (c as number) < COLUMNS)
      .map(([r, c]) => at(r as number, c as number));
  };
  const pick = (kind: PieceKind, weight: (slot: number) => number): void => {
    const free = slots.flatMap((held, slot) => (held === null ? [slot] : []));
    const weights = free.map(weight);
    let roll = rng.next() * weights.reduce((sum, w) => sum + w, 0);
    let chosen = free[free.length - 1] as number;
    for (let i = 0; i < free.length; i++) {
      roll -= weights[i] as number;
      if (roll < 0) {
        chosen = free[i] as number;
        break;
      }
    }
    slots[chosen] = kind;
  };
  const rowWeight = (kind: PieceKind) => (slot: number) => (ROW_WEIGHTS[kind] as readonly number[])[Math.floor(slot / COLUMNS)] as number;

  // The flag on the back rank, every free side of it sealed by a bomb.
  const flag = at(ROWS - 1, rng.int(COLUMNS));
  slots[flag] = 'flag';
  let bombs = 6;
  for (const slot of neighbours(flag)) {
    slots[slot] = 'bomb';
    bombs--;
  }
  for (; bombs > 0; bombs--) pick('bomb', rowWeight('bomb'));
  for (const kind of PLACEMENT_ORDER) {
    for (let n = 0; n < kindInfo(kind).count; n++) {
      if (kind === 'spy') {
        const general = slots.indexOf('general');
        pick('spy', (slot) => (neighbours(general).includes(slot) ? SPY_BESIDE_GENERAL : 1));
      } else pick(kind, rowWeight(kind));
    }
  }
  return slots.map((kind) => kindInfo(kind as PieceKind).letter).join('');
}

/** The game's {@link SetupRules}. */
export const setupRules: SetupRules<StrategoState, StrategoSetup> = {
  validate: validateSetup,
  random: randomSetup,
  start: startFromSetups,
};
