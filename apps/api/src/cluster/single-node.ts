import type { GameStore } from '../storage/game-store.js';
import type { Cluster, ClusterEvents } from './cluster.js';

/**
 * The cluster of one node (SQLite): nobody else changes games, and every claim is granted. Its orphans
 * are the bot games found at start-up (and any whose claim was given up), each handed out once.
 */
export class SingleNode implements Cluster {
  readonly shared = false;
  private readonly handedOut = new Set<string>();

  constructor(private readonly store: GameStore) {}

  holdsBots(id: string): boolean {
    return this.handedOut.has(id);
  }

  async claimBots(id: string): Promise<boolean> {
    this.handedOut.add(id);
    return true;
  }

  async releaseBots(id: string): Promise<void> {
    this.handedOut.delete(id);
  }

  async claimOrphans(): Promise<string[]> {
    const orphans = (await this.store.botGames()).filter((id) => !this.handedOut.has(id));
    for (const id of orphans) this.handedOut.add(id);
    return orphans;
  }

  listen(_events: ClusterEvents): void {
    // Nothing to hear: no other node changes games.
  }

  sendPresence(_payload: string): void {
    // Nobody to tell: this node's presence board is the whole of it.
  }

  hearPresence(_hear: (payload: string) => void): void {
    // Nothing to hear.
  }

  async close(): Promise<void> {
    // Nothing to let go: it holds no connection.
  }
}
