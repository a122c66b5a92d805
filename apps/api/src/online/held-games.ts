/** What the cache needs of a game it holds: its id, and how many plies its session has replayed. */
export interface HoldableGame {
  readonly stored: { readonly id: string };
  readonly session: { readonly plies: number };
}

interface Entry<G> {
  readonly game: G;
  /** The positions counted for it in the cache's tally. */
  positions: number;
}

/** The bounds of {@link HeldGames}: past either, idle games are dropped, least recently used first. */
export interface HeldBounds {
  /** The most games held besides those in use. */
  readonly games: number;
  /** The most positions held (a game's plies, plus its start) besides those of the games in use. */
  readonly positions: number;
}

/**
 * The games memory holds, least recently used first, with a tally of the positions their sessions keep.
 * A session keeps every position of its game (for takebacks and records), so positions, not games, are
 * what memory pays for: about 1.6 KB for a new game and 0.8 to 1.2 KB for each ply after (`nx run
 * api:bench`, the memory part). Bounding both lets memory hold many short games, which most moves go
 * to, without a few long ones filling it.
 */
export class HeldGames<G extends HoldableGame> {
  private readonly entries = new Map<string, Entry<G>>();
  private positionTally = 0;
  /**
   * How many games and positions memory held after the last trim that found only games in use; 0 once
   * one may have turned idle. Until then a trim would only walk the same games in use again.
   */
  private floor = { games: 0, positions: 0 };

  constructor(private readonly bounds: HeldBounds) {}

  get size(): number {
    return this.entries.size;
  }

  /** The positions counted for every game held. */
  get positions(): number {
    return this.positionTally;
  }

  get(id: string): G | undefined {
    return this.entries.get(id)?.game;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  *values(): IterableIterator<G> {
    for (const entry of this.entries.values()) yield entry.game;
  }

  /** Holds `game` as the most recently used, in place of any game held under its id. */
  hold(game: G): void {
    this.drop(game.stored.id);
    const positions = game.session.plies + 1;
    this.entries.set(game.stored.id, { game, positions });
    this.positionTally += positions;
  }

  /** Marks the game held under `id` the most recently used. */
  touch(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.entries.set(id, entry);
  }

  /** Counts `game`'s positions again after its session moved on or back (a move, a takeback). */
  recount(game: G): void {
    const entry = this.entries.get(game.stored.id);
    if (!entry || entry.game !== game) return;
    const positions = game.session.plies + 1;
    this.positionTally += positions - entry.positions;
    entry.positions = positions;
  }

  /** Stops holding the game under `id`, if any. */
  drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.positionTally -= entry.positions;
  }

  /** Whether memory holds more than its bounds allow (or than the last trim left, if that was more). */
  get over(): boolean {
    return this.entries.size > Math.max(this.bounds.games, this.floor.games) || this.positionTally > Math.max(this.bounds.positions, this.floor.positions);
  }

  /** A game may have become idle: a trim may find something to drop even if the last found nothing. */
  mayBeIdle(): void {
    this.floor = { games: 0, positions: 0 };
  }

  /** Drops the least recently used games not `inUse` until memory is within its bounds; games in use go to the back. */
  trim(inUse: (game: G) => boolean): void {
    let unseen = this.entries.size;
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= this.bounds.games && this.positionTally <= this.bounds.positions) return;
      if (unseen-- === 0) break;
      this.drop(id);
      // A game in use is kept, as the most recently used, so the next trim does not look at it first.
      if (inUse(entry.game)) this.hold(entry.game);
    }
    // Every game left is in use: until memory holds more, or one turns idle, another pass would only
    // walk them all again (a thousand watched games were a walk of a thousand after every move).
    this.floor = { games: this.entries.size, positions: this.positionTally };
  }
}
