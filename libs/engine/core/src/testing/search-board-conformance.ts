import type { Game } from '../game.js';
import { createRng, type Rng } from '../rng.js';
import { DRAWN, ONGOING, type SearchBoard } from '../search-board.js';

/** Options for {@link runSearchBoardConformance}. */
export interface SearchBoardConformanceOptions<S> {
  /** Seeded random games to walk (default 60). */
  readonly games?: number;
  /** Plies after which a walk stops (default 160). */
  readonly maxPlies?: number;
  /** First seed; walk `i` uses seed `seed + i` (default 1). */
  readonly seed?: number;
  /** The start of each walk (default `game.start(rng)`); must be a full state. */
  readonly start?: (rng: Rng) => S;
  /** Stop after this many failures (default 20). */
  readonly maxFailures?: number;
}

/** What {@link runSearchBoardConformance} found: a conforming board has no failures. */
export interface SearchBoardConformanceReport {
  readonly games: number;
  readonly positions: number;
  readonly failures: readonly string[];
}

const json = (value: unknown): string => JSON.stringify(value);

/**
 * {@link runSearchBoardConformance}, failing loudly: throws with every failure listed when the board
 * does not conform, else returns the report. What each game's search board tests call.
 */
export function assertSearchBoardConformance<S, M>(game: Game<S, M, unknown>, options: SearchBoardConformanceOptions<S> = {}): SearchBoardConformanceReport {
  const report = runSearchBoardConformance(game, options);
  if (report.failures.length > 0) throw new Error(`${game.id}'s search board fails its conformance:\n${report.failures.join('\n')}`);
  return report;
}

/**
 * Proves a game's {@link SearchBoard} (`game.search.board`) agrees with its Game contract. It walks
 * seeded random games **on one board**, playing move codes and taking them back, and at every
 * position compares the board with the contract on the same state:
 *
 * - `state()` equals the state `game.play` reaches along the same moves (JSON-equal);
 * - `toMove`, `outcome` agree with `status`; `moves` lists exactly `legalMoves` (by move key, one
 *   code each, codes distinct); `captures` lists exactly the moves `isCapture` flags (when the
 *   game has that hook) and `captureValue` is positive for them;
 * - `evaluate(p)` equals `game.evaluate(state, p)` for both players;
 * - `hash` equals the hash of a board freshly loaded from the same state (incremental = from
 *   scratch), and equals `search.hash(state)` when the game has that hook;
 * - every move's `play` then `undo` gives back the same state and hash (a sample of up to 8 moves
 *   per position, always including every capture);
 * - a board that offers `resample` (hidden information): for each viewer, the new deal leaves that
 *   viewer's view unchanged, is itself a position the board describes truly (state, outcome, moves,
 *   hash from scratch, evaluation), and `undo` takes it back; over the walk, deals do change what a
 *   viewer cannot see.
 */
export function runSearchBoardConformance<S, M>(
  game: Game<S, M, unknown>,
  options: SearchBoardConformanceOptions<S> = {},
): SearchBoardConformanceReport {
  const load = game.search?.board;
  if (!load) return { games: 0, positions: 0, failures: [`${game.id} has no search.board hook`] };
  const games = options.games ?? 60;
  const maxPlies = options.maxPlies ?? 160;
  const firstSeed = options.seed ?? 1;
  const maxFailures = options.maxFailures ?? 20;
  const failures: string[] = [];
  let positions = 0;
  const deals: DealTally = { hidden: 0, changed: 0 };

  for (let g = 0; g < games && failures.length < maxFailures; g++) {
    const seed = firstSeed + g;
    const rng = createRng(seed);
    let state = options.start ? options.start(rng) : game.start(rng);
    const board = load(state);
    const buffer = new Int32Array(board.maxMoves * 2);
    /** The states the walk went through, to check a long run of undo at its end. */
    const trail: S[] = [];
    for (let ply = 0; ply <= maxPlies && failures.length < maxFailures; ply++) {
      positions++;
      const report = (problem: string) => failures.push(`${problem} (seed ${seed}, ply ${ply}, state ${json(state)})`);
      const codes = checkPosition(game, board, state, buffer, rng, report);
      if (codes.length === 0) break;
      if (board.resample && !checkResample(game, board, state, buffer, rng, deals, report)) break;
      const code = rng.pick(codes);
      const move = board.move(code);
      const played = game.play(state, move);
      if (!played.ok) {
        report(`the contract refuses the board's move ${game.moveKey(move)}: ${played.error.message}`);
        break;
      }
      board.play(code);
      trail.push(state);
      state = played.value;
    }
    // Undo the whole walk: every position must come back, in order.
    for (let ply = trail.length - 1; ply >= 0 && failures.length < maxFailures; ply--) {
      board.undo();
      const expected = trail[ply] as S;
      if (json(board.state()) !== json(expected)) {
        failures.push(`undo back to ply ${ply} gives ${json(board.state())}, expected ${json(expected)} (seed ${seed})`);
        break;
      }
    }
  }
  if (deals.hidden > 0 && deals.changed === 0) failures.push(`resample() never dealt anything new in ${deals.hidden} positions with hidden information`);
  return { games, positions, failures };
}

/** What {@link SearchBoard.outcome} must say of `state`, by the contract's `status`. */
function outcomeOf<S, M>(game: Game<S, M, unknown>, state: S): number {
  const status = game.status(state);
  return status.kind === 'playing' ? ONGOING : status.winner === null ? DRAWN : status.winner;
}

/** Positions where a viewer could not see everything, and how many of their deals changed the state. */
interface DealTally {
  hidden: number;
  changed: number;
}

/** Checks `resample` for both viewers at one position; false when it found a problem. */
function checkResample<S, M>(
  game: Game<S, M, unknown>,
  board: SearchBoard<S, M>,
  state: S,
  buffer: Int32Array,
  rng: Rng,
  deals: DealTally,
  report: (problem: string) => void,
): boolean {
  const load = game.search?.board as (state: S) => SearchBoard<S, M>;
  const before = json(state);
  const hash = board.hash() >>> 0;
  for (const viewer of [0, 1] as const) {
    const view = json(game.view(state, viewer));
    (board.resample as NonNullable<SearchBoard<S, M>['resample']>)(viewer, rng);
    const dealt = board.state();
    const problem = (text: string) => {
      report(`after resample(${viewer}): ${text}`);
      return false;
    };
    if (json(game.view(dealt, viewer)) !== view) return problem(`the viewer's view changed to ${json(game.view(dealt, viewer))}`);
    if (view !== before) {
      deals.hidden++;
      if (json(dealt) !== before) deals.changed++;
    }
    const expected = outcomeOf(game, dealt);
    if (board.outcome() !== expected) return problem(`outcome() is ${board.outcome()}, status of the deal says ${expected}`);
    const fresh = load(dealt).hash() >>> 0;
    if (board.hash() >>> 0 !== fresh) return problem(`hash() is ${board.hash() >>> 0}, ${fresh} when loaded from the deal`);
    if (game.evaluate) {
      for (const player of [0, 1] as const) {
        const expected = game.evaluate(dealt, player);
        if (board.evaluate(player) !== expected) return problem(`evaluate(${player}) is ${board.evaluate(player)}, game.evaluate says ${expected}`);
      }
    }
    const count = board.moves(buffer, 0);
    const keys = new Set(Array.from(buffer.subarray(0, count), (code) => game.moveKey(board.move(code))));
    const legal = game.legalMoves(dealt).map((move) => game.moveKey(move));
    if (legal.length !== keys.size || legal.some((key) => !keys.has(key))) return problem(`moves() differ from the deal's legalMoves`);
    board.undo();
    if (board.hash() >>> 0 !== hash || json(board.state()) !== before) return problem(`undo() does not restore the position: ${json(board.state())}`);
  }
  return true;
}

/** Checks one position; returns the move codes to continue the walk with (none when over or broken). */
function checkPosition<S, M>(
  game: Game<S, M, unknown>,
  board: SearchBoard<S, M>,
  state: S,
  buffer: Int32Array,
  rng: Rng,
  report: (problem: string) => void,
): number[] {
  const hooks = game.search;
  const load = hooks?.board as (state: S) => SearchBoard<S, M>;
  const failuresBefore = { count: 0 };
  const problem = (text: string) => {
    failuresBefore.count++;
    report(text);
  };

  if (json(board.state()) !== json(state)) problem(`board.state() is ${json(board.state())}`);
  const status = game.status(state);
  const expectedOutcome = outcomeOf(game, state);
  if (board.outcome() !== expectedOutcome) problem(`outcome() is ${board.outcome()}, status says ${expectedOutcome}`);
  if (status.kind === 'playing' && board.toMove() !== status.toMove) problem(`toMove() is ${board.toMove()}, status says ${status.toMove}`);
  const hash = board.hash() >>> 0;
  const fresh = load(state).hash() >>> 0;
  if (hash !== fresh) problem(`hash() is ${hash} after play/undo, ${fresh} when loaded from the state`);
  if (hooks?.hash && hooks.hash(state) >>> 0 !== hash) problem(`hash() is ${hash}, search.hash(state) is ${hooks.hash(state) >>> 0}`);
  if (game.evaluate) {
    for (const player of [0, 1] as const) {
      const expected = game.evaluate(state, player);
      const actual = board.evaluate(player);
      if (actual !== expected) problem(`evaluate(${player}) is ${actual}, game.evaluate says ${expected}`);
    }
  }

  const count = board.moves(buffer, 0);
  if (count > board.maxMoves) problem(`moves() wrote ${count} codes, more than maxMoves ${board.maxMoves}`);
  const codes = Array.from(buffer.subarray(0, count));
  if (new Set(codes).size !== codes.length) problem(`moves() repeats a code: ${codes.join(',')}`);
  if (codes.some((code) => !Number.isInteger(code) || code < 0)) problem(`moves() gives a negative code: ${codes.join(',')}`);
  const keyOf = new Map<string, number>();
  for (const code of codes) keyOf.set(game.moveKey(board.move(code)), code);
  const legal = game.legalMoves(state);
  const legalKeys = legal.map((move) => game.moveKey(move));
  const missing = legalKeys.filter((key) => !keyOf.has(key));
  const extra = [...keyOf.keys()].filter((key) => !legalKeys.includes(key));
  if (missing.length || extra.length || keyOf.size !== codes.length) {
    problem(`moves() differ from legalMoves: missing [${missing.join(' ')}], extra [${extra.join(' ')}]`);
  }

  const captureCount = board.captures(buffer, 0);
  const captureCodes = Array.from(buffer.subarray(0, captureCount));
  const captureKeys = new Set(captureCodes.map((code) => game.moveKey(board.move(code))));
  if (hooks?.isCapture) {
    const expected = legal.filter((move) => hooks.isCapture?.(state, move)).map((move) => game.moveKey(move));
    if (expected.length !== captureKeys.size || expected.some((key) => !captureKeys.has(key))) {
      problem(`captures() give [${[...captureKeys].join(' ')}], isCapture flags [${expected.join(' ')}]`);
    }
  }
  for (const code of captureCodes) {
    if (!(board.captureValue(code) > 0)) problem(`captureValue of the capture ${game.moveKey(board.move(code))} is not positive`);
  }
  if (failuresBefore.count > 0) return [];

  // play/undo restores the position exactly.
  const sample = new Set<number>(captureCodes);
  for (const code of rng.shuffle(codes).slice(0, 8)) sample.add(code);
  for (const code of sample) {
    const key = game.moveKey(board.move(code));
    board.play(code);
    board.undo();
    if (board.hash() >>> 0 !== hash || json(board.state()) !== json(state)) {
      problem(`play(${key}) then undo() does not restore the position: ${json(board.state())}`);
      return [];
    }
  }
  return codes;
}
