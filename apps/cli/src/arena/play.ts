import { createBot, playGame, type Bot, type GameRecord, type MatchGame } from '@tabula/ai';
import type { AnyGame } from '@tabula/engine-core';
import type { ArenaSetup } from './protocol.js';

/** Builds both bots of a match for one game; an unknown bot text is an Error with the parser's words. */
export function makeBots(game: AnyGame, bots: readonly [string, string]): readonly [Bot, Bot] {
  const made = bots.map((text) => {
    const bot = createBot(text, game);
    if (!bot.ok) throw new Error(bot.error.message);
    return bot.value;
  });
  return [made[0] as Bot, made[1] as Bot];
}

/** A function that plays one scheduled game of a match (in whichever thread it lives). */
export type GamePlayer = (match: MatchGame) => GameRecord;

/** The player of one match's games, with bots built once per thread. */
export function gamePlayer(game: AnyGame, setup: ArenaSetup): GamePlayer {
  const bots = makeBots(game, setup.bots);
  return (match) => playGame(game, bots, match, { maxPlies: setup.maxPlies });
}
