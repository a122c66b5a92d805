/**
 * What one API node needs to know of the others. A single node (SQLite) is its own cluster; several
 * nodes on PostgreSQL hear each other's changes and share out the bots through it. Correctness never
 * rests on it: every write is a compare-and-set on the game's version, so a node that hears late or
 * thinks for a bot it no longer owns can only have its write refused, never lose or double a move.
 */
export interface Cluster {
  /** True when other nodes may change games too: a node then checks the store before trusting its memory. */
  readonly shared: boolean;
  /** Whether this node moves the game's bots (from what it holds now, without asking anyone). */
  holdsBots(id: string): boolean;
  /** Tries to become the one node that moves the game's bots; true when it is, already or now. */
  claimBots(id: string): Promise<boolean>;
  /** Gives up moving the game's bots (the game is over). */
  releaseBots(id: string): Promise<void>;
  /** Unfinished bot games that no node moves (at start-up, or after their node died), now claimed by this one. */
  claimOrphans(): Promise<readonly string[]>;
  listen(events: ClusterEvents): void;
  /**
   * Presence (who has which game open) is no change of any game: it is never stored, only told. This sends
   * one presence message to every node, best effort (a node refreshes what it tells, so a lost message
   * heals); on one node there is nobody to tell.
   */
  sendPresence(payload: string): void;
  /** Calls `hear` with every presence message any node sends (this node's own included, on PostgreSQL). */
  hearPresence(hear: (payload: string) => void): void;
  close(): Promise<void>;
}

export interface ClusterEvents {
  /** Another node committed this version of the game. */
  changed(id: string, version: number): void;
  /** The bus is back after a break in which messages may have been lost: check every game held in memory. */
  resync(): void;
  /** Every bot claim is gone (the connection that held them broke): stop thinking for bots. */
  claimsLost(): void;
}
