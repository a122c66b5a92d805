import { closeSync, fdatasync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './percentile.js';

/** A flush's latency on this machine's disk: its median and 99th percentile in ms. */
export interface DiskFlush {
  readonly p50: number;
  readonly p99: number;
}

/**
 * The floor under a durable move's latency: `fdatasync` after a 4 kB append (about what a move adds to
 * SQLite's log) in `folder`, `count` times one after another. Every acknowledged move waits for one such
 * flush (storage/wal-flush.ts), so no server on this disk answers a durable move's p99 below this one's.
 */
export async function measureDiskFlush(folder: string, count = 400): Promise<DiskFlush> {
  const file = path.join(folder, 'flush-probe');
  const fd = openSync(file, 'w');
  const page = Buffer.alloc(4096, 1);
  const times: number[] = [];
  try {
    for (let flush = 0; flush < count; flush++) {
      writeSync(fd, page);
      const started = performance.now();
      await new Promise<void>((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())));
      times.push(performance.now() - started);
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
