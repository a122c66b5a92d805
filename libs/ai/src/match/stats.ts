import type { GameRecord } from './play-game.js';
import { ADJUDICATED } from './play-game.js';

/** The summary of a match from bot A's side. */
export interface MatchSummary {
  /** Games played: every figure below rests on this many. */
  readonly games: number;
  /** Wins of A and of B. */
  readonly wins: readonly [number, number];
  /** Drawn games, adjudicated ones included. */
  readonly draws: number;
  /** Games stopped at the ply cap (reason `adjudicated`; each is also a draw). */
  readonly adjudicated: number;
  /** A's share of the points, 0–1 (a draw is half a point). */
  readonly score: number;
  /** 95% Wilson score interval of `score` (see {@link wilsonInterval}), within [0, 1]. */
  readonly interval: readonly [number, number];
  /** Elo difference A − B implied by `score`, finite (see {@link eloFromScore}). */
  readonly elo: number;
  /** Elo differences at the ends of `interval`: −Infinity or +Infinity where an end is 0 or 1. */
  readonly eloInterval: readonly [number, number];
}

/** The normal quantile of a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of a share `score` observed over `games` trials, at 95%. Unlike the
 * normal approximation it does not collapse to a point when every game went one way: 4–0 gives
 * 51.0–100%, not 100–100%.
 *
 * Draws enter as half points, i.e. the interval is computed as if each game were a Bernoulli trial
 * with mean `score`. A draw varies less than a coin between 0 and 1, so with draws the true spread
 * is smaller and this interval is conservative (a little wider than needed), never too narrow.
 */
export function wilsonInterval(score: number, games: number): readonly [number, number] {
  if (games <= 0) return [0, 1];
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / games;
  const centre = (score + z2 / (2 * games)) / denominator;
  const half = (Z95 / denominator) * Math.sqrt((score * (1 - score)) / games + z2 / (4 * games * games));
  // At a perfect score an end is exactly 0 or 1; rounding must not turn +Infinity Elo into +5000.
  return [score <= 0 ? 0 : Math.max(0, centre - half), score >= 1 ? 1 : Math.min(1, centre + half)];
}

/**
 * The Elo difference a score implies, −400·log10(1/score − 1): −Infinity at 0 and +Infinity at 1,
 * because no finite rating gap predicts that one side always wins.
 */
export function eloOfScore(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return -400 * Math.log10(1 / score - 1) + 0; // + 0 turns -0 into 0
}

/**
 * A finite point estimate of the Elo difference: a perfect 0 or 1 is first pulled in by half a
 * game (`1/(2n)`), which is what a single draw more or less would change. The interval ends are
 * not pulled in ({@link eloOfScore}); they say how far the truth may be.
 */
export function eloFromScore(score: number, games: number): number {
  const margin = 1 / (2 * Math.max(1, games));
  return eloOfScore(Math.min(1 - margin, Math.max(margin, score)));
}

/** Summarises game records (in any order) from bot A's side. */
export function summarize(records: readonly GameRecord[]): MatchSummary {
  const games = records.length;
  let winsA = 0;
  let winsB = 0;
  let draws = 0;
  let adjudicated = 0;
  let points = 0;
  for (const record of records) {
    if (record.pointsA === 1) winsA++;
    else if (record.pointsA === 0) winsB++;
    else draws++;
    if (record.outcome.reason === ADJUDICATED) adjudicated++;
    points += record.pointsA;
  }
  const score = games === 0 ? 0.5 : points / games;
  const [low, high] = wilsonInterval(score, games);
  return {
    games,
    wins: [winsA, winsB],
    draws,
    adjudicated,
    score,
    interval: [low, high],
    elo: eloFromScore(score, games),
    eloInterval: [eloOfScore(low), eloOfScore(high)],
  };
}
