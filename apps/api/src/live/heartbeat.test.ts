import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultBuckets, Heartbeat } from './heartbeat.js';

/** A socket that answers its pings unless told to stop, and counts them. */
class FakeSocket {
  pings = 0;
  terminated = false;
  answers = true;
  constructor(private readonly heartbeat: () => Heartbeat<FakeSocket>) {}
  ping(): void {
    this.pings += 1;
    if (this.answers) queueMicrotask(() => this.heartbeat().alive(this));
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spreads the pings over the interval: no tick pings more than ceil(n / buckets) sockets, each socket once an interval', async () => {
    const n = 1003;
    const buckets = 10;
    const heartbeat = new Heartbeat<FakeSocket>(1000, undefined, buckets);
    const sockets = Array.from({ length: n }, () => new FakeSocket(() => heartbeat));
    for (const socket of sockets) heartbeat.add(socket);
    let before = 0;
    for (let tick = 0; tick < 3 * buckets; tick++) {
      await vi.advanceTimersByTimeAsync(1000 / buckets);
      const total = sockets.reduce((sum, socket) => sum + socket.pings, 0);
      expect(total - before).toBeLessThanOrEqual(Math.ceil(n / buckets));
      before = total;
    }
    expect(sockets.every((socket) => socket.pings === 3 && !socket.terminated)).toBe(true);
    heartbeat.stop();
  });

  it('drops a socket that missed its pong within one interval and a bucket of that ping', async () => {
    const dropped: FakeSocket[] = [];
    const heartbeat = new Heartbeat<FakeSocket>(1000, (socket) => dropped.push(socket), 4);
    const others = Array.from({ length: 7 }, () => new FakeSocket(() => heartbeat));
    const silent = new FakeSocket(() => heartbeat);
    for (const socket of [...others, silent]) heartbeat.add(socket);
    await vi.advanceTimersByTimeAsync(2000);
    // It answered so far; from its next ping on it is silent.
    silent.answers = false;
    const pings = silent.pings;
    let pingedAt = -1;
    let droppedAt = -1;
    for (let t = 2010; t <= 6000 && droppedAt < 0; t += 10) {
      await vi.advanceTimersByTimeAsync(10);
      if (pingedAt < 0 && silent.pings > pings) pingedAt = t;
      if (silent.terminated) droppedAt = t;
    }
    expect(pingedAt).toBeGreaterThan(0);
    expect(droppedAt - pingedAt).toBeLessThanOrEqual(1000 + 1000 / 4);
    expect(dropped).toEqual([silent]);
    expect(others.every((socket) => !socket.terminated)).toBe(true);
    expect(heartbeat.size).toBe(7);
    heartbeat.stop();
  });

  it('ticks about every 25 ms, never more than 1,200 buckets, at least one', () => {
    expect(defaultBuckets(30_000)).toBe(1200);
    expect(defaultBuckets(1000)).toBe(40);
    expect(defaultBuckets(200)).toBe(8);
    expect(defaultBuckets(10)).toBe(1);
  });
});
