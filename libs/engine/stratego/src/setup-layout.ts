import type { Player, SetupLayout } from '@tabula/engine-core';
import { BOARD, setupSquare } from './board.js';
import { KINDS } from './pieces.js';
import { COLUMNS, ROWS } from './setup.js';

/**
 * ST-1 as a person arranges an army: the four home ranks, front first, each from the owner's left
 * (the very squares {@link setupSquare} gives `placeSetup`, so slot `i` of a setup text is the square
 * the engine puts its letter on), and the army of docs/rules.md §4, strongest first.
 */
export const setupLayout: SetupLayout = {
  ranks(player: Player) {
    return Array.from({ length: ROWS }, (_, row) => Array.from({ length: COLUMNS }, (_, column) => BOARD.name(setupSquare(player, row, column))));
  },
  army: KINDS.map(({ letter, kind, count }) => ({ letter, name: kind, count })),
};
