import type { BotBudget } from '@tabula/ai';
import type { Player } from '@tabula/engine-core';

/** What a `go` command asks of our bot: a budget (none: the level's own) and what was not understood. */
export interface GoRequest {
  readonly budget?: BotBudget;
  /** The `go` words ignored, said back to the GUI in an `info string`. */
  readonly ignored: readonly string[];
}

/** The `go` words that take a number. */
const NUMBERED = new Set(['nodes', 'movetime', 'depth', 'mate', 'wtime', 'btime', 'winc', 'binc', 'movestogo']);

/** Moves a clock is assumed to last for when the GUI does not say (`movestogo`). */
const MOVES_LEFT = 30;

/**
 * Reads the arguments of `go` into a budget for our bot. `nodes` and `movetime` are budgets as they
 * stand. A clock (`wtime`/`btime`, with increments) caps the level's own budget at a share of the
 * mover's time, so a level keeps its strength while there is time and still answers when there is
 * little. Our search is synchronous and cannot hear `stop`, so `infinite` and `ponder` cannot be
 * honoured; they, `depth`, `mate` and `searchmoves` are ignored and said to be.
 *
 * @param levelBudget - the level's own budget, when it thinks with one
 */
export function readGo(words: readonly string[], mover: Player, levelBudget: BotBudget | undefined): GoRequest {
  const numbers = new Map<string, number>();
  const ignored: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const value = words[i + 1];
    if (NUMBERED.has(word) && value !== undefined && /^-?\d+$/.test(value)) {
      numbers.set(word, Number(value));
      i++;
      if (word === 'depth' || word === 'mate') ignored.push(`${word} ${value}`);
    } else if (word === 'searchmoves') {
      ignored.push(words.slice(i).join(' '));
      break;
    } else ignored.push(word);
  }
  const nodes = numbers.get('nodes');
  const movetime = numbers.get('movetime');
  if (nodes !== undefined || movetime !== undefined) {
    const budget = { ...(nodes !== undefined && nodes > 0 ? { nodes } : {}), ...(movetime !== undefined && movetime > 0 ? { ms: movetime } : {}) };
    return { ...(budget.nodes !== undefined || budget.ms !== undefined ? { budget } : {}), ignored };
  }
  const clock = numbers.get(mover === 0 ? 'wtime' : 'btime');
  if (clock === undefined) return { ...(levelBudget ? { budget: levelBudget } : {}), ignored };
  const increment = numbers.get(mover === 0 ? 'winc' : 'binc') ?? 0;
  const share = Math.max(1, Math.min(clock / 2, clock / (numbers.get('movestogo') ?? MOVES_LEFT) + (increment * 3) / 4));
  const ms = Math.floor(Math.min(levelBudget?.ms ?? Infinity, share));
  return { budget: { ...levelBudget, ms: Math.max(1, ms) }, ignored };
}
