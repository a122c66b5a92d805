/**
 * A seat at the table. Player 0 always moves first (docs/rules.md, common rules).
 */
export type Player = 0 | 1;

/**
 * Whoever looks at a game: one of the two players, or a spectator who sees only what both
 * players know of each other (docs/rules.md ST-9).
 */
export type Viewer = Player | 'spectator';

/** The other seat. */
export function opponent(player: Player): Player {
  return player === 0 ? 1 : 0;
}

/** Narrows an unknown value to a {@link Player}. */
export function isPlayer(value: unknown): value is Player {
  return value === 0 || value === 1;
}
