import { createRegistry, type GameEntry } from './registry-types.js';

/**
 * Every game Tabula plays, in menu order. This is the only place that lists all games (DESIGN.md):
 * a new game is one import and one entry here.
 */
export const gameEntries: readonly GameEntry[] = [
];

/** The registry of all games. */
export const registry = createRegistry(gameEntries);
