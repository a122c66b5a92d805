import type { Bot } from '../bot.js';
import { isAnswer, prepareTurn } from '../bot.js';

/**
 * A handicap for the lower levels of a game whose bots differ too little by budget (Stratego):
 * `bot`, except that a share `chance` (0 to 1) of its moves is a uniformly random legal move instead.
 * The chance is drawn from the bot's own stream before it thinks, so a careless bot stays
 * reproducible from its seed and sees no more than `bot` would.
 */
export function carelessBot(bot: Bot, chance: number, name = `${bot.name}~${chance}`): Bot {
  if (!(chance >= 0 && chance <= 1)) throw new RangeError(`careless bot: chance ${chance} is not between 0 and 1`);
  if (chance === 0) return bot;
  return {
    name,
    think(request) {
      const turn = prepareTurn(request, {});
      if (isAnswer(turn)) return turn;
      if (turn.rng.next() < chance) return { move: turn.rng.pick(turn.moves), nodes: 0 };
      return bot.think(request);
    },
  };
}
