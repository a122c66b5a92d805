import type { Bot, BotBudget } from '../bot.js';
import { isAnswer, prepareTurn } from '../bot.js';
import { alphaBetaSearch, type AlphaBetaOptions } from '../search/alphabeta.js';
import { sampleState } from '../search/sample.js';

/** Options of an alpha-beta bot besides its budget. */
export type AlphaBetaBotOptions = Omit<AlphaBetaOptions, 'nodeBudget' | 'msBudget'>;

/**
 * The alpha-beta bot, for perfect-information games. On a hidden-information game it searches one
 * determinization of its view (honest, but weak: IS-MCTS is the bot for those).
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
      const root = sampleState(game, view, rng);
      const result = alphaBetaSearch(game, root, moves, rng, deadline, {
        ...options,
        ...(turn.budget.nodes === undefined ? {} : { nodeBudget: turn.budget.nodes }),
        ...(turn.budget.ms === undefined ? {} : { msBudget: turn.budget.ms }),
      });
      return { move: result.move, nodes: result.nodes, depth: result.depth, score: result.score };
    },
  };
}
