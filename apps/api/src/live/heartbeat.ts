/** What the heartbeat needs of a socket (a `ws` WebSocket has both). */
export interface Pingable {
  ping(): void;
  terminate(): void;
}

/**
 * How many buckets the interval is cut into by default: ticks about 25 ms apart, at most 1,200 (30 s).
 * A ping costs some 20–35 µs (mostly its write), so 12,000 sockets pinged in one loop stall the server
 * 300 ms; at 30 s a tick pings 10 of them, and at the shortest interval allowed (1 s) 300, about 7 ms.
 */
export function defaultBuckets(intervalMs: number): number {
  return Math.max(1, Math.min(1200, Math.floor(intervalMs / 25)));
}

/**
 * Pings every socket once per interval and drops one that has not answered its last ping, with the pings
 * spread over the interval so that no tick stalls the event loop: the sockets are kept in `buckets`
 * buckets (each added to the emptiest), and every interval/buckets one bucket is visited. A socket is
 * thus visited once per interval; one that missed its pong is terminated at its next visit, one interval
 * after the ping it did not answer (a socket just added counts as having answered).
 */
export class Heartbeat<S extends Pingable> {
  private readonly buckets: Map<S, boolean>[];
  private readonly where = new Map<S, Map<S, boolean>>();
  private next = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    intervalMs: number,
    private readonly onDrop: (socket: S) => void = () => undefined,
    buckets = defaultBuckets(intervalMs),
  ) {
    this.buckets = Array.from({ length: Math.max(1, buckets) }, () => new Map<S, boolean>());
    this.timer = setInterval(() => this.tick(), intervalMs / this.buckets.length);
    this.timer.unref();
  }

  get size(): number {
    return this.where.size;
  }

  add(socket: S): void {
    if (this.where.has(socket)) return;
    let emptiest = this.buckets[0] as Map<S, boolean>;
    for (const bucket of this.buckets) if (bucket.size < emptiest.size) emptiest = bucket;
    emptiest.set(socket, true);
    this.where.set(socket, emptiest);
  }

  /** The socket answered (a pong). */
  alive(socket: S): void {
    this.where.get(socket)?.set(socket, true);
  }

  delete(socket: S): void {
    this.where.get(socket)?.delete(socket);
    this.where.delete(socket);
  }

  /** Visits the next bucket: drops those that missed their pong, pings the others. */
  tick(): void {
    const bucket = this.buckets[this.next] as Map<S, boolean>;
    this.next = (this.next + 1) % this.buckets.length;
    for (const [socket, answered] of bucket) {
      if (!answered) {
        this.delete(socket);
        this.onDrop(socket);
        socket.terminate();
        continue;
      }
      bucket.set(socket, false);
      socket.ping();
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
