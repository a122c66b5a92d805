import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listeningUrl, spawnMain } from '../src/testing/server-process.js';
import { LONG_PLY, SHORT_PLY, measurePlies } from './plies.js';

// The ply-10 and ply-400 rows of `api:bench` alone, against one node on a fresh SQLite file.
const node = spawnMain({ TABULA_DB: path.join(mkdtempSync(path.join(tmpdir(), 'tabula-bench-')), 'tabula.db') });
const child: ChildProcess = node.child;
try {
  const url = await listeningUrl(child, node.exited, node.stderr);
  const [short, long] = await measurePlies(url, child.pid);
  for (const cost of [short, long]) {
    process.stdout.write(`Stratego move at ply ${String(cost.ply).padEnd(4)} ${String(Math.round(cost.perSecond)).padStart(7)} req/s   p50 ${cost.p50} ms   p99 ${cost.p99} ms   non-2xx ${cost.non2xx}   CPU ${cost.cpuMsPerMove?.toFixed(2) ?? '?'} ms/move\n`);
  }
  const cpu = short.cpuMsPerMove && long.cpuMsPerMove ? (long.cpuMsPerMove / short.cpuMsPerMove).toFixed(2) : '?';
  process.stdout.write(`ply-${LONG_PLY} move ÷ ply-${SHORT_PLY} move: time ${(short.perSecond / long.perSecond).toFixed(2)}, server CPU ${cpu} (aim ≤ 1.5)\n`);
} finally {
  child.kill('SIGTERM');
}
