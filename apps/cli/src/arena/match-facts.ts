import type { ForfeitReason } from './contestant.js';
import type { ArenaRecord } from './protocol.js';

/** Mean thinking time a move of each bot, A first, over the moves each played. */
export interface ThinkingTime {
  /** Milliseconds a move; 0 for a bot that played no move. */
  readonly msPerMove: readonly [number, number];
  readonly moves: readonly [number, number];
}

/** The thinking time of a match's bots, from its records. */
export function thinkingTime(records: readonly ArenaRecord[]): ThinkingTime {
  const ms = [0, 0];
  const moves = [0, 0];
  for (const record of records) {
    for (const bot of [0, 1] as const) {
      ms[bot] = (ms[bot] as number) + record.ms[bot];
      moves[bot] = (moves[bot] as number) + record.moves[bot];
    }
  }
  const mean = (bot: 0 | 1) => (moves[bot] === 0 ? 0 : (ms[bot] as number) / (moves[bot] as number));
  return { msPerMove: [mean(0), mean(1)], moves: [moves[0] as number, moves[1] as number] };
}

/** A game given away, numbered from 1 as the user counts games. */
export interface NumberedForfeit {
  readonly game: number;
  /** The bot's text as given in --bots. */
  readonly bot: string;
  readonly reason: ForfeitReason;
  readonly detail: string;
}

/** The forfeits of a match, in game order. */
export function forfeitsOf(records: readonly ArenaRecord[], bots: readonly [string, string]): NumberedForfeit[] {
  return [...records]
    .sort((a, b) => a.index - b.index)
    .flatMap((record) => (record.forfeit ? [{ game: record.index + 1, bot: bots[record.forfeit.bot], reason: record.forfeit.reason, detail: record.forfeit.detail }] : []));
}
