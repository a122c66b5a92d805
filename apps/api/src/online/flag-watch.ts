/**
 * When timed games' flags fall. A game this node holds has a timer set for its running flag, so it ends
 * on time even when nobody is connected; a sweep of the store ({@link GameStore.dueFlags}) catches the
 * rest: games memory dropped, games of a node that died, and every game after a restart. Each only
 * *asks* for a timeout (`fell`): the game service checks the clock again and commits the end with
 * compare-and-set, so when several nodes ask, one of them ends the game, once.
 */
export class FlagWatch {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly sweeper: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly fell: (id: string) => void,
    private readonly due: (now: number, limit: number) => Promise<readonly string[]>,
    private readonly now: () => number,
    /** How often the store is swept: the most a game held by no node overruns its flag. */
    sweepMs: number,
    private readonly onSweepError: (error: Error) => void,
  ) {
    this.sweeper = setInterval(() => void this.sweep(), sweepMs);
    this.sweeper.unref();
  }

  /** Sets the game's timer for `at` (server ms), replacing any; null only clears it. */
  arm(id: string, at: number | null): void {
    this.disarm(id);
    if (at === null) return;
    const timer = setTimeout(() => {
      this.timers.delete(id);
      this.fell(id);
    }, Math.max(0, at - this.now()));
    timer.unref();
    this.timers.set(id, timer);
  }

  disarm(id: string): void {
    const timer = this.timers.get(id);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.timers.delete(id);
  }

  /** Asks about every game whose flag the store says has fallen (a page at a time, so a backlog cannot stall a tick). */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const id of await this.due(this.now(), 100)) this.fell(id);
    } catch (error) {
      this.onSweepError(error as Error);
    } finally {
      this.sweeping = false;
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
