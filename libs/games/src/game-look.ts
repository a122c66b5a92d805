import type { GameEntry } from './registry-types.js';

/**
 * The colours a game may give its sides. A closed list, so that every front end draws each one in
 * its own medium (the web as a fill, ink and edge; the terminal as a colour readable on its light
 * board) and a new game picks its sides' looks without touching a front end.
 */
export const SIDE_HUES = ['white', 'black', 'red', 'blue', 'orange', 'azure', 'sand', 'mint', 'green', 'purple'] as const;
export type SideHue = (typeof SIDE_HUES)[number];

/** A new game's sides when its entry names none: two colours no board hides and nobody confuses. */
export const DEFAULT_SIDE_HUES: readonly [SideHue, SideHue] = ['red', 'blue'];

/** Each seat's colour, seat 0 first: the entry's own, else the default pair. */
export function sideHues(entry: GameEntry): readonly [SideHue, SideHue] {
  return entry.meta.sideHues ?? DEFAULT_SIDE_HUES;
}

/**
 * Whether pieces leave the board in this game, so that a "Captured" panel has something to show.
 * A game says so in its entry; one that does not (a placement game) shows no such panel.
 */
export function hasCaptures(entry: GameEntry): boolean {
  return entry.meta.captures ?? false;
}

/** How front ends introduce the collection: "Five board games", "Six board games" … from the registry's count. */
export function collectionTitle(count: number): string {
  const words = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];
  const number = words[count] ?? String(count);
  return `${number} board ${count === 1 ? 'game' : 'games'}`;
}
