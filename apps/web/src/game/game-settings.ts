import type { Player } from '@tabula/engine-core';
import type { SeatChoice } from '@tabula/play';

/** The bot levels a player can choose (libs/ai's five levels per game). */
export const BOT_LEVELS = ['level1', 'level2', 'level3', 'level4', 'level5'] as const;

/** Who plays against you: a bot level, or another person on this device. */
export type Opponent = (typeof BOT_LEVELS)[number] | 'hotseat';

/** What the new-game form chooses. */
export interface GameSettings {
  readonly game: string;
  readonly opponent: Opponent;
  /** The seat you play against a bot (in hot-seat play both seats are people). */
  readonly side: Player;
  /** Seed of random setups and of the bots' choices, so a saved game resumes the same. */
  readonly seed: string;
}

/** The two seats of a session with these settings. */
export function seatsOf(settings: GameSettings): [SeatChoice, SeatChoice] {
  if (settings.opponent === 'hotseat') return ['human', 'human'];
  const bot = { bot: settings.opponent };
  return settings.side === 0 ? ['human', bot] : [bot, 'human'];
}

function isOpponent(value: unknown): value is Opponent {
  return value === 'hotseat' || (BOT_LEVELS as readonly unknown[]).includes(value);
}

/** Settings read back from storage, or null when they are not settings (an old or foreign value). */
export function readSettings(value: unknown): GameSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { game, opponent, side, seed } = value as Record<string, unknown>;
  if (typeof game !== 'string' || !isOpponent(opponent) || (side !== 0 && side !== 1) || typeof seed !== 'string') return null;
  return { game, opponent, side, seed };
}
