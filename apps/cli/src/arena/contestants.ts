import { createBot } from '@tabula/ai';
import type { GameEntry } from '@tabula/games';
import { botContestant, type Contestant } from './contestant.js';
import { engineContestant } from './engine-contestant.js';
import type { ArenaSetup } from './protocol.js';

/** The bot kind that names an external UCI engine: `uci:PATH`. */
export const ENGINE_PREFIX = 'uci:';

/** The engine's path in a bot text, or undefined when the text names one of our bots. */
export function enginePathOf(text: string): string | undefined {
  return text.toLowerCase().startsWith(ENGINE_PREFIX) ? text.slice(ENGINE_PREFIX.length) : undefined;
}

/**
 * Why a game cannot be played by a UCI engine, or undefined when it can. UCI tells an engine a
 * position as `startpos` and the moves since, and hides nothing: a game with a set-up phase has no one
 * start, and a game with hidden pieces would have to show the engine what its seat may not see.
 */
export function engineRefusal(entry: GameEntry): string | undefined {
  if (entry.game.setup) return `${entry.id} begins with a set-up phase, and a UCI position has no place for the setups`;
  if (entry.game.hiddenInformation) return `${entry.id} hides pieces, and a UCI engine would be told the whole position`;
  return undefined;
}

/**
 * Builds both contestants of a match for one thread: our bots from their texts, the `uci:` bot from
 * the setup's engine. An unknown bot text is an Error with the parser's words.
 */
export function makeContestants(entry: GameEntry, setup: ArenaSetup): readonly [Contestant, Contestant] {
  const made = setup.bots.map((text): Contestant => {
    if (enginePathOf(text) !== undefined) {
      if (!setup.engine) throw new Error(`bot '${text}' is an engine, but the match has no engine set up`);
      return engineContestant(setup.engine, entry.game, entry.notation);
    }
    const bot = createBot(text, entry.game);
    if (!bot.ok) throw new Error(bot.error.message);
    return botContestant(entry.game, bot.value);
  });
  return [made[0] as Contestant, made[1] as Contestant];
}

/** Closes both contestants (engines quit), whatever happened in the games. */
export async function closeContestants(contestants: readonly Contestant[]): Promise<void> {
  await Promise.all(contestants.map((contestant) => contestant.close()));
}
