import type { GameRecord } from './play-game.js';
import { ADJUDICATED } from './play-game.js';

/** The summary of a match from bot A's side. */
export interface MatchSummary {
  readonly games: number;
  /** Wins of A and of B. */
  readonly wins: readonly [number, number];
  /** Drawn games, adjudicated ones included. */
  readonly draws: number;
  /** Games stopped at the ply cap (reason `adjudicated`; each is also a draw). */
  readonly adjudicated: number;
  /** A's share of the points, 0–1. */
  readonly score: number;
  /** 95% confidence interval of `score` (normal approximation on per-game points), clamped to [0, 1]. */
  readonly interval: readonly [number, number];
  /** Elo difference A − B implied by `score`, finite (see {@link eloFromScore}). */
  readonly elo: number;
  /** Elo differences at the ends of `interval`. */
  readonly eloInterval: readonly [number, number];
}

/**
 * The Elo difference a score implies: −400·log10(1/score − 1). A perfect 0 or 1 has no finite Elo,
 * so the score is first pulled in by half a game (`1/(2n)`), which is what a single draw more or
 * less would change; the result is finite and honest about the sample size.
 */
export function eloFromScore(score: number, games: number): number {
  const margin = 1 / (2 * Math.max(1, games));
  const s = Math.min(1 - margin, Math.max(margin, score));
  return -400 * Math.log10(1 / s - 1) + 0; // + 0 turns -0 into 0
}

/** Summarises game records (in any order) from bot A's side. */
export function summarize(records: readonly GameRecord[]): MatchSummary {
  const games = records.length;
  let winsA = 0;
  let winsB = 0;
  let draws = 0;
  let adjudicated = 0;
  let points = 0;
  let squares = 0;
  for (const record of records) {
    if (record.pointsA === 1) winsA++;
    else if (record.pointsA === 0) winsB++;
    else draws++;
    if (record.outcome.reason === ADJUDICATED) adjudicated++;
    points += record.pointsA;
    squares += record.pointsA * record.pointsA;
  }
  const score = games === 0 ? 0.5 : points / games;
  const variance = games === 0 ? 0 : Math.max(0, squares / games - score * score);
  const half = games === 0 ? 0.5 : 1.96 * Math.sqrt(variance / games);
  const low = Math.max(0, score - half);
  const high = Math.min(1, score + half);
  return {
    games,
    wins: [winsA, winsB],
    draws,
    adjudicated,
    score,
    interval: [low, high],
    elo: eloFromScore(score, games),
    eloInterval: [eloFromScore(low, games), eloFromScore(high, games)],
  };
}
