import type { GameEntry } from '@tabula/games';

/** What the game picker shows for one game. */
export interface GameCard {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly players: string;
  readonly details: string;
}

/**
 * Turns registry entries into picker cards: the page shows what the registry says, nothing more, and
 * only what a player needs — where a game came from (the registry's `origin`) belongs to the docs.
 */
export function gameCards(entries: readonly GameEntry[]): GameCard[] {
  return entries.map((entry) => ({
    id: entry.id,
    name: entry.game.name,
    summary: entry.meta.summary,
    players: `${entry.game.playerNames[0]} vs ${entry.game.playerNames[1]}`,
    details: [entry.meta.board, entry.game.hiddenInformation ? 'hidden information' : 'perfect information'].join(' · '),
  }));
}
