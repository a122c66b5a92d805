import type { GameStore, StoredChange } from './game-store.js';

interface Waiting {
  readonly change: StoredChange;
  readonly resolve: (saved: boolean) => void;
  readonly reject: (error: Error) => void;
}

/**
 * Writes the changes handed to it in one transaction: one disk flush for all of them (a group commit),
 * because the flush, not the engine, is what a move costs. The changes made in one turn of the event loop
 * go together. A store that writes asynchronously (PostgreSQL) has one transaction under way at a time:
 * the changes that arrive meanwhile wait and go together in the next, which also keeps a game's
 * consecutive versions in order. A store that writes at once ({@link GameStore.writesAtOnce}: SQLite)
 * takes each batch as it forms, and only the flushes overlap. Each writer hears, once its transaction is
 * durable, whether its own change's version held.
 */
export class GroupCommit {
  private waiting: Waiting[] = [];
  private writing: Promise<void> | null = null;
  /** Batches written at once whose flush is still under way. */
  private readonly flushing = new Set<Promise<void>>();

  constructor(private readonly store: GameStore) {}

  /** Resolves true once the change is durable, false if its version did not hold; rejects if the transaction failed. */
  write(change: StoredChange): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ change, resolve, reject });
      // The first change of a turn of the event loop starts the next transaction once this turn is over,
      // so that the changes made in the same turn join it.
      if (this.waiting.length === 1 && !this.writing) setImmediate(() => void this.drain());
    });
  }

  /** Commits everything waiting, batch after batch, and resolves when nothing is left (also before the store closes). */
  async drain(): Promise<void> {
    if (this.store.writesAtOnce) {
      if (this.waiting.length > 0) this.track(this.commitBatch());
      while (this.flushing.size > 0) await Promise.all([...this.flushing]);
      return;
    }
    while (this.writing) await this.writing;
    if (this.waiting.length === 0) return;
    this.writing = this.commitBatch();
    await this.writing;
    this.writing = null;
    if (this.waiting.length > 0) await this.drain();
  }

  private track(flushed: Promise<void>): void {
    this.flushing.add(flushed);
    void flushed.finally(() => this.flushing.delete(flushed));
  }

  private async commitBatch(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    let saved: boolean[];
    try {
      saved = await this.store.saveAll(batch.map((waiting) => waiting.change));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error as Error);
      return;
    }
    batch.forEach((waiting, index) => waiting.resolve(saved[index] === true));
  }
}
