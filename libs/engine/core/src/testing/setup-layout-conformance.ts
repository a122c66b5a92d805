import type { Game } from '../game.js';
import type { Notation } from '../notation-contract.js';
import type { Player } from '../player.js';
import { createRng } from '../rng.js';

/** The letter of a piece as a setup text writes it: upper case, without the position text's marks (`!`, `+`). */
function setupLetter(letter: string): string {
  return letter.replace(/[^A-Za-z]/g, '').toUpperCase();
}

/**
 * The kit's set-up checks (ST-1 is the rule that sets armies up): a game with {@link Game.setup} must
 * describe it in {@link Game.setupLayout}, and the description must be what the rules do. For `draws`
 * seeded random setups of both seats:
 *
 * - the described squares are distinct squares of the board, and the seat's pieces at the start stand
 *   on exactly those squares;
 * - slot `i` of the setup's text holds the piece that the start puts on described square `i`, and the
 *   text's `/`-separated ranks have the described ranks' lengths;
 * - the text's letters are the described army: each letter as often as its count says.
 *
 * Reports each problem through `report`; a game without a set-up phase is not checked.
 */
export function checkSetupLayout<S, M, Setup>(
  game: Game<S, M, Setup>,
  notation: Notation<S, M, Setup>,
  firstSeed: number,
  draws: number,
  report: (problem: string) => void,
): void {
  const { setup, setupLayout } = game;
  if (!setup) return;
  if (!setupLayout) return report('ST-1: a game with a set-up phase describes it (setupLayout)');
  if (!notation.formatSetup) return report('ST-1: a game with a set-up phase writes setups (formatSetup)');
  const army = new Map(setupLayout.army.map((piece) => [piece.letter, piece.count]));
  if (army.size !== setupLayout.army.length) report('ST-1: the described army lists a letter twice');
  for (const piece of setupLayout.army) {
    if (piece.letter !== setupLetter(piece.letter) || piece.letter.length !== 1) report(`ST-1: the army's letter '${piece.letter}' is not one upper-case letter`);
    if (!piece.name.trim()) report(`ST-1: the army's letter ${piece.letter} has no name`);
    if (!Number.isInteger(piece.count) || piece.count < 1) report(`ST-1: the army's letter ${piece.letter} has count ${piece.count}`);
  }
  for (let draw = 0; draw < draws; draw++) {
    const seed = firstSeed + draw;
    const rng = createRng(seed);
    const setups = [setup.random(0, rng), setup.random(1, rng)] as const;
    const started = setup.start(setups[0], setups[1]);
    if (!started.ok) {
      report(`ST-1: two random setups do not start a game (seed ${seed}): ${started.error.message}`);
      continue;
    }
    const cells = game.picture(started.value).cells;
    for (const seat of [0, 1] as const) {
      const problem = setupProblem(setupLayout.ranks(seat), notation.formatSetup(setups[seat], seat), cells, seat, army);
      if (problem) report(`ST-1: seat ${seat}'s set-up layout ${problem} (seed ${seed})`);
    }
  }
}

interface Cell {
  readonly square: string;
  readonly piece: { readonly owner: Player; readonly letter: string } | null;
}

/** What is wrong with one seat's described ranks against its setup text and the start's cells, or null. */
function setupProblem(
  ranks: readonly (readonly string[])[],
  text: string,
  cells: readonly Cell[],
  seat: Player,
  army: ReadonlyMap<string, number>,
): string | null {
  const squares = ranks.flat();
  const textRanks = text.split('/');
  if (textRanks.length !== ranks.length || textRanks.some((rank, i) => rank.length !== ranks[i]?.length)) {
    return `has ranks of ${ranks.map((rank) => rank.length).join('/')} squares, but the text ${text} has ranks of ${textRanks.map((rank) => rank.length).join('/')}`;
  }
  if (new Set(squares).size !== squares.length) return 'names a square twice';
  const bySquare = new Map(cells.map((cell) => [cell.square, cell]));
  const letters = textRanks.join('');
  for (let slot = 0; slot < squares.length; slot++) {
    const square = squares[slot] as string;
    const cell = bySquare.get(square);
    if (!cell) return `names ${square}, which is not on the board`;
    const stands = cell.piece && cell.piece.owner === seat ? setupLetter(cell.piece.letter) : null;
    if (stands !== setupLetter(letters[slot] as string)) return `puts slot ${slot + 1} (${letters[slot]}) on ${square}, where the start has ${stands ?? 'none of its pieces'}`;
  }
  const own = cells.filter((cell) => cell.piece?.owner === seat).length;
  if (own !== squares.length) return `names ${squares.length} squares, but the seat starts with ${own} pieces`;
  const counts = new Map<string, number>();
  for (const letter of letters) counts.set(setupLetter(letter), (counts.get(setupLetter(letter)) ?? 0) + 1);
  const stranger = [...counts.keys()].find((letter) => !army.has(letter));
  if (stranger !== undefined) return `leaves out the letter ${stranger}, which the setup has`;
  for (const [letter, count] of army) {
    if ((counts.get(letter) ?? 0) !== count) return `counts ${count} × ${letter}, but the setup has ${counts.get(letter) ?? 0}`;
  }
  return null;
}
