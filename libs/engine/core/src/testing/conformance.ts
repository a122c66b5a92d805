import type { Game } from '../game.js';
import type { Notation } from '../notation-contract.js';
import type { Player, Viewer } from '../player.js';
import { createRng, type Rng } from '../rng.js';
import { checkSetupLayout } from './setup-layout-conformance.js';

/** Options for {@link runConformance}. */
export interface ConformanceOptions<S> {
  /** Number of seeded random games to play (default 200). */
  readonly games?: number;
  /** Plies after which a random game is cut off (default 200); G-3: rules never end a game by length. */
  readonly maxPlies?: number;
  /** First seed; game `i` uses seed `seed + i` (default 1). */
  readonly seed?: number;
  /** How many legal moves per position are played through `play` and checked (default 24, sampled). */
  readonly movesCheckedPerPosition?: number;
  /** The start of each game (default `game.start(rng)`). */
  readonly start?: (rng: Rng) => S;
  /** Stop collecting after this many failures (default 20), so a broken game reports quickly. */
  readonly maxFailures?: number;
  /** How many seeded pairs of random setups test a set-up game's {@link Game.setupLayout} (default 10). */
  readonly setupDraws?: number;
}

/** What {@link runConformance} found. A conforming game has no failures. */
export interface ConformanceReport {
  readonly games: number;
  readonly positions: number;
  readonly movesChecked: number;
  readonly failures: readonly string[];
}

const VIEWERS: readonly Viewer[] = [0, 1, 'spectator'];

function json(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * The conformance kit every game runs (docs/design.md, Tests). It plays seeded random games and checks, at
 * every position reached:
 *
 * - G-2: `legalMoves` is empty exactly when `status` says the game is over, and an outcome has a
 *   winner of 0, 1 or null and a non-empty reason; `play` on a finished game is refused;
 * - listed moves play (`play` accepts them), unlisted ones are refused with an error value
 *   (code and message), and neither call mutates its input;
 * - move keys and canonical move texts are unique, and every move text parses back to the same move,
 *   in upper case too;
 * - state JSON round-trips to an equal state with the same moves and status;
 * - position text prints canonically and re-parses to a state that prints the same and has the same
 *   legal moves;
 * - `view` is identity for perfect-information games; for hidden-information games every view is
 *   stable, the mover's own legal moves are the same from their view, and `determinize` (uniform and
 *   informed) only gives states whose view equals the input view;
 * - `picture` has `files × ranks` cells; `describeMove` names real squares; `evaluate` is finite;
 *   `tellMove` (where a game has it) tells every listed move to every viewer in facts and a sentence;
 *   `outcomeWords` words the reason of every finished game reached (a game without them fails: a
 *   player would read the bare reason id).
 *
 * Before the games, a game with a set-up phase (ST-1) must describe it: `setupLayout`'s squares hold
 * exactly a random setup's pieces, slot by slot in the text's order, and its army counts match
 * ({@link checkSetupLayout}).
 */
export function runConformance<S, M, Setup>(
  game: Game<S, M, Setup>,
  notation: Notation<S, M, Setup>,
  options: ConformanceOptions<S> = {},
): ConformanceReport {
  const games = options.games ?? 200;
  const maxPlies = options.maxPlies ?? 200;
  const firstSeed = options.seed ?? 1;
  const perPosition = options.movesCheckedPerPosition ?? 24;
  const maxFailures = options.maxFailures ?? 20;
  const failures: string[] = [];
  let positions = 0;
  let movesChecked = 0;
  checkSetupLayout(game, notation, firstSeed, options.setupDraws ?? 10, (problem) => failures.push(problem));

  for (let g = 0; g < games && failures.length < maxFailures; g++) {
    const seed = firstSeed + g;
    const rng = createRng(seed);
    let state = options.start ? options.start(rng) : game.start(rng);
    // Moves seen earlier in this game: most are not legal later, so they probe play()'s refusals.
    const seenMoves = new Map<string, M>();
    for (let ply = 0; ply <= maxPlies && failures.length < maxFailures; ply++) {
      positions++;
      // The position text is written only when something is reported: formatting it at every
      // position cost about a tenth of the kit's time.
      const at = state;
      const report = (problem: string) =>
        failures.push(`${problem} (seed ${seed}, ply ${ply}, position ${safe(() => notation.formatPosition(at))})`);
      const checked = checkPosition(game, notation, state, rng, seenMoves, perPosition, report);
      movesChecked += checked;
      const moves = game.legalMoves(state);
      if (moves.length === 0 || ply === maxPlies) break;
      const move = rng.pick(moves);
      const next = game.play(state, move);
      if (!next.ok) {
        report(`play refused the listed move ${game.moveKey(move)}: ${next.error.message}`);
        break;
      }
      state = next.value;
    }
  }
  return { games, positions, movesChecked, failures };
}

/**
 * {@link runConformance}, failing loudly: throws with every failure listed when the game does not
 * conform, else returns the report. What each game's `conformance.test.ts` calls.
 */
export function assertConformance<S, M, Setup>(
  game: Game<S, M, Setup>,
  notation: Notation<S, M, Setup>,
  options: ConformanceOptions<S> = {},
): ConformanceReport {
  const report = runConformance(game, notation, options);
  if (report.failures.length > 0) throw new Error(`${game.id} fails the conformance kit:\n${report.failures.join('\n')}`);
  return report;
}

function safe(run: () => string): string {
  try {
    return run();
  } catch (error) {
    return `<formatPosition threw: ${(error as Error).message}>`;
  }
}

function checkPosition<S, M, Setup>(
  game: Game<S, M, Setup>,
  notation: Notation<S, M, Setup>,
  state: S,
  rng: Rng,
  seenMoves: Map<string, M>,
  perPosition: number,
  report: (problem: string) => void,
): number {
  const before = json(state);
  const moves = game.legalMoves(state);
  const status = game.status(state);

  // G-2: no moves exactly when over.
  if ((moves.length === 0) !== (status.kind === 'over')) {
    report(`G-2: ${moves.length} legal moves but status is ${status.kind}`);
  }
  if (status.kind === 'over') {
    if (status.winner !== 0 && status.winner !== 1 && status.winner !== null) report(`bad winner ${String(status.winner)}`);
    if (!status.reason) report('an outcome without a reason');
    else if (!game.outcomeWords?.[status.reason]?.trim()) report(`the game has no words for its outcome ${status.reason}`);
    const stale = seenMoves.values().next();
    if (!stale.done) {
      const refused = game.play(state, stale.value);
      if (refused.ok) report('G-2: play accepted a move in a finished game');
    }
  }

  // Keys and texts are unique; texts parse back.
  const keys = moves.map((move) => game.moveKey(move));
  if (new Set(keys).size !== keys.length) report(`duplicate move keys: ${keys.join(' ')}`);
  const texts = moves.map((move) => notation.formatMove(state, move));
  if (new Set(texts).size !== texts.length) report(`duplicate move texts: ${texts.join(' ')}`);
  texts.forEach((text, i) => {
    for (const variant of [text, text.toUpperCase()]) {
      const parsed = notation.parseMove(state, variant);
      if (!parsed.ok) report(`move text '${variant}' does not parse: ${parsed.error.message}`);
      else if (game.moveKey(parsed.value) !== keys[i]) report(`move text '${variant}' parses to ${game.moveKey(parsed.value)}`);
    }
  });

  // Listed moves play, without mutating the state; a sample when there are many.
  const sample = moves.length <= perPosition ? moves : rng.shuffle(moves).slice(0, perPosition);
  for (const move of sample) {
    const moveBefore = json(move);
    const next = game.play(state, move);
    if (!next.ok) report(`play refused listed move ${game.moveKey(move)}: ${next.error.message}`);
    if (json(move) !== moveBefore) report(`play mutated the move ${game.moveKey(move)}`);
    const shape = game.describeMove(state, move);
    if (shape.path.length === 0) report(`describeMove gave an empty path for ${game.moveKey(move)}`);
    // The move told in words, for every viewer: at least one fact and a sentence.
    if (next.ok && game.tellMove) {
      for (const viewer of VIEWERS) {
        try {
          const told = game.tellMove(state, move, next.value, viewer);
          if (told.facts.length === 0 || told.sentence.trim() === '') report(`tellMove told nothing of ${game.moveKey(move)} to ${String(viewer)}`);
        } catch (error) {
          report(`tellMove threw on ${game.moveKey(move)} for ${String(viewer)}: ${(error as Error).message}`);
        }
      }
    }
  }
  // Unlisted moves are refused with an error value.
  const legalKeys = new Set(keys);
  let probes = 0;
  for (const [key, move] of seenMoves) {
    if (legalKeys.has(key)) continue;
    const refused = game.play(state, move);
    if (refused.ok) report(`play accepted ${key}, which legalMoves does not list`);
    else if (!refused.error.code || !refused.error.message) report(`refusal of ${key} lacks a code or message`);
    if (++probes >= 8) break;
  }
  for (const move of moves) seenMoves.set(game.moveKey(move), move);
  if (json(state) !== before) report('legalMoves/play/status mutated the state');

  // JSON round-trip.
  const copy = JSON.parse(before) as S;
  if (json(copy) !== before) report('state is not JSON data');
  if (json(game.legalMoves(copy).map((m) => game.moveKey(m))) !== json(keys)) report('JSON copy has other legal moves');
  if (json(game.status(copy)) !== json(status)) report('JSON copy has another status');

  // Position text round-trip.
  const text = notation.formatPosition(state);
  const reparsed = notation.parsePosition(text);
  if (!reparsed.ok) report(`own position text does not parse: ${reparsed.error.message}`);
  else {
    if (notation.formatPosition(reparsed.value) !== text) report('position text does not round-trip');
    if (json(game.status(reparsed.value)) !== json(status)) report('re-parsed position has another status');
    const reparsedKeys = game.legalMoves(reparsed.value).map((m) => game.moveKey(m)).sort();
    if (json(reparsedKeys) !== json([...keys].sort())) report('re-parsed position has other legal moves');
  }

  checkViews(game, state, status.kind === 'playing' ? status.toMove : null, keys, rng, report);

  const picture = game.picture(state);
  if (picture.cells.length !== picture.files * picture.ranks) report('picture has the wrong number of cells');
  if (game.evaluate) {
    for (const player of [0, 1] as const) {
      if (!Number.isFinite(game.evaluate(state, player))) report(`evaluate is not finite for player ${player}`);
    }
  }
  return sample.length;
}

function checkViews<S, M, Setup>(
  game: Game<S, M, Setup>,
  state: S,
  toMove: Player | null,
  keys: readonly string[],
  rng: Rng,
  report: (problem: string) => void,
): void {
  for (const viewer of VIEWERS) {
    const view = game.view(state, viewer);
    if (!game.hiddenInformation) {
      if (json(view) !== json(state)) report(`view for ${viewer} of a perfect-information game is not the state`);
      continue;
    }
    if (json(game.view(view, viewer)) !== json(view)) report(`view for ${viewer} is not stable under view()`);
    if (viewer === toMove) {
      const fromView = game.legalMoves(view).map((m) => game.moveKey(m));
      if (json(fromView) !== json(keys)) report(`the mover's legal moves differ in their own view`);
    }
    if (game.determinize && game.status(state).kind === 'playing') {
      for (const sampling of ['uniform', 'informed'] as const) {
        const sampled = game.determinize(view, rng, sampling);
        if (json(game.view(sampled, viewer)) !== json(view)) report(`determinize (${sampling}) for ${viewer} gave a state with another view`);
      }
    }
  }
}
