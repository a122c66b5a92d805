import type { Player } from '@tabula/engine-core';
import type { PlayResult, TableState } from '@tabula/play';
import type { Console } from './console.js';
import { rematchAsked } from './rematch-news.js';

/** What asking for a rematch at the terminal needs: the server's rematch, the console, the names, and how a refusal is said. */
export interface RematchContext {
  /** The online table's rematch (RemoteTable's): the server rules on it. */
  readonly rematch: (seat: Player) => Promise<PlayResult<TableState>>;
  readonly io: Console;
  readonly names: readonly [string, string];
  readonly report: (result: PlayResult<unknown>) => void;
}

/**
 * `rematch` after an online game: asks for it, or — when the other player has asked — agrees to it. Once
 * both want it the server opens the new game, which the table's news says and the game then moves to;
 * until then the player is told whom the rematch waits for.
 */
export async function askForRematch({ rematch, io, names, report }: RematchContext, seat: Player): Promise<void> {
  const asked = await rematch(seat);
  if (!asked.ok) report(asked);
  else if ((asked.value.rematch?.next ?? null) === null) io.print(rematchAsked(names, seat));
}
