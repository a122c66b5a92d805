import type { Bot, BotBudget } from '../bot.js';
import { isAnswer, prepareTurn } from '../bot.js';
import { ismctsSearch, type IsmctsOptions } from '../search/ismcts.js';

/**
 * The IS-MCTS bot: the bot for Stratego, usable on every game. It searches determinizations of its
 * view only, never the true state.
 *
 * @param budget - the default budget when a request brings none (nodes = iterations)
 */
export function ismctsBot(budget: BotBudget = { nodes: 2_000 }, options: IsmctsOptions = {}, name = 'ismcts'): Bot {
  return {
    name,
    think(request) {
      const turn = prepareTurn(request, budget);
      if (isAnswer(turn)) return turn;
      const { game, view, seat, moves, rng, deadline } = turn;
      const result = ismctsSearch(game, view, seat, moves, rng, deadline, options);
      return { move: result.move, nodes: result.iterations };
    },
  };
}
