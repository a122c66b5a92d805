import type { AnyGame, Player } from '@tabula/engine-core';
import { botFromSpec, parseBotSpec, type Bot, type BotBudget, type BotSpec } from '@tabula/ai';
import { refuse, type PlayResult } from './play-error.js';

/**
 * Who sits in a seat, as callers write it: `'human'`, or a bot as the command line writes it
 * (`level3`, `greedy`, `alphabeta:500ms`) or as data.
 */
export type SeatChoice = 'human' | { readonly bot: string | BotSpec; readonly budget?: BotBudget };

/** A seat once checked: a person, or a bot with its name as written (`level3`). */
export type Seat =
  | { readonly kind: 'human' }
  | { readonly kind: 'bot'; readonly name: string; readonly spec: BotSpec; readonly budget?: BotBudget };

/** Reads one seat; an unknown bot is refused with the bot parser's sentence. */
export function parseSeat(choice: SeatChoice, player: Player): PlayResult<Seat> {
  if (choice === 'human') return { ok: true, value: { kind: 'human' } };
  if (typeof choice !== 'object' || choice === null || !('bot' in choice)) {
    return refuse('bad-option', `seat ${player} must be 'human' or a bot, e.g. { bot: 'level3' }`);
  }
  if (typeof choice.bot === 'string') {
    const spec = parseBotSpec(choice.bot);
    if (!spec.ok) return refuse('bad-option', `seat ${player}: ${spec.error.message}`);
    return { ok: true, value: seatOf(choice.bot.trim().toLowerCase(), spec.value, choice.budget) };
  }
  return { ok: true, value: seatOf(specName(choice.bot), choice.bot, choice.budget) };
}

function seatOf(name: string, spec: BotSpec, budget: BotBudget | undefined): Seat {
  return { kind: 'bot', name, spec, ...(budget ? { budget } : {}) };
}

/** A readable name for a bot given as data (`level3`, `greedy`, `alphabeta`). */
function specName(spec: BotSpec): string {
  return spec.kind === 'level' ? `level${spec.level}` : spec.kind;
}

/** The bot that plays a bot seat in this game (levels differ per game). */
export function botOf(seat: Extract<Seat, { kind: 'bot' }>, game: AnyGame): Bot {
  return botFromSpec(seat.spec, game, seat.name);
}

/** How a seat is written in a record's `Player0`/`Player1` tag and on screens. */
export function seatLabel(seat: Seat): string {
  return seat.kind === 'human' ? 'human' : seat.name;
}
