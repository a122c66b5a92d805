import type { Bot, BotBudget, Deadline } from '../bot.js';
import { isAnswer, prepareTurn } from '../bot.js';
import { alphaBetaSearch, type AlphaBetaOptions } from '../search/alphabeta.js';
import { sampleState } from '../search/sample.js';

/** Options of an alpha-beta bot besides its budget. */
export interface AlphaBetaBotOptions extends Omit<AlphaBetaOptions, 'nodeBudget' | 'msBudget'> {
  /**
   * Hidden-information games: how many determinizations of the view to search (default 1). Each
   * gets an equal share of the budget and votes for its best move; the most voted move is played
   * (perfect-information Monte Carlo), so no single guess of the hidden ranks decides.
   */
  readonly samples?: number;
}

/** A share of a node budget inside the move's overall deadline. */
function shareOf(outer: Deadline, used: number, share: number | undefined): Deadline {
  return {
    expired: (nodes) => (share !== undefined && nodes >= share) || outer.expired(used + nodes),
    roomForMore: (nodes) => (share === undefined || nodes < share) && outer.roomForMore(used + nodes),
  };
}

/**
 * The alpha-beta bot, for perfect-information games. On a hidden-information game it searches
 * determinizations of its view (honest: sampled by the game's `determinize` from the view only).
 *
 * @param budget - the default budget when a request brings none
 */
export function alphaBetaBot(budget: BotBudget = { nodes: 20_000 }, options: AlphaBetaBotOptions = {}, name = 'alphabeta'): Bot {
  return {
    name,
    think(request) {
      const turn = prepareTurn(request, budget);
      if (isAnswer(turn)) return turn;
      const { game, view, moves, rng, deadline } = turn;
      const samples = game.hiddenInformation ? Math.max(1, Math.floor(options.samples ?? 1)) : 1;
      const share = turn.budget.nodes === undefined ? undefined : Math.max(1, Math.floor(turn.budget.nodes / samples));
      const { samples: _samples, ...searchOptions } = options;
      const viewMoves = new Map(moves.map((move) => [game.moveKey(move), move] as const));
      const votes = new Map<string, { move: unknown; votes: number; score: number }>();
      let nodes = 0;
      let depth = 0;
      for (let s = 0; s < samples; s++) {
        if (s > 0 && !deadline.roomForMore(nodes)) break;
        const root = sampleState(game, view, rng);
        const result = alphaBetaSearch(game, root, rng, shareOf(deadline, nodes, share), {
          ...searchOptions,
          ...(share === undefined ? {} : { nodeBudget: share }),
          ...(turn.budget.ms === undefined ? {} : { msBudget: turn.budget.ms / samples }),
        });
        nodes += result.nodes;
        depth = Math.max(depth, result.depth);
        const key = game.moveKey(result.move);
        // The view's own move object: a sample's move has the same key (Game.moveKey) but is the sample's.
        const tally = votes.get(key) ?? { move: viewMoves.get(key) ?? result.move, votes: 0, score: 0 };
        tally.votes++;
        tally.score += result.score;
        votes.set(key, tally);
      }
      let best: { move: unknown; votes: number; score: number } | undefined;
      for (const tally of votes.values()) {
        if (!best || tally.votes > best.votes || (tally.votes === best.votes && tally.score > best.score)) best = tally;
      }
      if (!best) return { move: moves[0], nodes, depth };
      return { move: best.move, nodes, depth, score: best.score / best.votes };
    },
  };
}
