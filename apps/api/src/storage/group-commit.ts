import type { GameStore, StoredChange } from './game-store.js';

interface Waiting {
  readonly change: StoredChange;
  readonly resolve: (saved: boolean) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Writes the changes handed to it during one turn of the event loop in one transaction: one disk flush
 * for all of them (a group commit), because the flush, not the engine, is what a move costs. Each
 * writer hears, once the transaction is durable, whether its own change's version held.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];

  constructor(private readonly store: GameStore) {}

  /** Resolves true once the change is durable, false if its version did not hold; rejects if the transaction failed. */
  write(change: StoredChange): Promise<boolean> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => this.flush());
      this.waiting.push({ change, resolve, reject });
    });
  }

  /** Commits what is waiting now (also called before the store closes). */
  flush(): void {
    const batch = this.waiting;
    if (batch.length === 0) return;
    this.waiting = [];
    let saved: boolean[];
    try {
      saved = this.store.saveAll(batch.map((waiting) => waiting.change));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error as Error);
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(saved[index] === true));
  }
}
