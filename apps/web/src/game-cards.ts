import type { GameEntry } from '@tabula/games';

/** What the game picker shows for one game. */
export interface GameCard {
  readonly id: string;
  readonly name: string;
  readonly summary: string;
  readonly players: string;
  readonly details: string;
}

/** Turns registry entries into picker cards: the page shows what the registry says, nothing more. */
export function gameCards(entries: readonly GameEntry[]): GameCard[] {
  return entries.map((entry) => ({
    id: entry.id,
    name: entry.game.name,
    summary: entry.meta.summary,
    players: `${entry.game.playerNames[0]} vs ${entry.game.playerNames[1]}`,
    details: [entry.meta.board, entry.game.hiddenInformation ? 'hidden information' : 'perfect information', entry.meta.origin].join(' · '),
  }));
}
