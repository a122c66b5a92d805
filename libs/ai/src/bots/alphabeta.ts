import type { Sampling } from '@tabula/engine-core';
import type { Bot, BotBudget, Deadline } from '../bot.js';
import { isAnswer, prepareTurn } from '../bot.js';
import { alphaBetaSearch, type AlphaBetaOptions } from '../search/alphabeta.js';
import { sampleState } from '../search/sample.js';

/** Options of an alpha-beta bot besides its budget. */
export interface AlphaBetaBotOptions extends Omit<AlphaBetaOptions, 'nodeBudget' | 'msBudget' | 'scoreEveryRootMove'> {
  /**
   * Hidden-information games: how many determinizations of the view to search (default 1), each
   * with an equal share of the budget (perfect-information Monte Carlo), so no single guess of the
   * hidden ranks decides.
   */
  readonly samples?: number;
  /**
   * How the samples decide (default `vote`): `vote` — each sample's best move gets a vote, the most
   * voted move is played; `mean` — every root move is scored exactly in every sample and the move
   * with the best average expected score (a logistic of the score, so a won game counts as one
   * point, not a million) is played: more nodes per sample, but a move that is good in most
   * samples and disastrous in a few is seen for what it is.
   */
  readonly aggregate?: 'vote' | 'mean';
  /** How each determinization is drawn (`Game.determinize`'s `sampling`; default the game's own). */
  readonly sampling?: Sampling;
}

/** A share of a node budget inside the move's overall deadline. */
function shareOf(outer: Deadline, used: number, share: number | undefined): Deadline {
  return {
    expired: (nodes) => (share !== undefined && nodes >= share) || outer.expired(used + nodes),
    roomForMore: (nodes) => (share === undefined || nodes < share) && outer.roomForMore(used + nodes),
  };
}

/** Evaluation units of a 73% expected score (logistic scale) when samples are averaged. */
const MEAN_SCALE = 400;

/**
 * A search score as an expected game score in [0, 1]: averaging raw scores would let one sample's
 * won game (a score of a million) outweigh every other sample, while as win chances a win is worth
 * what it is, a certain point.
 */
function expectedScore(score: number): number {
  return 1 / (1 + Math.exp(-score / MEAN_SCALE));
}

/** A root move's standing across samples. */
interface Tally {
  readonly move: unknown;
  /** Votes (`vote`) or samples that scored it (`mean`). */
  count: number;
  score: number;
}

/**
 * The alpha-beta bot, for perfect-information games. On a hidden-information game it searches
 * determinizations of its view (honest: sampled by the game's `determinize` from the view only).
 *
 * @param budget - the default budget when a request brings none
 */
export function alphaBetaBot(budget: BotBudget = { nodes: 20_000 }, options: AlphaBetaBotOptions = {}, name = 'alphabeta'): Bot {
  const { samples: sampleOption, aggregate = 'vote', sampling, ...searchOptions } = options;
  return {
    name,
    think(request) {
      const turn = prepareTurn(request, budget);
      if (isAnswer(turn)) return turn;
      const { game, view, moves, rng, deadline } = turn;
      const samples = game.hiddenInformation ? Math.max(1, Math.floor(sampleOption ?? 1)) : 1;
      const averaging = samples > 1 && aggregate === 'mean';
      const share = turn.budget.nodes === undefined ? undefined : Math.max(1, Math.floor(turn.budget.nodes / samples));
      // Tallies are kept under the view's own move objects: a sample's move has the same key
      // (Game.moveKey) but belongs to the sample.
      const viewMoves = new Map(moves.map((move) => [game.moveKey(move), move] as const));
      const tallies = new Map<string, Tally>();
      const tally = (move: unknown, count: number, score: number) => {
        const key = game.moveKey(move);
        const entry = tallies.get(key) ?? { move: viewMoves.get(key) ?? move, count: 0, score: 0 };
        entry.count += count;
        entry.score += score;
        tallies.set(key, entry);
      };
      let nodes = 0;
      let depth = 0;
      for (let s = 0; s < samples; s++) {
        if (s > 0 && !deadline.roomForMore(nodes)) break;
        const root = sampleState(game, view, rng, sampling);
        const result = alphaBetaSearch(game, root, rng, shareOf(deadline, nodes, share), {
          ...searchOptions,
          scoreEveryRootMove: averaging,
          ...(share === undefined ? {} : { nodeBudget: share }),
          ...(turn.budget.ms === undefined ? {} : { msBudget: turn.budget.ms / samples }),
        });
        nodes += result.nodes;
        depth = Math.max(depth, result.depth);
        if (averaging && result.rootScores) for (const { move, score } of result.rootScores) tally(move, 1, expectedScore(score));
        else if (!averaging) tally(result.move, 1, result.score);
      }
      // Vote: most votes, then best summed score. Mean: best average over the samples that scored it.
      let best: Tally | undefined;
      const rank = (entry: Tally) => (averaging ? entry.score / entry.count : entry.count);
      for (const entry of tallies.values()) {
        if (!best || rank(entry) > rank(best) || (rank(entry) === rank(best) && entry.score > best.score)) best = entry;
      }
      if (!best) return { move: rng.pick(moves), nodes, depth };
      if (averaging) {
        // Back from an expected score to evaluation units, the unit every bot reports in.
        const p = Math.min(1 - 1e-9, Math.max(1e-9, best.score / best.count));
        return { move: best.move, nodes, depth, score: Math.round(MEAN_SCALE * Math.log(p / (1 - p))) };
      }
      return { move: best.move, nodes, depth, score: best.score / best.count };
    },
  };
}
