import type { AnyGame, Outcome, Rng, RngSnapshot } from '@tabula/engine-core';
import { createRng, restoreRng } from '@tabula/engine-core';
import type { Bot, CancelFlag } from '../bot.js';

/** The reason of a game stopped at the match runner's ply cap (G-3: a policy, never a rule). */
export const ADJUDICATED = 'adjudicated';

/** Default ply cap of a match game. */
export const DEFAULT_MAX_PLIES = 400;

/** One game of a match, as data (so it can be sent to a worker). */
export interface MatchGame {
  /** Position in the match, from 0. */
  readonly index: number;
  /** Which bot (0 = A, 1 = B) sits in seat 0 this game; seats alternate. */
  readonly seatOfA: 0 | 1;
  /** The game's own random stream: setups and both bots' choices come from it. */
  readonly seed: RngSnapshot;
}

/** How one game ended. */
export interface GameRecord {
  readonly index: number;
  readonly seatOfA: 0 | 1;
  /** Outcome by seat; `reason` is `adjudicated` when the ply cap stopped the game. */
  readonly outcome: Outcome;
  readonly plies: number;
  /** Points of bot A: 1, 0.5 or 0. */
  readonly pointsA: number;
}

/**
 * The games of a match: seats alternate (A moves first in even games), and each game gets its own
 * stream forked from the match seed, so a game's result does not depend on which worker plays it.
 */
export function scheduleMatch(games: number, seed: number | string): MatchGame[] {
  const master = createRng(seed);
  const schedule: MatchGame[] = [];
  for (let index = 0; index < games; index++) {
    schedule.push({ index, seatOfA: index % 2 === 0 ? 0 : 1, seed: master.fork().snapshot() });
  }
  return schedule;
}

/** Options of {@link playGame}. */
export interface PlayOptions {
  /** Ply cap; a game that reaches it is a draw with reason `adjudicated` (default 400). */
  readonly maxPlies?: number;
  readonly signal?: CancelFlag;
}

/**
 * Plays one game between two bots. Each bot sees only `game.view(state, seat)` and gets its own
 * random stream forked from the game's.
 *
 * @param bots - `[A, B]`; A sits in seat `match.seatOfA`
 */
export function playGame(game: AnyGame, bots: readonly [Bot, Bot], match: MatchGame, options: PlayOptions = {}): GameRecord {
  const maxPlies = options.maxPlies ?? DEFAULT_MAX_PLIES;
  const rng = restoreRng(match.seed);
  let state = game.start(rng.fork());
  const seatBots: readonly [Bot, Bot] = match.seatOfA === 0 ? bots : [bots[1], bots[0]];
  const seatRngs: readonly [Rng, Rng] = [rng.fork(), rng.fork()];
  let plies = 0;
  let outcome: Outcome | undefined;
  while (outcome === undefined) {
    const status = game.status(state);
    if (status.kind === 'over') {
      outcome = { winner: status.winner, reason: status.reason };
      break;
    }
    if (plies >= maxPlies || options.signal?.aborted) {
      outcome = { winner: null, reason: ADJUDICATED };
      break;
    }
    const seat = status.toMove;
    const view = game.view(state, seat);
    const answer = seatBots[seat].think({ game, view, rng: seatRngs[seat], ...(options.signal ? { signal: options.signal } : {}) });
    const played = game.play(state, answer.move);
    if (!played.ok) {
      throw new Error(`${seatBots[seat].name} chose an illegal move in ${game.id}: ${played.error.message}`);
    }
    state = played.value;
    plies++;
  }
  const winnerIsA = outcome.winner !== null && outcome.winner === match.seatOfA;
  const pointsA = outcome.winner === null ? 0.5 : winnerIsA ? 1 : 0;
  return { index: match.index, seatOfA: match.seatOfA, outcome, plies, pointsA };
}
