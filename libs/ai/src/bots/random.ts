import type { Bot } from '../bot.js';
import { isAnswer, prepareTurn } from '../bot.js';

/** Level 1 everywhere: a uniformly random legal move. */
export const randomBot: Bot = {
  name: 'random',
  think(request) {
    const turn = prepareTurn(request, {});
    if (isAnswer(turn)) return turn;
    return { move: turn.rng.pick(turn.moves), nodes: 0 };
  },
};
