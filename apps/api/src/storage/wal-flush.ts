import { closeSync, fdatasync, openSync } from 'node:fs';

/** How many flushes of the log may wait on the disk at once (libuv's thread pool has four threads). */
const MAX_FLUSHES_IN_FLIGHT = 2;

interface Waiter {
  readonly upTo: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Makes a SQLite file's commits durable after they are written, off the event loop. The connection
 * commits with `synchronous = NORMAL`: a commit writes its frames to the write-ahead log and returns at
 * once, and this flushes the log to disk (`fdatasync`, which covers every write made to the file before
 * it began, whichever descriptor made it) in libuv's thread pool. A commit is acknowledged only once a
 * flush that began after it has finished, so an acknowledged change survives a power cut exactly as it
 * does with `synchronous = FULL` — only the waiting moves off the event loop.
 *
 * Flushes overlap: a commit does not wait behind a flush already under way (the kernel merges
 * concurrent flushes of one file into its journal's commits), up to {@link MAX_FLUSHES_IN_FLIGHT}; past
 * that, the next flush begins when one finishes and covers every commit made meanwhile.
 */
export class WalFlush {
  private fd: number | null = null;
  /** Commits written so far, numbered from 1. */
  private written = 0;
  /** Every commit up to this one is on disk. */
  private durable = 0;
  /** The highest commit a flush under way (or done) began after. */
  private startedUpTo = 0;
  private inFlight = 0;
  private readonly waiters: Waiter[] = [];
  private failure: Error | null = null;

  constructor(private readonly walFile: string) {}

  /** Counts a commit just written; resolves once it is on disk. */
  committed(): Promise<void> {
    const upTo = ++this.written;
    if (this.failure) return Promise.reject(this.failure);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ upTo, resolve, reject }));
    this.flushIfRoom();
    return done;
  }

  /** Resolves once every commit written so far is on disk (reads wait for it, so that none sees a change not yet durable). */
  settled(): Promise<void> | null {
    if (this.durable >= this.written) return null;
    const upTo = this.written;
    return new Promise<void>((resolve, reject) => this.waiters.push({ upTo, resolve, reject }));
  }

  private flushIfRoom(): void {
    if (this.inFlight >= MAX_FLUSHES_IN_FLIGHT || this.durable >= this.written || this.failure) return;
    // A flush only needs starting if no flush under way began after the last commit.
    const covers = this.written;
    if (covers <= this.startedUpTo) return;
    this.startedUpTo = covers;
    this.inFlight++;
    let fd: number;
    try {
      fd = this.fd ??= openSync(this.walFile, 'r+');
    } catch (error) {
      this.inFlight--;
      this.fail(error as Error);
      return;
    }
    fdatasync(fd, (error) => {
      this.inFlight--;
      if (error) return this.fail(error);
      this.durable = Math.max(this.durable, covers);
      this.release();
      this.flushIfRoom();
    });
  }

  private release(): void {
    // Waiters are in commit order: those now on disk are answered in that order.
    while (this.waiters.length > 0 && (this.waiters[0] as Waiter).upTo <= this.durable) (this.waiters.shift() as Waiter).resolve();
  }

  private fail(error: Error): void {
    // A failed flush leaves the disk's state unknown: nothing more is acknowledged from this file.
    this.failure = new Error(`the SQLite log could not be flushed to disk: ${error.message}`);
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.failure);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
